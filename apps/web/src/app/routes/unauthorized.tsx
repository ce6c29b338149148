import { ShieldAlert } from 'lucide-react';
import { ErrorPage } from '../error-page.tsx';

export function UnauthorizedPage() {
  return (
    <ErrorPage
      title="Acceso No Autorizado"
      message="No tienes permisos para acceder a esta página."
      mark={
        <span className="flex size-16 items-center justify-center rounded-full bg-amber-100 text-amber-700 ring-8 ring-amber-50 dark:bg-amber-950/60 dark:text-amber-300 dark:ring-amber-950/30">
          <ShieldAlert aria-hidden="true" className="size-8" />
        </span>
      }
    />
  );
}
