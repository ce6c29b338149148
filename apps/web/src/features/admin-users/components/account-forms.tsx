import {
  ADMIN_ROLES,
  type AdminAccount,
  type AdminRole,
  commissionPercentToRate,
  createAdminBody,
  createVendorBody,
  type PasswordPolicy,
  passwordPolicyError,
  passwordPolicyText,
  updateAdminBody,
  updateVendorBody,
  type VendorAccount,
} from '@quincena/shared';
import { useMemo } from 'react';
import { Controller, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { FormDialogFooter } from '../../../components/domain/form-dialog-footer.tsx';
import { PhoneNumberInput } from '../../../components/domain/phone-number-input.tsx';
import { SwitchField } from '../../../components/domain/switch-field.tsx';
import { fieldIn, useServerErrors } from '../../../components/domain/use-server-errors.ts';
import { useZodForm } from '../../../components/domain/use-zod-form.ts';
import {
  VENDOR_PROFILE_FIELDS,
  type VendorProfileValues,
  vendorProfileValues,
} from '../../../components/domain/vendor-profile-fields.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { useSystemSettings } from '../../../lib/system-settings.ts';
import type { CreateAdminPayload } from '../api/create-admin-account.ts';
import type { CreateVendorPayload } from '../api/create-vendor-account.ts';
import type { UpdateAdminInput } from '../api/update-admin-account.ts';
import type { UpdateVendorInput } from '../api/update-vendor-account.ts';
import { ADMIN_ROLE_LABELS } from './account-labels.tsx';

const ROLE_OPTIONS = ADMIN_ROLES.map((role) => ({ value: role, label: ADMIN_ROLE_LABELS[role] }));
const KEEP_PASSWORD_HINT = 'Déjala en blanco para conservar la actual.';

type Mode = 'create' | 'edit';

/** A form that creates an account, or edits one: each sends its own body. */
type AccountFormProps<Values, CreateBody, UpdateBody> =
  | { mode: 'create'; defaultValues: Values; onSubmit: (body: CreateBody) => Promise<unknown> }
  | { mode: 'edit'; defaultValues: Values; onSubmit: (body: UpdateBody) => Promise<unknown> };

/**
 * A typed password must meet the settings' policy (length and complexity), with the policy's own
 * message; a blank one on edit keeps the current password. Until the policy is known only the
 * server checks it.
 */
function withPasswordPolicy<S extends z.ZodType>(schema: S, policy: PasswordPolicy | undefined) {
  return schema.superRefine((value, ctx) => {
    if (!policy || typeof value !== 'string' || value === '') return;
    const problem = passwordPolicyError(value, policy);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** The policy under the password field while it shows no error (the error says the same). */
function passwordHint(mode: Mode, policy: PasswordPolicy | undefined, hasError: boolean) {
  const rule = policy && !hasError ? passwordPolicyText(policy) : undefined;
  if (mode === 'create') return rule;
  return rule ? `${KEEP_PASSWORD_HINT} ${rule}` : KEEP_PASSWORD_HINT;
}

/** The email and the password, as both account forms ask for them. */
function CredentialFields({
  mode,
  policy,
  fieldProps,
}: {
  mode: Mode;
  policy: PasswordPolicy | undefined;
  fieldProps: (name: 'email' | 'password') => { error?: string } & UseFormRegisterReturn;
}) {
  const password = fieldProps('password');
  return (
    <>
      <Input label="Correo electrónico" required type="email" autoComplete="off" {...fieldProps('email')} />
      <PasswordInput
        label="Contraseña"
        required={mode === 'create'}
        autoComplete="new-password"
        hint={passwordHint(mode, policy, Boolean(password.error))}
        {...password}
      />
    </>
  );
}

export interface AdminFormValues {
  username: string;
  email: string;
  password: string;
  role: AdminRole;
  isActive: boolean;
}
const ADMIN_FIELDS = ['username', 'email', 'password', 'role', 'isActive'] as const;

export function adminFormValues(admin?: AdminAccount): AdminFormValues {
  return {
    username: admin?.username ?? '',
    email: admin?.email ?? '',
    password: '',
    role: admin?.role ?? 'ADMIN',
    isActive: admin?.isActive ?? true,
  };
}

export type AdminFormProps = AccountFormProps<AdminFormValues, CreateAdminPayload, UpdateAdminInput['body']>;

/** Create or edit an administrator (spec §5: username, email and password required; password optional on edit). */
export function AdminAccountForm({ mode, defaultValues, onSubmit }: AdminFormProps) {
  const policy = usePublicSettings().data?.passwordPolicy;
  const schema = useMemo(() => {
    const body = mode === 'create' ? createAdminBody : updateAdminBody;
    return body.extend({ password: withPasswordPolicy(body.shape.password, policy) });
  }, [mode, policy]);
  const { control, handleSubmit, setError, errors, isSubmitting, fieldProps } = useZodForm(
    // The shared request schemas are the form's rules, so the messages are the server's. Their input
    // type has optional role and isActive, which the form always fills.
    schema as z.ZodType<CreateAdminPayload | UpdateAdminInput['body'], AdminFormValues>,
    { defaultValues },
  );
  const { serverError, run } = useServerErrors(setError, fieldIn(ADMIN_FIELDS));
  const submit = handleSubmit((body) => run(() => (onSubmit as (b: typeof body) => Promise<unknown>)(body)));

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormAlert>{serverError}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Usuario" required autoComplete="off" {...fieldProps('username')} />
        <CredentialFields mode={mode} policy={policy} fieldProps={fieldProps} />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Select
              label="Rol"
              required
              options={ROLE_OPTIONS}
              value={field.value}
              onValueChange={field.onChange}
              error={errors.role?.message}
            />
          )}
        />
      </div>
      <SwitchField
        control={control}
        name="isActive"
        label="Activo"
        description="Un administrador inactivo no puede iniciar sesión."
      />
      <FormDialogFooter sticky submitting={isSubmitting}>
        {mode === 'create' ? 'Crear administrador' : 'Guardar cambios'}
      </FormDialogFooter>
    </form>
  );
}

export interface VendorFormValues extends VendorProfileValues {
  username: string;
  email: string;
  password: string;
  /** A fraction from 0 to 1, as typed. */
  commissionRate: string;
  isActive: boolean;
  isVerified: boolean;
}
const VENDOR_FIELDS = [
  'username',
  'email',
  'password',
  ...VENDOR_PROFILE_FIELDS,
  'commissionRate',
  'isActive',
  'isVerified',
] as const satisfies readonly (keyof VendorFormValues)[];
const OPTIONAL_TEXT = ['address', 'city', 'region', 'dealershipName', 'licenseNumber'] as const;

/** Blank optional texts are cleared (null); a blank commission is left out (the default applies). */
const vendorFormSchema = (mode: Mode, policy: PasswordPolicy | undefined) => {
  const body = mode === 'create' ? createVendorBody : updateVendorBody;
  return z.preprocess(
    (values: VendorFormValues) => {
      const next: Record<string, unknown> = { ...values };
      for (const key of OPTIONAL_TEXT) if (values[key].trim() === '') next[key] = null;
      next.commissionRate = values.commissionRate.trim() === '' ? undefined : Number(values.commissionRate);
      return next;
    },
    body.extend({ password: withPasswordPolicy(body.shape.password, policy) }),
  );
};

export function vendorFormValues(vendor?: VendorAccount): VendorFormValues {
  return {
    username: vendor?.username ?? '',
    email: vendor?.email ?? '',
    password: '',
    ...vendorProfileValues(vendor),
    commissionRate: vendor ? String(vendor.commissionRate) : '',
    isActive: vendor?.isActive ?? true,
    isVerified: vendor?.isVerified ?? false,
  };
}

export type VendorFormProps = AccountFormProps<
  VendorFormValues,
  CreateVendorPayload,
  UpdateVendorInput['body']
>;

/** Create or edit a vendor (spec §5: username, email, password, names and phone required on create). */
export function VendorAccountForm({ mode, defaultValues, onSubmit }: VendorFormProps) {
  const policy = usePublicSettings().data?.passwordPolicy;
  // The settings keep a percent (5.3); the vendor's rate is the fraction (0.053).
  const percent = useSystemSettings().data?.payments.defaultCommission;
  const defaultRate = percent === undefined ? undefined : commissionPercentToRate(percent);
  const schema = useMemo(() => vendorFormSchema(mode, policy), [mode, policy]);
  const { control, handleSubmit, setError, isSubmitting, fieldProps } = useZodForm(schema, { defaultValues });
  const { serverError, run } = useServerErrors(setError, fieldIn(VENDOR_FIELDS));
  const submit = handleSubmit((body) => run(() => (onSubmit as (b: typeof body) => Promise<unknown>)(body)));
  const text = (name: (typeof VENDOR_FIELDS)[number], label: string, required = false) => (
    <Input label={label} required={required} autoComplete="off" {...fieldProps(name)} />
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormAlert>{serverError}</FormAlert>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-foreground">Cuenta</legend>
        {text('username', 'Usuario', true)}
        <CredentialFields mode={mode} policy={policy} fieldProps={fieldProps} />
        <Input
          label="Comisión"
          type="number"
          inputMode="decimal"
          min={0}
          max={1}
          step="0.01"
          placeholder={String(defaultRate ?? 0.05)}
          hint={
            mode === 'create'
              ? `Fracción de 0 a 1 (0.05 = 5 %). En blanco, la comisión por defecto de la configuración${
                  percent === undefined ? '' : `: ${defaultRate} (${percent} %)`
                }.`
              : 'Fracción de 0 a 1 (0.05 = 5 %).'
          }
          {...fieldProps('commissionRate')}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-foreground">Datos del vendedor</legend>
        {text('firstName', 'Nombre', true)}
        {text('lastName', 'Apellido', true)}
        <PhoneNumberInput autoComplete="off" placeholder="6000-0000" {...fieldProps('phoneNumber')} />
        {text('dealershipName', 'Concesionario')}
        {text('licenseNumber', 'Licencia')}
        {text('address', 'Dirección')}
        {text('city', 'Ciudad')}
        {text('region', 'Provincia')}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SwitchField
          control={control}
          name="isActive"
          label="Activo"
          description="Un vendedor inactivo no puede iniciar sesión."
        />
        <SwitchField control={control} name="isVerified" label="Verificado" />
      </div>
      <FormDialogFooter sticky submitting={isSubmitting}>
        {mode === 'create' ? 'Crear vendedor' : 'Guardar cambios'}
      </FormDialogFooter>
    </form>
  );
}
