import type { VendorCustomerSummary } from '@quincena/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { customerUser } from '../../../test/users.ts';
import { VendorCustomersPage } from './vendor-customers-page.tsx';

function summary(n: number, overrides: Partial<VendorCustomerSummary> = {}): VendorCustomerSummary {
  return {
    id: `c-${n}`,
    firstName: `Cliente${n}`,
    lastName: 'Prueba',
    phoneNumber: `+5076000${String(n).padStart(4, '0')}`,
    email: `cliente${n}@correo.com.pa`,
    city: 'David',
    isVerified: n % 2 === 0,
    createdAt: '2026-10-05T15:00:00.000Z',
    applicationsCount: n % 3,
    ...overrides,
  };
}

function page(pageNumber: number, total: number, customers: VendorCustomerSummary[]) {
  const totalPages = Math.max(1, Math.ceil(total / 20));
  return ok({
    customers,
    pagination: {
      page: pageNumber,
      limit: 20,
      total,
      totalPages,
      hasPrev: pageNumber > 1,
      hasNext: pageNumber < totalPages,
    },
  });
}

const firstPage = page(
  1,
  27,
  Array.from({ length: 20 }, (_, i) => summary(i + 1)),
);
const secondPage = page(
  2,
  27,
  Array.from({ length: 7 }, (_, i) => summary(i + 21)),
);

function renderPage(path = '/vendor/customers') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt(path);
  const routes = [
    { path: '/vendor/customers', element: <VendorCustomersPage /> },
    { path: '/vendor/onboarding', element: <p>Asistente</p> },
  ];
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={routes} />
    </AppProviders>,
  );
}

const requestedUrls = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);

