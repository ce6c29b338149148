import type { AdminApplicationDetail, AdminApplicationSummary, AdminRole } from '@quincena/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, type MockHandler, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { adminUser, storeSession } from '../../../test/users.ts';
import { AdminApplicationsPage } from './admin-applications-page.tsx';

const ID = '7d0a4f7e-1111-4f5b-9c1a-000000000001';
const BASE = `/api/admin/credit-applications/${ID}`;

function summary(overrides: Partial<AdminApplicationSummary> = {}): AdminApplicationSummary {
  return {
    id: ID,
    number: 'SOL-2026-000042',
    status: 'PENDING',
    createdAt: '2026-10-07T15:00:00.000Z',
    approvedAt: null,
    customer: {
      id: 'c-1',
      firstName: 'Clemente',
      lastName: 'Solano',
      phoneNumber: '+50761213813',
      email: 'clemente@correo.com.pa',
    },
    motorcycle: {
      id: 'm-1',
      brand: 'Kawasaki',
      model: 'KLX 150',
      year: 2025,
      price: 3490,
      vin: null,
      placa: null,
      engineNumber: null,
    },
    requestedAmount: 3490,
    downPayment: 873,
    loanAmount: 2617,
    loanTermMonths: 12,
    termMonths: 12,
    interestRate: 0.075,
    monthlyPayment: 338.32,
    quincenalPayment: 169.16,
    totalToPay: 4059.84,
    totalInterest: 1442.84,
    vendor: { id: 'v-1', name: 'Carlos Ruiz', dealershipName: 'Motos del Istmo' },
    ...overrides,
  };
}

