import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CustomerProfile,
  EMPLOYMENT_TYPE_LABELS,
  type EmploymentType,
  vendorCustomerBody,
} from '@quincena/shared';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog.tsx';
import { FormAlert, fieldIssuesOf } from '../../../components/ui/form-alert.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatPhone } from '../../../lib/format.ts';
import type { VendorCustomerPayload } from '../api/create-vendor-customer.ts';

/** What the inputs hold: text everywhere; the schema turns it into the API body. */
export interface CustomerFormValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  dateOfBirth: string;
  identityType: string;
  identityNumber: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  occupation: string;
  employerName: string;
  employmentType: string;
  monthlyIncome: string;
}

const FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'email',
  'dateOfBirth',
  'identityType',
  'identityNumber',
  'address',
  'city',
  'province',
  'postalCode',
  'occupation',
  'employerName',
  'employmentType',
  'monthlyIncome',
] as const satisfies readonly (keyof CustomerFormValues)[];

const isField = (name: string): name is keyof CustomerFormValues =>
  (FIELDS as readonly string[]).includes(name);

/** The "no choice" entry of the optional selects (Radix reserves the empty value). */
const NONE = 'none';

export const IDENTITY_TYPE_LABELS: Record<NonNullable<CustomerProfile['identityType']>, string> = {
  licencia: 'Cédula',
  pasaporte: 'Pasaporte',
  carnet_migracion: 'Carné de migración',
};

/** The vendor form's employment types (spec §3); a customer from the wizard may hold another one. */
const VENDOR_EMPLOYMENT_TYPES: EmploymentType[] = [
  'EMPLOYED',
  'SELF_EMPLOYED',
  'UNEMPLOYED',
  'STUDENT',
  'RETIRED',
];

/**
 * The API's own body schema (`vendorCustomerBody`) validates the form: the same rules and Spanish
 * messages as the server. Selects and the income arrive as '' or 'none' when left empty, which the
 * body reads as "not given".
 */
const customerFormSchema = z.preprocess((values: CustomerFormValues) => {
  const next: Record<string, unknown> = { ...values };
  for (const key of ['identityType', 'employmentType', 'monthlyIncome']) {
    const value = next[key];
    if (typeof value === 'string' && (value.trim() === '' || value === NONE)) next[key] = null;
  }
  return next;
}, vendorCustomerBody);

export function customerFormValues(customer?: CustomerProfile | null): CustomerFormValues {
  return {
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    phoneNumber: customer ? formatPhone(customer.phoneNumber) : '',
    email: customer?.email ?? '',
    dateOfBirth: customer?.dateOfBirth ?? '',
    identityType: customer?.identityType ?? NONE,
    identityNumber: customer?.identityNumber ?? '',
    address: customer?.address ?? '',
    city: customer?.city ?? '',
    province: customer?.province ?? '',
    postalCode: customer?.postalCode ?? '',
    occupation: customer?.occupation ?? '',
    employerName: customer?.employerName ?? '',
    employmentType: customer?.employmentType ?? NONE,
    monthlyIncome:
      customer?.monthlyIncome === null || customer?.monthlyIncome === undefined
        ? ''
        : String(customer.monthlyIncome),
  };
}

function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-foreground">{legend}</legend>
      {children}
    </fieldset>
  );
}

export interface CustomerFormProps {
  defaultValues: CustomerFormValues;
  submitLabel: string;
  /** Saves the body; a rejection with an ApiError is shown in the form (message and field errors). */
  onSubmit: (body: VendorCustomerPayload) => Promise<unknown>;
  /** Editing an existing customer: the phone is shown but not editable. */
  phoneLocked?: boolean;
}

