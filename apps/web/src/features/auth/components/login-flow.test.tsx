import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { fail, mockApi, ok } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { adminUser, customerUser, vendorUser } from '../../../test/users.ts';
import { prefetchLoginSteps } from './login-flow.tsx';

const PHONE = '+50761234567';
const newCustomerStatus = { exists: false, hasPin: false, canLoginWithPin: false, needsPinSetup: true };
const pinStatus = { exists: true, hasPin: true, canLoginWithPin: true, needsPinSetup: false };
const lockedStatus = { exists: true, hasPin: true, canLoginWithPin: false, needsPinSetup: false };

function renderLogin(from?: string) {
  return renderApp({ pathname: '/login', state: from ? { from: { pathname: from } } : null });
}

async function enterIdentifier(user: ReturnType<typeof userEvent.setup>, value: string) {
  const field = await screen.findByLabelText('Teléfono o usuario');
  await user.type(field, value);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

afterEach(() => {
  vi.useRealTimers();
});

// The login page fetches its later steps in the background: let them land before the test environment goes.
afterAll(prefetchLoginSteps);

describe('login page: the first field', () => {
  it('shows the support contact configured in the settings', async () => {
    mockApi({
      'GET /api/settings/public': ok({
        companyName: 'Motos Quincena',
        companyEmail: 'ayuda@quincena.pa',
        companyPhone: '+507 399-1234',
        passwordPolicy: { minLength: 8, complexity: 'medium' },
        paymentMethods: ['CASH'],
      }),
    });
    renderLogin();
    const links = await screen.findAllByRole('link', { name: 'ayuda@quincena.pa' });
    expect(links[0]).toHaveAttribute('href', 'mailto:ayuda@quincena.pa');
    expect(screen.getAllByRole('link', { name: '+507 399-1234' })[0]).toHaveAttribute(
      'href',
      'tel:+5073991234',
    );
    expect(links[0]?.parentElement).toHaveTextContent(
      '¿Necesitas ayuda? Escribe a Motos Quincena en ayuda@quincena.pa o llama al +507 399-1234',
    );
  });

  it('says which flow follows as the user types', async () => {
    const user = userEvent.setup();
    renderLogin();
    const field = await screen.findByLabelText('Teléfono o usuario');

    await user.type(field, '6123-456');
    expect(screen.getByText('Se requieren exactamente 8 dígitos (tienes 7)')).toBeInTheDocument();
    await user.type(field, '7');
    expect(screen.getByText(/Ingresarás como cliente/)).toHaveTextContent(
      'Ingresarás como cliente con el número 6123-4567.',
    );

    await user.clear(field);
    await user.type(field, 'vendedor');
    expect(screen.getByText(/ingresarás como vendedor o administrador/)).toBeInTheDocument();
  });

  it('refuses what is neither a phone nor a username', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({});
    renderLogin();
    await enterIdentifier(user, 'ab');

    expect(
      await screen.findByText('Ingresa tu número de teléfono de 8 dígitos o tu usuario.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Teléfono o usuario')).toHaveAttribute('aria-invalid', 'true');
    // Only the support contact is fetched: nothing about the refused identifier.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/settings/public']);
  });

  it('stays on the field with the default text when the status check fails', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/auth/customer/check-status': { status: 502, body: '<html>' } });
    renderLogin();
    await enterIdentifier(user, '6123 4567');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al verificar cliente. Intenta nuevamente.',
    );
    expect(screen.getByLabelText('Teléfono o usuario')).toHaveValue('6123 4567');
  });
});

