import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Link } from '../../lib/router.tsx';
import { CenteredPage } from '../centered-page.tsx';

export function NotFoundPage() {
  return (
    <CenteredPage>
      <title>Página No Encontrada · Quincena</title>
      <div className="flex max-w-md flex-col items-center gap-5 text-center">
        <p className="bg-linear-to-br from-primary to-teal-500 bg-clip-text text-7xl font-extrabold tracking-tight text-transparent sm:text-8xl">
          404
        </p>
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Página No Encontrada</h1>
          <p className="text-muted-foreground">La página que buscas no existe.</p>
        </div>
        <Button asChild size="lg">
          <Link to="/login">
            <ArrowLeft aria-hidden="true" />
            Volver al inicio
          </Link>
        </Button>
      </div>
    </CenteredPage>
  );
}
