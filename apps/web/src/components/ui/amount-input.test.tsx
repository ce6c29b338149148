import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AmountInput, sanitizeAmountInput } from './amount-input.tsx';

describe('AmountInput', () => {
  it('keeps digits, one point and 2 decimals', () => {
    expect(sanitizeAmountInput('USD 1,250.567')).toBe('1250.56');
    expect(sanitizeAmountInput('12.3.4')).toBe('12.34');
    expect(sanitizeAmountInput('-5')).toBe('5');
  });

  it('holds only what an amount may while typing', async () => {
    function Field() {
      const [value, setValue] = useState('');
      return <AmountInput label="Ingreso mensual (USD)" value={value} onValueChange={setValue} />;
    }
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Ingreso mensual (USD)' });
    await userEvent.setup().type(input, '1,2a0.509');
    expect(input).toHaveValue('120.50');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });
});
