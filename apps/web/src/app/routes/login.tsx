import { Brand } from '../../components/brand.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner.tsx';
import { LoginFlow } from '../../features/auth/components/login-flow.tsx';
import { LoginHighlights, SupportContact } from '../../features/auth/components/login-highlights.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { postLoginPath } from '../../lib/auth/roles.ts';
import { Link, Navigate, useLocation } from '../../lib/router.tsx';
import { VERIFYING_AUTH_TEXT } from '../require-role.tsx';
import { ThemeToggle } from '../theme-toggle.tsx';

/**
 * Lazy route module for /login. A signed-in user goes on at once: back to the page that sent them here
 * (`state.from`) when their role may open it, else their role's home.
 */
export function LoginPage() {
  const { loading, isAuthenticated, role } = useAuth();
  const location = useLocation();

  if (loading) return <FullScreenSpinner label={VERIFYING_AUTH_TEXT} />;
  if (isAuthenticated && role) {
    const from = (location.state as { from?: unknown } | null)?.from;
    return (
      <>
        <FullScreenSpinner label="Ingresando..." />
        <Navigate to={postLoginPath(role, from)} replace />
      </>
    );
  }

  return (
    <div className="flex min-h-dvh flex-1 flex-col lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <title>Iniciar sesión · Quincena</title>

      <aside className="relative hidden overflow-hidden bg-linear-to-br from-emerald-700 via-emerald-800 to-teal-900 p-10 text-white lg:flex lg:flex-col lg:justify-between xl:p-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-white/5"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-32 -left-20 size-96 rounded-full bg-teal-400/10"
        />
        <Brand inverse className="relative text-white" />
        <div className="relative grid max-w-md gap-8">
          <div className="grid gap-3">
            <p className="text-4xl leading-tight font-bold tracking-tight xl:text-5xl">
              Tu moto nueva, en cómodas quincenas.
            </p>
            <p className="text-lg text-emerald-50/85">
              Financiamiento de motos en Panamá, con pagos cada quince días.
            </p>
          </div>
          <LoginHighlights tone="brand" />
        </div>
        {/* Its slot is kept while the contact loads: the panel spreads its three parts apart, so the
            copy above would jump when a third one arrived (two lines of text: min-h-11). */}
        <div className="relative min-h-11">
          <SupportContact tone="brand" />
        </div>
      </aside>

      <div className="flex flex-1 flex-col bg-linear-to-b from-primary-soft/60 via-background to-background lg:bg-none">
        <header className="flex items-center justify-between px-4 py-3 sm:px-6 sm:py-4 lg:justify-end">
          <Link
            to="/login"
            className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
          >
            <Brand />
          </Link>
          <ThemeToggle />
        </header>
        <main
          id="contenido"
          className="flex flex-1 flex-col items-center px-4 pt-2 pb-12 sm:px-6 sm:pt-6 lg:justify-center lg:pb-20"
        >
          <Card className="w-full max-w-md shadow-lg shadow-emerald-900/5">
            <CardHeader className="gap-1.5 pb-4 sm:pb-5">
              <CardTitle as="h1" className="text-2xl">
                Iniciar sesión
              </CardTitle>
            </CardHeader>
            <CardContent>
              <LoginFlow />
            </CardContent>
          </Card>

          <section aria-label="Por qué Quincena" className="mt-10 grid w-full max-w-md gap-6 lg:hidden">
            <LoginHighlights />
            <SupportContact />
          </section>
        </main>
      </div>
    </div>
  );
}
