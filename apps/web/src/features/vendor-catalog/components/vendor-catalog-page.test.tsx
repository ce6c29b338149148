import type { Motorcycle } from '@quincena/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { specificationsFromText, specificationsToText } from '../../../components/domain/motorcycle-form.tsx';
import { mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { VendorCatalogPage } from './vendor-catalog-page.tsx';

const motorcycle: Motorcycle = {
  id: '7d0a4f7e-1111-4f5b-9c1a-000000000001',
  brand: 'Honda',
  model: 'CB190R',
  year: 2025,
  engineSize: '184cc',
  color: 'Rojo',
  price: 2890,
  description: 'Deportiva urbana.',
  specifications: { combustible: 'Gasolina' },
  isAvailable: true,
  imageUrl: null,
  createdAt: '2026-10-01T15:00:00.000Z',
};

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

function renderCatalog() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt('/vendor/catalog');
  const routes = [{ path: '/vendor/catalog', element: <VendorCatalogPage /> }];
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={routes} />
    </AppProviders>,
  );
}

describe('VendorCatalogPage', () => {
  it('validates the spec fields and creates a motorcycle', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'GET /api/vendor/motorcycles': list([motorcycle]),
      'POST /api/vendor/motorcycles': { status: 201, body: { success: true, data: { motorcycle } } },
    });
    renderCatalog();
    await screen.findByRole('heading', { name: 'Honda CB190R' });

    await user.click(screen.getByRole('button', { name: 'Nueva moto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva moto' });
    const year = within(dialog).getByLabelText(/^Año/);
    await user.clear(year);
    await user.type(year, '1899');
    await user.type(within(dialog).getByLabelText(/^Precio/), '10.999');
    await user.click(within(dialog).getByRole('button', { name: 'Crear moto' }));

    expect(within(dialog).getByLabelText(/^Marca/)).toHaveAccessibleDescription('La marca es requerida.');
    expect(within(dialog).getByLabelText(/^Modelo/)).toHaveAccessibleDescription('El modelo es requerido.');
    expect(year).toHaveAccessibleDescription('El año debe ser 1900 o posterior.');
    expect(within(dialog).getByLabelText(/^Cilindrada/)).toHaveAccessibleDescription(
      'La cilindrada es requerida.',
    );
    expect(within(dialog).getByLabelText(/^Color/)).toHaveAccessibleDescription('El color es requerido.');
    expect(within(dialog).getByLabelText(/^Precio/)).toHaveAccessibleDescription(/Monto no válido/);
    expect(callsTo('POST /api/vendor/motorcycles')).toHaveLength(0);
    // A motorcycle has a price: zero and a negative one are refused as typed (issue 22).
    for (const typed of ['0', '-500']) {
      await user.clear(within(dialog).getByLabelText(/^Precio/));
      await user.type(within(dialog).getByLabelText(/^Precio/), typed);
      await user.click(within(dialog).getByRole('button', { name: 'Crear moto' }));
      expect(within(dialog).getByLabelText(/^Precio/)).toHaveValue(typed);
      expect(within(dialog).getByLabelText(/^Precio/)).toHaveAccessibleDescription(
        typed === '0' ? 'El precio debe ser mayor que cero.' : /Monto no válido/,
      );
    }
    expect(callsTo('POST /api/vendor/motorcycles')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Marca/), 'Yamaha');
    await user.type(within(dialog).getByLabelText(/^Modelo/), 'FZ 2.0');
    await user.clear(year);
    await user.type(year, '2026');
    await user.type(within(dialog).getByLabelText(/^Cilindrada/), '149cc');
    await user.type(within(dialog).getByLabelText(/^Color/), 'Azul');
    const price = within(dialog).getByLabelText(/^Precio/);
    await user.clear(price);
    await user.type(price, '2790.50');
    await user.type(within(dialog).getByLabelText('Especificaciones'), 'frenos: ABS{Enter}peso: 135 kg');
    await user.click(within(dialog).getByRole('switch', { name: /Disponible para financiar/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear moto' }));

    expect(await screen.findByText('Moto creada')).toBeInTheDocument();
    expect(callsTo('POST /api/vendor/motorcycles')[0]?.body).toEqual({
      brand: 'Yamaha',
      model: 'FZ 2.0',
      year: 2026,
      engineSize: '149cc',
      color: 'Azul',
      price: 2790.5,
      description: null,
      specifications: { frenos: 'ABS', peso: '135 kg' },
      isAvailable: false,
    });
  });

  it('switches availability and deletes after confirming', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'GET /api/vendor/motorcycles': [
        list([motorcycle]),
        list([{ ...motorcycle, isAvailable: false }]),
        list([]),
      ],
      'PUT /api/vendor/motorcycles/7d0a4f7e-1111-4f5b-9c1a-000000000001': ok({
        motorcycle: { ...motorcycle, isAvailable: false },
      }),
      'DELETE /api/vendor/motorcycles/7d0a4f7e-1111-4f5b-9c1a-000000000001': ok(null),
    });
    renderCatalog();

    await user.click(await screen.findByRole('switch', { name: 'Disponible: Honda CB190R 2025' }));
    expect(await screen.findByText('Moto no disponible')).toBeInTheDocument();
    expect(callsTo('PUT /api/vendor/motorcycles/7d0a4f7e-1111-4f5b-9c1a-000000000001')[0]?.body).toEqual({
      isAvailable: false,
    });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Disponible: Honda CB190R 2025' })).not.toBeChecked(),
    );

    await user.click(screen.getByRole('button', { name: 'Eliminar Honda CB190R 2025' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar esta moto?' });
    expect(confirm).toHaveAccessibleDescription(/Honda CB190R 2025 saldrá de tu catálogo/);
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Moto eliminada')).toBeInTheDocument();
    expect(callsTo('DELETE /api/vendor/motorcycles/7d0a4f7e-1111-4f5b-9c1a-000000000001')).toHaveLength(1);
    expect(await screen.findByText('Tu catálogo está vacío')).toBeInTheDocument();
  });
});

describe('specifications text', () => {
  it('turns `clave: valor` lines into an object and back; other text stays text', () => {
    expect(specificationsFromText(' combustible: Gasolina \n\ntransmision: Manual')).toEqual({
      combustible: 'Gasolina',
      transmision: 'Manual',
    });
    expect(specificationsFromText('Frenos de disco delanteros')).toBe('Frenos de disco delanteros');
    expect(specificationsFromText('   ')).toBeNull();
    expect(specificationsToText({ combustible: 'Gasolina', peso: 135 })).toBe(
      'combustible: Gasolina\npeso: 135',
    );
    expect(specificationsToText(null)).toBe('');
  });
});
