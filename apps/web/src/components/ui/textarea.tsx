import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldFrame, type FieldProps, fieldControlClasses, useFieldControl } from './field.tsx';

export interface TextareaProps extends Omit<ComponentProps<'textarea'>, 'children'>, FieldProps {}

/** A labelled multi-line text field; hint and error are linked like `Input`'s. */
export function Textarea({ className, rows = 3, ...props }: TextareaProps) {
  const { frame, control } = useFieldControl(props);
  return (
    <FieldFrame {...frame}>
      <textarea
        {...control}
        rows={rows}
        className={cn(fieldControlClasses, 'min-h-20 resize-y py-2', className)}
      />
    </FieldFrame>
  );
}
