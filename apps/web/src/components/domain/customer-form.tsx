import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CustomerProfile,
  customerInfoFields,
  EMPLOYMENT_TYPE_LABELS,
  type EmploymentType,
  vendorCustomerBody,
} from '@quincena/shared';
import { type ReactNode, useEffect } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../lib/api-client.ts';
import { formatPhone } from '../../lib/format.ts';
import { AmountInput } from '../ui/amount-input.tsx';
import { fieldIssuesOf } from '../ui/form-alert.tsx';
import { Input } from '../ui/input.tsx';
import { Select } from '../ui/select.tsx';
import { PhoneNumberInput } from './phone-number-input.tsx';
import { useOnEdit } from './use-on-edit.ts';

/**
 * The one customer form: the vendor's 'Nuevo cliente' and 'Editar cliente' dialogs, the vendor's
 * registration wizard and the customer's own /onboarding. It is validated by the API's own schema
 * (`vendorCustomerBody`, or its `customerInfoFields` where the phone is not asked), so the screen and
 * the server accept the same data and say the same Spanish messages.
 */

/** What the inputs hold: text everywhere ('' when empty, 'none' for an unchosen option). */
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

type CustomerField = keyof CustomerFormValues;

/** The "no choice" entry of the optional selects (Radix reserves the empty value). */
const NONE = 'none';

export const emptyCustomerForm: CustomerFormValues = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
  dateOfBirth: '',
  identityType: NONE,
  identityNumber: '',
  address: '',
  city: '',
  province: '',
  postalCode: '',
  occupation: '',
  employerName: '',
  employmentType: NONE,
  monthlyIncome: '',
};

const isField = (name: string): name is CustomerField => Object.hasOwn(emptyCustomerForm, name);

export const IDENTITY_TYPE_LABELS: Record<NonNullable<CustomerProfile['identityType']>, string> = {
  licencia: 'Cédula de identidad',
  pasaporte: 'Pasaporte',
  carnet_migracion: 'Carné de migración',
};

/** Spec part 1 §3: the vendor's customer form offers these employment types… */
export const VENDOR_EMPLOYMENT_TYPES: readonly EmploymentType[] = [
  'EMPLOYED',
  'SELF_EMPLOYED',
  'UNEMPLOYED',
  'STUDENT',
  'RETIRED',
];
/** …and the onboarding form these. */
export const ONBOARDING_EMPLOYMENT_TYPES: readonly EmploymentType[] = [
  'EMPLEADO_PRIVADO',
  'EMPLEADO_PUBLICO',
  'INDEPENDIENTE',
  'JUBILADO',
  'OTRO',
];

const isEmploymentType = (value: string): value is EmploymentType =>
  Object.hasOwn(EMPLOYMENT_TYPE_LABELS, value);

export function identityTypeLabel(value: string): string {
  return Object.hasOwn(IDENTITY_TYPE_LABELS, value)
    ? IDENTITY_TYPE_LABELS[value as keyof typeof IDENTITY_TYPE_LABELS]
    : value;
}

export function employmentTypeLabel(value: string): string {
  return isEmploymentType(value) ? EMPLOYMENT_TYPE_LABELS[value] : value;
}

/** The form filled with a customer the API knows (empty without one). */
export function customerFormValues(customer?: CustomerProfile | null): CustomerFormValues {
  if (!customer) return emptyCustomerForm;
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    phoneNumber: formatPhone(customer.phoneNumber),
    email: customer.email ?? '',
    dateOfBirth: customer.dateOfBirth ?? '',
    identityType: customer.identityType ?? NONE,
    identityNumber: customer.identityNumber ?? '',
    address: customer.address ?? '',
    city: customer.city ?? '',
    province: customer.province ?? '',
    postalCode: customer.postalCode ?? '',
    occupation: customer.occupation ?? '',
    employerName: customer.employerName ?? '',
    employmentType: customer.employmentType ?? NONE,
    monthlyIncome: customer.monthlyIncome === null ? '' : String(customer.monthlyIncome),
  };
}

/** The selects and the income arrive as 'none' or '' when left empty: "not given" for the schema. */
function withoutEmptyChoices(values: CustomerFormValues): Record<string, unknown> {
  const next: Record<string, unknown> = { ...values };
  for (const key of ['identityType', 'employmentType', 'monthlyIncome'] as const) {
    const value = values[key];
    if (value.trim() === '' || value === NONE) next[key] = null;
  }
  return next;
}

const customerInfoBody = z.object(customerInfoFields);
const withPhoneSchema = z.preprocess(withoutEmptyChoices, vendorCustomerBody);
const withoutPhoneSchema = z.preprocess(withoutEmptyChoices, customerInfoBody);

/** The body the API takes for a customer's data (without the phone). */
export type CustomerInfoBody = z.output<typeof customerInfoBody>;
/** The same with the phone (the vendor's 'Nuevo cliente'). */
export type CustomerBody = z.output<typeof vendorCustomerBody>;

/** The customer's data as the API takes them, or null when the form would not accept them. */
export function customerInfoBodyOf(values: CustomerFormValues): CustomerInfoBody | null {
  const parsed = withoutPhoneSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}

