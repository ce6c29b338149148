import { type FieldErrors, type FieldValues, get, type Path, type UseFormRegister } from 'react-hook-form';

/**
 * A form field's registration with its error message, for the design system's Input, Textarea and
 * PasswordInput: `<Input label="Marca" {...fieldProps('brand')} />`.
 */
export function fieldPropsOf<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>) => ({
    error: (get(errors, name) as { message?: string } | undefined)?.message,
    ...register(name),
  });
}