describe('login page: customers', () => {
  it('signs a returning customer in with the PIN and opens their home', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'POST /api/auth/customer/check-status': ok(pinStatus),
      'POST /api/auth/customer/login-pin': ok({ token: 'customer-token', customer: customerUser() }),
    });
    renderLogin();
    const subtitle = 'Ingresa con tu número de teléfono o con tu usuario.';
    expect(await screen.findByText(subtitle)).toBeInTheDocument();
    await enterIdentifier(user, '6123-4567');

    expect(await screen.findByRole('heading', { name: 'Ingresa tu PIN' })).toBeInTheDocument();
    // The first step's subtitle goes with it.
    expect(screen.queryByText(subtitle)).not.toBeInTheDocument();
    expect(screen.getByLabelText('PIN')).toHaveFocus();
    const submit = screen.getByRole('button', { name: 'Ingresar' });
    await user.keyboard('258');
    expect(submit).toBeDisabled();
    await user.keyboard('0');
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Calendario de Pagos' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/customer');
    expect(callsTo('POST /api/auth/customer/check-status')[0]?.body).toEqual({ phoneNumber: PHONE });
    expect(callsTo('POST /api/auth/customer/login-pin')[0]?.body).toEqual({
      phoneNumber: PHONE,
      pin: '2580',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('customer-token');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
      userType: 'customer',
    });
  });

  it('shows a wrong PIN and clears the field', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/customer/check-status': ok(pinStatus),
      'POST /api/auth/customer/login-pin': fail(
        401,
        'INVALID_CREDENTIALS',
        'PIN incorrecto. Intenta nuevamente.',
      ),
    });
    renderLogin();
    await enterIdentifier(user, '61234567');
    await user.type(await screen.findByLabelText('PIN'), '1111');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('PIN incorrecto. Intenta nuevamente.');
    expect(screen.getByLabelText('PIN')).toHaveValue('');
  });

  it('takes a new customer through the code and the PIN setup, refusing a mismatch', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'POST /api/auth/customer/check-status': ok(newCustomerStatus),
      'POST /api/auth/send-otp': ok({ expiresInSeconds: 300 }),
      'POST /api/auth/verify-otp': ok({
        token: 'verify-token',
        customer: customerUser({ hasPin: false }),
        isNewUser: true,
      }),
      'POST /api/auth/customer/set-pin': ok({ hasPin: true }),
      'POST /api/auth/customer/login-pin': ok({ token: 'session-token', customer: customerUser() }),
    });
    renderLogin();
    await enterIdentifier(user, '6123-4567');

    expect(await screen.findByRole('heading', { name: 'Verifica tu número' })).toBeInTheDocument();
    expect(screen.getByText('5:00')).toBeInTheDocument();
    expect(screen.getByLabelText('Dígito 1 de 6')).toHaveFocus();
    const verify = screen.getByRole('button', { name: 'Verificar código' });
    expect(verify).toBeDisabled();
    await user.paste('123456');
    expect(verify).toBeEnabled();
    await user.click(verify);

    expect(await screen.findByRole('heading', { name: 'Crea tu PIN' })).toBeInTheDocument();
    expect(callsTo('POST /api/auth/verify-otp')[0]?.body).toEqual({
      phoneNumber: PHONE,
      otp: '123456',
      userType: 'customer',
    });
    // The status is checked again after the code (spec §4).
    expect(callsTo('POST /api/auth/customer/check-status')).toHaveLength(2);

    await user.keyboard('7391');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Confirma tu PIN' })).toBeInTheDocument();
    await user.keyboard('7390');
    await user.click(screen.getByRole('button', { name: 'Guardar PIN e ingresar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Los PINs no coinciden. Inténtalo nuevamente.',
    );
    expect(screen.getByRole('heading', { name: 'Crea tu PIN' })).toBeInTheDocument();
    expect(callsTo('POST /api/auth/customer/set-pin')).toHaveLength(0);

    await user.keyboard('7391');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Confirma tu PIN' });
    await user.keyboard('7391');
    await user.click(screen.getByRole('button', { name: 'Guardar PIN e ingresar' }));

    await waitFor(() => expect(window.location.pathname).toBe('/customer'));
    const [setPin] = callsTo('POST /api/auth/customer/set-pin');
    expect(setPin?.body).toEqual({ phoneNumber: PHONE, pin: '7391' });
    expect(setPin?.headers.Authorization).toBe('Bearer verify-token');
    expect(callsTo('POST /api/auth/customer/login-pin')[0]?.body).toEqual({
      phoneNumber: PHONE,
      pin: '7391',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('session-token');
  });

  it('counts the code down and offers a new one at zero', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'POST /api/auth/customer/check-status': ok(newCustomerStatus),
      'POST /api/auth/send-otp': ok({ expiresInSeconds: 300 }),
    });
    renderLogin();
    await enterIdentifier(user, '61234567');
    await screen.findByRole('heading', { name: 'Verifica tu número' });
    expect(screen.queryByRole('button', { name: 'Reenviar código' })).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByText('3:59')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(240_000);
    });
    expect(screen.getByText('El código venció. Pide uno nuevo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));

    await waitFor(() => expect(callsTo('POST /api/auth/send-otp')).toHaveLength(2));
    expect(await screen.findByText('5:00')).toBeInTheDocument();
  });

  it('shows the wrong-code message, and goes back to change the number', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/customer/check-status': ok(newCustomerStatus),
      'POST /api/auth/send-otp': ok({ expiresInSeconds: 300 }),
      'POST /api/auth/verify-otp': fail(400, 'OTP_INVALID', 'OTP inválido'),
    });
    renderLogin();
    await enterIdentifier(user, '61234567');
    await screen.findByRole('heading', { name: 'Verifica tu número' });
    await user.paste('000000');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('OTP inválido');
    await waitFor(() => expect(screen.getByLabelText('Dígito 1 de 6')).toHaveFocus());
    expect(screen.getByLabelText('Dígito 1 de 6')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Cambiar número' }));
    expect(await screen.findByLabelText('Teléfono o usuario')).toHaveValue('61234567');
  });

  it('sends a customer who forgot the PIN through the SMS code to a new PIN', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'POST /api/auth/customer/check-status': ok(pinStatus),
      'POST /api/auth/send-otp': ok({ expiresInSeconds: 300 }),
      'POST /api/auth/verify-otp': ok({ token: 'verify-token', customer: customerUser() }),
    });
    renderLogin();
    await enterIdentifier(user, '61234567');
    await user.click(await screen.findByRole('button', { name: 'Ingresa con un código por SMS' }));

    expect(await screen.findByRole('heading', { name: 'Ingresa con un código por SMS' })).toBeInTheDocument();
    expect(screen.getByLabelText('Número de teléfono')).toHaveValue('6 123 4567');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await screen.findByRole('heading', { name: 'Verifica tu número' });
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));

    expect(await screen.findByRole('heading', { name: 'Crea un PIN nuevo' })).toBeInTheDocument();
    expect(callsTo('POST /api/auth/customer/check-status')).toHaveLength(1);
  });

  it('sends a locked customer to the code step with the server message', async () => {
    const user = userEvent.setup();
    const locked = 'Tu PIN está bloqueado. Ingresa con un código por SMS.';
    const { callsTo } = mockApi({
      'POST /api/auth/customer/check-status': ok(pinStatus),
      'POST /api/auth/customer/login-pin': fail(423, 'PIN_LOCKED', locked),
      'POST /api/auth/send-otp': ok({ expiresInSeconds: 300 }),
    });
    renderLogin();
    await enterIdentifier(user, '61234567');
    await user.type(await screen.findByLabelText('PIN'), '9999');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByRole('heading', { name: 'Verifica tu número' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(locked);
    expect(callsTo('POST /api/auth/send-otp')).toHaveLength(1);
  });

  it('goes straight to the code for a locked PIN, and explains a refused send there', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/customer/check-status': ok(lockedStatus),
      'POST /api/auth/send-otp': fail(
        429,
        'TOO_MANY_REQUESTS',
        'Espera un minuto antes de pedir otro código.',
      ),
    });
    renderLogin();
    await enterIdentifier(user, '61234567');

    expect(await screen.findByRole('heading', { name: 'Verifica tu número' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Espera un minuto antes de pedir otro código.');
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeInTheDocument();
  });
});

