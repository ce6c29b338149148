import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldFrame, fieldControlClasses, useFieldIds } from './field.tsx';

export interface InputProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  /** Help text under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text; marks the field aria-invalid and links the message with aria-describedby. */
  error?: ReactNode;
  /** Class for the wrapper (label + input + messages); `className` styles the input itself. */
  containerClassName?: string;
}

export function Input({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  required,
  'aria-describedby': extraDescribedBy,
  ...props
}: InputProps) {
  const { controlId, hintId, errorId, describedBy, invalid } = useFieldIds(id, hint, error);
  return (
    <FieldFrame
      id={controlId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      hintId={hintId}
      errorId={errorId}
      className={containerClassName}
    >
      <input
        id={controlId}
        required={required}
        aria-invalid={invalid}
        aria-describedby={[describedBy, extraDescribedBy].filter(Boolean).join(' ') || undefined}
        className={cn(fieldControlClasses, 'h-10', className)}
        {...props}
      />
    </FieldFrame>
  );
}