function detail(overrides: Partial<AdminApplicationDetail> = {}): AdminApplicationDetail {
  return {
    ...summary(),
    rejectionReason: null,
    notes: null,
    scheduleIsProjected: false,
    insurancePolicy: null,
    hasDirectDiscount: false,
    reviewedAt: null,
    rejectedAt: null,
    disbursedAt: null,
    schedule: [
      {
        id: 'i-1',
        paymentNumber: 1,
        dueDate: '2026-11-15',
        amount: 169.16,
        principal: 120,
        interest: 49.16,
        lateFee: 0,
        paidAmount: 169.16,
        paidAt: '2026-11-14T15:00:00.000Z',
        status: 'PAID',
      },
    ],
    totalPaid: 169.16,
    documents: [
      {
        id: 'd-1',
        documentType: 'LICENCIA_FRONT',
        applicationId: ID,
        customerId: 'c-1',
        originalName: 'cedula.png',
        mimeType: 'image/png',
        fileSize: 2048,
        status: 'PENDING',
        isVerified: false,
        notes: null,
        uploadedAt: '2026-10-07T15:00:00.000Z',
        fileUrl: '/api/documents/d-1/download',
      },
    ],
    history: [
      {
        id: 1,
        action: 'created',
        actor: { role: 'vendor', id: 'v-1', name: 'Carlos Ruiz' },
        changes: { motorcycleId: { from: null, to: 'm-1' } },
        references: { 'm-1': 'Honda CB190R 2025' },
        createdAt: '2026-10-07T15:00:00.000Z',
      },
      {
        id: 2,
        action: 'taken_into_review',
        actor: { role: 'admin', id: 'a-1', name: 'admin' },
        changes: { status: { from: 'PENDING', to: 'IN_REVIEW' } },
        references: {},
        createdAt: '2026-10-08T15:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

const COUNTS = { total: 12, pending: 4, inReview: 2, approved: 3, rejected: 1, disbursed: 2 };
const list = (applications: AdminApplicationSummary[]) =>
  ok({
    applications,
    pagination: {
      page: 1,
      limit: 20,
      total: applications.length,
      totalPages: 1,
      hasPrev: false,
      hasNext: false,
    },
    summary: COUNTS,
  });

function renderPage({
  handlers = {},
  path = '/admin/applications',
  role = 'SUPER_ADMIN',
  applications = [summary()],
}: {
  handlers?: Record<string, MockHandler | MockHandler[]>;
  path?: string;
  role?: AdminRole;
  applications?: AdminApplicationSummary[];
} = {}) {
  const user = adminUser({ role });
  storeSession(user);
  const api = mockApi({
    'GET /api/auth/admin/me': ok(user),
    'GET /api/admin/credit-applications': list(applications),
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt(path);
  const routes = [{ path: '/admin/applications', element: <AdminApplicationsPage /> }];
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={routes} />
    </AppProviders>,
  );
  // The pickers' `accept` must not hide a wrong file: the form's own check is under test.
  return { ...api, user: userEvent.setup({ applyAccept: false }) };
}

const listQuery = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) => {
  const urls = fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/credit-applications');
  return Object.fromEntries(urls.at(-1)?.searchParams ?? []);
};

const table = () => screen.findByRole('table', { name: 'Solicitudes de crédito' });
const row = async (name: RegExp) => within(await table()).getByRole('row', { name });
/** The table row's actions live in a menu. */
async function rowActions(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(within(await row(name)).getByRole('button', { name: /^Acciones de / }));
  return within(await screen.findByRole('menu'));
}

describe('AdminApplicationsPage', () => {
  it('shows the status counts and the spec columns, with the just-approved label', async () => {
    const approvedAt = new Date(Date.now() - 2 * 60_000).toISOString();
    renderPage({
      applications: [
        summary(),
        summary({
          id: 'a-2',
          status: 'APPROVED',
          approvedAt,
          motorcycle: { ...summary().motorcycle, vin: '9C2KE1500R1234567', placa: 'AB1234' },
        }),
      ],
    });

    const counts = await screen.findByRole('list', { name: 'Resumen de solicitudes' });
    for (const text of [
      'Total12',
      'Pendientes4',
      'En revisión2',
      'Aprobadas3',
      'Rechazadas1',
      'Desembolsadas2',
    ]) {
      expect(counts).toHaveTextContent(text);
    }
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Cliente', 'VIN', 'Placa', 'Valor total', 'Estado', 'Fecha', 'Acciones']);
    const approved = within(await table()).getAllByRole('row')[2] as HTMLElement;
    expect(approved).toHaveTextContent('9C2KE1500R1234567');
    expect(approved).toHaveTextContent(/USD 3,490.00\s*12 meses · 7.50% mensual/);
    expect(approved).toHaveTextContent(/Aprobada\s*Aprobada hace 2 min/);
  });

  it('keeps the search and the status filter in the URL', async () => {
    const { fetchMock, user } = renderPage({ path: '/admin/applications?status=IN_REVIEW&page=2' });
    await table();
    expect(listQuery(fetchMock)).toEqual({ page: '2', limit: '20', status: 'IN_REVIEW' });
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('En revisión');

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    for (const label of ['Todos', 'Pendiente', 'En revisión', 'Aprobada', 'Rechazada', 'Desembolsada']) {
      expect(await screen.findByRole('option', { name: label })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('option', { name: 'Desembolsada' }));
    await waitFor(() => expect(window.location.search).toBe('?status=DISBURSED'));

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '6121-3813');
    await waitFor(() => expect(window.location.search).toBe('?search=6121-3813&status=DISBURSED'));
    // A phone as shown is searched as the API stores it.
    await waitFor(() =>
      expect(listQuery(fetchMock)).toEqual({
        page: '1',
        limit: '20',
        search: '61213813',
        status: 'DISBURSED',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('exports what the filters on screen find as solicitudes.csv, and says why when it cannot', async () => {
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const tooMany =
      'La exportación supera las 50,000 filas. Acota la búsqueda o los filtros e inténtalo de nuevo.';
    const { callsTo, fetchMock, user } = renderPage({
      path: '/admin/applications?search=6121-3813&status=APPROVED&page=2',
      handlers: {
        'GET /api/admin/credit-applications/export': [
          { status: 200, body: 'Solicitud,Fecha' },
          fail(400, 'EXPORT_TOO_LARGE', tooMany),
        ],
      },
    });
    await table();
    const exportButton = screen.getByRole('button', { name: 'Exportar CSV' });
    await user.click(exportButton);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('solicitudes.csv');
    // The list's filters, the phone as the API stores it, and no paging.
    const [input] = fetchMock.mock.calls.find(([url]) => String(url).includes('/export')) ?? [];
    expect(Object.fromEntries(new URL(String(input), 'http://localhost').searchParams)).toEqual({
      search: '61213813',
      status: 'APPROVED',
    });
    expect(callsTo('GET /api/admin/credit-applications/export')[0]?.headers.Authorization).toMatch(
      /^Bearer /,
    );

    await user.click(exportButton);
    expect(await screen.findByText('Error al exportar las solicitudes')).toBeInTheDocument();
    expect(screen.getByText(tooMany)).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('offers delete to a SUPER_ADMIN only', async () => {
    const { user } = renderPage({ role: 'ADMIN' });
    const menu = await rowActions(user, /Clemente Solano/);
    expect(menu.getByRole('menuitem', { name: /^Aprobar/ })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: /^Eliminar/ })).not.toBeInTheDocument();
  });

  it('offers only the actions the status allows', async () => {
    const { user } = renderPage({
      applications: [
        summary({ id: 'a-1', status: 'IN_REVIEW' }),
        summary({ id: 'a-2', status: 'APPROVED', customer: { ...summary().customer, firstName: 'Rosa' } }),
        summary({ id: 'a-3', status: 'DISBURSED', customer: { ...summary().customer, firstName: 'Luis' } }),
      ],
    });
    const actions = async (name: RegExp) => {
      const items = (await rowActions(user, name)).getAllByRole('menuitem').map((item) => item.textContent);
      await user.keyboard('{Escape}');
      return items;
    };
    // The same table as the API's (packages/shared): the vehicle can be named until the money goes out.
    expect(await actions(/Clemente/)).toEqual(['Aprobar', 'Rechazar', 'Asignar VIN y placa', 'Eliminar']);
    expect(await actions(/Rosa/)).toEqual(['Asignar VIN y placa', 'Desembolsar', 'Eliminar']);
    expect(await actions(/Luis/)).toEqual(['Eliminar']);
  });

  it('takes a PENDING application into review', async () => {
    const { callsTo, user } = renderPage({
      handlers: { [`PUT ${BASE}/review`]: ok({ application: detail({ status: 'IN_REVIEW' }) }) },
    });
    await user.click(
      (await rowActions(user, /Clemente/)).getByRole('menuitem', { name: /^Tomar en revisión/ }),
    );
    await user.click(await screen.findByRole('button', { name: 'Tomar en revisión' }));

    expect(await screen.findByText('Solicitud en revisión')).toBeInTheDocument();
    expect(callsTo(`PUT ${BASE}/review`)).toHaveLength(1);
    // The list (and its counts) is fetched again.
    await waitFor(() => expect(callsTo('GET /api/admin/credit-applications')).toHaveLength(2));
  });

  it('approves with the approved amount and reports the server error', async () => {
    const { callsTo, user } = renderPage({
      handlers: {
        [`PUT ${BASE}/approve`]: [
          fail(409, 'INVALID_STATUS_TRANSITION', 'La solicitud no admite esta acción en su estado actual.'),
          ok({ application: detail({ status: 'APPROVED' }) }),
        ],
      },
    });
    await user.click((await rowActions(user, /Clemente/)).getByRole('menuitem', { name: /^Aprobar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar solicitud' });
    expect(dialog).toHaveTextContent(/Monto aprobado\s*USD 2,617.00/);
    await user.type(within(dialog).getByLabelText(/^VIN/), '9C2KE1500R1234567');
    await user.type(within(dialog).getByLabelText(/^Placa/), 'AB1234');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));

    expect(
      await screen.findByText(
        'Error al aprobar la solicitud: La solicitud no admite esta acción en su estado actual.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Solicitud aprobada exitosamente')).toBeInTheDocument();
    expect(callsTo(`PUT ${BASE}/approve`)[1]?.body).toEqual({
      vin: '9C2KE1500R1234567',
      placa: 'AB1234',
      approvedAmount: 2617,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a reason before rejecting', async () => {
    const { callsTo, user } = renderPage({
      handlers: { [`PUT ${BASE}/reject`]: ok({ application: detail({ status: 'REJECTED' }) }) },
    });
    await user.click((await rowActions(user, /Clemente/)).getByRole('menuitem', { name: /^Rechazar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar solicitud' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(
      await within(dialog).findByText('Por favor, proporciona una razón para el rechazo.'),
    ).toBeInTheDocument();
    expect(callsTo(`PUT ${BASE}/reject`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Razón del rechazo/), 'Ingresos insuficientes');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Solicitud rechazada')).toBeInTheDocument();
    expect(callsTo(`PUT ${BASE}/reject`)[0]?.body).toEqual({ rejectionReason: 'Ingresos insuficientes' });
  });

  it('assigns the vehicle info of a PENDING application', async () => {
    const { callsTo, user } = renderPage({
      handlers: { [`PUT ${BASE}/assign-vehicle-info`]: ok({ application: detail() }) },
    });
    await user.click(
      (await rowActions(user, /Clemente/)).getByRole('menuitem', { name: /^Asignar VIN y placa/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Asignar información del vehículo' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Indica el VIN o la placa.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Placa/), 'AB1234');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Información del vehículo asignada')).toBeInTheDocument();
    expect(callsTo(`PUT ${BASE}/assign-vehicle-info`)[0]?.body).toEqual({ placa: 'AB1234' });
  });

  it('refuses a VIN that is not 17 characters without I, O or Q, and sends it in capitals', async () => {
    const { callsTo, user } = renderPage({
      handlers: { [`PUT ${BASE}/assign-vehicle-info`]: ok({ application: detail() }) },
    });
    await user.click(
      (await rowActions(user, /Clemente/)).getByRole('menuitem', { name: /^Asignar VIN y placa/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Asignar información del vehículo' });
    const vin = within(dialog).getByLabelText(/^VIN/);
    await user.type(vin, '9C2KC1670');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El VIN tiene 17 caracteres; este tiene 9.')).toBeInTheDocument();
    // What was typed stays as typed.
    expect(vin).toHaveValue('9C2KC1670');

    await user.clear(vin);
    await user.type(vin, '9C2KC1670I1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('El VIN lleva solo letras y números, sin I, O ni Q.'),
    ).toBeInTheDocument();
    expect(callsTo(`PUT ${BASE}/assign-vehicle-info`)).toHaveLength(0);

    await user.clear(vin);
    await user.type(vin, '9c2kc1670r1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Información del vehículo asignada')).toBeInTheDocument();
    expect(callsTo(`PUT ${BASE}/assign-vehicle-info`)[0]?.body).toEqual({ vin: '9C2KC1670R1234567' });
  });

  it('validates the disbursement, uploads the contract, then disburses', async () => {
    const uploads: FormData[] = [];
    // The uploads go through XMLHttpRequest (for progress); this one answers at once.
    class FakeXhr {
      status = 201;
      responseText = '';
      upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send(form: FormData) {
        uploads.push(form);
        const kind = form.get('documentType');
        this.responseText = JSON.stringify({
          success: true,
          data: {
            document: {
              ...detail().documents[0],
              id: `up-${kind}`,
              fileUrl: `/api/documents/up-${kind}/download`,
            },
          },
        });
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { callsTo, user } = renderPage({
      applications: [summary({ status: 'APPROVED' })],
      handlers: {
        [`GET ${BASE}/contract-acceptance`]: ok({ acceptance: null }),
        [`POST ${BASE}/disburse`]: ok({ application: detail({ status: 'DISBURSED' }) }),
      },
    });
    await user.click((await rowActions(user, /Clemente/)).getByRole('menuitem', { name: /^Desembolsar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Desembolsar solicitud' });
    await user.click(within(dialog).getByRole('switch', { name: 'Descuento directo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Desembolsar' }));
    for (const message of [
      'VIN es requerido',
      'Placa es requerida',
      'Póliza de seguro es requerida',
      'Contrato (PDF) es requerido',
      'Documento de descuento es requerido',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }

    await user.click(within(dialog).getByRole('switch', { name: 'Descuento directo' }));
    await user.type(within(dialog).getByLabelText(/^VIN/), '9C2KE1500R1234567');
    await user.type(within(dialog).getByLabelText(/^Placa/), 'AB1234');
    await user.type(within(dialog).getByLabelText(/^Póliza de seguro/), 'POL-778');
    const contract = within(dialog).getByLabelText(/^Contrato \(PDF\)/);
    // Named .pdf but not a PDF inside: refused before anything is sent.
    await user.upload(contract, new File(['hola'], 'contrato.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Desembolsar' }));
    expect(
      await within(dialog).findByText('Tipo de archivo no válido. Tipos aceptados: PDF'),
    ).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    await user.upload(contract, new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Desembolsar' }));
    expect(await screen.findByText('Solicitud desembolsada')).toBeInTheDocument();
    expect(
      uploads.map((form) => [form.get('documentType'), form.get('applicationId'), form.get('context')]),
    ).toEqual([['CONTRACT', ID, 'disbursement']]);
    expect(callsTo(`POST ${BASE}/disburse`)[0]?.body).toEqual({
      actualVin: '9C2KE1500R1234567',
      actualPlate: 'AB1234',
      insurancePolicy: 'POL-778',
      contractUrl: '/api/documents/up-CONTRACT/download',
      hasDirectDiscount: false,
    });
  });

  it('disburses with the contract the customer accepted by SMS, or an upload when the admin prefers', async () => {
    const { callsTo, user } = renderPage({
      applications: [summary({ status: 'APPROVED' })],
      handlers: {
        [`GET ${BASE}/contract-acceptance`]: ok({
          acceptance: {
            acceptedAt: '2026-10-05T15:00:00.000Z',
            sha256: 'ab'.repeat(32),
            ipAddress: '190.140.2.7',
            userAgent: 'Mozilla/5.0',
            documentUrl: '/api/documents/accepted-1/download',
          },
        }),
        [`POST ${BASE}/disburse`]: ok({ application: detail({ status: 'DISBURSED' }) }),
      },
    });
    await user.click((await rowActions(user, /Clemente/)).getByRole('menuitem', { name: /^Desembolsar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Desembolsar solicitud' });
    const accepted = await within(dialog).findByRole('switch', { name: 'Contrato aceptado por el cliente' });
    await waitFor(() => expect(accepted).toBeChecked());
    expect(
      within(dialog).getByText(/Aceptado con código SMS el .*2026.*, desde 190\.140\.2\.7\./),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Contrato \(PDF\)/)).not.toBeInTheDocument();

    // Turned off, the upload is asked for; turned back on, it is not.
    await user.click(accepted);
    expect(within(dialog).getByLabelText(/^Contrato \(PDF\)/)).toBeInTheDocument();
    await user.click(accepted);

    await user.type(within(dialog).getByLabelText(/^VIN/), '9C2KE1500R1234567');
    await user.type(within(dialog).getByLabelText(/^Placa/), 'AB1234');
    await user.type(within(dialog).getByLabelText(/^Póliza de seguro/), 'POL-778');
    await user.type(within(dialog).getByLabelText(/^Número de motor/), 'KC16E-7654321');
    await user.click(within(dialog).getByRole('button', { name: 'Desembolsar' }));
    expect(await screen.findByText('Solicitud desembolsada')).toBeInTheDocument();
    expect(callsTo(`POST ${BASE}/disburse`)[0]?.body).toMatchObject({
      contractUrl: '/api/documents/accepted-1/download',
      engineNumber: 'KC16E-7654321',
    });
  });

  it('deletes only after ELIMINAR is typed exactly, and shows a refusal', async () => {
    const { callsTo, user } = renderPage({
      handlers: {
        [`DELETE ${BASE}`]: fail(
          409,
          'APPLICATION_HAS_PAYMENTS',
          'La solicitud tiene pagos aplicados y no se puede eliminar.',
        ),
      },
    });
    await user.click((await rowActions(user, /Clemente/)).getByRole('menuitem', { name: /^Eliminar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar solicitud' });
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar' });
    const word = within(dialog).getByLabelText('Escribe ELIMINAR para confirmar');
    await user.type(word, 'eliminar');
    expect(confirm).toBeDisabled();
    await user.clear(word);
    await user.type(word, 'ELIMINAR');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'La solicitud tiene pagos aplicados y no se puede eliminar.',
    );
    expect(callsTo(`DELETE ${BASE}`)).toHaveLength(1);
  });

  it('shows the detail: schedule with what was paid, documents to verify, and the history in Spanish', async () => {
    const { callsTo, user } = renderPage({
      handlers: {
        [`GET ${BASE}`]: ok({ application: detail() }),
        'PUT /api/admin/documents/d-1/verify': ok({
          document: { ...detail().documents[0], status: 'VERIFIED' },
        }),
      },
    });
    await user.click(
      within(await row(/Clemente/)).getByRole('button', { name: /^Ver detalle de la solicitud/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Detalle de la solicitud' });

    const schedule = await within(dialog).findByRole('table', { name: /Plan de pagos/ });
    const paid = within(schedule).getAllByRole('row')[1];
    expect(paid).toHaveTextContent(/15 nov 2026\s*USD 169.16\s*Pagado/);
    expect(paid).toHaveTextContent(/USD 169.16\s*14 nov 2026/);
    expect(within(dialog).getByRole('region', { name: 'Tabla del plan de pagos' })).toHaveAttribute(
      'tabindex',
      '0',
    );

    const documents = within(dialog).getByRole('list', { name: 'Documentos' });
    expect(documents).toHaveTextContent(/Cédula \(frente\)\s*Pendiente/);
    await user.click(within(documents).getByRole('button', { name: 'Verificar cedula.png' }));
    // Nothing is sent before the confirmation, which names the document and the way back.
    const confirm = await screen.findByRole('alertdialog', { name: '¿Verificar este documento?' });
    expect(confirm).toHaveAccessibleDescription(/Cédula \(frente\): cedula\.png.*«Quitar verificación»/);
    expect(callsTo('PUT /api/admin/documents/d-1/verify')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Documento verificado')).toBeInTheDocument();
    expect(callsTo('PUT /api/admin/documents/d-1/verify')).toHaveLength(1);

    const history = within(dialog).getByRole('list', { name: 'Historial' });
    expect(history).toHaveTextContent(/Solicitud creada\s*Carlos Ruiz \(Vendedor\)/);
    expect(history).toHaveTextContent('Moto: Honda CB190R 2025');
    expect(history).toHaveTextContent(
      /Tomada en revisión\s*admin \(Administrador\).*Estado: Pendiente → En revisión/,
    );
  });

  it.each(['APPROVED', 'DISBURSED'] as const)('leads from a %s application to its loan', async (status) => {
    const { user } = renderPage({
      path: `/admin/applications?view=${ID}`,
      handlers: { [`GET ${BASE}`]: ok({ application: detail({ status }) }) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Detalle de la solicitud' });
    const link = await within(dialog).findByRole('link', { name: 'Ver préstamo' });
    expect(link).toHaveAttribute('href', `/admin/loans/${ID}`);

    await user.click(link);
    await waitFor(() => expect(window.location.pathname).toBe(`/admin/loans/${ID}`));
  });

  it.each(['PENDING', 'IN_REVIEW', 'REJECTED'] as const)(
    'offers no loan for a %s application',
    async (status) => {
      renderPage({
        path: `/admin/applications?view=${ID}`,
        handlers: { [`GET ${BASE}`]: ok({ application: detail({ status }) }) },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Detalle de la solicitud' });
      await within(dialog).findByRole('table', { name: /Plan de pagos/ });
      expect(within(dialog).queryByRole('link', { name: 'Ver préstamo' })).not.toBeInTheDocument();
    },
  );

  it('previews a PDF document in a frame from its blob, and downloads it from there', async () => {
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:document'), revokeObjectURL: vi.fn() });
    const pdfDocument = {
      ...detail().documents[0],
      id: 'd-2',
      documentType: 'INCOME_PROOF' as const,
      originalName: 'talonario.pdf',
      mimeType: 'application/pdf',
      fileUrl: '/api/documents/d-2/download',
    };
    const { fetchMock, user } = renderPage({
      handlers: { [`GET ${BASE}`]: ok({ application: { ...detail(), documents: [pdfDocument] } }) },
    });
    await user.click(
      within(await row(/Clemente/)).getByRole('button', { name: /^Ver detalle de la solicitud/ }),
    );
    const detailDialog = await screen.findByRole('dialog', { name: 'Detalle de la solicitud' });
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(new TextEncoder().encode('%PDF-1.4'), {
          headers: { 'Content-Type': 'application/pdf' },
        }),
    );
    await user.click(await within(detailDialog).findByRole('button', { name: 'Ver talonario.pdf' }));
    const preview = await screen.findByRole('dialog', { name: 'Comprobante de ingresos' });
    const frame = await within(preview).findByTitle('talonario.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:document');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/documents/d-2/download');
    expect(within(preview).getByRole('button', { name: 'Descargar' })).toBeInTheDocument();
  });

  it('undoes a verification: the document goes back to pending', async () => {
    const verified = { ...detail().documents[0], status: 'VERIFIED' as const, isVerified: true };
    const { callsTo, user } = renderPage({
      handlers: {
        [`GET ${BASE}`]: ok({ application: { ...detail(), documents: [verified] } }),
        'PUT /api/documents/d-1/status': ok({
          document: { ...verified, status: 'PENDING', isVerified: false },
        }),
      },
    });
    await user.click(
      within(await row(/Clemente/)).getByRole('button', { name: /^Ver detalle de la solicitud/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Detalle de la solicitud' });
    const documents = await within(dialog).findByRole('list', { name: 'Documentos' });
    expect(within(documents).queryByRole('button', { name: 'Verificar cedula.png' })).not.toBeInTheDocument();
    await user.click(within(documents).getByRole('button', { name: 'Quitar verificación de cedula.png' }));
    expect(await screen.findByText('Verificación quitada')).toBeInTheDocument();
    expect(callsTo('PUT /api/documents/d-1/status').map((c) => c.body)).toEqual([{ status: 'PENDING' }]);
  });

  it('refuses an extra document of the wrong type before uploading', async () => {
    const { user } = renderPage({ handlers: { [`GET ${BASE}`]: ok({ application: detail() }) } });
    await user.click(
      within(await row(/Clemente/)).getByRole('button', { name: /^Ver detalle de la solicitud/ }),
    );
    const form = await screen.findByRole('form', { name: 'Subir documento adicional' });
    await user.upload(within(form).getByLabelText(/^Archivo/), new File(['x'], 'virus.exe'));
    await user.click(within(form).getByRole('button', { name: 'Subir documento' }));
    expect(
      await within(form).findByText(
        'Tipo de archivo no válido. Tipos aceptados: PDF, JPG, JPEG, PNG, DOC, DOCX',
      ),
    ).toBeInTheDocument();
  });

  it('corrects an unpaid installment of a loan with a required note', async () => {
    const approved = detail({
      status: 'APPROVED',
      schedule: [
        ...detail().schedule,
        {
          id: 'i-2',
          paymentNumber: 2,
          dueDate: '2026-11-30',
          amount: 169.16,
          principal: 121,
          interest: 48.16,
          lateFee: 25,
          paidAmount: 0,
          paidAt: null,
          status: 'OVERDUE',
        },
      ],
    });
    const { callsTo, user } = renderPage({
      applications: [summary({ status: 'APPROVED' })],
      handlers: {
        [`GET ${BASE}`]: ok({ application: approved }),
        'PUT /api/admin/payment-schedules/i-2': {
          status: 202,
          body: { success: true, data: { installment: {}, approval: { id: 'ap-1', status: 'PENDING' } } },
        },
      },
    });
    await user.click(
      within(await row(/Clemente/)).getByRole('button', { name: /^Ver detalle de la solicitud/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Detalle de la solicitud' });
    await within(dialog).findByRole('table', { name: /Plan de pagos/ });
    expect(within(dialog).queryByRole('button', { name: 'Corregir cuota 1' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Corregir cuota 2' }));

    const form = await screen.findByRole('dialog', { name: 'Corregir cuota 2' });
    await user.click(within(form).getByRole('button', { name: 'Guardar corrección' }));
    expect(await within(form).findByText('La nota es obligatoria.')).toBeInTheDocument();
    await user.click(within(form).getByRole('switch', { name: /Condonar la mora de USD\s25\.00/ }));
    await user.type(within(form).getByLabelText(/Nota/), 'Acordado con el cliente');
    await user.click(within(form).getByRole('button', { name: 'Guardar corrección' }));

    // The waiver is asked for, not done: another admin approves it (PRODUCT.md §9).
    expect(await screen.findByText('Exoneración enviada a aprobación')).toBeInTheDocument();
    expect(callsTo('PUT /api/admin/payment-schedules/i-2')[0]?.body).toEqual({
      waiveLateFee: true,
      notes: 'Acordado con el cliente',
    });
  });
});
