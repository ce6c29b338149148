import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { prefetchLoginSteps } from '../features/auth/components/login-flow.tsx';
import { mockApi, ok } from '../test/api-mock.ts';
import { adminUser, storeSession } from '../test/users.ts';
import { AppProviders } from './providers.tsx';
import { createRoutes } from './router.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

// The login page fetches its later steps in the background: let them land before the test environment goes.
afterAll(prefetchLoginSteps);

describe('route table', () => {
  it('shows the not-found page for an unknown path', async () => {
    renderAt('/unknown');

    expect(await screen.findByRole('heading', { name: 'Página No Encontrada' })).toBeInTheDocument();
    expect(screen.getByText('La página que buscas no existe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver al inicio/ })).toHaveAttribute('href', '/login');
  });

  it('shows the unauthorized page', async () => {
    renderAt('/unauthorized');

    expect(await screen.findByRole('heading', { name: 'Acceso No Autorizado' })).toBeInTheDocument();
    expect(screen.getByText('No tienes permisos para acceder a esta página.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver al inicio/ })).toHaveAttribute('href', '/login');
  });

  it('redirects / to the lazily loaded login page', async () => {
    const router = renderAt('/');

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('loads an admin sub-route inside the admin area', async () => {
    storeSession(adminUser());
    mockApi({ 'GET /api/auth/admin/me': ok(adminUser()) });
    renderAt('/admin/payments');

    expect(await screen.findByRole('heading', { name: 'Gestión de Pagos' })).toBeInTheDocument();
    expect(screen.getByText('Administración')).toBeInTheDocument();
  });

  it('treats an unknown path inside an area as not found', async () => {
    renderAt('/vendor/nope');

    expect(await screen.findByRole('heading', { name: 'Página No Encontrada' })).toBeInTheDocument();
  });
});
