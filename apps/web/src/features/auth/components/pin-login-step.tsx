// zod's own messages in Spanish: the shared package is free of side effects but for this one (ADR 015).
import '@quincena/shared/locale';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { formatPhone } from '../../../lib/format.ts';
import { type FlowMessage, StepLayout } from './step-layout.tsx';

const pinLoginForm = z.object({
  pin: z.string().check(z.regex(/^\d{4,6}$/, 'El PIN debe tener de 4 a 6 dígitos.')),
});
type PinLoginForm = z.infer<typeof pinLoginForm>;

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

export interface PinLoginStepProps {
  phone: string;
  message: FlowMessage | null;
  pending: boolean;
  /** Resolves false when the PIN was refused, so the field is cleared for another try. */
  onSubmit: (pin: string) => Promise<boolean>;
  onForgotPin: () => void;
  onBack: () => void;
}

/** Step `pin-login`: the customer's PIN (4 to 6 digits). */
export function PinLoginStep({ phone, message, pending, onSubmit, onForgotPin, onBack }: PinLoginStepProps) {
  const { control, handleSubmit, reset, setFocus, watch } = useForm<PinLoginForm>({
    resolver: zodResolver(pinLoginForm),
    defaultValues: { pin: '' },
  });
  const canSubmit = watch('pin').length >= 4;

  const submit = handleSubmit(async ({ pin }) => {
    if (!(await onSubmit(pin))) {
      reset({ pin: '' });
      setFocus('pin');
    }
  });

  return (
    <StepLayout
      title="Ingresa tu PIN"
      description={
        <>
          Cuenta del número{' '}
          <span className="font-semibold whitespace-nowrap text-foreground">{formatPhone(phone)}</span>.
        </>
      }
      message={message}
      onBack={onBack}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Controller
          control={control}
          name="pin"
          render={({ field, fieldState }) => (
            <PasswordInput
              label="PIN"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onChange={(event) => field.onChange(digitsOnly(event.target.value, 6))}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              maxLength={6}
              autoFocus
              showLabel="Mostrar PIN"
              hideLabel="Ocultar PIN"
              className="h-12 text-center text-xl tracking-[0.5em]"
              error={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit" size="lg" fullWidth loading={pending} disabled={!canSubmit}>
          {!pending && <LogIn aria-hidden="true" />}
          Ingresar
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        ¿Olvidaste tu PIN?{' '}
        <button
          type="button"
          onClick={onForgotPin}
          className="rounded font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Ingresa con un código por SMS
        </button>{' '}
        y crea uno nuevo.
      </p>
    </StepLayout>
  );
}
