import { MessageSquareText, RotateCw, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { OtpCodeField } from '../../../components/domain/otp-code-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isOtpComplete } from '../../../components/ui/otp-input.tsx';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { formatPhoneDigits } from '../phone.ts';
import type { WizardMessage } from './form-message.tsx';
import { StepFrame } from './step-frame.tsx';

export interface CodeStepProps {
  phone: string;
  /** When the code expires (ms since epoch); null when none could be sent. */
  expiresAt: number | null;
  message: WizardMessage | null;
  verifying: boolean;
  resending: boolean;
  focusHeading: boolean;
  /** Resolves false when the code was refused, so the boxes are cleared. */
  onSubmit: (otp: string) => Promise<boolean>;
  onResend: () => Promise<void>;
  onChangePhone: () => void;
}

/** Step 2, otp_verification: six boxes (paste works), a 5:00 countdown and, at zero, a resend. */
export function CodeStep({
  phone,
  expiresAt,
  message,
  verifying,
  resending,
  focusHeading,
  onSubmit,
  onResend,
  onChangePhone,
}: CodeStepProps) {
  const [otp, setOtp] = useState('');
  const secondsLeft = useCountdown(expiresAt);
  const expired = secondsLeft === 0;
  const complete = isOtpComplete(otp);

  const focusFirstBox = () => setTimeout(() => document.getElementById('codigo-0')?.focus(), 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || verifying) return;
    if (!(await onSubmit(otp))) {
      setOtp('');
      focusFirstBox();
    }
  };

  const resend = async () => {
    setOtp('');
    await onResend();
    focusFirstBox();
  };

  return (
    <StepFrame
      title="Código de verificación"
      description={
        <>
          Pide al cliente el código de 6 dígitos que recibió por SMS en el{' '}
          <span className="font-semibold whitespace-nowrap text-foreground">{formatPhoneDigits(phone)}</span>.
        </>
      }
      message={message}
      focusHeading={focusHeading}
      icon={<MessageSquareText />}
    >
      <form noValidate onSubmit={submit} className="grid max-w-md gap-5">
        <OtpCodeField
          idPrefix="codigo"
          label="Código del cliente"
          value={otp}
          onChange={setOtp}
          invalid={message?.tone === 'error' && otp.trim() === ''}
          disabled={verifying}
          secondsLeft={secondsLeft}
          noCode={expiresAt === null}
        />

        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" size="lg" loading={verifying} disabled={!complete}>
            {!verifying && <ShieldCheck aria-hidden="true" />}
            Verificar código
          </Button>
          {expired && (
            <Button variant="outline" size="lg" onClick={resend} loading={resending}>
              {!resending && <RotateCw aria-hidden="true" />}
              Reenviar código
            </Button>
          )}
        </div>
        <button
          type="button"
          onClick={onChangePhone}
          className="w-fit rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Cambiar número
        </button>
      </form>
    </StepFrame>
  );
}
