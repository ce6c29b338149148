import type { CustomerProfile, SubmittedApplication } from '@quincena/shared';
import {
  ArrowLeft,
  ArrowRight,
  CalendarDays,
  ClipboardCheck,
  Pencil,
  Send,
  UserRound,
  Wallet,
} from 'lucide-react';
import { type ReactNode, useReducer, useRef, useState } from 'react';
import {
  CustomerForm,
  customerFormValues,
  customerInfoBodyOf,
  ONBOARDING_EMPLOYMENT_TYPES,
} from '../../../components/domain/customer-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SpinnerIcon } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { useCustomerMotorcycleChoices } from '../api/list-motorcycle-choices.ts';
import {
  useSubmitCustomerOnboarding,
  useUpdateCustomerOnboarding,
} from '../api/submit-customer-onboarding.ts';
import {
  CUSTOMER_STEP_SHORT_TITLES,
  CUSTOMER_STEP_TITLES,
  CUSTOMER_STEPS,
  type CustomerFlowAction,
  customerFlowReducer,
  customerStepNumber,
  initialCustomerFlow,
} from '../customer-steps.ts';
import type { DocumentsKit } from '../documents-kit.ts';
import { checkFinancing, quoteOf, type ValidFinancing } from '../financing.ts';
import {
  customerSubmitFailure,
  fieldErrorsOf,
  ONBOARDING_MESSAGES,
  type WizardFailure,
} from '../onboarding-messages.ts';
import { DocumentStep } from './document-step.tsx';
import { FinancingForm } from './financing-form.tsx';
import { errorMessage, type WizardMessage } from './form-message.tsx';
import { ReviewSummary } from './review-summary.tsx';
import { StepActions, StepFrame } from './step-frame.tsx';
import { SuccessPanel } from './success-panel.tsx';
import { WizardProgress } from './wizard-progress.tsx';

const STEP_NAMES = CUSTOMER_STEPS.map((step) => ({
  title: CUSTOMER_STEP_TITLES[step],
  short: CUSTOMER_STEP_SHORT_TITLES[step],
}));

export interface CustomerOnboardingWizardProps {
  customer: CustomerProfile;
  documents: DocumentsKit;
}

const financingBody = (motorcycleId: string | null, f: ValidFinancing) => ({
  ...(motorcycleId ? { motorcycleId } : {}),
  requestedAmount: f.saleValue,
  downPayment: f.downPayment,
  loanTermMonths: f.loanTermMonths,
});

/**
 * The signed-in customer's own registration (/onboarding): their data (prefilled), the financing with
 * its live quote, optional documents, review and submit (POST /customers/onboarding), success. While the
 * application is pending the financing can still be changed (PUT /customers/onboarding/{id}).
 */
