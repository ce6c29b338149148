import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Switch } from '../ui/switch.tsx';

export interface SwitchFieldProps<T extends FieldValues, Context, Output> {
  control: Control<T, Context, Output>;
  /** A boolean field of the form. */
  name: FieldPathByValue<T, boolean>;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
}

/** A form's yes/no field as the design system's Switch. */
export function SwitchField<T extends FieldValues, Context = unknown, Output = T>({
  control,
  name,
  label,
  description,
  className,
}: SwitchFieldProps<T, Context, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          checked={field.value}
          onCheckedChange={field.onChange}
          className={className}
        />
      )}
    />
  );
}
