import { Send, Smartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formatPhoneDigits, isCompletePhone, phoneDigitsHint, sanitizePhoneDigits } from '../phone.ts';
import type { WizardMessage } from './form-message.tsx';
import { StepFrame } from './step-frame.tsx';

export interface PhoneStepProps {
  defaultPhone: string;
  message: WizardMessage | null;
  pending: boolean;
  focusHeading: boolean;
  onSubmit: (digits: string) => void;
}

/** Step 1, phone_verification: the customer's 8 digits, shown 4-4; the code goes by SMS. */
export function PhoneStep({ defaultPhone, message, pending, focusHeading, onSubmit }: PhoneStepProps) {
  const [digits, setDigits] = useState(defaultPhone);
  const complete = isCompletePhone(digits);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: the send action does nothing unless the 8 digits are there.
    if (complete && !pending) onSubmit(digits);
  };

  return (
    <StepFrame
      title="Teléfono del cliente"
      description="Enviaremos un código por SMS al cliente para confirmar su número y su autorización."
      message={message}
      focusHeading={focusHeading}
      icon={<Smartphone />}
    >
      <form noValidate onSubmit={submit} className="grid max-w-md gap-5">
        <Input
          label="Número de teléfono"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          placeholder="6123-4567"
          autoFocus={!focusHeading}
          value={formatPhoneDigits(digits)}
          onChange={(event) => setDigits(sanitizePhoneDigits(event.target.value))}
          className="h-12 text-lg tracking-wider tabular-nums"
          hint={phoneDigitsHint(digits) ?? 'Número completo.'}
          required
        />
        <Button type="submit" size="lg" loading={pending} disabled={!complete} className="sm:w-fit">
          {!pending && <Send aria-hidden="true" />}
          Enviar código
        </Button>
      </form>
    </StepFrame>
  );
}
