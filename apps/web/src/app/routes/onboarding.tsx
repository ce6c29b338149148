// zod's own messages in Spanish: the shared package is free of side effects but for this one (ADR 015).
import '@quincena/shared/locale';
import { ArrowRight, BadgeCheck, CalendarClock, Smartphone } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { CustomerOnboardingWizard } from '../../features/onboarding/components/customer-onboarding-wizard.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import type { SessionUser } from '../../lib/auth/roles.ts';
import { homePathFor } from '../../lib/auth/roles.ts';
import { Link, useLocation } from '../../lib/router.tsx';
import { CenteredPage } from '../centered-page.tsx';
import { useOnboardingDocuments } from '../onboarding-documents.ts';
import { VERIFYING_AUTH_TEXT } from '../require-role.tsx';

const STEPS_PREVIEW = [
  { icon: Smartphone, text: 'Ingresa con tu número de celular y un código por SMS.' },
  { icon: BadgeCheck, text: 'Completa tus datos y elige tu moto, el abono y el plazo.' },
  { icon: CalendarClock, text: 'Ve tu cuota quincenal al instante y envía tu solicitud.' },
];

/** Anyone may open /onboarding (spec §2); applying needs a customer session, so others are told how. */
function SignInPrompt() {
  const location = useLocation();
  return (
    <Card className="w-full max-w-lg shadow-lg shadow-emerald-900/5">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          Solicita el financiamiento de tu moto
        </CardTitle>
        <CardDescription>100% digital, con pagos cada quince días.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ol className="grid gap-4">
          {STEPS_PREVIEW.map(({ icon: Icon, text }, index) => (
            <li key={text} className="flex items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
                <Icon aria-hidden="true" className="size-4.5" />
              </span>
              <p className="pt-1.5 text-sm text-foreground">
                <span className="sr-only">Paso {index + 1}: </span>
                {text}
              </p>
            </li>
          ))}
        </ol>
        <Button asChild size="lg" fullWidth>
          <Link to="/login" state={{ from: { pathname: location.pathname } }}>
            Ingresar con mi número
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function NotACustomer({ user }: { user: SessionUser }) {
  const isVendor = user.userType === 'vendor';
  return (
    <Card className="w-full max-w-lg">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          Registro de clientes
        </CardTitle>
        <CardDescription>
          {isVendor
            ? 'Esta página es para que los clientes soliciten su financiamiento. Para registrar a un cliente usa el asistente del portal de vendedores.'
            : 'Esta página es para que los clientes soliciten su financiamiento.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild size="lg" fullWidth>
          <Link to={isVendor ? '/vendor/onboarding' : homePathFor(user.userType)}>
            {isVendor ? 'Registrar un cliente' : 'Ir a mi panel'}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function CustomerRegistration({ user }: { user: Extract<SessionUser, { userType: 'customer' }> }) {
  const documents = useOnboardingDocuments();
  return (
    <div className="grid w-full max-w-5xl grid-cols-1 gap-6">
      <PageHeader
        title="Solicitud de financiamiento"
        description="Completa tus datos, elige tu financiamiento y envía tu solicitud."
        actions={
          <Button asChild variant="outline">
            <Link to="/customer">Mis pagos</Link>
          </Button>
        }
      />
      <CustomerOnboardingWizard customer={user} documents={documents} />
    </div>
  );
}

/** Lazy route module for /onboarding: the customer's own registration and first application. */
export function OnboardingPage() {
  const { loading, user } = useAuth();
  if (loading) return <FullScreenSpinner label={VERIFYING_AUTH_TEXT} />;
  const isCustomer = user?.userType === 'customer';
  return (
    <CenteredPage className={isCustomer ? 'justify-start pt-2 sm:pt-6' : undefined}>
      <title>Solicitud de financiamiento · Quincena</title>
      {!user ? (
        <SignInPrompt />
      ) : user.userType === 'customer' ? (
        <CustomerRegistration user={user} />
      ) : (
        <NotACustomer user={user} />
      )}
    </CenteredPage>
  );
}
