import { RotateCw, TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { useLocation } from '../lib/router.tsx';
import { CenteredPage } from './centered-page.tsx';

interface BoundaryState {
  failed: boolean;
  error: unknown;
  /** The page that failed: going to another one (the back button) tries again. */
  pathname: string;
}

class Boundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  state: BoundaryState = { failed: false, error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: { pathname: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.pathname === state.pathname
      ? null
      : { failed: false, error: null, pathname: props.pathname };
  }

  render() {
    return this.state.failed ? <ErrorCard error={this.state.error} /> : this.props.children;
  }
}

/**
 * Catches what a page throws while rendering, a lazy chunk that failed to load among them (one that
 * no longer exists after a deploy): a friendly message and a reload button, which fixes that case.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}

function ErrorCard({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
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
