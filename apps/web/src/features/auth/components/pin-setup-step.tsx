// zod's own messages in Spanish: the shared package is free of side effects but for this one (ADR 015).
import '@quincena/shared/locale';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, Check } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { LOGIN_MESSAGES } from '../login-messages.ts';
import { type FlowMessage, StepLayout } from './step-layout.tsx';

export const PIN_LENGTH = 4;

const pinForm = z.object({
  pin: z.string().check(z.regex(/^\d{4}$/, 'El PIN debe tener 4 dígitos.')),
});
type PinForm = z.infer<typeof pinForm>;

export interface PinSetupStepProps {
  /** A new PIN after a forgotten or locked one, rather than the first. */
  replacing: boolean;
  message: FlowMessage | null;
  pending: boolean;
  /** Saves the confirmed PIN and signs in; resolves false when that failed (start again). */
  onSubmit: (pin: string) => Promise<boolean>;
  onBack: () => void;
}

/** Step `pin-setup`: a 4-digit PIN typed twice (setup, then confirm). */
export function PinSetupStep({ replacing, message, pending, onSubmit, onBack }: PinSetupStepProps) {
  const [firstPin, setFirstPin] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState(false);
  // The flow's message (e.g. a refused PIN) is hidden once the user starts again.
  const [dismissed, setDismissed] = useState<FlowMessage | null>(null);
  const phase = firstPin === null ? 'setup' : 'confirm';

  const shown: FlowMessage | null = mismatch
    ? { tone: 'error', text: LOGIN_MESSAGES.pinMismatch }
    : message !== dismissed
      ? message
      : null;

  const handleEntered = async (pin: string) => {
    if (firstPin === null) {
      setMismatch(false);
      setDismissed(message);
      setFirstPin(pin);
      return;
    }
    if (pin !== firstPin) {
      setMismatch(true);
      setFirstPin(null);
      return;
    }
    if (!(await onSubmit(pin))) setFirstPin(null);
  };

  return (
    <StepLayout
      title={phase === 'setup' ? (replacing ? 'Crea un PIN nuevo' : 'Crea tu PIN') : 'Confirma tu PIN'}
      description={
        phase === 'setup'
          ? 'Elige 4 dígitos que recuerdes. Lo usarás para ingresar la próxima vez; evita secuencias como 1234.'
          : 'Escribe de nuevo los 4 dígitos de tu PIN.'
      }
      message={shown}
      onBack={phase === 'setup' ? onBack : () => setFirstPin(null)}
    >
      {/* A new form per phase: the confirm field starts empty and takes the focus. */}
      <PinForm key={phase} phase={phase} pending={pending} onEntered={handleEntered} />
    </StepLayout>
  );
}

function PinForm({
  phase,
  pending,
  onEntered,
}: {
  phase: 'setup' | 'confirm';
  pending: boolean;
  onEntered: (pin: string) => void;
}) {
  const { control, handleSubmit, watch } = useForm<PinForm>({
    resolver: zodResolver(pinForm),
    defaultValues: { pin: '' },
  });
  const complete = watch('pin').length === PIN_LENGTH;

  return (
    <form noValidate onSubmit={handleSubmit(({ pin }) => onEntered(pin))} className="grid gap-4">
      <Controller
        control={control}
        name="pin"
        render={({ field, fieldState }) => (
          <PasswordInput
            label={phase === 'setup' ? 'PIN de 4 dígitos' : 'Confirma el PIN'}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            maxLength={PIN_LENGTH}
            autoFocus
            showLabel="Mostrar PIN"
            hideLabel="Ocultar PIN"
            className="h-12 text-center text-xl tracking-[0.5em]"
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" size="lg" fullWidth loading={pending} disabled={!complete}>
        {phase === 'setup' ? 'Continuar' : 'Guardar PIN e ingresar'}
        {!pending && (phase === 'setup' ? <ArrowRight aria-hidden="true" /> : <Check aria-hidden="true" />)}
      </Button>
    </form>
  );
}
