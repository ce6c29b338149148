import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldFrame, type FieldProps, fieldControlClasses, useFieldControl } from './field.tsx';

export interface InputProps extends Omit<ComponentProps<'input'>, 'children'>, FieldProps {}

export function Input({ className, ...props }: InputProps) {
  const { frame, control } = useFieldControl(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} className={cn(fieldControlClasses, 'h-10', className)} />
    </FieldFrame>
  );
}
