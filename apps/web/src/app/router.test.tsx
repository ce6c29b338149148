import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { prefetchLoginSteps } from '../features/auth/components/login-flow.tsx';
import { fail, mockApi, ok } from '../test/api-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { adminUser, storeSession } from '../test/users.ts';

// The login page fetches its later steps in the background: let them land before the test environment goes.
afterAll(prefetchLoginSteps);

describe('route table', () => {
  it('shows the not-found page for an unknown path', async () => {
    renderApp('/unknown');

    expect(await screen.findByRole('heading', { name: 'Página No Encontrada' })).toBeInTheDocument();
    expect(screen.getByText('La página que buscas no existe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver al inicio/ })).toHaveAttribute('href', '/login');
  });

  it('shows the unauthorized page', async () => {
    renderApp('/unauthorized');

    expect(await screen.findByRole('heading', { name: 'Acceso No Autorizado' })).toBeInTheDocument();
    expect(screen.getByText('No tienes permisos para acceder a esta página.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver al inicio/ })).toHaveAttribute('href', '/login');
  });

  it('redirects / to the lazily loaded login page', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('loads an admin sub-route inside the admin area', async () => {
    storeSession(adminUser());
    mockApi({ 'GET /api/auth/admin/me': ok(adminUser()) });
    renderApp('/admin/payments');

    expect(await screen.findByRole('heading', { name: 'Gestión de Pagos' })).toBeInTheDocument();
    expect(screen.getByText('Administración')).toBeInTheDocument();
  });

  it("opens a loan's page from its address, inside the admin area", async () => {
    const id = '7d0a4f7e-1111-4f5b-9c1a-000000000001';
    storeSession(adminUser());
    mockApi({
      'GET /api/auth/admin/me': ok(adminUser()),
      [`GET /api/admin/loans/${id}`]: fail(404, 'NOT_FOUND', 'Préstamo no encontrado'),
    });
    renderApp(`/admin/loans/${id}`);

    expect(await screen.findByText('Préstamo no encontrado')).toBeInTheDocument();
    expect(screen.getByText('Administración')).toBeInTheDocument();
  });

  it('treats the loans path without a loan as not found', async () => {
    renderApp('/admin/loans');

    expect(await screen.findByRole('heading', { name: 'Página No Encontrada' })).toBeInTheDocument();
  });

  it('treats an unknown path inside an area as not found', async () => {
    renderApp('/vendor/nope');

    expect(await screen.findByRole('heading', { name: 'Página No Encontrada' })).toBeInTheDocument();
  });
});
