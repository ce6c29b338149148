import { Input, type InputProps } from '../ui/input.tsx';

/** A person's required Teléfono, as the customer and vendor forms ask for it: a phone keypad on phones. */
export function PhoneNumberInput(props: Omit<InputProps, 'label' | 'required' | 'type' | 'inputMode'>) {
  return <Input label="Teléfono" required type="tel" inputMode="tel" {...props} />;
}
