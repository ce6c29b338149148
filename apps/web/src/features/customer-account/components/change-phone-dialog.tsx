import { zodResolver } from '@hookform/resolvers/zod';
import { messages, phoneBody } from '@quincena/shared';
import { RotateCw, Send, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { OtpCodeField } from '../../../components/domain/otp-code-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { FormAlert, fieldIssuesOf } from '../../../components/ui/form-alert.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { isOtpComplete } from '../../../components/ui/otp-input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { formatPhone } from '../../../lib/format.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useChangePhone } from '../api/change-phone.ts';
import { useSendPhoneChangeCode } from '../api/send-phone-change-code.ts';

const OTP_LENGTH = 6;
const codeForm = z.object({
  otp: z.string().check(z.regex(/^\d{6}$/, 'Ingresa los 6 dígitos del código.')),
});

export interface ChangePhoneDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Cambiar teléfono': the new number, then the code texted to it. The change ends every session,
 * so the customer signs in again with the new number (and creates a new PIN).
 */
export function ChangePhoneDialog({ open, onOpenChange }: ChangePhoneDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Cambiar teléfono"
        description="Te enviaremos un código por SMS al número nuevo para confirmar que es tuyo."
      >
        {open && <ChangePhoneSteps />}
      </DialogContent>
    </Dialog>
  );
}

function ChangePhoneSteps() {
  // The number a code was sent to (E.164) and when that code expires.
  const [sent, setSent] = useState<{ phoneNumber: string; expiresAt: number } | null>(null);
  // The number last sent to, put back in the field when the customer goes back to correct it.
  const [lastNumber, setLastNumber] = useState('');
  const send = useSendPhoneChangeCode();

  const request = async (phoneNumber: string) => {
    const { expiresInSeconds } = await send.mutateAsync(phoneNumber);
    setLastNumber(phoneNumber);
    setSent({ phoneNumber, expiresAt: Date.now() + expiresInSeconds * 1000 });
  };

  return sent ? (
    <CodeStep
      phoneNumber={sent.phoneNumber}
      expiresAt={sent.expiresAt}
      resending={send.isPending}
      onResend={() => request(sent.phoneNumber)}
      onBack={() => setSent(null)}
    />
  ) : (
    <NumberStep
      defaultNumber={lastNumber ? formatPhone(lastNumber) : ''}
      pending={send.isPending}
      onSubmit={request}
    />
  );
}

interface NumberStepProps {
  /** The field's starting value: the number the code went to, when the customer came back to edit it. */
  defaultNumber: string;
  pending: boolean;
  onSubmit: (phoneNumber: string) => Promise<void>;
}

function NumberStep({ defaultNumber, pending, onSubmit }: NumberStepProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(phoneBody), defaultValues: { phoneNumber: defaultNumber } });

  const submit = handleSubmit(async ({ phoneNumber }) => {
    setServerError(null);
    try {
      await onSubmit(phoneNumber);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const [issue] = fieldIssuesOf(error.details).filter((i) => i.field === 'phoneNumber');
      // A number of another account or the current one is the field's problem; the rest is the form's.
      if (issue) setError('phoneNumber', { message: issue.message }, { shouldFocus: true });
      else setServerError(error.message);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormAlert>{serverError}</FormAlert>
      <Input
        label="Número nuevo"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="6123-4567"
        autoFocus
        required
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      {/* The field's error is also announced when the caret is already in the field (Enter pressed there). */}
      <p className="sr-only" aria-live="polite">
        {errors.phoneNumber?.message}
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button type="submit" loading={pending}>
          {!pending && <Send aria-hidden="true" />}
          Enviar código
        </Button>
      </DialogFooter>
    </form>
  );
}

interface CodeStepProps {
  phoneNumber: string;
  expiresAt: number;
  resending: boolean;
  /** Texts a new code to the same number; rejects with the server's error. */
  onResend: () => Promise<void>;
  onBack: () => void;
}

const OTP_ID_PREFIX = 'phone-change-otp';

/** Puts the caret back in the first box once the boxes are cleared (the submit button is then disabled). */
function focusFirstBox() {
  setTimeout(() => document.getElementById(`${OTP_ID_PREFIX}-0`)?.focus(), 0);
}

function CodeStep({ phoneNumber, expiresAt, resending, onResend, onBack }: CodeStepProps) {
  const navigate = useNavigate();
  const { logout } = useAuth();
  const change = useChangePhone();
  const [serverError, setServerError] = useState<string | null>(null);
  const secondsLeft = useCountdown(expiresAt);
  const { control, handleSubmit, reset, watch } = useForm({
    resolver: zodResolver(codeForm),
    defaultValues: { otp: '' },
  });

  const submit = handleSubmit(async ({ otp }) => {
    setServerError(null);
    try {
      await change.mutateAsync({ phoneNumber, otp });
    } catch (error) {
      if (!isApiError(error)) throw error;
      // A wrong or expired code: start again from the first box.
      setServerError(error.message);
      reset({ otp: '' });
      focusFirstBox();
      return;
    }
    toast.success(messages.phoneChanged);
    // Every session ended with the change: sign in again with the new number.
    await logout();
    navigate('/login', { replace: true });
  });

  const resend = async () => {
    setServerError(null);
    reset({ otp: '' });
    try {
      await onResend();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setServerError(error.message);
    }
    focusFirstBox();
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Ingresa el código de 6 dígitos que enviamos al{' '}
        <span className="font-semibold whitespace-nowrap text-foreground">{formatPhone(phoneNumber)}</span>.
      </p>
      <FormAlert>{serverError}</FormAlert>
      <Controller
        control={control}
        name="otp"
        render={({ field }) => (
          <OtpCodeField
            idPrefix={OTP_ID_PREFIX}
            label="Código de verificación"
            value={field.value}
            onChange={field.onChange}
            invalid={serverError !== null && field.value.trim() === ''}
            autoFocus
            secondsLeft={secondsLeft}
          />
        )}
      />
      {secondsLeft === 0 && (
        <Button variant="outline" onClick={resend} loading={resending}>
          {!resending && <RotateCw aria-hidden="true" />}
          Reenviar código
        </Button>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onBack}>
          Volver
        </Button>
        <Button type="submit" loading={change.isPending} disabled={!isOtpComplete(watch('otp'), OTP_LENGTH)}>
          {!change.isPending && <ShieldCheck aria-hidden="true" />}
          Cambiar teléfono
        </Button>
      </DialogFooter>
    </form>
  );
}