describe('login page: vendors and administrators', () => {
  it('tries the administrator login, then the vendor login, and shows both refusals as one', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'POST /api/auth/admin/login': fail(401, 'INVALID_CREDENTIALS', 'Credenciales inválidas'),
      'POST /api/auth/vendor/login': fail(401, 'INVALID_CREDENTIALS', 'Credenciales inválidas'),
    });
    renderLogin();
    await enterIdentifier(user, 'vendedor');

    expect(
      await screen.findByRole('heading', { name: 'Acceso para vendedores y administradores' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Usuario/)).toHaveValue('vendedor');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveFocus();
    expect(screen.getByText('¿No tienes una cuenta? Contacta al administrador.')).toBeInTheDocument();
    await user.keyboard('equivocada');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Credenciales incorrectas. Verifica tu usuario y contraseña.',
    );
    expect(callsTo('POST /api/auth/admin/login')[0]?.body).toEqual({
      username: 'vendedor',
      password: 'equivocada',
    });
    expect(callsTo('POST /api/auth/vendor/login')).toHaveLength(1);
  });

  it('signs a vendor in and returns to the page that asked for it', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/admin/login': fail(401, 'INVALID_CREDENTIALS', 'Credenciales inválidas'),
      'POST /api/auth/vendor/login': ok({ token: 'vendor-token', vendor: vendorUser() }),
    });
    renderLogin('/vendor/customers');
    await enterIdentifier(user, 'vendedor');
    await user.type(await screen.findByLabelText(/^Contraseña/), 'vendedor12345');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Clientes', level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/vendor/customers');
  });

  it('opens the administration for an administrator', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'POST /api/auth/admin/login': ok({ token: 'admin-token', admin: adminUser() }),
    });
    renderLogin();
    await enterIdentifier(user, 'admin');
    await user.type(await screen.findByLabelText(/^Contraseña/), 'admin12345');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Panel de Administración' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
    expect(callsTo('POST /api/auth/vendor/login')).toHaveLength(0);
  });

  it('says "Datos de entrada inválidos" for a 400 and goes back to the first field', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/auth/admin/login': fail(400, 'VALIDATION_ERROR', 'Datos de entrada inválidos') });
    renderLogin();
    await enterIdentifier(user, 'admin');
    await user.type(await screen.findByLabelText(/^Contraseña/), 'x');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Datos de entrada inválidos');
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByLabelText('Teléfono o usuario')).toHaveValue('admin');
  });
});
