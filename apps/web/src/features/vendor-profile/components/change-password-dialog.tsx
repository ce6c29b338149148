import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBody } from '@quincena/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { FormAlert, fieldIssuesOf } from '../../../components/ui/form-alert.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { type ChangePasswordPayload, useChangeVendorPassword } from '../api/change-vendor-password.ts';

/** Spec §5 and §9 texts, word for word. */
export const PASSWORDS_DO_NOT_MATCH = 'Las contraseñas no coinciden';
export const NEW_PASSWORD_TOO_SHORT = 'La nueva contraseña debe tener al menos 6 caracteres';
/** The lowest minimum the settings allow; the configured policy (8 by default) is the server's to apply. */
const SPEC_MIN_LENGTH = 6;

/**
 * The API's body plus the confirmation. The client checks the spec's floor of 6 characters; the
 * settings' real policy (length and complexity) is checked by the server, whose message is shown.
 */
const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: changePasswordBody.shape.newPassword })
  .superRefine((values, ctx) => {
    if (values.newPassword.length > 0 && values.newPassword.length < SPEC_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: NEW_PASSWORD_TOO_SHORT });
    }
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues, unknown, ChangePasswordValues>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

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
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordInput
        label="Nueva contraseña"
        required
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordInput
        label="Confirmar nueva contraseña"
        required
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" loading={isSubmitting}>
          Cambiar contraseña
        </Button>
      </DialogFooter>
    </form>
  );
}
