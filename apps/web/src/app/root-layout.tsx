import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner.tsx';

/** A thin bar at the top while the next route (and its lazy chunk) loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20" aria-hidden="true">
      <div className="h-full w-2/5 animate-progress bg-primary" />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route's code loads. */
export function RootHydrateFallback() {
  return <FullScreenSpinner label="Cargando..." />;
}
