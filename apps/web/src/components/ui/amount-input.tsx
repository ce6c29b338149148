import { Input, type InputProps } from './input.tsx';

/**
 * Keeps what a dollar amount may hold while typing: digits, one decimal point, at most 2 decimals
 * ('USD 1,250.567' → '1250.56'). Thousands separators are dropped.
 */
export function sanitizeAmountInput(raw: string): string {
  const [whole = '', ...rest] = raw.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole.slice(0, 9) : `${whole.slice(0, 9)}.${rest.join('').slice(0, 2)}`;
}

export interface AmountInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  onValueChange: (value: string) => void;
}

/** A USD amount: a text field with the decimal keypad on phones, holding only what an amount may. */
export function AmountInput({ value, onValueChange, ...props }: AmountInputProps) {
  return (
    <Input
      inputMode="decimal"
      placeholder="0.00"
      autoComplete="off"
      {...props}
      value={value}
      onChange={(event) => onValueChange(sanitizeAmountInput(event.target.value))}
    />
  );
}
