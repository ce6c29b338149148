import { type AdminAccount, DEFAULT_SETTINGS, type SystemSettings } from '@quincena/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, type MockHandler, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { adminUser, storeSession } from '../../../test/users.ts';
import { READ_ONLY_NOTE, SETTINGS_ERROR_TITLE, SystemSettingsPage } from './system-settings-page.tsx';

const superAdmin = adminUser({ id: 'a-1', username: 'admin', role: 'SUPER_ADMIN' });
const operator = adminUser({ id: 'a-2', username: 'operador', role: 'ADMIN' });

function renderPage(user: AdminAccount, handlers: Record<string, MockHandler | MockHandler[]>) {
  storeSession(user);
  const api = mockApi({ 'GET /api/auth/admin/me': ok(user), ...handlers });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt('/admin/settings');
  const routes = [{ path: '/admin/settings', element: <SystemSettingsPage /> }];
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={routes} />
    </AppProviders>,
  );
  return { ...api, user: userEvent.setup() };
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
/** The read-only value shown under a label in view mode. */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('SystemSettingsPage', () => {
  it('shows the saved values read-only in five tabs, with a loading state first', async () => {
    const { user } = renderPage(superAdmin, { 'GET /api/admin/settings': ok(DEFAULT_SETTINGS) });
    expect(screen.getByRole('heading', { name: 'Configuración del Sistema' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Cargando la configuración...' })).toBeInTheDocument();

    expect(await screen.findByText('soporte@quincena.com.pa')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'General',
      'Seguridad',
      'Notificaciones',
      'Pagos',
      'Financiamiento',
    ]);
    expect(shown('Zona horaria')).toHaveTextContent('America/Panama');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(tab('Seguridad'));
    expect(shown('Tiempo de sesión (minutos)')).toHaveTextContent('30 minutos');
    expect(shown('Autenticación de dos factores')).toHaveTextContent('Próximamente');
    await user.click(tab('Pagos'));
    expect(shown('Recargo por pago tardío')).toHaveTextContent('USD 25.00');
    expect(shown('Métodos de pago')).toHaveTextContent('Efectivo, Transferencia, Cheque, Tarjeta');
    expect(shown('Débito automático')).toHaveTextContent(/^No disponible\. Las cuotas no se debitan solas/);
    await user.click(tab('Financiamiento'));
    expect(shown('Sobreprecio máximo sobre la moto (%)')).toHaveTextContent('20 %');
    expect(shown('Abono inicial mínimo (%)')).toHaveTextContent('10 %');
    expect(shown('Monto mínimo a financiar')).toHaveTextContent('USD 300.00');
    expect(screen.queryByRole('button', { name: 'Guardar Cambios' })).not.toBeInTheDocument();
  });

  it('edits the financing policy: its bounds said at the field, the amount kept as typed', async () => {
    const saved: SystemSettings = {
      ...DEFAULT_SETTINGS,
      financing: { maxSaleMarkupPercent: 15, minDownPaymentPercent: 20, minFinancedAmount: 500 },
    };
    const { user, callsTo } = renderPage(superAdmin, {
      'GET /api/admin/settings': ok(DEFAULT_SETTINGS),
      'PUT /api/admin/settings': ok(saved),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Configuración' }));
    await user.click(tab('Financiamiento'));
    const markup = screen.getByLabelText(/^Sobreprecio máximo/);
    const down = screen.getByLabelText(/^Abono inicial mínimo/);
    const minimum = screen.getByLabelText(/^Monto mínimo a financiar/);
    expect(minimum).toHaveValue('300.00');
    await user.clear(markup);
    await user.type(markup, '101');
    await user.clear(minimum);
    await user.type(minimum, '-500');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByRole('tab', { name: /Financiamiento.*con errores/ })).toBeInTheDocument();
    expect(markup).toHaveAccessibleDescription(/Debe estar entre 0 y 100 %\./);
    expect(minimum).toHaveAccessibleDescription(/Monto no válido/);
    expect(minimum).toHaveValue('-500');
    expect(callsTo('PUT /api/admin/settings')).toHaveLength(0);

    await user.clear(markup);
    await user.type(markup, '15');
    await user.clear(down);
    await user.type(down, '20');
    await user.clear(minimum);
    await user.type(minimum, '500');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Configuración guardada')).toBeInTheDocument();
    expect(callsTo('PUT /api/admin/settings')[0]?.body).toEqual(saved);
    expect(shown('Monto mínimo a financiar')).toHaveTextContent('USD 500.00');
  });

  it('edits, saves the whole document on the server and returns to view mode', async () => {
    const saved: SystemSettings = {
      ...DEFAULT_SETTINGS,
      general: { ...DEFAULT_SETTINGS.general, companyEmail: 'ayuda@quincena.com.pa' },
      payments: { ...DEFAULT_SETTINGS.payments, latePaymentFee: 30, paymentMethods: ['CASH', 'CHECK'] },
    };
    const { user, callsTo } = renderPage(superAdmin, {
      'GET /api/admin/settings': ok(DEFAULT_SETTINGS),
      'PUT /api/admin/settings': ok(saved),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Configuración' }));
    const email = screen.getByLabelText(/^Correo de la empresa/);
    expect(email).toHaveValue('soporte@quincena.com.pa');
    await user.clear(email);
    await user.type(email, 'ayuda@quincena.com.pa');

    await user.click(tab('Pagos'));
    const fee = screen.getByLabelText(/^Recargo por pago tardío/);
    expect(fee).toHaveValue(25);
    await user.clear(fee);
    await user.type(fee, '30');
    await user.click(screen.getByRole('switch', { name: 'Transferencia' }));
    await user.click(screen.getByRole('switch', { name: 'Tarjeta' }));
    await user.click(screen.getByRole('switch', { name: 'Yappy' }));
    expect(screen.getByLabelText(/^Débito automático/)).toHaveValue('No disponible');
    expect(screen.queryByRole('switch', { name: /Débito automático/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByText('Configuración guardada')).toBeInTheDocument();
    expect(callsTo('PUT /api/admin/settings')).toHaveLength(1);
    expect(callsTo('PUT /api/admin/settings')[0]?.body).toEqual(saved);
    expect(await screen.findByRole('button', { name: 'Editar Configuración' })).toBeInTheDocument();
    expect(shown('Recargo por pago tardío')).toHaveTextContent('USD 30.00');
    expect(shown('Métodos de pago')).toHaveTextContent('Efectivo, Cheque');
  });

  it('cancels an edit: the saved values come back and nothing is sent', async () => {
    const { user, callsTo } = renderPage(superAdmin, { 'GET /api/admin/settings': ok(DEFAULT_SETTINGS) });
    await user.click(await screen.findByRole('button', { name: 'Editar Configuración' }));
    const name = screen.getByLabelText(/^Nombre de la empresa/);
    await user.clear(name);
    await user.type(name, 'Otra Empresa');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(shown('Nombre de la empresa')).toHaveTextContent('Quincena');
    expect(screen.queryByText('Otra Empresa')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar Configuración' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Editar Configuración' }));
    expect(screen.getByLabelText(/^Nombre de la empresa/)).toHaveValue('Quincena');
    expect(callsTo('PUT /api/admin/settings')).toHaveLength(0);
  });

  it('shows the bounds under the field, in the tab that holds it, before sending', async () => {
    const { user, callsTo } = renderPage(superAdmin, { 'GET /api/admin/settings': ok(DEFAULT_SETTINGS) });
    await user.click(await screen.findByRole('button', { name: 'Editar Configuración' }));
    await user.click(tab('Seguridad'));
    const timeout = screen.getByLabelText(/^Tiempo de sesión/);
    await user.clear(timeout);
    await user.type(timeout, '14');
    await user.click(tab('General'));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByRole('tab', { name: /Seguridad.*con errores/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const field = screen.getByLabelText(/^Tiempo de sesión/);
    expect(field).toHaveAccessibleDescription(/Debe estar entre 15 y 120 minutos\./);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());

    await user.clear(field);
    expect(callsTo('PUT /api/admin/settings')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(field).toHaveAccessibleDescription(/Ingresa un número\./);
    expect(callsTo('PUT /api/admin/settings')).toHaveLength(0);
  });

  it("shows the server's field errors under the field and stays in edit mode", async () => {
    const message = 'Debe estar entre 0 y 30 días.';
    const { user } = renderPage(superAdmin, {
      'GET /api/admin/settings': ok(DEFAULT_SETTINGS),
      'PUT /api/admin/settings': {
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_ERROR',
          message,
          details: [{ field: 'payments.gracePeriod', message }],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Configuración' }));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(tab('Pagos')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^Período de gracia/)).toHaveAccessibleDescription(new RegExp(message));
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toBeInTheDocument();
  });

  it('lets an ADMIN read the values, with a note and no edit button', async () => {
    renderPage(operator, { 'GET /api/admin/settings': ok(DEFAULT_SETTINGS) });
    expect(await screen.findByRole('note')).toHaveTextContent(READ_ONLY_NOTE);
    expect(screen.getByText('soporte@quincena.com.pa')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar Configuración' })).not.toBeInTheDocument();
  });

  it('says when the settings cannot be loaded, and retries', async () => {
    const { user } = renderPage(superAdmin, {
      'GET /api/admin/settings': [fail(503, 'UNAVAILABLE', 'Servicio no disponible.'), ok(DEFAULT_SETTINGS)],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SETTINGS_ERROR_TITLE);
    expect(alert).toHaveTextContent('Servicio no disponible.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('soporte@quincena.com.pa')).toBeInTheDocument();
  });
});
