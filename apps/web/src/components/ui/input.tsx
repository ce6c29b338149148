import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldFrame, type FieldProps, fieldControlClasses, useField } from './field.tsx';

export interface InputProps extends Omit<ComponentProps<'input'>, 'children'>, FieldProps {}

export function Input({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  required,
  'aria-describedby': describedBy,
  ...props
}: InputProps) {
  const { frame, control } = useField({
    id,
    label,
    hint,
    error,
    required,
    className: containerClassName,
    describedBy,
  });
  return (
    <FieldFrame {...frame}>
      <input
        {...control}
        required={required}
        className={cn(fieldControlClasses, 'h-10', className)}
        {...props}
      />
    </FieldFrame>
  );
}
