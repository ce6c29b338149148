import { messages } from '@quincena/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { fail, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { customerUser, fakeToken, storeSession } from '../../../test/users.ts';
import { CustomerAccountPage } from './customer-account-page.tsx';

const customer = customerUser({ phoneNumber: '+50760000001' });
const IN_USE = 'Ese número ya está registrado en otra cuenta.';

function renderAccount() {
  storeSession(customer);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt('/customer/account');
  const routes = [
    { path: '/customer/account', element: <CustomerAccountPage /> },
    { path: '/login', element: <h1>Inicio de sesión</h1> },
  ];
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={routes} />
    </AppProviders>,
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByText('6000-0001')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cambiar teléfono' }));
  return screen.findByRole('dialog', { name: 'Cambiar teléfono' });
}

const typeCode = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, code: string) => {
  await user.click(within(dialog).getAllByRole('textbox')[0] as HTMLElement);
  await user.keyboard(code);
};

describe('CustomerAccountPage', () => {
  it('refuses a number of another account on the field, then changes the phone with the code and signs out', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'GET /api/auth/me': ok(customer),
      'POST /api/auth/customer/phone/send-code': [
        {
          status: 409,
          body: {
            success: false,
            code: 'PHONE_IN_USE',
            message: IN_USE,
            details: [{ field: 'phoneNumber', message: IN_USE }],
          },
        },
        ok({ expiresInSeconds: 300 }),
      ],
      'PUT /api/auth/customer/phone': [
        { status: 400, body: { success: false, code: 'OTP_INVALID', message: 'OTP inválido' } },
        ok({ phoneNumber: '+50765554444' }),
      ],
      'POST /api/auth/logout': { status: 401, body: { success: false, code: 'TOKEN_REVOKED', message: 'x' } },
    });
    renderAccount();
    const dialog = await openDialog(user);

    const number = within(dialog).getByLabelText(/Número nuevo/);
    await user.type(number, '123');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => expect(number).toHaveAccessibleDescription(messages.invalidPhone));
    expect(callsTo('POST /api/auth/customer/phone/send-code')).toHaveLength(0);

    await user.clear(number);
    await user.type(number, '6222-3333');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    // The server's refusal is the field's error: announced, linked to the field, the caret back in it.
    await waitFor(() => expect(number).toHaveAccessibleDescription(IN_USE));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveFocus();

    await user.clear(number);
    await user.type(number, '6555-4444');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(await within(dialog).findByText('6555-4444')).toBeInTheDocument();
    expect(callsTo('POST /api/auth/customer/phone/send-code')[1]?.body).toEqual({
      phoneNumber: '+50765554444',
    });

    await typeCode(user, dialog, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar teléfono' }));
    // A wrong code is the form's alert; the boxes are cleared and the caret is back in the first one.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('OTP inválido');
    await waitFor(() => expect(within(dialog).getByLabelText('Dígito 1 de 6')).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Cambiar teléfono' })).toBeDisabled();

    await typeCode(user, dialog, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar teléfono' }));
    expect(await screen.findByRole('heading', { name: 'Inicio de sesión' })).toBeInTheDocument();
    expect(callsTo('PUT /api/auth/customer/phone')[1]?.body).toEqual({
      phoneNumber: '+50765554444',
      otp: '123456',
    });
    expect(await screen.findByText(messages.phoneChanged)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('goes back to the number from the code step with the number kept', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/me': ok(customer),
      'POST /api/auth/customer/phone/send-code': ok({ expiresInSeconds: 300 }),
    });
    renderAccount();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Número nuevo/), '62223333');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(await within(dialog).findByText(/El código vence en/)).toBeInTheDocument();
    expect(within(dialog).getByRole('timer')).toHaveTextContent('5:00');
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(within(dialog).getByLabelText(/Número nuevo/)).toHaveValue('6222-3333');
  });

  it('offers a new code once the code expires, and shows a refused resend as an alert', async () => {
    const user = userEvent.setup();
    const wait = 'Espera un minuto antes de pedir otro código.';
    const { callsTo } = mockApi({
      'GET /api/auth/me': ok(customer),
      'POST /api/auth/customer/phone/send-code': [
        ok({ expiresInSeconds: 0 }),
        fail(429, 'RATE_LIMITED', wait),
        ok({ expiresInSeconds: 300 }),
      ],
    });
    renderAccount();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Número nuevo/), '62223333');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(await within(dialog).findByText('El código venció. Pide uno nuevo.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Reenviar código' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(wait);

    await user.click(within(dialog).getByRole('button', { name: 'Reenviar código' }));
    expect(await within(dialog).findByRole('timer')).toHaveTextContent('5:00');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo('POST /api/auth/customer/phone/send-code')[2]?.body).toEqual({
      phoneNumber: '+50762223333',
    });
  });

  describe('Cambiar PIN', () => {
    async function openPinDialog(user: ReturnType<typeof userEvent.setup>) {
      expect(await screen.findByText('6000-0001')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cambiar PIN' }));
      return screen.findByRole('dialog', { name: 'Cambiar PIN' });
    }
    const fields = (dialog: HTMLElement) => ({
      current: within(dialog).getByLabelText(/PIN actual/),
      next: within(dialog).getByLabelText(/PIN nuevo \(4 dígitos\)/),
      confirm: within(dialog).getByLabelText(/Confirma el PIN nuevo/),
      submit: within(dialog).getByRole('button', { name: 'Cambiar PIN' }),
    });

    it('asks for the current PIN and checks the new one before calling the server', async () => {
      const user = userEvent.setup();
      const { callsTo } = mockApi({ 'GET /api/auth/me': ok(customer) });
      renderAccount();
      const dialog = await openPinDialog(user);
      const { current, next, confirm, submit } = fields(dialog);
      expect(current).toHaveFocus();

      await user.click(submit);
      await waitFor(() =>
        expect(current).toHaveAccessibleDescription('El PIN actual debe tener de 4 a 6 dígitos.'),
      );
      expect(next).toHaveAccessibleDescription('El PIN debe tener 4 dígitos.');

      await user.type(current, '4826');
      await user.type(next, '1234');
      await user.type(confirm, '1234');
      await user.click(submit);
      await waitFor(() =>
        expect(next).toHaveAccessibleDescription('Ese PIN es muy fácil de adivinar. Elige otro.'),
      );

      await user.clear(next);
      await user.type(next, '4826');
      await user.click(submit);
      await waitFor(() =>
        expect(next).toHaveAccessibleDescription('El PIN nuevo debe ser distinto del actual.'),
      );

      await user.clear(next);
      await user.type(next, '9371');
      await user.clear(confirm);
      await user.type(confirm, '9372');
      await user.click(submit);
      await waitFor(() =>
        expect(confirm).toHaveAccessibleDescription('Los PINs no coinciden. Inténtalo nuevamente.'),
      );
      expect(callsTo('POST /api/auth/customer/set-pin')).toHaveLength(0);
    });

    it('shows a wrong current PIN on its field, then changes the PIN and keeps the session with the new token', async () => {
      const user = userEvent.setup();
      const wrong = 'El PIN actual es incorrecto. Te quedan 4 intentos antes de que se bloquee tu PIN.';
      const renewed = fakeToken();
      const { callsTo } = mockApi({
        'GET /api/auth/me': ok(customer),
        'POST /api/auth/customer/set-pin': [
          {
            status: 400,
            body: {
              success: false,
              code: 'WRONG_PIN',
              message: wrong,
              details: [{ field: 'currentPin', message: wrong }],
            },
          },
          ok({ hasPin: true, token: renewed }),
        ],
      });
      renderAccount();
      const dialog = await openPinDialog(user);
      const { current, next, confirm, submit } = fields(dialog);
      await user.type(current, '1593');
      await user.type(next, '9371');
      await user.type(confirm, '9371');
      await user.click(submit);
      await waitFor(() => expect(current).toHaveAccessibleDescription(wrong));
      expect(current).toHaveAttribute('aria-invalid', 'true');
      expect(current).toHaveFocus();
      // Still signed in: a wrong PIN is the form's problem, not the session's.
      expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();

      await user.clear(current);
      await user.type(current, '4826');
      await user.click(submit);
      expect(await screen.findByText('PIN actualizado')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Cambiar PIN' })).not.toBeInTheDocument(),
      );
      expect(callsTo('POST /api/auth/customer/set-pin')[1]?.body).toEqual({
        phoneNumber: '+50760000001',
        pin: '9371',
        currentPin: '4826',
      });
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(renewed);
    });

    it('shows a locked PIN as the form alert', async () => {
      const user = userEvent.setup();
      const locked =
        'Tu PIN está bloqueado por demasiados intentos. Ingresa con un código SMS para desbloquearlo.';
      mockApi({
        'GET /api/auth/me': ok(customer),
        'POST /api/auth/customer/set-pin': fail(423, 'PIN_LOCKED', locked),
      });
      renderAccount();
      const dialog = await openPinDialog(user);
      const { current, next, confirm, submit } = fields(dialog);
      await user.type(current, '1593');
      await user.type(next, '9371');
      await user.type(confirm, '9371');
      await user.click(submit);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(locked);
    });
  });
});