/** The create and edit form of a customer (inside a dialog: its footer holds the buttons). */
export function CustomerForm({
  defaultValues,
  submitLabel,
  onSubmit,
  phoneLocked = false,
}: CustomerFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CustomerFormValues, unknown, VendorCustomerPayload>({
    resolver: zodResolver(customerFormSchema),
    defaultValues,
  });

  const employmentOptions = [
    { value: NONE, label: 'Sin especificar' },
    ...VENDOR_EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] })),
    // Keep a value the vendor form does not offer (set by the onboarding wizard) selectable.
    ...(defaultValues.employmentType in EMPLOYMENT_TYPE_LABELS &&
    !VENDOR_EMPLOYMENT_TYPES.includes(defaultValues.employmentType as EmploymentType)
      ? [
          {
            value: defaultValues.employmentType,
            label: EMPLOYMENT_TYPE_LABELS[defaultValues.employmentType as EmploymentType],
          },
        ]
      : []),
  ];
  const identityOptions = [
    { value: NONE, label: 'Sin especificar' },
    ...Object.entries(IDENTITY_TYPE_LABELS).map(([value, label]) => ({ value, label })),
  ];

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await onSubmit(body);
    } catch (error) {
      if (!isApiError(error)) throw error;
      setServerError(error.message);
      const issues = fieldIssuesOf(error.details);
      issues.forEach((issue, index) => {
        if (isField(issue.field))
          setError(issue.field, { message: issue.message }, { shouldFocus: index === 0 });
      });
      if (error.code === 'CUSTOMER_ALREADY_EXISTS') {
        setError('phoneNumber', { message: error.message }, { shouldFocus: true });
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <FormAlert>{serverError}</FormAlert>

      <FieldGroup legend="Datos personales">
        <Input
          label="Nombre"
          required
          autoComplete="off"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <Input
          label="Apellido"
          required
          autoComplete="off"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <Input
          label="Teléfono"
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="6123-4567"
          // The phone is the customer's sign-in: once created, only the customer changes it (by SMS).
          readOnly={phoneLocked}
          hint={phoneLocked ? 'Solo el cliente puede cambiar su teléfono.' : '8 dígitos de Panamá'}
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <Input
          label="Correo electrónico"
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <Input
          label="Fecha de nacimiento"
          type="date"
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
        <Controller
          control={control}
          name="identityType"
          render={({ field, fieldState }) => (
            <Select
              label="Tipo de identificación"
              options={identityOptions}
              value={field.value}
              onValueChange={field.onChange}
              name={field.name}
              error={fieldState.error?.message}
            />
          )}
        />
        <Input
          label="Número de identificación"
          autoComplete="off"
          error={errors.identityNumber?.message}
          {...register('identityNumber')}
        />
      </FieldGroup>

      <FieldGroup legend="Ubicación">
        <Input
          label="Dirección"
          autoComplete="off"
          containerClassName="sm:col-span-2"
          error={errors.address?.message}
          {...register('address')}
        />
        <Input label="Ciudad" autoComplete="off" error={errors.city?.message} {...register('city')} />
        <Input
          label="Provincia"
          autoComplete="off"
          error={errors.province?.message}
          {...register('province')}
        />
        <Input
          label="Código postal"
          autoComplete="off"
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
      </FieldGroup>

      <FieldGroup legend="Empleo">
        <Input
          label="Ocupación"
          autoComplete="off"
          error={errors.occupation?.message}
          {...register('occupation')}
        />
        <Input
          label="Empleador"
          autoComplete="off"
          error={errors.employerName?.message}
          {...register('employerName')}
        />
        <Controller
          control={control}
          name="employmentType"
          render={({ field, fieldState }) => (
            <Select
              label="Tipo de empleo"
              options={employmentOptions}
              value={field.value}
              onValueChange={field.onChange}
              name={field.name}
              error={fieldState.error?.message}
            />
          )}
        />
        <Input
          label="Ingreso mensual (USD)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={errors.monthlyIncome?.message}
          {...register('monthlyIncome')}
        />
      </FieldGroup>

      <DialogFooter className="sticky bottom-0 z-10 bg-card">
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
