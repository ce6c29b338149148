import type { Motorcycle } from '@quincena/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { MotorcycleManagementPage } from './motorcycle-management-page.tsx';

const ID = '7d0a4f7e-1111-4f5b-9c1a-000000000001';
const motorcycle: Motorcycle = {
  id: ID,
  brand: 'Honda',
  model: 'CB190R',
  year: 2025,
  engineSize: '184cc',
  color: 'Rojo',
  price: 2890,
  description: 'Deportiva urbana.',
  specifications: null,
  isAvailable: true,
  imageUrl: `/api/motorcycles/${ID}/image?v=abcd1234`,
  createdAt: '2026-10-01T15:00:00.000Z',
};
const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);

const list = (motorcycles: Motorcycle[]) =>
  ok({
    motorcycles,
    pagination: {
      page: 1,
      limit: 20,
      total: motorcycles.length,
      totalPages: 1,
      hasPrev: false,
      hasNext: false,
    },
  });

function renderPage(path = '/admin/motorcycles') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt(path);
  const routes = [{ path: '/admin/motorcycles', element: <MotorcycleManagementPage /> }];
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={routes} />
    </AppProviders>,
  );
}

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs some address.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('MotorcycleManagementPage', () => {
  it('lists the inventory with its photo and searches by the URL', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({ 'GET /api/admin/motorcycles': list([motorcycle]) });
    renderPage();

    const table = await screen.findByRole('table', { name: 'Motos del inventario' });
    const row = within(table).getByRole('row', { name: /Honda CB190R/ });
    expect(within(row).getByRole('img', { name: 'Foto de Honda CB190R' })).toHaveAttribute(
      'src',
      motorcycle.imageUrl,
    );
    expect(row).toHaveTextContent('184cc');
    expect(row).toHaveTextContent('Rojo');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'rojo{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?search=rojo'));
    const last = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).at(-1);
    expect(last?.searchParams.get('search')).toBe('rojo');
  });

  it('validates the fields, refuses a fake image by its bytes, then creates and uploads the photo', async () => {
    const user = userEvent.setup();
    const created = { ...motorcycle, id: 'new-1', imageUrl: null };
    const { callsTo } = mockApi({
      'GET /api/admin/motorcycles': list([motorcycle]),
      'POST /api/admin/motorcycles': { status: 201, body: { success: true, data: { motorcycle: created } } },
      'POST /api/motorcycles/new-1/image': ok({ motorcycle: { ...created, imageUrl: '/x?v=1' } }),
    });
    renderPage();
    await screen.findByRole('table', { name: 'Motos del inventario' });
    await user.click(screen.getByRole('button', { name: 'Nueva moto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva moto' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear moto' }));
    expect(within(dialog).getByLabelText(/^Marca/)).toHaveAccessibleDescription('La marca es requerida.');
    expect(within(dialog).getByLabelText(/^Color/)).toHaveAccessibleDescription('El color es requerido.');
    expect(callsTo('POST /api/admin/motorcycles')).toHaveLength(0);

    const photo = within(dialog).getByLabelText('Foto');
    await user.upload(photo, new File(['esto es texto'], 'foto.png', { type: 'image/png' }));
    expect(
      await within(dialog).findByText(/Tipo de archivo no válido\. Tipos aceptados: JPG, JPEG, PNG, WEBP/),
    ).toBeInTheDocument();
    await user.upload(photo, new File([PNG_BYTES], 'foto.png', { type: 'image/png' }));
    await waitFor(() => expect(photo).toHaveAccessibleDescription('JPG, PNG o WEBP · máximo 5 MB'));

    await user.type(within(dialog).getByLabelText(/^Marca/), 'Honda');
    await user.type(within(dialog).getByLabelText(/^Modelo/), 'CB190R');
    await user.type(within(dialog).getByLabelText(/^Cilindrada/), '184cc');
    await user.type(within(dialog).getByLabelText(/^Color/), 'Rojo');
    await user.type(within(dialog).getByLabelText(/^Precio/), '2890');
    await user.click(within(dialog).getByRole('button', { name: 'Crear moto' }));

    expect(await screen.findByText('Moto creada')).toBeInTheDocument();
    expect(callsTo('POST /api/admin/motorcycles')[0]?.body).toMatchObject({
      brand: 'Honda',
      model: 'CB190R',
      price: 2890,
      isAvailable: true,
    });
    await waitFor(() => expect(callsTo('POST /api/motorcycles/new-1/image')).toHaveLength(1));
  });

  it('refuses a photo over 5 MB in the browser', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/admin/motorcycles': list([motorcycle]) });
    renderPage();
    await user.click(
      (await screen.findAllByRole('button', { name: 'Editar Honda CB190R 2025' }))[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar moto' });
    const big = new File([PNG_BYTES, new Uint8Array(5 * 1024 * 1024)], 'grande.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Foto'), big);
    expect(
      await within(dialog).findByText('El archivo es demasiado grande. Máximo 5 MB'),
    ).toBeInTheDocument();
  });

  it('shows the server refusal on the form when saving fails', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/admin/motorcycles': list([motorcycle]),
      [`PUT /api/admin/motorcycles/${ID}`]: fail(404, 'MOTORCYCLE_NOT_FOUND', 'Moto no encontrada.'),
    });
    renderPage();
    await user.click(
      (await screen.findAllByRole('button', { name: 'Editar Honda CB190R 2025' }))[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar moto' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Moto no encontrada.');
  });

  it('views and deletes after confirming', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'GET /api/admin/motorcycles': [list([motorcycle]), list([])],
      [`DELETE /api/admin/motorcycles/${ID}`]: ok(null),
    });
    renderPage();
    await user.click(
      (await screen.findAllByRole('button', { name: 'Ver Honda CB190R 2025' }))[0] as HTMLElement,
    );
    const detail = await screen.findByRole('dialog', { name: 'Honda CB190R' });
    expect(detail).toHaveTextContent('Deportiva urbana.');
    await user.keyboard('{Escape}');

    await user.click(screen.getAllByRole('button', { name: 'Eliminar Honda CB190R 2025' })[0] as HTMLElement);
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar esta moto?' });
    expect(confirm).toHaveAccessibleDescription(/Las solicitudes que ya la financian la conservan/);
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Moto eliminada')).toBeInTheDocument();
    expect(callsTo(`DELETE /api/admin/motorcycles/${ID}`)).toHaveLength(1);
    expect(await screen.findByText('El inventario está vacío')).toBeInTheDocument();
  });
});
