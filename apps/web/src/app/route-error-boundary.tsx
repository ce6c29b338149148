import { RotateCw, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { CenteredPage } from './centered-page.tsx';
import { NotFoundPage } from './routes/not-found.tsx';

/**
 * `errorElement` for routes: a friendly message and a reload button. Reloading also fixes the
 * common case of a lazy chunk that no longer exists after a deploy.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const detail =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : null;
  return (
    <CenteredPage>
      <title>Error · Quincena</title>
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-4 pt-8 sm:pt-10">
          <span className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950/60 dark:text-red-300">
            <TriangleAlert aria-hidden="true" className="size-7" />
          </span>
          <div className="grid gap-2">
            <h1 className="text-2xl font-bold tracking-tight">Algo salió mal</h1>
            <p className="text-muted-foreground">
              Ocurrió un error inesperado. Recarga la página para intentarlo de nuevo.
            </p>
          </div>
          {import.meta.env.DEV && detail && (
            <pre className="w-full overflow-x-auto rounded-lg bg-muted p-3 text-left text-xs text-muted-foreground">
              {detail}
            </pre>
          )}
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            <Button onClick={() => window.location.reload()}>
              <RotateCw aria-hidden="true" />
              Recargar página
            </Button>
            <Button variant="outline" asChild>
              <a href="/login">Volver al inicio</a>
            </Button>
          </div>
        </CardContent>
      </Card>
    </CenteredPage>
  );
}