export function CustomerOnboardingWizard({ customer, documents }: CustomerOnboardingWizardProps) {
  const [state, dispatch] = useReducer(customerFlowReducer, customer, (c) =>
    initialCustomerFlow(customerFormValues(c)),
  );
  const [message, setMessage] = useState<WizardMessage | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const moved = useRef(false);
  const navigate = useNavigate();
  const submitOnboarding = useSubmitCustomerOnboarding();
  const updateOnboarding = useUpdateCustomerOnboarding();
  const choices = useCustomerMotorcycleChoices();
  const financingPolicy = usePublicSettings().data?.financing;

  const go = (action: CustomerFlowAction, next: WizardMessage | null = null) => {
    moved.current = true;
    setMessage(next);
    setServerErrors({});
    dispatch(action);
  };

  /** A field changed: an error about the previous attempt no longer applies. */
  const clearError = () => setMessage((current) => (current?.tone === 'error' ? null : current));

  const fail = (failure: WizardFailure) => {
    if (failure.signIn) {
      toast.error(failure.message);
      navigate('/login', { replace: true, state: { from: { pathname: '/onboarding' } } });
      return;
    }
    setMessage(errorMessage(failure.message));
  };

  const submit = async () => {
    setMessage(null);
    const info = customerInfoBodyOf(state.info);
    if (!info) {
      setMessage(errorMessage(ONBOARDING_MESSAGES.reviewCustomerIncomplete));
      return;
    }
    const financing = checkFinancing(state.financing);
    if (!financing.ok) {
      setMessage(errorMessage(ONBOARDING_MESSAGES.reviewFinancingIncomplete));
      return;
    }
    let application: SubmittedApplication;
    try {
      const result = await submitOnboarding.mutateAsync({
        ...info,
        ...financingBody(state.financing.motorcycleId, financing.data),
      });
      application = result.application;
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
      fail(customerSubmitFailure(error));
      return;
    }
    if (state.documents.length > 0) {
      setUploading(true);
      await documents.uploads.run(application.id, state.documents);
      setUploading(false);
    }
    go({ type: 'SUBMITTED', application });
  };

  const saveFinancing = async (values: typeof state.financing, valid: ValidFinancing) => {
    if (!state.editingFinancing || !state.application) {
      go({ type: 'FINANCING_SAVED', financing: values });
      return;
    }
    setMessage(null);
    try {
      const application = await updateOnboarding.mutateAsync({
        id: state.application.id,
        input: financingBody(values.motorcycleId, valid),
      });
      go(
        { type: 'FINANCING_UPDATED', financing: values, application },
        { tone: 'info', text: 'Financiamiento actualizado.' },
      );
    } catch (error) {
      fail(customerSubmitFailure(error));
    }
  };

  const focusHeading = moved.current;
  const quote = state.step === 'review_submit' || state.step === 'success' ? quoteOf(state.financing) : null;
  const back = () => go({ type: 'BACK' });
  const backButton = (onClick: () => void, disabled = false, label = 'Atrás') => (
    <Button variant="ghost" size="lg" onClick={onClick} disabled={disabled}>
      <ArrowLeft aria-hidden="true" />
      {label}
    </Button>
  );

  let content: ReactNode;
  switch (state.step) {
    case 'customer_info':
      content = (
        <StepFrame
          title="Tus datos"
          description="Solo tu nombre y apellido son obligatorios; el resto nos ayuda a evaluar tu solicitud."
          message={message}
          focusHeading={focusHeading}
          icon={<UserRound />}
        >
          <CustomerForm
            defaultValues={state.info}
            phone="hidden"
            employmentTypes={ONBOARDING_EMPLOYMENT_TYPES}
            serverErrors={serverErrors}
            // Spec §5's form-level text when a name is missing; any other problem is said under its field only.
            onInvalid={(missingRequired) =>
              setMessage(missingRequired ? errorMessage(ONBOARDING_MESSAGES.customerRequired) : null)
            }
            onEdit={clearError}
            onSubmit={(_body, info) => go({ type: 'INFO_SAVED', info })}
            actions={
              <StepActions>
                <Button type="submit" size="lg">
                  Continuar
                  <ArrowRight aria-hidden="true" />
                </Button>
              </StepActions>
            }
          />
        </StepFrame>
      );
      break;
    case 'financing_config':
      content = (
        <StepFrame
          title={state.editingFinancing ? 'Modificar financiamiento' : 'Financiamiento'}
          description="Elige tu moto o ingresa su valor de venta, tu abono inicial y el plazo."
          message={message}
          focusHeading={focusHeading}
          icon={<Wallet />}
        >
          <FinancingForm
            policy={financingPolicy}
            defaultValues={state.financing}
            choices={choices}
            disabled={updateOnboarding.isPending}
            onInvalid={(text) => setMessage(errorMessage(text))}
            onEdit={clearError}
            onSubmit={(values, valid) => void saveFinancing(values, valid)}
            actions={
              <StepActions
                back={
                  state.editingFinancing
                    ? backButton(() => go({ type: 'CANCEL_EDIT' }), updateOnboarding.isPending, 'Cancelar')
                    : backButton(back)
                }
              >
                <Button type="submit" size="lg" loading={updateOnboarding.isPending}>
                  {state.editingFinancing ? 'Guardar cambios' : 'Continuar'}
                  {!state.editingFinancing && <ArrowRight aria-hidden="true" />}
                </Button>
              </StepActions>
            }
          />
        </StepFrame>
      );
      break;
    case 'document_upload':
      content = (
        <DocumentStep
          kit={documents}
          defaultValue={state.documents}
          focusHeading={focusHeading}
          description="Opcional: adjunta los documentos que tengas a mano. Se suben al enviar tu solicitud y puedes agregarlos más adelante."
          onBack={back}
          onContinue={(chosen) => go({ type: 'DOCUMENTS_SAVED', documents: chosen })}
        />
      );
      break;
    case 'review_submit': {
      const busy = submitOnboarding.isPending || uploading;
      content = (
        <StepFrame
          title="Revisión"
          description="Confirma tus datos antes de enviar la solicitud."
          message={message}
          focusHeading={focusHeading}
          icon={<ClipboardCheck />}
        >
          <ReviewSummary
            phone={customer.phoneNumber.replace(/^\+507/, '')}
            info={state.info}
            financing={state.financing}
            quote={quote}
            documents={state.documents}
            labelOfDocument={documents.labelOf}
          />
          {busy && (
            <div className="grid gap-3 rounded-xl border border-border bg-muted/40 p-4" aria-live="polite">
              <p className="flex items-center gap-2 text-sm font-medium text-foreground">
                <SpinnerIcon className="text-primary" />
                {uploading ? 'Subiendo documentos…' : 'Enviando la solicitud…'}
              </p>
              {uploading && <documents.ProgressList items={documents.uploads.items} />}
            </div>
          )}
          <StepActions back={backButton(back, busy)}>
            <Button size="lg" onClick={() => void submit()} loading={busy}>
              {!busy && <Send aria-hidden="true" />}
              Enviar solicitud
            </Button>
          </StepActions>
        </StepFrame>
      );
      break;
    }
    case 'success':
      content = (
        <SuccessPanel
          title="¡Solicitud enviada!"
          description="Recibimos tu solicitud de financiamiento. Te avisaremos por SMS cuando sea revisada."
          application={state.application}
          quote={quote}
          documents={documents}
          failedUploadsText={() =>
            'Algunos documentos no se pudieron subir. Tu solicitud quedó enviada; puedes enviarlos más adelante.'
          }
          message={message}
          actions={
            <>
              <Button asChild size="lg">
                <Link to="/customer">
                  <CalendarDays aria-hidden="true" />
                  Ir a mis pagos
                </Link>
              </Button>
              {state.application?.status === 'PENDING' && (
                <Button variant="outline" size="lg" onClick={() => go({ type: 'EDIT_FINANCING' })}>
                  <Pencil aria-hidden="true" />
                  Modificar financiamiento
                </Button>
              )}
            </>
          }
        />
      );
      break;
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <WizardProgress steps={STEP_NAMES} current={customerStepNumber(state.step)} />
      <div key={`${state.step}-${state.editingFinancing}`}>{content}</div>
    </div>
  );
}
