import { StrictMode } from 'react';
import { NavigationRouter } from './navigation-router.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The whole app, as the browser mounts it and as the build prerenders a public page (`ssrPath`):
 * one tree for both, so hydration finds the markup it would have rendered.
 */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <StrictMode>
      <AppProviders>
        <NavigationRouter ssrPath={ssrPath}>
          <AppRoutes />
        </NavigationRouter>
      </AppProviders>
    </StrictMode>
  );
}
