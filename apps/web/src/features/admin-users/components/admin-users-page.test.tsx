import {
  type AdminAccount,
  type AdminCustomerSummary,
  DEFAULT_SETTINGS,
  type VendorAccount,
} from '@quincena/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { adminUser, storeSession, vendorUser } from '../../../test/users.ts';
import { UserManagementPage } from './admin-users-page.tsx';

const list = <T,>(key: string, items: T[]) =>
  ok({
    [key]: items,
    pagination: { page: 1, limit: 20, total: items.length, totalPages: 1, hasPrev: false, hasNext: false },
  });

const superAdmin = adminUser({ id: 'a-1', username: 'admin', role: 'SUPER_ADMIN' });
const operator = adminUser({
  id: 'a-2',
  username: 'operador',
  email: 'operador@quincena.com.pa',
  role: 'ADMIN',
});
const vendor: VendorAccount = vendorUser({ id: 'v-1', commissionRate: 0.05 });
const customer: AdminCustomerSummary = {
  id: 'c-1',
  firstName: 'María',
  lastName: 'González',
  phoneNumber: '+50760000001',
  email: 'maria@correo.com.pa',
  isVerified: true,
  createdAt: '2026-10-05T15:00:00.000Z',
  applicationsCount: 2,
  canDelete: true,
};

function renderPage(user: AdminAccount, path: string) {
  storeSession(user);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt(path);
  const routes = [{ path: '/admin/users', element: <UserManagementPage /> }];
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={routes} />
    </AppProviders>,
  );
}

