import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldFrame, fieldControlClasses, useFieldIds } from './field.tsx';

export interface TextareaProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  containerClassName?: string;
}

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
  'aria-describedby': extraDescribedBy,
  ...props
}: TextareaProps) {
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
      <textarea
        id={controlId}
        rows={rows}
        required={required}
        aria-invalid={invalid}
        aria-describedby={[describedBy, extraDescribedBy].filter(Boolean).join(' ') || undefined}
        className={cn(fieldControlClasses, 'min-h-20 resize-y py-2', className)}
        {...props}
      />
    </FieldFrame>
  );
}
