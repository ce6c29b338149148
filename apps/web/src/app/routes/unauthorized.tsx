import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Link } from '../../lib/router.tsx';
import { CenteredPage } from '../centered-page.tsx';

export function UnauthorizedPage() {
  return (
    <CenteredPage>
      <title>Acceso No Autorizado · Quincena</title>
      <div className="flex max-w-md flex-col items-center gap-5 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-amber-100 text-amber-700 ring-8 ring-amber-50 dark:bg-amber-950/60 dark:text-amber-300 dark:ring-amber-950/30">
          <ShieldAlert aria-hidden="true" className="size-8" />
        </span>
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Acceso No Autorizado</h1>
          <p className="text-muted-foreground">No tienes permisos para acceder a esta página.</p>
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