describe('VendorCustomersPage', () => {
  it('lists the customers with contact, city, status and application count', async () => {
    mockApi({ 'GET /api/vendor/customers': firstPage });
    renderPage();

    const table = await screen.findByRole('table', { name: 'Clientes' });
    const row = within(table).getByRole('row', { name: /Cliente2 Prueba/ });
    expect(row).toHaveTextContent('6000-0002');
    expect(row).toHaveTextContent('cliente2@correo.com.pa');
    expect(row).toHaveTextContent('David');
    expect(within(row).getByText('Verificado')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Cliente1 Prueba/ })).toHaveTextContent('Pendiente');
    expect(within(row).getByRole('button', { name: 'Ver Cliente2 Prueba' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Editar Cliente2 Prueba' })).toBeInTheDocument();
    // The phone layout (cards) carries the same customers.
    expect(within(screen.getByRole('list', { name: 'Clientes' })).getAllByRole('listitem')).toHaveLength(20);
  });

  it('pages 20 at a time with the spec text', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({ 'GET /api/vendor/customers': [firstPage, secondPage] });
    renderPage();

    expect(await screen.findByText('Mostrando 1 a 20 de 27 resultados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Anterior/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Siguiente/ }));

    expect(await screen.findByText('Mostrando 21 a 27 de 27 resultados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Siguiente/ })).toBeDisabled();
    const urls = requestedUrls(fetchMock, '/api/vendor/customers');
    expect(urls[0]?.searchParams.get('limit')).toBe('20');
    expect(urls.at(-1)?.searchParams.get('page')).toBe('2');
    expect(window.location.search).toBe('?page=2');
  });

  it('searches after typing pauses and filters by verification, back on page 1', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({ 'GET /api/vendor/customers': firstPage });
    renderPage('/vendor/customers?page=2');
    await screen.findByRole('table', { name: 'Clientes' });

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'María');
    await waitFor(() =>
      expect(requestedUrls(fetchMock, '/api/vendor/customers').at(-1)?.searchParams.get('search')).toBe(
        'María',
      ),
    );
    // One request for the whole word, not one per key.
    expect(
      requestedUrls(fetchMock, '/api/vendor/customers').filter((url) => url.searchParams.has('search')),
    ).toHaveLength(1);
    expect(requestedUrls(fetchMock, '/api/vendor/customers').at(-1)?.searchParams.get('page')).toBe('1');

    await user.click(screen.getByRole('combobox', { name: 'Verificación' }));
    await user.click(await screen.findByRole('option', { name: 'No verificados' }));
    await waitFor(() =>
      expect(requestedUrls(fetchMock, '/api/vendor/customers').at(-1)?.searchParams.get('isVerified')).toBe(
        'false',
      ),
    );
  });

  it('validates the create form before calling the API', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({ 'GET /api/vendor/customers': firstPage });
    renderPage();
    await screen.findByRole('table', { name: 'Clientes' });

    await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    await user.type(within(dialog).getByLabelText(/Correo electrónico/), 'no-es-correo');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cliente' }));

    const firstName = within(dialog).getByLabelText(/^Nombre/);
    expect(firstName).toHaveAccessibleDescription('El nombre es requerido.');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Apellido/)).toHaveAccessibleDescription(
      'El apellido es requerido.',
    );
    expect(within(dialog).getByLabelText(/^Teléfono/)).toHaveAccessibleDescription(
      /Número de teléfono no válido/,
    );
    expect(within(dialog).getByLabelText(/Correo electrónico/)).toHaveAccessibleDescription(
      'Correo electrónico no válido.',
    );
    // Each problem is said once, under its field: no banner repeats them.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo('POST /api/vendor/customers')).toHaveLength(0);
  });

  it('creates a customer with the API body and shows a toast', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'GET /api/vendor/customers': firstPage,
      'POST /api/vendor/customers': {
        status: 201,
        body: { success: true, data: { customer: customerUser({ firstName: 'Lucía', lastName: 'Mora' }) } },
      },
    });
    renderPage();
    await screen.findByRole('table', { name: 'Clientes' });

    await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    await user.type(within(dialog).getByLabelText(/^Nombre/), ' Lucía ');
    await user.type(within(dialog).getByLabelText(/^Apellido/), 'Mora');
    await user.type(within(dialog).getByLabelText(/^Teléfono/), '6123-4567');
    await user.type(within(dialog).getByLabelText(/Ingreso mensual/), '850.50');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cliente' }));

    expect(await screen.findByText('Cliente creado')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Nuevo cliente' })).not.toBeInTheDocument(),
    );
    expect(callsTo('POST /api/vendor/customers')[0]?.body).toMatchObject({
      firstName: 'Lucía',
      lastName: 'Mora',
      phoneNumber: '+50761234567',
      email: null,
      identityType: null,
      employmentType: null,
      monthlyIncome: 850.5,
    });
  });

  it('says once that the customer exists and offers the wizard, which asks for their consent', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/vendor/customers': firstPage,
      'POST /api/vendor/customers': fail(409, 'CUSTOMER_ALREADY_EXISTS', 'El cliente ya está registrado.'),
    });
    renderPage();
    await screen.findByRole('table', { name: 'Clientes' });

    await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Ana');
    await user.type(within(dialog).getByLabelText(/^Apellido/), 'Pérez');
    await user.type(within(dialog).getByLabelText(/^Teléfono/), '6000-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cliente' }));

    const phone = within(dialog).getByLabelText(/^Teléfono/);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/El cliente ya está registrado\./));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getAllByText('El cliente ya está registrado.')).toHaveLength(1);
    const note = within(dialog).getByRole('status');
    expect(note).toHaveTextContent('Este cliente ya existe');
    expect(note).toHaveTextContent('código por SMS');

    await user.click(within(note).getByRole('link', { name: 'Abrir el asistente' }));
    expect(window.location.pathname).toBe('/vendor/onboarding');
    expect(window.history.state).toEqual({ phone: '60000001' });
  });

  it('opens the detail with personal data and the credit applications', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/vendor/customers': firstPage,
      'GET /api/vendor/customers/c-2': ok({
        customer: {
          ...customerUser({
            id: 'c-2',
            firstName: 'Cliente2',
            lastName: 'Prueba',
            employmentType: 'EMPLOYED',
          }),
          applicationsCount: 0,
        },
        creditApplications: [],
      }),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Clientes' });

    await user.click(within(table).getByRole('button', { name: 'Ver Cliente2 Prueba' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cliente2 Prueba' });
    expect(within(dialog).getByRole('region', { name: 'Información personal' })).toHaveTextContent(
      '6000-0001',
    );
    expect(within(dialog).getByRole('region', { name: 'Ubicación y empleo' })).toHaveTextContent('Empleado');
    expect(within(dialog).getByText('Sin aplicaciones')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Editar cliente' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar cliente' });
    expect(within(edit).getByLabelText(/^Nombre/)).toHaveValue('Cliente2');
    expect(within(edit).getByLabelText(/^Teléfono/)).toHaveValue('6000-0001');
  });

  it("offers 'Nueva solicitud', opening the wizard for that customer", async () => {
    const user = userEvent.setup();
    const customer = {
      ...customerUser({ id: 'c-2', firstName: 'Cliente2', lastName: 'Prueba' }),
      applicationsCount: 0,
    };
    mockApi({
      'GET /api/vendor/customers': firstPage,
      'GET /api/vendor/customers/c-2': ok({ customer, creditApplications: [] }),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Clientes' });

    await user.click(within(table).getByRole('button', { name: 'Ver Cliente2 Prueba' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cliente2 Prueba' });
    await user.click(within(dialog).getByRole('link', { name: 'Nueva solicitud' }));
    expect(window.location.pathname).toBe('/vendor/onboarding');
    expect(window.history.state).toMatchObject({ customer: { id: 'c-2', firstName: 'Cliente2' } });
  });

  it('shows the spec error with a retry', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/vendor/customers': [
        fail(500, 'INTERNAL', 'Error en el servidor. Intente nuevamente.'),
        firstPage,
      ],
    });
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar clientes');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Clientes' })).toBeInTheDocument();
  });
});
