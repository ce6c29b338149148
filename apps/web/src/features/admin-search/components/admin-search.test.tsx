import type { AdminSearchResults } from '@quincena/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { useLocation } from '../../../lib/router.tsx';
import { fail, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { AdminSearch } from './admin-search.tsx';

const RESULTS: AdminSearchResults = {
  customers: [
    { id: 'c-1', name: 'María González', phoneNumber: '+50760000001', identityNumber: '•-•••-4567' },
  ],
  applications: [
    {
      id: 'a-1',
      number: 'SOL-2026-000123',
      status: 'DISBURSED',
      customerName: 'María González',
      motorcycle: 'Honda CB190R 2025',
      vin: '9C2KC1670ZX123457',
      plate: 'AM4013',
    },
  ],
};

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Dirección">{`${pathname}${search}`}</output>;
}

function renderSearch() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt('/admin');
  const element = (
    <>
      <AdminSearch />
      <Where />
    </>
  );
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter
        routes={[
          { path: '/admin', element },
          { path: '/admin/applications', element },
          { path: '/admin/users', element },
        ]}
      />
    </AppProviders>,
  );
}

const address = () => screen.getByRole('status', { name: 'Dirección' }).textContent;
const searchQueries = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/search')
    .map((url) => url.searchParams.get('q'));

describe('AdminSearch', () => {
  it('searches once typing pauses, groups the results and opens one with the keyboard', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({ 'GET /api/admin/search': ok({ results: RESULTS }) });
    renderSearch();

    // Both sizes' buttons carry the name; the desktop one is hidden by CSS only.
    const trigger = screen.getAllByRole('button', {
      name: /Buscar clientes y solicitudes/,
    })[0] as HTMLElement;
    await user.click(trigger);
    const box = await screen.findByRole('combobox', { name: 'Buscar clientes y solicitudes' });
    expect(box).toHaveFocus();

    await user.type(box, '9');
    expect(screen.getByText(/Escribe al menos 2 caracteres/)).toBeInTheDocument();
    await user.type(box, 'C2KC');
    const list = await screen.findByRole('listbox');
    expect(searchQueries(fetchMock)).toEqual(['9C2KC']);

    const customers = within(list).getByRole('group', { name: 'Clientes' });
    expect(within(customers).getByRole('option')).toHaveTextContent(
      'María González6000-0001 · Identificación •-•••-4567',
    );
    const applications = within(list).getByRole('group', { name: 'Solicitudes' });
    expect(within(applications).getByRole('option')).toHaveTextContent(
      /SOL-2026-000123.*Desembolsada.*Honda CB190R 2025.*VIN 9C2KC1670ZX123457 · Placa AM4013/,
    );
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('2 resultados');

    // The first result is active; the arrows move (and wrap), Enter opens the active one.
    const [first, second] = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', first?.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', second?.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', first?.id);
    await user.keyboard('{ArrowUp}{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/admin/applications?search=SOL-2026-000123&view=a-1');
  });

  it('opens a customer with a click, on its detail over the list narrowed to its phone', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/admin/search': ok({ results: RESULTS }) });
    renderSearch();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), '6000-0001');
    await user.click(await screen.findByRole('option', { name: /María González6000-0001/ }));
    expect(address()).toBe('/admin/users?tab=customers&search=6000-0001&view=c-1');
  });

  it('says so when nothing matches, and Escape closes the box', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/admin/search': ok({ results: { customers: [], applications: [] } }) });
    renderSearch();
    await user.keyboard('/');
    await user.type(await screen.findByRole('combobox'), 'zzz');
    expect(await screen.findByText('Sin resultados para “zzz”')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tells a failed search apart and retries it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({
      'GET /api/admin/search': [fail(500, 'INTERNAL', 'Error'), ok({ results: RESULTS })],
    });
    renderSearch();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'María');
    expect(
      await screen.findByText('No se pudo completar la búsqueda. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(searchQueries(fetchMock)).toEqual(['María', 'María']);
  });
});
