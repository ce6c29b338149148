import type { Motorcycle } from '@quincena/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  const policy = { maxSaleMarkupPercent: 20, minDownPaymentPercent: 10, minFinancedAmount: 300 };
  const renderWithPolicy = () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    render(
      <FinancingForm
        defaultValues={emptyFinancing}
        choices={{
          data: { own: [], inventory: [{ ...withPhoto, price: 2000 }] },
          isLoading: false,
          isError: false,
          refetch: () => {},
        }}
        policy={policy}
        onInvalid={onInvalid}
        onSubmit={onSubmit}
        actions={<button type="submit">Continuar</button>}
      />,
    );
    return { onSubmit, onInvalid };
  };

  it('says the financing policy at its field as the figures are typed, and does not go on', async () => {
    const user = userEvent.setup();
    const { onSubmit, onInvalid } = renderWithPolicy();
    await user.click(screen.getByRole('combobox', { name: 'Moto' }));
    await user.click(await screen.findByRole('option', { name: /Yamaha FZ 2\.0 2025/ }));
    const sale = screen.getByRole('textbox', { name: /Valor de venta/ });
    const down = screen.getByRole('textbox', { name: /Abono inicial/ });
    expect(sale).toHaveValue('2000');
    await user.clear(sale);
    await user.type(sale, '99999');
    await user.type(down, '20000');
    const above =
      'El valor de venta no puede superar USD\u00a02,400.00: el precio de la moto (USD\u00a02,000.00) más 20 %.';
    expect(sale).toHaveAccessibleDescription(expect.stringContaining(above));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onInvalid).toHaveBeenCalledWith(above);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(sale);
    await user.type(sale, '2000');
    await user.clear(down);
    await user.type(down, '100');
    expect(down).toHaveAccessibleDescription(
      expect.stringContaining(
        'El abono inicial debe ser de al menos USD\u00a0200.00 (10 % del valor de venta).',
      ),
    );
    await user.clear(down);
    await user.type(down, '400');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps an amount as typed and says it is not one once the field is left', async () => {
    const user = userEvent.setup();
    renderWithPolicy();
    const down = screen.getByRole('textbox', { name: /Abono inicial/ });
    await user.type(down, '-500');
    await user.tab();
    expect(down).toHaveValue('-500');
    expect(down).toHaveAccessibleDescription(
      'Monto no válido. Usa un número positivo con hasta 2 decimales.',
    );
  });
});
