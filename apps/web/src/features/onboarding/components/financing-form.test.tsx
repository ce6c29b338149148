import type { Motorcycle } from '@quincena/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyFinancing } from '../financing.ts';
import { FinancingForm } from './financing-form.tsx';

const withPhoto: Motorcycle = {
  id: 'm-1',
  brand: 'Yamaha',
  model: 'FZ 2.0',
  year: 2025,
  engineSize: '149cc',
  color: 'Azul',
  price: 2790,
  description: null,
  specifications: null,
  isAvailable: true,
  imageUrl: '/api/motorcycles/m-1/image?v=abcd1234',
  createdAt: '2026-10-01T15:00:00.000Z',
};

describe('FinancingForm', () => {
  it('shows the photo of the inventory motorcycle picked', async () => {
    const user = userEvent.setup();
    render(
      <FinancingForm
        defaultValues={emptyFinancing}
        choices={{
          data: { own: [], inventory: [withPhoto] },
          isLoading: false,
          isError: false,
          refetch: () => {},
        }}
        onInvalid={() => {}}
        onSubmit={() => {}}
        actions={null}
      />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Moto' }));
    await user.click(await screen.findByRole('option', { name: /Yamaha FZ 2\.0 2025/ }));
    expect(screen.getByRole('img', { name: 'Foto de Yamaha FZ 2.0' })).toHaveAttribute(
      'src',
      withPhoto.imageUrl,
    );
    expect(screen.getByText('Azul · 149cc')).toBeInTheDocument();
  });

  it('lets the keyboard reach the estimated calendar, which scrolls (axe scrollable-region-focusable)', async () => {
    const user = userEvent.setup();
    render(
      <FinancingForm
        defaultValues={{ ...emptyFinancing, saleValue: '2000', downPayment: '400' }}
        choices={{ data: { own: [], inventory: [] }, isLoading: false, isError: false, refetch: () => {} }}
        onInvalid={() => {}}
        onSubmit={() => {}}
        actions={null}
      />,
    );
    await user.click(screen.getByText('Ver calendario estimado'));
    const box = screen.getByRole('region', { name: 'Calendario estimado' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toContainElement(screen.getByRole('table', { name: /Calendario estimado de pagos/ }));
  });
});
