import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@quincena/shared';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Select } from '../ui/select.tsx';

export interface PaymentMethodFieldProps<T extends FieldValues, Context, Output> {
  control: Control<T, Context, Output>;
  name: FieldPathByValue<T, PaymentMethod>;
  /** The methods offered: those the settings enable. */
  methods: readonly PaymentMethod[];
  error?: string;
  required?: boolean;
}

/** 'Método de Pago' of a payment form, among the enabled methods. */
export function PaymentMethodField<T extends FieldValues, Context = unknown, Output = T>({
  control,
  name,
  methods,
  error,
  required,
}: PaymentMethodFieldProps<T, Context, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label="Método de Pago"
          required={required}
          options={methods.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
          value={field.value}
          onValueChange={field.onChange}
          error={error}
        />
      )}
    />
  );
}
