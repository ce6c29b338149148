import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordBody,
  type PasswordPolicy,
  passwordPolicyError,
  passwordPolicyText,
} from '@quincena/shared';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldPropsOf } from '../../../components/domain/field-props.ts';
import { FormDialogFooter } from '../../../components/domain/form-dialog-footer.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormAlert, fieldIssuesOf } from '../../../components/ui/form-alert.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { type ChangePasswordPayload, useChangeVendorPassword } from '../api/change-vendor-password.ts';

/** Spec §5 text, word for word. */
export const PASSWORDS_DO_NOT_MATCH = 'Las contraseñas no coinciden';

/**
 * The API's body plus the confirmation. The new password is checked against the settings' policy
 * (length and complexity, with its message) once it is known; the server checks it again.
 */
const changePasswordForm = (policy: PasswordPolicy | undefined) =>
  changePasswordBody
    .extend({ confirmPassword: changePasswordBody.shape.newPassword })
    .superRefine((values, ctx) => {
      const problem =
        policy && values.newPassword.length > 0 ? passwordPolicyError(values.newPassword, policy) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
      if (values.confirmPassword !== values.newPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
      }
    });

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Which field a server problem belongs to (the policy check names the field `password`). */
function fieldOfIssue(field: string): keyof ChangePasswordValues | null {
  if (field === 'currentPassword') return 'currentPassword';
  if (field === 'newPassword' || field === 'password') return 'newPassword';
  return null;
}

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Cambiar contraseña"
        description="Tus otras sesiones se cerrarán; esta seguirá abierta."
        size="sm"
        onInteractOutside={(event) => event.preventDefault()}
      >
        {open && <ChangePasswordForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangeVendorPassword();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const policy = usePublicSettings().data?.passwordPolicy;
  const schema = useMemo(() => changePasswordForm(policy), [policy]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues, unknown, ChangePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const fieldProps = fieldPropsOf(register, errors);

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setServerError(null);
    const body: ChangePasswordPayload = { currentPassword, newPassword };
    try {
      await change.mutateAsync(body);
      toast.success('Contraseña actualizada', 'Usa tu nueva contraseña la próxima vez que ingreses.');
      onDone();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setServerError(error.message);
      if (error.code === 'WRONG_PASSWORD') {
        setError('currentPassword', { message: error.message }, { shouldFocus: true });
      }
      for (const issue of fieldIssuesOf(error.details)) {
        const field = fieldOfIssue(issue.field);
        if (field) setError(field, { message: issue.message }, { shouldFocus: true });
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormAlert>{serverError}</FormAlert>
      <PasswordInput
        label="Contraseña actual"
        required
        autoComplete="current-password"
        {...fieldProps('currentPassword')}
      />
      <PasswordInput
        label="Nueva contraseña"
        required
        autoComplete="new-password"
        hint={policy && !errors.newPassword ? passwordPolicyText(policy) : undefined}
        {...fieldProps('newPassword')}
      />
      <PasswordInput
        label="Confirmar nueva contraseña"
        required
        autoComplete="new-password"
        {...fieldProps('confirmPassword')}
      />
      <FormDialogFooter submitting={isSubmitting}>Cambiar contraseña</FormDialogFooter>
    </form>
  );
}
