import { Input, type InputProps } from './input.tsx';

export interface AmountInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * A USD amount: a text field with the decimal keypad on phones. It holds exactly what was typed —
 * '-500' stays '-500', never a silent 500 — and the form's rule (`moneyInput`) says what is wrong.
 */
export function AmountInput({ value, onValueChange, ...props }: AmountInputProps) {
  return (
    <Input
      inputMode="decimal"
      placeholder="0.00"
      autoComplete="off"
      {...props}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}
