import { listAvailableMotorcyclesContract } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { sendOtp } from '../../features/auth/api/send-otp.ts';
import { verifyOtp } from '../../features/auth/api/verify-otp.ts';
import { call, isApiError } from '../../lib/api-client.ts';
import { formatMoney } from '../../lib/format.ts';

/*
 * Lazy route module for /debug, the developer test page (spec §2.10): the SMS sign-in steps and the
 * available inventory as the API answers them. The server serves it only outside production.
 */

const STEPS = [
  { id: 'phone', label: 'Teléfono' },
  { id: 'otp', label: 'Código' },
  { id: 'motorcycles', label: 'Motos' },
] as const;
type Step = (typeof STEPS)[number]['id'];

/** Spec §3: the debug page's motorcycle. */
interface DebugMotorcycle {
  id: string;
  brand: string;
  model: string;
  year: number;
  price: number;
  color: string;
}

/** Spec §7 and §8: `data.motorcycles` must be an array; anything else is reported with its type. */
async function loadAvailableMotorcycles(signal: AbortSignal): Promise<DebugMotorcycle[]> {
  // Typed, not parsed, by the contract: the page still checks what the server really sent.
  const data: { motorcycles?: unknown } | null = await call(listAvailableMotorcyclesContract, { signal });
  const list = data?.motorcycles;
  if (!Array.isArray(list)) throw new Error(`API did not return an array. Got: ${typeof list}`);
  return list as DebugMotorcycle[];
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export function DebugPage() {
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  return (
    <main
      id="contenido"
      className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-6 px-4 py-8 sm:px-6"
    >
      <title>Depuración · Quincena</title>
      <PageHeader title="Página de pruebas" description="Herramientas para desarrolladores." />
      <nav aria-label="Pasos">
        <ol className="flex flex-wrap gap-2">
          {STEPS.map((s, index) => (
            <li key={s.id}>
              <Button
                variant={s.id === step ? 'primary' : 'outline'}
                size="sm"
                aria-current={s.id === step ? 'step' : undefined}
                onClick={() => setStep(s.id)}
              >
                {index + 1}. {s.label}
              </Button>
            </li>
          ))}
        </ol>
      </nav>
      <Card className="p-5 sm:p-6">
        {step === 'phone' ? (
          <PhoneStep
            phone={phone}
            onSent={(sentTo) => {
              setPhone(sentTo);
              setStep('otp');
            }}
          />
        ) : step === 'otp' ? (
          <OtpStep phone={phone} onVerified={() => setStep('motorcycles')} />
        ) : (
          <MotorcyclesStep />
        )}
      </Card>
    </main>
  );
}

function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(isApiError(err) ? err.message : messageOf(err, 'Error inesperado. Intente nuevamente.'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

function PhoneStep({ phone, onSent }: { phone: string; onSent: (phone: string) => void }) {
  const [value, setValue] = useState(phone);
  const { busy, error, run } = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await sendOtp(value);
      onSent(value);
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <h2 className="text-lg font-semibold">Enviar código SMS</h2>
      <FormAlert>{error}</FormAlert>
      <Input
        label="Teléfono"
        type="tel"
        inputMode="tel"
        placeholder="6000-0001"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" loading={busy} className="w-fit">
        Enviar código
      </Button>
    </form>
  );
}

function OtpStep({ phone, onVerified }: { phone: string; onVerified: () => void }) {
  const [otp, setOtp] = useState('');
  const { busy, error, run } = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only checks the code: the debug page keeps no session.
    void run(async () => {
      await verifyOtp({ phoneNumber: phone, otp });
      onVerified();
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <h2 className="text-lg font-semibold">Verificar código</h2>
      <FormAlert>{error}</FormAlert>
      <p className="text-sm text-muted-foreground">Teléfono: {phone || '—'}</p>
      <Input
        label="Código"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        onChange={(event) => setOtp(event.target.value)}
      />
      <Button type="submit" loading={busy} className="w-fit">
        Verificar
      </Button>
    </form>
  );
}

function MotorcyclesStep() {
  const query = useQuery({
    queryKey: ['debug', 'motorcycles', 'available'],
    queryFn: ({ signal }) => loadAvailableMotorcycles(signal),
    retry: false,
  });
  return (
    <section aria-labelledby="debug-motorcycles" className="grid gap-4">
      <h2 id="debug-motorcycles" className="text-lg font-semibold">
        Motos disponibles
      </h2>
      {query.isPending ? (
        <Spinner label="Cargando..." />
      ) : query.isError ? (
        <FormAlert>{messageOf(query.error, 'Failed to load motorcycles')}</FormAlert>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No hay motos disponibles.</p>
      ) : (
        <ul aria-label="Motos disponibles" className="divide-y divide-border rounded-lg border border-border">
          {query.data.map((m) => (
            <li key={m.id} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
              <span className="font-medium">
                {m.brand} {m.model} {m.year}
              </span>
              <span className="text-muted-foreground">
                {m.color} · {formatMoney(m.price)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
