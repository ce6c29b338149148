import { zodResolver } from '@hookform/resolvers/zod';
import { isTrivialPin, setPinBody } from '@quincena/shared';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialogFooter } from '../../../components/domain/form-dialog-footer.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormAlert, fieldIssuesOf } from '../../../components/ui/form-alert.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useChangePin } from '../api/change-pin.ts';

export const CHANGE_PIN_MESSAGES = {
  mismatch: 'Los PINs no coinciden. Inténtalo nuevamente.',
  sameAsCurrent: 'El PIN nuevo debe ser distinto del actual.',
  trivial: 'Ese PIN es muy fácil de adivinar. Elige otro.',
  changed: 'PIN actualizado',
  changedDetail: 'Tus otras sesiones se cerraron. Usa tu PIN nuevo la próxima vez que ingreses.',
} as const;

/** The API's own rules for both PINs (the same messages), plus the confirmation. */
const changePinForm = z
  .object({
    currentPin: setPinBody.shape.currentPin.unwrap(),
    pin: setPinBody.shape.pin,
    confirmPin: z.string(),
  })
  .superRefine((values, ctx) => {
    if (isTrivialPin(values.pin)) {
      ctx.addIssue({ code: 'custom', path: ['pin'], message: CHANGE_PIN_MESSAGES.trivial });
    } else if (values.pin === values.currentPin) {
      ctx.addIssue({ code: 'custom', path: ['pin'], message: CHANGE_PIN_MESSAGES.sameAsCurrent });
    }
    if (values.confirmPin !== values.pin) {
      ctx.addIssue({ code: 'custom', path: ['confirmPin'], message: CHANGE_PIN_MESSAGES.mismatch });
    }
  });
type ChangePinValues = z.infer<typeof changePinForm>;

export interface ChangePinDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Cambiar PIN': the current PIN proves it is the customer (a session alone cannot change it), then
 * the new one twice. Every other session ends; this one goes on.
 */
export function ChangePinDialog({ open, onOpenChange }: ChangePinDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Cambiar PIN"
        description="Ingresa tu PIN actual y elige uno nuevo de 4 dígitos. Tus otras sesiones se cerrarán; esta seguirá abierta."
        size="sm"
        onInteractOutside={(event) => event.preventDefault()}
      >
        {open && <ChangePinForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

const FIELDS = ['currentPin', 'pin', 'confirmPin'] as const;
const isField = (field: string): field is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(field);

function ChangePinForm({ onDone }: { onDone: () => void }) {
  const { user } = useAuth();
  const change = useChangePin();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ChangePinValues>({
    resolver: zodResolver(changePinForm),
    defaultValues: { currentPin: '', pin: '', confirmPin: '' },
  });

  const submit = handleSubmit(async ({ currentPin, pin }) => {
    setServerError(null);
    const phoneNumber = user?.userType === 'customer' ? user.phoneNumber : '';
    try {
      await change.mutateAsync({ phoneNumber, pin, currentPin });
      toast.success(CHANGE_PIN_MESSAGES.changed, CHANGE_PIN_MESSAGES.changedDetail);
      onDone();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const issues = fieldIssuesOf(error.details).filter((issue) => isField(issue.field));
      // A wrong current PIN (with the tries left) or a refused new one is the field's problem.
      for (const issue of issues) {
        if (isField(issue.field)) setError(issue.field, { message: issue.message }, { shouldFocus: true });
      }
      if (error.code === 'PIN_TOO_WEAK') setError('pin', { message: error.message }, { shouldFocus: true });
      else if (issues.length === 0) setServerError(error.message);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormAlert>{serverError}</FormAlert>
      <PinField control={control} name="currentPin" label="PIN actual" maxLength={6} autoFocus />
      <PinField control={control} name="pin" label="PIN nuevo (4 dígitos)" maxLength={4} />
      <PinField control={control} name="confirmPin" label="Confirma el PIN nuevo" maxLength={4} />
      <p className="text-sm text-muted-foreground">
        ¿Olvidaste tu PIN? Cierra sesión e ingresa con un código SMS: podrás crear uno nuevo.
      </p>
      <FormDialogFooter submitting={isSubmitting}>
        {!isSubmitting && <KeyRound aria-hidden="true" />}
        Cambiar PIN
      </FormDialogFooter>
    </form>
  );
}

function PinField({
  control,
  name,
  label,
  maxLength,
  autoFocus,
}: {
  control: Control<ChangePinValues>;
  name: (typeof FIELDS)[number];
  label: string;
  maxLength: number;
  autoFocus?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordInput
          label={label}
          required
          {...field}
          // What was typed is kept as typed: anything but digits is refused with the rule's message.
          inputMode="numeric"
          autoComplete={name === 'currentPin' ? 'current-password' : 'new-password'}
          maxLength={maxLength}
          autoFocus={autoFocus}
          showLabel="Mostrar PIN"
          hideLabel="Ocultar PIN"
          className="tracking-[0.3em]"
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