describe('UserManagementPage', () => {
  it('shows the three tabs to a SUPER_ADMIN, keeps the tab in the URL and searches', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({
      'GET /api/auth/admin/me': ok(superAdmin),
      'GET /api/admin/admins': list('admins', [superAdmin, operator]),
      'GET /api/admin/vendors': list('vendors', [vendor]),
    });
    renderPage(superAdmin, '/admin/users');

    expect(await screen.findByRole('heading', { name: 'Gestión de Usuarios' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Tipo de usuario' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Administradores', 'Vendedores', 'Clientes']);
    expect((await screen.findAllByText('operador@quincena.com.pa')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Nuevo administrador' })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Vendedores' }));
    expect(window.location.search).toBe('?tab=vendors');
    expect((await screen.findAllByText('Motos del Istmo')).length).toBeGreaterThan(0);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '6000-0001{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?search=6000-0001&tab=vendors'));
    const searched = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/vendors')
      .at(-1);
    expect(searched?.searchParams.get('search')).toBe('60000001');
  });

  it('hides the administrators from an ADMIN', async () => {
    mockApi({
      'GET /api/auth/admin/me': ok(operator),
      'GET /api/admin/vendors': list('vendors', [vendor]),
    });
    renderPage(operator, '/admin/users?tab=admins');
    expect((await screen.findAllByText('Motos del Istmo')).length).toBeGreaterThan(0);
    const tabs = screen.getByRole('tablist', { name: 'Tipo de usuario' });
    expect(within(tabs).queryByRole('tab', { name: 'Administradores' })).not.toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Vendedores' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Nuevo administrador' })).not.toBeInTheDocument();
  });

  it("offers the configured default commission as the vendor's rate when left blank", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/admin/me': ok(operator),
      'GET /api/admin/vendors': list('vendors', [vendor]),
      'GET /api/admin/settings': ok({
        ...DEFAULT_SETTINGS,
        payments: { ...DEFAULT_SETTINGS.payments, defaultCommission: 5.3 },
      }),
    });
    renderPage(operator, '/admin/users?tab=vendors');
    await user.click(await screen.findByRole('button', { name: 'Nuevo vendedor' }));
    const rate = within(await screen.findByRole('dialog', { name: 'Nuevo vendedor' })).getByLabelText(
      /^Comisión/,
    );
    await waitFor(() =>
      expect(rate).toHaveAccessibleDescription(
        'Fracción de 0 a 1 (0.05 = 5 %). En blanco, la comisión por defecto de la configuración: 0.053 (5.3 %).',
      ),
    );
    expect(rate).toHaveAttribute('placeholder', '0.053');
  });

  it('validates the vendor form with the shared rules and sends a blank-free body', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'GET /api/auth/admin/me': ok(operator),
      'GET /api/admin/vendors': list('vendors', [vendor]),
      'POST /api/admin/vendors': { status: 201, body: { success: true, data: { vendor } } },
    });
    renderPage(operator, '/admin/users?tab=vendors');
    await user.click(await screen.findByRole('button', { name: 'Nuevo vendedor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo vendedor' });
    await user.type(within(dialog).getByLabelText(/^Comisión/), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Crear vendedor' }));

    expect(within(dialog).getByLabelText(/^Apellido/)).toHaveAccessibleDescription(
      'El apellido es requerido.',
    );
    expect(within(dialog).getByLabelText(/^Comisión/)).toHaveAccessibleDescription(
      /La comisión debe estar entre 0 y 1\./,
    );
    expect(within(dialog).getByLabelText(/^Teléfono/)).toHaveAccessibleDescription(
      'Número de teléfono no válido. Usa 8 dígitos de Panamá.',
    );
    expect(callsTo('POST /api/admin/vendors')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Usuario/), 'motoscolon');
    await user.type(within(dialog).getByLabelText(/^Correo/), 'ventas@motoscolon.com.pa');
    await user.type(within(dialog).getByLabelText(/^Contraseña/), 'colon2026x');
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Luis');
    await user.type(within(dialog).getByLabelText(/^Apellido/), 'Batista');
    await user.type(within(dialog).getByLabelText(/^Teléfono/), '6555-1234');
    const rate = within(dialog).getByLabelText(/^Comisión/);
    await user.clear(rate);
    await user.type(rate, '0.07');
    await user.click(within(dialog).getByRole('button', { name: 'Crear vendedor' }));

    expect(await screen.findByText('Vendedor creado')).toBeInTheDocument();
    expect(callsTo('POST /api/admin/vendors')[0]?.body).toEqual({
      username: 'motoscolon',
      email: 'ventas@motoscolon.com.pa',
      password: 'colon2026x',
      firstName: 'Luis',
      lastName: 'Batista',
      phoneNumber: '+50765551234',
      address: null,
      city: null,
      region: null,
      dealershipName: null,
      licenseNumber: null,
      commissionRate: 0.07,
      isActive: true,
      isVerified: false,
    });
    // One key for this submission, so a retry after a lost answer creates one vendor.
    expect(callsTo('POST /api/admin/vendors')[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("checks a new admin's password against the configured policy, with its message", async () => {
    const user = userEvent.setup();
    const policyText = 'La contraseña debe tener al menos 12 caracteres, con letras, números y símbolos.';
    const { callsTo } = mockApi({
      'GET /api/auth/admin/me': ok(superAdmin),
      'GET /api/admin/admins': list('admins', [superAdmin]),
      'GET /api/settings/public': ok({
        companyName: 'Quincena',
        companyEmail: 'soporte@quincena.com.pa',
        companyPhone: '',
        passwordPolicy: { minLength: 12, complexity: 'high' },
        paymentMethods: ['CASH'],
      }),
    });
    renderPage(superAdmin, '/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Nuevo administrador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo administrador' });
    const password = within(dialog).getByLabelText(/^Contraseña/);
    await waitFor(() => expect(password).toHaveAccessibleDescription(policyText));
    await user.type(within(dialog).getByLabelText(/^Usuario/), 'cobros');
    await user.type(within(dialog).getByLabelText(/^Correo/), 'cobros@quincena.com.pa');
    await user.type(password, 'cobros2026x');
    await user.click(within(dialog).getByRole('button', { name: 'Crear administrador' }));

    expect(password).toHaveAccessibleDescription(policyText);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST /api/admin/admins')).toHaveLength(0);
  });

  it('edits an admin from its detail, leaving a blank password out', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'GET /api/auth/admin/me': ok(superAdmin),
      'GET /api/admin/admins': list('admins', [operator]),
      'PUT /api/admin/admins/a-2': ok({ admin: { ...operator, isActive: false } }),
    });
    renderPage(superAdmin, '/admin/users');
    await user.click((await screen.findAllByRole('button', { name: 'Ver operador' }))[0] as HTMLElement);
    const detail = await screen.findByRole('dialog', { name: 'operador' });
    expect(detail).toHaveTextContent('Administrador');
    await user.click(within(detail).getByRole('button', { name: 'Editar' }));
    const form = await screen.findByRole('dialog', { name: 'Editar administrador' });
    expect(within(form).getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(
      'Déjala en blanco para conservar la actual.',
    );
    const email = within(form).getByLabelText(/^Correo/);
    await user.clear(email);
    await user.type(email, 'no-es-correo');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(email).toHaveAccessibleDescription('Correo electrónico no válido.');
    await user.clear(email);
    await user.type(email, 'cobros@quincena.com.pa');
    await user.click(within(form).getByRole('switch', { name: /Activo/ }));
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Administrador actualizado')).toBeInTheDocument();
    expect(callsTo('PUT /api/admin/admins/a-2')[0]?.body).toEqual({
      username: 'operador',
      email: 'cobros@quincena.com.pa',
      role: 'ADMIN',
      isActive: false,
    });
  });

  it('exports the customers the search on screen finds as clientes.csv, from the customers tab only', async () => {
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    const { fetchMock } = mockApi({
      'GET /api/auth/admin/me': ok(superAdmin),
      'GET /api/admin/customers': list('customers', [customer]),
      'GET /api/admin/vendors': list('vendors', [vendor]),
      'GET /api/admin/customers/export': [
        { status: 200, body: 'Cliente,Teléfono' },
        fail(403, 'FORBIDDEN', 'No tienes permiso para esta acción.'),
      ],
    });
    renderPage(superAdmin, '/admin/users?tab=customers&search=6000-0001&page=3');
    await screen.findAllByRole('button', { name: 'Ver María González' });
    const exportButton = screen.getByRole('button', { name: 'Exportar CSV' });
    await user.click(exportButton);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('clientes.csv');
    // The search as the list sends it (a phone as the API stores it), without the page.
    const [input] = fetchMock.mock.calls.find(([url]) => String(url).includes('/export')) ?? [];
    expect(Object.fromEntries(new URL(String(input), 'http://localhost').searchParams)).toEqual({
      search: '60000001',
    });

    await user.click(exportButton);
    expect(await screen.findByText('Error al exportar los clientes')).toBeInTheDocument();
    expect(screen.getByText('No tienes permiso para esta acción.')).toBeInTheDocument();
    click.mockRestore();

    // Vendors have no export: their tab keeps its create button.
    await user.click(screen.getByRole('tab', { name: 'Vendedores' }));
    expect(await screen.findByRole('button', { name: 'Nuevo vendedor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
  });

  it('offers no deletion of a customer the API would keep, in the list or the detail', async () => {
    const user = userEvent.setup();
    const kept = { ...customer, canDelete: false };
    mockApi({
      'GET /api/auth/admin/me': ok(superAdmin),
      'GET /api/admin/customers': list('customers', [kept]),
      'GET /api/admin/customers/c-1': ok({ customer: { ...kept, applications: [] } }),
    });
    renderPage(superAdmin, '/admin/users?tab=customers');
    const view = await screen.findAllByRole('button', { name: 'Ver María González' });
    expect(screen.queryByRole('button', { name: 'Eliminar María González' })).not.toBeInTheDocument();
    await user.click(view[0] as HTMLElement);
    const detail = await screen.findByRole('dialog', { name: 'María González' });
    expect(await within(detail).findByText('maria@correo.com.pa')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Eliminar cliente' })).not.toBeInTheDocument();
  });

  it('views a customer and shows the refusal when a financing arrived meanwhile', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'GET /api/auth/admin/me': ok(superAdmin),
      'GET /api/admin/customers': list('customers', [customer]),
      'GET /api/admin/customers/c-1': ok({
        customer: {
          ...customer,
          applications: [
            {
              id: 'app-1',
              status: 'DISBURSED',
              requestedAmount: 2890,
              loanTermMonths: 12,
              motorcycle: 'Honda CB190R 2025',
              vendor: 'Motos del Istmo',
              createdAt: '2026-10-06T15:00:00.000Z',
            },
          ],
        },
      }),
      'DELETE /api/admin/customers/c-1': fail(
        409,
        'CUSTOMER_HAS_FINANCING',
        'No se puede eliminar el cliente: tiene un financiamiento aprobado o desembolsado, o pagos registrados.',
      ),
    });
    renderPage(superAdmin, '/admin/users?tab=customers');
    await user.click(
      (await screen.findAllByRole('button', { name: 'Ver María González' }))[0] as HTMLElement,
    );
    const detail = await screen.findByRole('dialog', { name: 'María González' });
    expect(await within(detail).findByText('Honda CB190R 2025')).toBeInTheDocument();
    expect(within(detail).getByText('Desembolsada')).toBeInTheDocument();
    // A disbursed application is a loan: its page is one click away.
    expect(within(detail).getByRole('link', { name: 'Ver préstamo' })).toHaveAttribute(
      'href',
      '/admin/loans/app-1',
    );

    await user.click(within(detail).getByRole('button', { name: 'Eliminar cliente' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar este cliente?' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('No se pudo eliminar el cliente')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No se puede eliminar el cliente: tiene un financiamiento aprobado o desembolsado, o pagos registrados.',
      ),
    ).toBeInTheDocument();
    expect(callsTo('DELETE /api/admin/customers/c-1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("opens a customer's detail from a link (the global search), then leaves the address without it", async () => {
    mockApi({
      'GET /api/auth/admin/me': ok(operator),
      'GET /api/admin/customers': list('customers', [customer]),
      'GET /api/admin/customers/c-1': ok({ customer: { ...customer, applications: [] } }),
    });
    renderPage(operator, '/admin/users?tab=customers&search=6000-0001&view=c-1');
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findAllByText('María González')).length).toBeGreaterThan(0);
    expect(within(dialog).getByText('maria@correo.com.pa')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?tab=customers&search=6000-0001'));
  });

  it('deletes a customer without financing and shows the empty list', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/admin/me': ok(superAdmin),
      'GET /api/admin/customers': [list('customers', [customer]), list('customers', [])],
      'DELETE /api/admin/customers/c-1': ok(null),
    });
    renderPage(superAdmin, '/admin/users?tab=customers');
    await user.click(
      (await screen.findAllByRole('button', { name: 'Eliminar María González' }))[0] as HTMLElement,
    );
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar este cliente?' });
    expect(confirm).toHaveAccessibleDescription(/María González dejará de poder iniciar sesión/);
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Cliente eliminado')).toBeInTheDocument();
    expect(await screen.findByText('Aún no hay clientes')).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    mockApi({
      'GET /api/auth/admin/me': ok(superAdmin),
      'GET /api/admin/customers': fail(500, 'INTERNAL', 'Error en el servidor. Intente nuevamente.'),
    });
    renderPage(superAdmin, '/admin/users?tab=customers');
    expect(await screen.findByText('Error al cargar los clientes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reintentar/ })).toBeInTheDocument();
  });
});
