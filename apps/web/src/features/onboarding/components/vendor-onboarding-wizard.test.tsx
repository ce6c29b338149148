import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { customerUser, storeSession, vendorUser } from '../../../test/users.ts';

const PHONE = '+50761234567';
const BY_PHONE = `/api/vendor/customers/by-phone/${encodeURIComponent(PHONE)}`;
const created = (status = 201) => ({
  status,
  body: {
    success: true,
    data: {
      customer: customerUser({ id: 'c-new', phoneNumber: PHONE, firstName: 'Lucía', lastName: 'Mora' }),
    },
  },
});
/** The route's lazy chunk is transformed on first use, which can take a few seconds in a cold run. */
const FIRST_LOAD = { timeout: 10_000 };
const motorcycles = {
  motorcycles: [],
  pagination: { page: 1, limit: 100, total: 0, totalPages: 1, hasPrev: false, hasNext: false },
};

function renderWizard(state?: unknown) {
  storeSession(vendorUser());
  return renderApp({ pathname: '/vendor/onboarding', state });
}

const baseHandlers = {
  'GET /api/auth/me': ok(vendorUser()),
  'POST /api/auth/send-otp': ok({ expiresInSeconds: 300 }),
  'POST /api/auth/verify-otp': ok({ consent: true, phoneNumber: PHONE, expiresAt: '2030-01-01T00:00:00Z' }),
  [`GET ${BY_PHONE}`]: fail(404, 'NOT_FOUND', 'Cliente no encontrado.'),
  'POST /api/vendor/customers': created(),
  'GET /api/vendor/motorcycles': ok(motorcycles),
  'GET /api/motorcycles/available': ok(motorcycles),
  'POST /api/vendor/motorcycles': {
    status: 201,
    body: { success: true, data: { motorcycle: { id: 'm-placeholder' } } },
  },
  'POST /api/vendor/applications': {
    status: 201,
    body: { success: true, data: { id: 'app-123', number: 'SOL-2026-000123', status: 'PENDING' } },
  },
};

async function passPhoneAndCode(user: ReturnType<typeof userEvent.setup>) {
  const phone = await screen.findByLabelText(/Número de teléfono/, {}, FIRST_LOAD);
  expect(screen.getByText('Paso 1 de 7')).toBeInTheDocument();
  const send = screen.getByRole('button', { name: 'Enviar código' });
  await user.type(phone, '6123-456');
  expect(phone).toHaveValue('6123-456');
  expect(screen.getByText('Se requieren exactamente 8 dígitos (tienes 7)')).toBeInTheDocument();
  expect(send).toBeDisabled();
  await user.type(phone, '79');
  expect(phone).toHaveValue('6123-4567');
  await user.click(send);

  expect(await screen.findByRole('heading', { name: 'Código de verificación' })).toHaveFocus();
  expect(screen.getByText('Paso 2 de 7')).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent('5:00');
  await user.click(screen.getByLabelText('Dígito 1 de 6'));
  await user.paste('123456');
  await user.click(screen.getByRole('button', { name: 'Verificar código' }));
  return screen.findByRole('heading', { name: 'Datos del cliente' });
}

