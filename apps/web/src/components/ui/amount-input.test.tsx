import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AmountInput } from './amount-input.tsx';

function Field() {
  const [value, setValue] = useState('');
  return <AmountInput label="Ingreso mensual (USD)" value={value} onValueChange={setValue} />;
}

describe('AmountInput', () => {
  it.each(['-500', 'abc1,5e3', 'USD 1,250.567', '120.50'])(
    'keeps %j exactly as typed, for the rule to judge',
    async (typed) => {
      render(<Field />);
      const input = screen.getByRole('textbox', { name: 'Ingreso mensual (USD)' });
      await userEvent.setup().type(input, typed);
      expect(input).toHaveValue(typed);
    },
  );

  it('opens the decimal keypad on phones', () => {
    render(<Field />);
    expect(screen.getByRole('textbox', { name: 'Ingreso mensual (USD)' })).toHaveAttribute(
      'inputmode',
      'decimal',
    );
  });
});