export function fullName(values: Pick<CustomerFormValues, 'firstName' | 'lastName'>): string {
  return `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
}

/**
 * What a failed save means for the form: the API's field issues go under their fields, and the
 * message is for the form's banner only when no field shows it (an error is said once).
 */
export function customerFormErrors(error: unknown): {
  fields: Record<string, string>;
  message: string | null;
} {
  if (!isApiError(error)) return { fields: {}, message: null };
  const fields: Record<string, string> = {};
  for (const issue of fieldIssuesOf(error.details)) {
    if (isField(issue.field) && !(issue.field in fields)) fields[issue.field] = issue.message;
  }
  return { fields, message: Object.keys(fields).length > 0 ? null : error.message };
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
  /**
   * The phone: typed ('editable', the vendor's new customer), shown but fixed ('locked': only the
   * customer changes it, by SMS) or not asked ('hidden': the wizards know it already).
   */
  phone: 'editable' | 'locked' | 'hidden';
  /** The employment types offered (spec §3: the vendor form's and the onboarding form's differ). */
  employmentTypes: readonly EmploymentType[];
  /** Field errors the API sent back, shown under their fields. */
  serverErrors?: Partial<Record<string, string>>;
  disabled?: boolean;
  /** The data the API takes (with the phone unless it is hidden) and the form's values. */
  onSubmit: (body: CustomerInfoBody & { phoneNumber?: string }, values: CustomerFormValues) => unknown;
  /** Validation failed; `missingRequired` when a required field is empty (the spec's form-level text). */
  onInvalid?: (missingRequired: boolean) => void;
  /** Called when the user changes a field, e.g. to clear a message that no longer applies. */
  onEdit?: () => void;
  /** Above the fields, e.g. the form's error banner. */
  banner?: ReactNode;
  /** The buttons; the submit button must be `type="submit"`. */
  actions: ReactNode;
  id?: string;
}

const NO_ERRORS: Partial<Record<string, string>> = {};

export function CustomerForm({
  defaultValues,
  phone,
  employmentTypes,
  serverErrors = NO_ERRORS,
  disabled,
  onSubmit,
  onInvalid,
  onEdit,
  banner,
  actions,
  id,
}: CustomerFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    getValues,
    formState: { errors },
  } = useForm<CustomerFormValues, unknown, CustomerInfoBody & { phoneNumber?: string }>({
    resolver: zodResolver(phone === 'hidden' ? withoutPhoneSchema : withPhoneSchema),
    defaultValues,
  });

  useOnEdit(watch, onEdit);

  // Field errors from the API land on their fields; the first one takes the focus.
  useEffect(() => {
    Object.entries(serverErrors).forEach(([field, message], index) => {
      if (message && isField(field))
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  }, [serverErrors, setError]);

  // Spec §5: an empty first or last name is "a required field missing" (the wizards' own message).
  const invalid = (found: FieldErrors<CustomerFormValues>) =>
    onInvalid?.(found.firstName?.type === 'too_small' || found.lastName?.type === 'too_small');

  const submit = handleSubmit((body) => onSubmit(body, getValues()), invalid);

  const text = (field: CustomerField) => ({ ...register(field), error: errors[field]?.message, disabled });
  const choices = (list: readonly { value: string; label: string }[]) => [
    { value: NONE, label: 'Sin especificar' },
    ...list,
  ];
  // A value set by the other form's list (e.g. the vendor's EMPLOYED in /onboarding) stays shown and kept.
  const employment = [...employmentTypes];
  if (isEmploymentType(defaultValues.employmentType) && !employment.includes(defaultValues.employmentType)) {
    employment.push(defaultValues.employmentType);
  }
  const select = (
    field: 'identityType' | 'employmentType',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={field}
      render={({ field: f }) => (
        <Select
          label={label}
          options={choices(options)}
          value={f.value || NONE}
          onValueChange={f.onChange}
          name={f.name}
          disabled={disabled}
          error={errors[field]?.message}
        />
      )}
    />
  );

  return (
    <form id={id} noValidate onSubmit={submit} className="grid gap-6">
      {banner}
      <FieldGroup legend="Datos personales">
        <Input label="Nombre" required autoComplete="off" {...text('firstName')} />
        <Input label="Apellido" required autoComplete="off" {...text('lastName')} />
        {phone !== 'hidden' && (
          <PhoneNumberInput
            autoComplete="off"
            placeholder="6123-4567"
            readOnly={phone === 'locked'}
            hint={phone === 'locked' ? 'Solo el cliente puede cambiar su teléfono.' : '8 dígitos de Panamá'}
            {...text('phoneNumber')}
          />
        )}
        <Input
          label="Correo electrónico"
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="nombre@correo.com"
          {...text('email')}
        />
        <Input label="Fecha de nacimiento" type="date" {...text('dateOfBirth')} />
        {select(
          'identityType',
          'Tipo de identificación',
          Object.entries(IDENTITY_TYPE_LABELS).map(([value, label]) => ({ value, label })),
        )}
        <Input
          label="Número de identificación"
          autoComplete="off"
          placeholder="8-888-8888"
          {...text('identityNumber')}
        />
      </FieldGroup>

      <FieldGroup legend="Ubicación">
        <Input label="Dirección" autoComplete="off" containerClassName="sm:col-span-2" {...text('address')} />
        <Input label="Ciudad" autoComplete="off" {...text('city')} />
        <Input label="Provincia" autoComplete="off" {...text('province')} />
        <Input label="Código postal" autoComplete="off" inputMode="numeric" {...text('postalCode')} />
      </FieldGroup>

      <FieldGroup legend="Empleo">
        <Input label="Ocupación" autoComplete="off" {...text('occupation')} />
        <Input label="Empleador" autoComplete="off" {...text('employerName')} />
        {select(
          'employmentType',
          'Tipo de empleo',
          employment.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] })),
        )}
        <Controller
          control={control}
          name="monthlyIncome"
          render={({ field }) => (
            <AmountInput
              label="Ingreso mensual (USD)"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onValueChange={field.onChange}
              error={errors.monthlyIncome?.message}
              disabled={disabled}
            />
          )}
        />
      </FieldGroup>

      {actions}
    </form>
  );
}
