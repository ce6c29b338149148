import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

/** Shared look of text-like controls (input, select trigger, textarea). */
export const fieldControlClasses = cn(
  'block w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs sm:text-sm',
  'placeholder:text-muted-foreground/80 transition-colors',
  'focus-visible:outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30',
);

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  hintId: string;
  errorId: string;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error laid out the same way for every form control. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  hintId,
  errorId,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** Ids for a control's hint and error, and the aria attributes that point at them. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy, invalid: error ? true : undefined };
}

/** The props every labelled text-like field takes besides its control's own. */
export interface FieldProps {
  label: ReactNode;
  /** Help text under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text; marks the field aria-invalid and links the message with aria-describedby. */
  error?: ReactNode;
  /** Class for the wrapper (label + control + messages); `className` styles the control itself. */
  containerClassName?: string;
}

/**
 * One field's chrome: the props of its `FieldFrame`, and the attributes that tie its control to the
 * label, hint and error (with the caller's own `aria-describedby` after them).
 */
export function useField({
  id,
  label,
  hint,
  error,
  required,
  className,
  describedBy: extraDescribedBy,
}: {
  id: string | undefined;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  describedBy?: string;
}) {
  const { controlId, hintId, errorId, describedBy, invalid } = useFieldIds(id, hint, error);
  return {
    frame: { id: controlId, label, hint, error, required, hintId, errorId, className },
    control: {
      id: controlId,
      'aria-invalid': invalid,
      'aria-describedby': [describedBy, extraDescribedBy].filter(Boolean).join(' ') || undefined,
    },
  };
}

/**
 * `useField` for a control that takes the rest of its props as they come (input, textarea): the
 * frame's props, and the control's own props with the linking attributes.
 */
export function useFieldControl<
  P extends FieldProps & { id?: string; required?: boolean; 'aria-describedby'?: string },
>({ label, hint, error, containerClassName, id, required, 'aria-describedby': describedBy, ...rest }: P) {
  const { frame, control } = useField({
    id,
    label,
    hint,
    error,
    required,
    className: containerClassName,
    describedBy,
  });
  return { frame, control: { ...control, required, ...rest } };
}
