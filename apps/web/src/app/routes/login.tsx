import { Brand } from '../../components/brand.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { CenteredPage } from '../centered-page.tsx';

/** Lazy route module for /login. The sign-in steps are composed in here when they are built. */
export function Component() {
  return (
    <CenteredPage>
      <title>Iniciar sesión · Quincena</title>
      <Card className="w-full max-w-md">
        <CardHeader className="items-center gap-4 text-center">
          <Brand size="lg" />
          <div className="grid gap-1.5">
            <CardTitle as="h1" className="text-2xl">
              Iniciar sesión
            </CardTitle>
            <CardDescription>Financiamiento de motos en Panamá</CardDescription>
          </div>
        </CardHeader>
      </Card>
    </CenteredPage>
  );
}