describe('vendor onboarding wizard', () => {
  it('registers a new customer through the seven steps', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi(baseHandlers);
    renderWizard();

    await passPhoneAndCode(user);
    expect(callsTo('POST /api/auth/send-otp')[0]?.body).toEqual({ phoneNumber: PHONE, userType: 'customer' });
    expect(callsTo('POST /api/auth/verify-otp')[0]?.body).toEqual({
      phoneNumber: PHONE,
      otp: '123456',
      userType: 'customer',
    });
    expect(screen.getByText('Paso 3 de 7')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Guardar y continuar/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor, completa todos los campos requeridos',
    );
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), '  Lucía ');
    await user.type(screen.getByRole('textbox', { name: /^Apellido/ }), 'Mora');
    await user.type(screen.getByRole('textbox', { name: /Ingreso mensual/ }), '950.5');
    await user.click(screen.getByRole('button', { name: /Guardar y continuar/ }));

    expect(await screen.findByRole('heading', { name: 'Financiamiento' })).toHaveFocus();
    expect(callsTo('POST /api/vendor/customers')[0]?.body).toEqual({
      phoneNumber: PHONE,
      firstName: 'Lucía',
      dateOfBirth: null,
      lastName: 'Mora',
      email: null,
      identityType: null,
      identityNumber: null,
      address: null,
      city: null,
      province: null,
      postalCode: null,
      occupation: null,
      employerName: null,
      employmentType: null,
      monthlyIncome: 950.5,
    });

    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor, completa todos los campos de financiamiento',
    );
    await user.type(screen.getByRole('textbox', { name: /Valor de venta/ }), '2000');
    await user.type(screen.getByRole('textbox', { name: /Abono inicial/ }), '400');
    expect(screen.getByTestId('cuota-quincenal')).toHaveTextContent('103.42');
    expect(screen.getByTestId('cuota-mensual')).toHaveTextContent('206.84');
    expect(screen.getByText(/2,482\.08/)).toBeInTheDocument();
    expect(screen.getByText(/882\.08/)).toBeInTheDocument();
    expect(screen.getByText(/\(20\.0%\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Continuar/ }));

    expect(await screen.findByRole('heading', { name: 'Documentos' })).toHaveFocus();
    // Back from step 5 keeps the financing.
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(await screen.findByRole('textbox', { name: /Valor de venta/ })).toHaveValue('2000');
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    await user.click(await screen.findByRole('button', { name: 'Continuar sin documentos' }));

    expect(await screen.findByRole('heading', { name: 'Revisión' })).toBeInTheDocument();
    expect(screen.getByText('Paso 6 de 7')).toBeInTheDocument();
    expect(screen.getByText('Lucía Mora')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Enviar solicitud/ }));

    expect(await screen.findByRole('heading', { name: '¡Solicitud enviada!' })).toBeInTheDocument();
    expect(screen.getByTestId('application-number')).toHaveTextContent('SOL-2026-000123');
    expect(screen.getByRole('link', { name: /Ver aplicaciones/ })).toHaveAttribute(
      'href',
      '/vendor/applications',
    );

    const placeholder = callsTo('POST /api/vendor/motorcycles')[0]?.body as Record<string, unknown>;
    expect(placeholder).toMatchObject({ model: 'Financing', engineSize: 'N/A', color: 'N/A', price: 2000 });
    expect(placeholder.brand).toMatch(/^Personalizada-\d+$/);
    expect(placeholder.year).toBe(new Date().getFullYear());
    expect(callsTo('POST /api/vendor/applications')[0]?.body).toEqual({
      customerId: 'c-new',
      motorcycleId: 'm-placeholder',
      requestedAmount: 2000,
      downPayment: 400,
      loanTermMonths: 12,
    });

    await user.click(screen.getByRole('button', { name: /Registrar otro cliente/ }));
    expect(await screen.findByRole('heading', { name: 'Teléfono del cliente' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Número de teléfono/)).toHaveValue('');
  }, 30_000);

  it('prefills a known customer and updates it by phone when it already exists', async () => {
    const user = userEvent.setup();
    const known = customerUser({
      id: 'c-known',
      phoneNumber: PHONE,
      firstName: 'Ana',
      lastName: 'Pérez',
      city: 'David',
    });
    const { callsTo } = mockApi({
      ...baseHandlers,
      [`GET ${BY_PHONE}`]: ok({ customer: known }),
      'POST /api/vendor/customers': fail(409, 'CUSTOMER_ALREADY_EXISTS', 'El cliente ya está registrado.'),
      [`PUT ${BY_PHONE}`]: ok({ customer: known }),
    });
    renderWizard();

    await passPhoneAndCode(user);
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: /Ciudad/ })).toHaveValue('David');
    expect(screen.getByRole('status')).toHaveTextContent('Este cliente ya está registrado');
    await user.click(screen.getByRole('button', { name: /Guardar y continuar/ }));

    expect(await screen.findByRole('heading', { name: 'Financiamiento' })).toBeInTheDocument();
    expect(callsTo(`PUT ${BY_PHONE}`)[0]?.body).toMatchObject({
      phoneNumber: PHONE,
      firstName: 'Ana',
      city: 'David',
    });
  });

  it("opens at the financing step for a vendor's customer ('Nueva solicitud'), with no new code", async () => {
    const user = userEvent.setup();
    const known = customerUser({ id: 'c-known', phoneNumber: PHONE, firstName: 'Ana', lastName: 'Pérez' });
    const { callsTo } = mockApi(baseHandlers);
    renderWizard({ customer: known });

    expect(await screen.findByRole('heading', { name: 'Financiamiento' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Paso 4 de 7')).toBeInTheDocument();
    // Used once: a reload resumes from the tab's storage, not from this entry.
    await waitFor(() => expect(window.history.state).toBeNull());
    await user.type(screen.getByRole('textbox', { name: /Valor de venta/ }), '2000');
    await user.type(screen.getByRole('textbox', { name: /Abono inicial/ }), '400');
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    await user.click(await screen.findByRole('button', { name: 'Continuar sin documentos' }));
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Enviar solicitud/ }));

    expect(await screen.findByRole('heading', { name: '¡Solicitud enviada!' })).toBeInTheDocument();
    expect(callsTo('POST /api/vendor/applications')[0]?.body).toMatchObject({
      customerId: 'c-known',
      requestedAmount: 2000,
      downPayment: 400,
    });
    expect(callsTo('POST /api/auth/send-otp')).toHaveLength(0);
    expect(callsTo('POST /api/vendor/customers')).toHaveLength(0);
  });

  it('offers the registrations left unfinished and resumes one with the same customer, no new code', async () => {
    const user = userEvent.setup();
    const known = customerUser({
      id: 'c-left',
      phoneNumber: PHONE,
      firstName: 'María José',
      lastName: 'Núñez',
    });
    const summary = { ...known, createdAt: '2026-11-20T15:00:00.000Z', applicationsCount: 0 };
    const { fetchMock, callsTo } = mockApi({
      ...baseHandlers,
      'GET /api/vendor/customers': ok({
        customers: [summary],
        pagination: { page: 1, limit: 5, total: 1, totalPages: 1, hasPrev: false, hasNext: false },
      }),
      [`GET ${BY_PHONE}`]: ok({ customer: known }),
    });
    renderWizard();

    const list = await screen.findByRole('region', { name: 'Registros sin terminar' }, FIRST_LOAD);
    expect(list).toHaveTextContent('María José Núñez');
    const listCall = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/vendor/customers?'));
    expect(String(listCall?.[0])).toContain('hasApplications=false');
    await user.click(screen.getByRole('button', { name: 'Continuar el registro de María José Núñez' }));

    expect(await screen.findByRole('heading', { name: 'Financiamiento' })).toHaveFocus();
    expect(screen.getByText('Paso 4 de 7')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Valor de venta/ }), '2000');
    await user.type(screen.getByRole('textbox', { name: /Abono inicial/ }), '400');
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    await user.click(await screen.findByRole('button', { name: 'Continuar sin documentos' }));
    await user.click(await screen.findByRole('button', { name: /Enviar solicitud/ }));
    expect(await screen.findByRole('heading', { name: '¡Solicitud enviada!' })).toBeInTheDocument();
    expect(callsTo('POST /api/vendor/applications')[0]?.body).toMatchObject({ customerId: 'c-left' });
    expect(callsTo('POST /api/auth/send-otp')).toHaveLength(0);
    expect(callsTo('POST /api/vendor/customers')).toHaveLength(0);
  });

  it('shows a taken identity number under its field and stays on the customer step', async () => {
    const user = userEvent.setup();
    const message =
      'Este número de identificación ya está registrado con otro teléfono: continúa con ese número.';
    mockApi({
      ...baseHandlers,
      'POST /api/vendor/customers': {
        status: 409,
        body: {
          success: false,
          code: 'IDENTITY_ALREADY_REGISTERED',
          message,
          details: [{ field: 'identityNumber', message }],
        },
      },
    });
    renderWizard();
    await passPhoneAndCode(user);
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'María José');
    await user.type(screen.getByRole('textbox', { name: /^Apellido/ }), 'Núñez');
    await user.click(screen.getByRole('button', { name: /Guardar y continuar/ }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Datos del cliente' })).toBeInTheDocument();
  });

  it('starts at the phone step with the number of an existing customer sent from Clientes', async () => {
    mockApi(baseHandlers);
    renderWizard({ phone: '61234567' });
    expect(await screen.findByLabelText(/Número de teléfono/, {}, FIRST_LOAD)).toHaveValue('6123-4567');
    expect(screen.getByRole('button', { name: 'Enviar código' })).toBeEnabled();
  });

  it('says a wrong code is wrong and lets the vendor try again', async () => {
    const user = userEvent.setup();
    mockApi({ ...baseHandlers, 'POST /api/auth/verify-otp': fail(400, 'OTP_INVALID', 'OTP inválido') });
    renderWizard();

    await user.type(await screen.findByLabelText(/Número de teléfono/, {}, FIRST_LOAD), '61234567');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await user.click(await screen.findByLabelText('Dígito 1 de 6'));
    await user.paste('000000');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('OTP inválido');
    await waitFor(() => expect(screen.getByLabelText('Dígito 1 de 6')).toHaveValue(''));
    expect(screen.getByText('Paso 2 de 7')).toBeInTheDocument();
  });

  it('shows the one-minute limit when a code is asked for again too soon', async () => {
    const user = userEvent.setup();
    mockApi({
      ...baseHandlers,
      'POST /api/auth/send-otp': fail(
        429,
        'TOO_MANY_REQUESTS',
        'Espera un minuto antes de pedir otro código.',
      ),
    });
    renderWizard();
    await user.type(await screen.findByLabelText(/Número de teléfono/, {}, FIRST_LOAD), '61234567');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Espera un minuto antes de pedir otro código.',
    );
  });

  it('sends an expired session to /login with the spec text', async () => {
    const user = userEvent.setup();
    mockApi({
      ...baseHandlers,
      'POST /api/vendor/customers': fail(401, 'VENDOR_NOT_FOUND', 'x'),
    });
    renderWizard();
    await passPhoneAndCode(user);
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Lucía');
    await user.type(screen.getByRole('textbox', { name: /^Apellido/ }), 'Mora');
    await user.click(screen.getByRole('button', { name: /Guardar y continuar/ }));

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    const toasts = await screen.findAllByText('Acceso denegado. Su cuenta de vendedor no está activa.');
    expect(toasts.length).toBeGreaterThan(0);
  });

  it('explains a refused application and stays on the review, and a retry keeps its idempotency key', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      ...baseHandlers,
      'POST /api/vendor/applications': fail(
        400,
        'VALIDATION_ERROR',
        'Plazo no válido: 15. Solo se permiten 12, 18 o 24 meses.',
      ),
    });
    renderWizard();
    await passPhoneAndCode(user);
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Lucía');
    await user.type(screen.getByRole('textbox', { name: /^Apellido/ }), 'Mora');
    await user.click(screen.getByRole('button', { name: /Guardar y continuar/ }));
    await user.type(await screen.findByRole('textbox', { name: /Valor de venta/ }), '2000');
    await user.type(screen.getByRole('textbox', { name: /Abono inicial/ }), '400');
    await user.click(screen.getByRole('radio', { name: /24 meses/ }));
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    await user.click(await screen.findByRole('button', { name: 'Continuar sin documentos' }));
    await user.click(await screen.findByRole('button', { name: /Enviar solicitud/ }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Plazo no válido: 15. Solo se permiten 12, 18 o 24 meses.');
    expect(screen.getByRole('heading', { name: 'Revisión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Enviar solicitud/ })).toBeEnabled();

    // Sending the same registration again is the same submission: the server may replay it.
    await user.click(screen.getByRole('button', { name: /Enviar solicitud/ }));
    await waitFor(() => expect(callsTo('POST /api/vendor/applications')).toHaveLength(2));
    const [first, retry] = callsTo('POST /api/vendor/applications');
    expect(first?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });
});

describe('vendor onboarding wizard after a reload', () => {
  it('resumes at the step the vendor was on, with the customer typed so far', async () => {
    const user = userEvent.setup();
    mockApi(baseHandlers);
    renderWizard();
    expect(await passPhoneAndCode(user)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Lucía');
    await user.type(screen.getByRole('textbox', { name: /^Apellido/ }), 'Mora');
    await user.click(screen.getByRole('button', { name: /Guardar y continuar/ }));
    expect(await screen.findByRole('heading', { name: 'Financiamiento' })).toBeInTheDocument();
    expect(screen.getByText('Paso 4 de 7')).toBeInTheDocument();

    // The tab reloads: a new page on the same sessionStorage.
    cleanup();
    renderWizard();
    expect(await screen.findByText('Paso 4 de 7', {}, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Atrás/ }));
    expect(await screen.findByRole('textbox', { name: /^Nombre/ })).toHaveValue('Lucía');
    // What the tab keeps: the step and the data typed, never the SMS code nor files.
    const kept = JSON.parse(sessionStorage.getItem('quincena.vendor-registration') ?? '{}');
    expect(kept.state).toMatchObject({ step: 'customer_info', phone: '61234567' });
    expect(Object.keys(kept.state)).not.toContain('documents');
    expect(JSON.stringify(kept)).not.toMatch(/"(otp|code)"/);
  });
});
