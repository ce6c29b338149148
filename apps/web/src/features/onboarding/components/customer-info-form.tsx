import { type ReactNode, useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import {
  type CustomerInfoField,
  type CustomerInfoPayload,
  type CustomerInfoValues,
  checkCustomerInfo,
  employmentTypeOptions,
  IDENTITY_TYPE_OPTIONS,
} from '../customer-info.ts';
import { sanitizeAmountInput } from '../financing.ts';

/** Radix Select reserves '' for "nothing chosen", so "not given" has a value of its own. */
const NONE = 'none';
const NO_ERRORS: Partial<Record<string, string>> = {};
const withNone = (options: readonly { value: string; label: string }[]) => [
  { value: NONE, label: 'Sin especificar' },
  ...options,
];

export interface CustomerInfoFormProps {
  defaultValues: CustomerInfoValues;
  /** Field errors the API sent back, shown under their fields. */
  serverErrors?: Partial<Record<string, string>>;
  disabled?: boolean;
  /** A form-level problem (the spec's 'Por favor, completa todos los campos requeridos'). */
  onInvalid: (message: string) => void;
  onSubmit: (values: CustomerInfoValues, payload: CustomerInfoPayload) => void;
  /** Called when the user changes a field, e.g. to clear a message that no longer applies. */
  onEdit?: () => void;
  /** The step's buttons; the submit button must be `type="submit"`. */
  actions: ReactNode;
  id?: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The customer's data (spec §5): only the first and last name are required; the rest is optional and
 * sent trimmed, or null when empty; the income as a number. Shared by the vendor wizard and the
 * customer's own registration.
 */
export function CustomerInfoForm({
  defaultValues,
  serverErrors = NO_ERRORS,
  disabled,
  onInvalid,
  onSubmit,
  onEdit,
  actions,
  id = 'datos-cliente',
}: CustomerInfoFormProps) {
  const { register, control, handleSubmit, setError, formState, watch } = useForm<CustomerInfoValues>({
    defaultValues,
  });

  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type === 'change') onEditRef.current?.();
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  // Field errors from the API land on their fields.
  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors)) {
      if (message && field in defaultValues) {
        setError(field as CustomerInfoField, { type: 'server', message });
      }
    }
  }, [serverErrors, setError, defaultValues]);

  const submit = handleSubmit((values) => {
    const check = checkCustomerInfo(values);
    if (!check.ok) {
      for (const [field, message] of Object.entries(check.fieldErrors)) {
        setError(field as CustomerInfoField, { type: 'validate', message }, { shouldFocus: true });
      }
      onInvalid(check.message);
      return;
    }
    onSubmit(values, check.payload);
  });

  const errorOf = (field: CustomerInfoField) => formState.errors[field]?.message;
  const text = (field: CustomerInfoField) => ({ ...register(field), error: errorOf(field), disabled });

  return (
    <form id={id} noValidate onSubmit={submit} className="grid gap-8">
      <Section title="Datos personales">
        <Input label="Nombre" autoComplete="given-name" required {...text('firstName')} />
        <Input label="Apellido" autoComplete="family-name" required {...text('lastName')} />
        <Input
          label="Correo electrónico"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="nombre@correo.com"
          containerClassName="sm:col-span-2"
          {...text('email')}
        />
        <Controller
          control={control}
          name="identityType"
          render={({ field }) => (
            <Select
              label="Tipo de identificación"
              options={withNone(IDENTITY_TYPE_OPTIONS)}
              value={field.value || NONE}
              onValueChange={(v) => field.onChange(v === NONE ? '' : v)}
              placeholder="Sin especificar"
              disabled={disabled}
              error={errorOf('identityType')}
            />
          )}
        />
        <Input label="Número de identificación" placeholder="8-888-8888" {...text('identityNumber')} />
      </Section>

      <Section title="Dirección">
        <Input
          label="Dirección"
          autoComplete="street-address"
          containerClassName="sm:col-span-2"
          {...text('address')}
        />
        <Input label="Ciudad" autoComplete="address-level2" {...text('city')} />
        <Input label="Provincia" autoComplete="address-level1" {...text('province')} />
        <Input label="Código postal" autoComplete="postal-code" inputMode="numeric" {...text('postalCode')} />
      </Section>

      <Section title="Trabajo e ingresos">
        <Input label="Ocupación" autoComplete="organization-title" {...text('occupation')} />
        <Input label="Empresa donde trabaja" autoComplete="organization" {...text('employerName')} />
        <Controller
          control={control}
          name="employmentType"
          render={({ field }) => (
            <Select
              label="Tipo de empleo"
              options={withNone(employmentTypeOptions(field.value))}
              value={field.value || NONE}
              onValueChange={(v) => field.onChange(v === NONE ? '' : v)}
              placeholder="Sin especificar"
              disabled={disabled}
              error={errorOf('employmentType')}
            />
          )}
        />
        <Controller
          control={control}
          name="monthlyIncome"
          render={({ field }) => (
            <Input
              label="Ingreso mensual (USD)"
              inputMode="decimal"
              placeholder="0.00"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onChange={(event) => field.onChange(sanitizeAmountInput(event.target.value))}
              error={errorOf('monthlyIncome')}
              disabled={disabled}
            />
          )}
        />
      </Section>

      {actions}
    </form>
  );
}
