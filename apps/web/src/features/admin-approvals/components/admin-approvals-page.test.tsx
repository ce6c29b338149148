import type { ApprovalItem } from '@quincena/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, type MockHandler, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { adminUser, storeSession } from '../../../test/users.ts';
import { AdminApprovalsPage } from './admin-approvals-page.tsx';

function approval(overrides: Partial<ApprovalItem> = {}): ApprovalItem {
  return {
    id: 'ap-1',
    kind: 'LATE_FEE_WAIVER',
    applicationId: 'app-1',
    applicationNumber: 'SOL-2026-000042',
    customerName: 'María González',
    summary: 'Exonerar USD 25.00 de mora de la cuota 3',
    requestedBy: 'operador',
    requestedById: 'a-2',
    reason: 'Cliente hospitalizado',
    status: 'PENDING',
    createdAt: '2026-11-20T18:00:00.000Z',
    ...overrides,
  };
}

const list = (approvals: ApprovalItem[]) =>
  ok({
    approvals,
    pagination: {
      page: 1,
      limit: 20,
      total: approvals.length,
      totalPages: 1,
      hasPrev: false,
      hasNext: false,
    },
  });

function renderPage(handlers: Record<string, MockHandler | MockHandler[]> = {}, path = '/admin/approvals') {
  const user = adminUser({ id: 'a-1' });
  storeSession(user);
  const api = mockApi({ 'GET /api/auth/admin/me': ok(user), ...handlers });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt(path);
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={[{ path: '/admin/approvals', element: <AdminApprovalsPage /> }]} />
    </AppProviders>,
  );
  return { ...api, user: userEvent.setup() };
}

const queue = () => screen.findByRole('list', { name: 'Solicitudes de aprobación' });

describe('the approvals queue', () => {
  it('shows what is asked and why, and approves another admin’s request with notes', async () => {
    const { callsTo, user } = renderPage({
      'GET /api/admin/approvals': [list([approval()]), list([])],
      'PUT /api/admin/approvals/ap-1/approve': ok({ approval: { id: 'ap-1', status: 'APPROVED' } }),
    });
    const card = within(await queue()).getByRole('listitem');
    expect(card).toHaveTextContent('Exoneración de mora');
    expect(card).toHaveTextContent('Exonerar USD 25.00 de mora de la cuota 3');
    expect(card).toHaveTextContent('Cliente hospitalizado');
    expect(card).toHaveTextContent('operador');
    expect(within(card).getByRole('link', { name: 'SOL-2026-000042' })).toHaveAttribute(
      'href',
      '/admin/applications/app-1',
    );

    await user.click(within(card).getByRole('button', { name: /^Aprobar:/ }));
    const dialog = await screen.findByRole('dialog', { name: '¿Aprobar esta solicitud?' });
    await user.type(within(dialog).getByLabelText(/Notas/), 'Comprobado');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));

    expect(await screen.findByText('Solicitud aprobada')).toBeInTheDocument();
    expect(callsTo('PUT /api/admin/approvals/ap-1/approve')[0]?.body).toEqual({ notes: 'Comprobado' });
    expect(await screen.findByText('No hay solicitudes pendientes')).toBeInTheDocument();
  });

  it('offers no decision on one’s own request, and says why', async () => {
    renderPage({ 'GET /api/admin/approvals': list([approval({ requestedById: 'a-1' })]) });
    const card = within(await queue()).getByRole('listitem');
    expect(card).toHaveTextContent('La pediste tú: debe decidirla otro administrador.');
    expect(within(card).queryByRole('button', { name: /^Aprobar:/ })).not.toBeInTheDocument();
  });

  it('says the server’s reason when a decision is refused, and keeps the dialog open', async () => {
    const { user } = renderPage({
      'GET /api/admin/approvals': list([approval()]),
      'PUT /api/admin/approvals/ap-1/reject': fail(
        409,
        'APPROVAL_ALREADY_DECIDED',
        'Esta solicitud ya fue decidida.',
      ),
    });
    await user.click(within(await queue()).getByRole('button', { name: /^Rechazar:/ }));
    const dialog = await screen.findByRole('dialog', { name: '¿Rechazar esta solicitud?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Esta solicitud ya fue decidida.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('reads the status filter from the address, and shows who decided', async () => {
    const { fetchMock } = renderPage(
      {
        'GET /api/admin/approvals': list([
          approval({
            status: 'REJECTED',
            decidedBy: 'admin',
            decidedAt: '2026-11-21T15:00:00.000Z',
            notes: 'No',
          }),
        ]),
      },
      '/admin/approvals?status=REJECTED',
    );
    const card = within(await queue()).getByRole('listitem');
    expect(card).toHaveTextContent('Rechazada');
    expect(card).toHaveTextContent('Decidido por');
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).includes('/approvals?'))?.[0])).toContain(
      'status=REJECTED',
    );
  });

  it('shows the error state with a retry when the queue cannot be read', async () => {
    renderPage({ 'GET /api/admin/approvals': fail(500, 'INTERNAL_ERROR', 'Error') });
    expect(await screen.findByText('Error al cargar las aprobaciones')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
