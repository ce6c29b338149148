import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { fail, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { storeSession, vendorUser } from '../../../test/users.ts';
import { VendorProfilePage } from './vendor-profile-page.tsx';

const vendor = vendorUser({ city: 'David', region: 'Chiriquí', commissionRate: 0.05 });

function renderProfile() {
  storeSession(vendor, 'old-token');
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt('/vendor/profile');
  const routes = [{ path: '/vendor/profile', element: <VendorProfilePage /> }];
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={routes} />
    </AppProviders>,
  );
}

async function openPasswordDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Cambiar contraseña' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
  return {
    dialog,
    current: within(dialog).getByLabelText(/^Contraseña actual/),
    next: within(dialog).getByLabelText(/^Nueva contraseña/),
    confirm: within(dialog).getByLabelText(/^Confirmar nueva contraseña/),
    submit: within(dialog).getByRole('button', { name: 'Cambiar contraseña' }),
  };
}

describe('VendorProfilePage', () => {
  it('shows the data, the account status and edits with a read-only email', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'GET /api/auth/me': ok(vendor),
      'GET /api/vendor/profile': ok({ vendor }),
      'PUT /api/vendor/profile': ({ body }) => ({
        status: 200,
        body: { success: true, data: { vendor: { ...vendor, ...(body as object) } } },
      }),
    });
    renderProfile();

    expect(await screen.findByText('vendedor@example.com')).toBeInTheDocument();
    const status = screen.getByRole('heading', { name: 'Estado de la cuenta' }).closest('div.rounded-xl');
    expect(status).toHaveTextContent(/Cuenta\s*Activa/);
    expect(status).toHaveTextContent(/Verificación\s*Verificada/);
    expect(status).toHaveTextContent(/Comisión\s*5\.0%/);

    await user.click(screen.getByRole('button', { name: 'Editar perfil' }));
    const form = screen.getByRole('form', { name: 'Editar perfil' });
    expect(within(form).getByLabelText(/^Nombre/)).toHaveFocus();
    const email = within(form).getByLabelText('Correo electrónico');
    expect(email).toBeDisabled();
    expect(email).toHaveValue('vendedor@example.com');

    const city = within(form).getByLabelText('Ciudad');
    await user.clear(city);
    await user.type(city, 'Santiago');
    await user.clear(within(form).getByLabelText('Región'));
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Perfil actualizado')).toBeInTheDocument();
    expect(callsTo('PUT /api/vendor/profile')[0]?.body).toMatchObject({
      city: 'Santiago',
      region: null,
      phoneNumber: '+50761111111',
    });
    expect(callsTo('PUT /api/vendor/profile')[0]?.body).not.toHaveProperty('email');
    expect(await screen.findByText('Santiago')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}').city).toBe('Santiago');
  });

  it('checks the confirmation and the configured password policy before calling the API', async () => {
    const user = userEvent.setup();
    const policyText = 'La contraseña debe tener al menos 10 caracteres, con letras y números.';
    const { callsTo } = mockApi({
      'GET /api/auth/me': ok(vendor),
      'GET /api/vendor/profile': ok({ vendor }),
      'GET /api/settings/public': ok({
        companyName: 'Quincena',
        companyEmail: 'soporte@quincena.com.pa',
        companyPhone: '',
        passwordPolicy: { minLength: 10, complexity: 'medium' },
        paymentMethods: ['CASH'],
      }),
    });
    renderProfile();
    const { current, next, confirm, submit } = await openPasswordDialog(user);
    await waitFor(() => expect(next).toHaveAccessibleDescription(policyText));

    await user.type(current, 'actual123');
    await user.type(next, 'abcdefgh1');
    await user.type(confirm, 'abd');
    await user.click(submit);

    expect(next).toHaveAccessibleDescription(policyText);
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Las contraseñas no coinciden');
    expect(callsTo('PUT /api/vendor/change-password')).toHaveLength(0);
  });

  it("shows the server's password policy and wrong-password messages", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/me': ok(vendor),
      'GET /api/vendor/profile': ok({ vendor }),
      'PUT /api/vendor/change-password': [
        {
          status: 400,
          body: {
            success: false,
            code: 'WEAK_PASSWORD',
            message: 'La contraseña debe tener al menos 8 caracteres, con letras y números.',
            details: [
              {
                field: 'newPassword',
                message: 'La contraseña debe tener al menos 8 caracteres, con letras y números.',
              },
            ],
          },
        },
        fail(400, 'WRONG_PASSWORD', 'La contraseña actual es incorrecta.'),
      ],
    });
    renderProfile();
    const { dialog, current, next, confirm, submit } = await openPasswordDialog(user);

    await user.type(current, 'actual123');
    await user.type(next, 'abc123');
    await user.type(confirm, 'abc123');
    await user.click(submit);
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(
        'La contraseña debe tener al menos 8 caracteres, con letras y números.',
      ),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'La contraseña debe tener al menos 8 caracteres, con letras y números.',
    );

    await user.click(submit);
    await waitFor(() => expect(current).toHaveAccessibleDescription('La contraseña actual es incorrecta.'));
  });

  it('keeps the vendor signed in with the new token', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'GET /api/auth/me': ok(vendor),
      'GET /api/vendor/profile': ok({ vendor }),
      'PUT /api/vendor/change-password': ok({ token: 'new-token' }),
    });
    renderProfile();
    const { current, next, confirm, submit } = await openPasswordDialog(user);

    await user.type(current, 'actual123');
    await user.type(next, 'nueva12345');
    await user.type(confirm, 'nueva12345');
    await user.click(submit);

    expect(await screen.findByText('Contraseña actualizada')).toBeInTheDocument();
    expect(callsTo('PUT /api/vendor/change-password')[0]?.body).toEqual({
      currentPassword: 'actual123',
      newPassword: 'nueva12345',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new-token');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
