import { ArrowRight, Smartphone, UserRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPhone } from '../../../lib/format.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { detectLoginIdentifier, type LoginIdentifier, phoneDigitsHint } from '../login-identifier.ts';
import { type FlowMessage, StepLayout } from './step-layout.tsx';

/**
 * What is wrong with the field, if anything. A plain check, not a form library: the sign-in page is
 * the first thing most people download, and this is its only rule.
 */
function identifierError(raw: string): string | undefined {
  const detected = detectLoginIdentifier(raw);
  if (detected.kind === 'phone' || detected.kind === 'username') return undefined;
  return detected.kind === 'partial-phone'
    ? phoneDigitsHint(detected.count)
    : 'Ingresa tu número de teléfono de 8 dígitos o tu usuario.';
}

export type IdentifierChoice = { kind: 'phone'; digits: string } | { kind: 'username'; username: string };

function FlowHint({ detected, showCount }: { detected: LoginIdentifier; showCount: boolean }) {
  const customer = detected.kind === 'phone' || detected.kind === 'partial-phone';
  const staff = detected.kind === 'username';
  const Icon = staff ? UserRound : Smartphone;
  let text: ReactNode;
  if (detected.kind === 'phone') {
    text = (
      <>
        Ingresarás como cliente con el número{' '}
        <span className="font-semibold whitespace-nowrap">{formatPhone(detected.digits)}</span>.
      </>
    );
  } else if (detected.kind === 'partial-phone') text = 'Número de teléfono: ingresarás como cliente.';
  else if (staff) text = 'Usuario: ingresarás como vendedor o administrador, con tu contraseña.';
  else text = 'Clientes: número de teléfono de 8 dígitos. Vendedores y administradores: usuario.';

  return (
    <div
      id="login-flow-hint"
      aria-live="polite"
      className={cn(
        'flex items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors',
        detected.kind === 'phone' || staff
          ? 'border-emerald-200 bg-primary-soft text-primary-soft-foreground dark:border-emerald-900'
          : 'border-border bg-muted/60 text-muted-foreground',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-4 shrink-0', !customer && !staff && 'opacity-70')}
      />
      <div className="grid gap-0.5">
        <p>{text}</p>
        {detected.kind === 'partial-phone' && showCount && (
          <p className="font-medium">{phoneDigitsHint(detected.count)}</p>
        )}
      </div>
    </div>
  );
}

export interface IdentifierStepProps {
  defaultValue: string;
  message: FlowMessage | null;
  pending: boolean;
  onSubmit: (choice: IdentifierChoice, raw: string) => void;
}

/** Step `input`: one field for a customer's phone or a vendor's / administrator's username. */
export function IdentifierStep({ defaultValue, message, pending, onSubmit }: IdentifierStepProps) {
  const [identifier, setIdentifier] = useState(defaultValue);
  // Checked on submit, then again on every change until it is right.
  const [submitted, setSubmitted] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // /login arrives prerendered: until React has taken the page over, a click would submit the form
  // natively (reloading the page), and what was typed is only in the field.
  const hydrated = useHydrated();
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) setIdentifier(typed);
  }, []);
  const error = submitted ? identifierError(identifier) : undefined;
  const detected = detectLoginIdentifier(identifier);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (identifierError(identifier)) {
      field.current?.focus();
      return;
    }
    const choice = detectLoginIdentifier(identifier);
    if (choice.kind === 'phone' || choice.kind === 'username') onSubmit(choice, identifier);
  };

  return (
    // The first step's subtitle belongs to it: later steps have their own title (issue 12).
    <StepLayout description="Ingresa con tu número de teléfono o con tu usuario." message={message}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Input
          label="Teléfono o usuario"
          placeholder="6123-4567 o tu usuario"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="next"
          autoFocus
          error={error}
          aria-describedby="login-flow-hint"
          className="h-12 text-base"
          name="identifier"
          ref={field}
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <FlowHint detected={detected} showCount={!error} />
        <Button type="submit" size="lg" fullWidth loading={pending} disabled={!hydrated}>
          Continuar
          {!pending && <ArrowRight aria-hidden="true" />}
        </Button>
      </form>
    </StepLayout>
  );
}
