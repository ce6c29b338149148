import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { CenteredPage } from '../centered-page.tsx';

/** Lazy route module for /onboarding (customer onboarding). */
export function Component() {
  return (
    <CenteredPage>
      <title>Registro de cliente · Quincena</title>
      <Card className="w-full max-w-lg">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Registro de cliente
          </CardTitle>
          <CardDescription>Solicita el financiamiento de tu moto.</CardDescription>
        </CardHeader>
      </Card>
    </CenteredPage>
  );
}
