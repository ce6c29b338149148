import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldFrame, type FieldProps, fieldControlClasses, useField } from './field.tsx';

export interface TextareaProps extends Omit<ComponentProps<'textarea'>, 'children'>, FieldProps {}

/** A labelled multi-line text field; hint and error are linked like `Input`'s. */
export function Textarea({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  required,
  rows = 3,
  'aria-describedby': describedBy,
  ...props
}: TextareaProps) {
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
      <textarea
        {...control}
        rows={rows}
        required={required}
        className={cn(fieldControlClasses, 'min-h-20 resize-y py-2', className)}
        {...props}
      />
    </FieldFrame>
  );
}
