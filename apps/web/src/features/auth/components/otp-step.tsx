// zod's own messages in Spanish: the shared package is free of side effects but for this one (ADR 015).
import '@quincena/shared/locale';
import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCw, ShieldCheck } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { OtpCodeField } from '../../../components/domain/otp-code-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isOtpComplete } from '../../../components/ui/otp-input.tsx';
import { formatPhone } from '../../../lib/format.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { type FlowMessage, StepLayout } from './step-layout.tsx';

export const OTP_LENGTH = 6;

const otpForm = z.object({
  otp: z.string().check(z.regex(/^\d{6}$/, 'Ingresa los 6 dígitos del código.')),
});
type OtpForm = z.infer<typeof otpForm>;

export interface OtpStepProps {
  phone: string;
  /** When the code expires (ms since epoch); null when no code could be sent. */
  expiresAt: number | null;
  message: FlowMessage | null;
  verifying: boolean;
  resending: boolean;
  onSubmit: (otp: string) => Promise<boolean>;
  onResend: () => void;
  onBack: () => void;
}

function focusFirstBox() {
  setTimeout(() => document.getElementById('otp-digit-0')?.focus(), 0);
}

/** Step `otp`: six single-digit boxes, a 5-minute countdown and, at zero, "Reenviar código". */
export function OtpStep({
  phone,
  expiresAt,
  message,
  verifying,
  resending,
  onSubmit,
  onResend,
  onBack,
}: OtpStepProps) {
  const secondsLeft = useCountdown(expiresAt);
  const expired = secondsLeft === 0;
  const { control, handleSubmit, reset, watch } = useForm<OtpForm>({
    resolver: zodResolver(otpForm),
    defaultValues: { otp: '' },
  });
  const complete = isOtpComplete(watch('otp'), OTP_LENGTH);

  const submit = handleSubmit(async ({ otp }) => {
    const ok = await onSubmit(otp);
    if (!ok) {
      // A wrong or expired code: start again from the first box.
      reset({ otp: '' });
      focusFirstBox();
    }
  });

  const resend = () => {
    reset({ otp: '' });
    onResend();
    focusFirstBox();
  };

  return (
    <StepLayout
      title="Verifica tu número"
      description={
        <>
          Enviamos un código de 6 dígitos por SMS al{' '}
          <span className="font-semibold whitespace-nowrap text-foreground">{formatPhone(phone)}</span>.
        </>
      }
      message={message}
      onBack={onBack}
      backLabel="Cambiar número"
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Controller
          control={control}
          name="otp"
          render={({ field }) => (
            <OtpCodeField
              idPrefix="otp-digit"
              label="Código de verificación"
              value={field.value}
              onChange={field.onChange}
              // A refused code marks the boxes until the user types again.
              invalid={Boolean(message?.aboutInput) && field.value.trim() === ''}
              autoFocus
              secondsLeft={secondsLeft}
              noCode={expiresAt === null}
            />
          )}
        />

        <Button type="submit" size="lg" fullWidth loading={verifying} disabled={!complete}>
          {!verifying && <ShieldCheck aria-hidden="true" />}
          Verificar código
        </Button>
        {expired && (
          <Button variant="outline" size="lg" fullWidth onClick={resend} loading={resending}>
            {!resending && <RotateCw aria-hidden="true" />}
            Reenviar código
          </Button>
        )}
      </form>
    </StepLayout>
  );
}
