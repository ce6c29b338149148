// zod's own messages in Spanish: the shared package is free of side effects but for this one (ADR 015).
import '@quincena/shared/locale';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formatPhoneInput, PHONE_DIGITS, phoneDigitsHint, sanitizePhoneDigits } from '../login-identifier.ts';
import { type FlowMessage, StepLayout } from './step-layout.tsx';

const phoneForm = z.object({
  phone: z.string().check((ctx) => {
    if (ctx.value.length !== PHONE_DIGITS) {
      ctx.issues.push({ code: 'custom', input: ctx.value, message: phoneDigitsHint(ctx.value.length) });
    }
  }),
});
type PhoneForm = z.infer<typeof phoneForm>;

export interface PhoneStepProps {
  defaultPhone: string;
  message: FlowMessage | null;
  pending: boolean;
  onSubmit: (digits: string) => void;
  onBack: () => void;
}

/** Step `phone`: the send-code form (used when the PIN is forgotten). */
export function PhoneStep({ defaultPhone, message, pending, onSubmit, onBack }: PhoneStepProps) {
  const { control, handleSubmit, watch } = useForm<PhoneForm>({
    resolver: zodResolver(phoneForm),
    defaultValues: { phone: sanitizePhoneDigits(defaultPhone) },
  });
  const phone = watch('phone');
  const complete = phone.length === PHONE_DIGITS;

  return (
    <StepLayout
      title="Ingresa con un código por SMS"
      description="Te enviaremos un código de 6 dígitos para verificar tu número y crear un PIN nuevo."
      message={message}
      onBack={onBack}
    >
      <form
        noValidate
        onSubmit={handleSubmit(({ phone: digits }) => onSubmit(digits))}
        className="grid gap-4"
      >
        <Controller
          control={control}
          name="phone"
          render={({ field, fieldState }) => (
            <Input
              label="Número de teléfono"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={formatPhoneInput(field.value)}
              onChange={(event) => field.onChange(sanitizePhoneDigits(event.target.value))}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="6 123 4567"
              autoFocus
              className="h-12 text-base tracking-wide"
              hint={complete || fieldState.error ? undefined : phoneDigitsHint(field.value.length)}
              error={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit" size="lg" fullWidth loading={pending} disabled={!complete}>
          {!pending && <Send aria-hidden="true" />}
          Enviar código
        </Button>
      </form>
    </StepLayout>
  );
}
