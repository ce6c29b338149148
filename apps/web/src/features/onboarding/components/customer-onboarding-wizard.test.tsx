import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { customerUser, storeSession, vendorUser } from '../../../test/users.ts';
import { prefetchLoginSteps } from '../../auth/components/login-flow.tsx';

const FIRST_LOAD = { timeout: 10_000 };
const motorcycles = {
  motorcycles: [],
  pagination: { page: 1, limit: 100, total: 0, totalPages: 1, hasPrev: false, hasNext: false },
};

function renderOnboarding() {
  return renderApp('/onboarding');
}

// The login page fetches its later steps in the background: let them land before the test environment goes.
afterAll(prefetchLoginSteps);

describe('customer onboarding (/onboarding)', () => {
  it('invites a visitor to sign in and come back', async () => {
    renderOnboarding();
    const link = await screen.findByRole('link', { name: /Ingresar con mi número/ }, FIRST_LOAD);
    expect(link).toHaveAttribute('href', '/login');
  });

  it('points a vendor to the registration wizard', async () => {
    storeSession(vendorUser());
    mockApi({ 'GET /api/auth/me': ok(vendorUser()) });
    renderOnboarding();
    expect(await screen.findByRole('link', { name: /Registrar un cliente/ }, FIRST_LOAD)).toHaveAttribute(
      'href',
      '/vendor/onboarding',
    );
  });

  it('lets a signed-in customer apply and change the financing while pending', async () => {
    const user = userEvent.setup();
    const me = customerUser({
      firstName: 'Ana',
      lastName: 'Pérez',
      dateOfBirth: '1990-05-04',
      city: 'David',
    });
    storeSession(me);
    const { callsTo } = mockApi({
      'GET /api/auth/me': ok(me),
      'GET /api/motorcycles/available': ok(motorcycles),
      'POST /api/customers/onboarding': {
        status: 201,
        body: {
          success: true,
          data: { customer: me, application: { id: 'app-9', number: 'SOL-2026-000009', status: 'PENDING' } },
        },
      },
      'PUT /api/customers/onboarding/app-9': [
        ok({ id: 'app-9', number: 'SOL-2026-000009', status: 'PENDING' }),
        fail(409, 'APPLICATION_LOCKED', 'La solicitud ya no puede modificarse.'),
      ],
    });
    renderOnboarding();

    expect(await screen.findByRole('textbox', { name: /^Nombre/ }, FIRST_LOAD)).toHaveValue('Ana');
    expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    await user.type(await screen.findByRole('textbox', { name: /Valor de venta/ }), '2000');
    await user.type(screen.getByRole('textbox', { name: /Abono inicial/ }), '400');
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    await user.click(await screen.findByRole('button', { name: 'Continuar sin documentos' }));
    await user.click(await screen.findByRole('button', { name: /Enviar solicitud/ }));

    expect(await screen.findByRole('heading', { name: '¡Solicitud enviada!' })).toBeInTheDocument();
    expect(screen.getByTestId('application-number')).toHaveTextContent('SOL-2026-000009');
    expect(screen.getByRole('link', { name: /Ir a mis pagos/ })).toHaveAttribute('href', '/customer');
    expect(callsTo('POST /api/customers/onboarding')[0]?.body).toMatchObject({
      firstName: 'Ana',
      lastName: 'Pérez',
      city: 'David',
      dateOfBirth: '1990-05-04',
      requestedAmount: 2000,
      downPayment: 400,
      loanTermMonths: 12,
    });

    await user.click(screen.getByRole('button', { name: /Modificar financiamiento/ }));
    const down = await screen.findByRole('textbox', { name: /Abono inicial/ });
    await user.clear(down);
    await user.type(down, '500');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Financiamiento actualizado.')).toBeInTheDocument();
    expect(callsTo('PUT /api/customers/onboarding/app-9')[0]?.body).toEqual({
      requestedAmount: 2000,
      downPayment: 500,
      loanTermMonths: 12,
    });

    await user.click(screen.getByRole('button', { name: /Modificar financiamiento/ }));
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La solicitud ya no puede modificarse.');
  }, 30_000);
});
