import { useQueryClient } from '@tanstack/react-query';
import { FileText, UserPlus } from 'lucide-react';
import { type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import {
  customerFormValues,
  customerInfoBodyOf,
  fullName,
} from '../../../components/domain/customer-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSubmissionKey } from '../../../lib/idempotency.ts';
import { Link, useLocation, useNavigate } from '../../../lib/router.tsx';
import { findCustomerByPhone } from '../api/find-customer-by-phone.ts';
import { useVendorMotorcycleChoices } from '../api/list-motorcycle-choices.ts';
import { useSaveVendorCustomer } from '../api/save-vendor-customer.ts';
import { useSendCustomerCode } from '../api/send-customer-code.ts';
import { useVerifyCustomerConsent } from '../api/verify-customer-consent.ts';
import type { DocumentsKit } from '../documents-kit.ts';
import { checkFinancing, quoteOf } from '../financing.ts';
import { fieldErrorsOf, ONBOARDING_MESSAGES, stepFailure, submitFailure } from '../onboarding-messages.ts';
import { toE164 } from '../phone.ts';
import {
  type Placeholder,
  SUBMIT_PHASE_LABELS,
  type SubmitPhase,
  submitVendorRegistration,
} from '../submit-registration.ts';
import { useWizardFlow } from '../use-wizard-flow.ts';
import {
  STEP_SHORT_TITLES,
  STEP_TITLES,
  stepNumber,
  WIZARD_STEPS,
  wizardEntry,
  wizardReducer,
} from '../wizard-steps.ts';
import { restoreWizardState, saveWizardState } from '../wizard-storage.ts';
import { CodeStep } from './code-step.tsx';
import { CustomerInfoStep } from './customer-info-step.tsx';
import { DocumentStep } from './document-step.tsx';
import { FinancingStep } from './financing-step.tsx';
import { errorMessage } from './form-message.tsx';
import { PhoneStep } from './phone-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { BackButton, NextButton } from './step-buttons.tsx';
import { StepActions } from './step-frame.tsx';
import { SuccessPanel } from './success-panel.tsx';
import { UnfinishedRegistrations } from './unfinished-registrations.tsx';
import { WizardProgress } from './wizard-progress.tsx';

const STEP_NAMES = WIZARD_STEPS.map((step) => ({ title: STEP_TITLES[step], short: STEP_SHORT_TITLES[step] }));
const WIZARD_PATH = '/vendor/onboarding';

export interface VendorOnboardingWizardProps {
  documents: DocumentsKit;
}

/**
 * The vendor's registration of a customer (spec §2, §4, §7): phone, the customer's SMS code (their
 * consent), the customer's data (prefilled when known), the financing with its live quote, optional
 * documents, review and submit, success. Back is possible from steps 4, 5 and 6.
 */
export function VendorOnboardingWizard({ documents }: VendorOnboardingWizardProps) {
  // A reload resumes where the vendor was (not the SMS code, not the chosen files).
  // Opened for a given phone or customer, that comes first; otherwise a reload resumes.
  const location = useLocation();
  const [state, dispatch] = useReducer(
    wizardReducer,
    location.state,
    (entry: unknown) => wizardEntry(entry) ?? restoreWizardState(),
  );
  useEffect(() => saveWizardState(state), [state]);
  const flow = useWizardFlow(dispatch, WIZARD_PATH);
  const { message, setMessage, go, fail } = flow;
  const [phase, setPhase] = useState<SubmitPhase | null>(null);
  const [prefilling, setPrefilling] = useState(false);
  const placeholder = useRef<Placeholder | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // The entry is used once: a reload must resume where the vendor was, not start over.
  useEffect(() => {
    if (wizardEntry(location.state)) navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);

  const sendCode = useSendCustomerCode();
  const verify = useVerifyCustomerConsent();
  const saveCustomer = useSaveVendorCustomer();
  const registration = useSubmissionKey();
  const choices = useVendorMotorcycleChoices({ enabled: stepNumber(state.step) >= 3 });

  const requestCode = async (digits: string, resend: boolean) => {
    try {
      const { expiresInSeconds } = await sendCode.mutateAsync(toE164(digits));
      go(
        { type: 'CODE_SENT', phone: digits, expiresAt: Date.now() + expiresInSeconds * 1000 },
        resend ? { tone: 'info', text: 'Enviamos un código nuevo.' } : null,
      );
    } catch (error) {
      // The same number again within the minute: the code already sent is still good.
      const stillValid =
        isApiError(error) &&
        error.status === 429 &&
        digits === state.phone &&
        state.otpExpiresAt !== null &&
        state.otpExpiresAt > Date.now();
      if (stillValid && state.step === 'phone_verification') {
        go(
          { type: 'CODE_SENT', phone: digits, expiresAt: state.otpExpiresAt },
          { tone: 'info', text: `${error.message} El código enviado antes sigue vigente.` },
        );
        return;
      }
      fail(stepFailure(error, ONBOARDING_MESSAGES.sendOtpFailed));
    }
  };

  const verifyCode = async (otp: string): Promise<boolean> => {
    const phoneNumber = toE164(state.phone);
    setMessage(null);
    try {
      await verify.mutateAsync({ phoneNumber, otp });
    } catch (error) {
      fail(stepFailure(error, ONBOARDING_MESSAGES.verifyOtpFailed));
      return false;
    }
    // Spec §4: after the code every registration goes on to the customer's data, prefilled when known.
    setPrefilling(true);
    try {
      const customer = await findCustomerByPhone(phoneNumber);
      go(
        {
          type: 'PHONE_VERIFIED',
          prefill: customer ? { id: customer.id, info: customerFormValues(customer) } : null,
        },
        customer
          ? {
              tone: 'info',
              text: 'Este cliente ya está registrado: revisa sus datos y actualízalos si hace falta.',
            }
          : null,
      );
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        fail(submitFailure(error));
        return true;
      }
      go(
        { type: 'PHONE_VERIFIED', prefill: null },
        { tone: 'info', text: 'No se pudieron cargar los datos guardados del cliente; ingrésalos aquí.' },
      );
    } finally {
      setPrefilling(false);
    }
    return true;
  };

  const submitRegistration = async () => {
    setMessage(null);
    const customerId = state.customer?.id;
    if (!customerId || !customerInfoBodyOf(state.customerInfo)) {
      setMessage(errorMessage(ONBOARDING_MESSAGES.reviewCustomerIncomplete));
      return;
    }
    const financing = checkFinancing(state.financing);
    if (!financing.ok) {
      setMessage(errorMessage(ONBOARDING_MESSAGES.reviewFinancingIncomplete));
      return;
    }
    let application: Awaited<ReturnType<typeof submitVendorRegistration>>;
    try {
      application = await submitVendorRegistration({
        customerId,
        motorcycleId: state.financing.motorcycleId,
        financing: financing.data,
        placeholder: placeholder.current,
        onPhase: setPhase,
        onPlaceholder: (created) => {
          placeholder.current = created;
        },
        idempotencyKey: registration.keyFor({
          customerId,
          motorcycleId: state.financing.motorcycleId,
          financing: financing.data,
        }),
      });
    } catch (error) {
      setPhase(null);
      fail(submitFailure(error));
      return;
    }
    placeholder.current = null;
    registration.reset();
    void queryClient.invalidateQueries();
    if (state.documents.length > 0) {
      setPhase('documents');
      await documents.uploads.run(application.id, state.documents);
    }
    setPhase(null);
    go({ type: 'SUBMITTED', application });
  };

  /** Takes up a registration left halfway: the same customer, at the financing step. */
  const resumeRegistration = async ({ phoneNumber }: { phoneNumber: string }) => {
    try {
      const customer = await findCustomerByPhone(phoneNumber);
      if (customer) go({ type: 'RESUME', customer });
      else setMessage(errorMessage('Ese registro ya no está disponible. Actualiza la página.'));
    } catch (error) {
      fail(stepFailure(error, 'No se pudo abrir el registro. Intenta de nuevo.'));
    }
  };

  const restart = () => {
    documents.uploads.reset();
    placeholder.current = null;
    registration.reset();
    go({ type: 'RESTART' });
  };

  const back = () => go({ type: 'BACK' });
  const { focusHeading } = flow;
  const current = stepNumber(state.step);
  const quote = state.step === 'review_submit' || state.step === 'success' ? quoteOf(state.financing) : null;

  let content: ReactNode;
  switch (state.step) {
    case 'phone_verification':
      content = (
        <div className="grid gap-6">
          <PhoneStep
            defaultPhone={state.phone}
            message={message}
            pending={sendCode.isPending}
            focusHeading={focusHeading}
            onSubmit={(digits) => void requestCode(digits, false)}
          />
          <UnfinishedRegistrations onResume={resumeRegistration} />
        </div>
      );
      break;
    case 'otp_verification':
      content = (
        <CodeStep
          phone={state.phone}
          expiresAt={state.otpExpiresAt}
          message={message}
          verifying={verify.isPending || prefilling}
          resending={sendCode.isPending}
          focusHeading={focusHeading}
          onSubmit={verifyCode}
          onResend={() => requestCode(state.phone, true)}
          onChangePhone={() => go({ type: 'CHANGE_PHONE' })}
        />
      );
      break;
    case 'customer_info':
      content = (
        <CustomerInfoStep
          key={state.customer?.id ?? 'nuevo'}
          flow={flow}
          title="Datos del cliente"
          description="Solo el nombre y el apellido son obligatorios; el resto ayuda a evaluar la solicitud."
          defaultValues={state.customerInfo}
          disabled={saveCustomer.isPending}
          onSubmit={async (payload, values) => {
            setMessage(null);
            try {
              const customer = await saveCustomer.mutateAsync({
                ...payload,
                phoneNumber: toE164(state.phone),
              });
              go({ type: 'CUSTOMER_SAVED', info: values, customerId: customer.id });
            } catch (error) {
              const fields = fieldErrorsOf(error);
              flow.setServerErrors(fields);
              // Field problems are said under their fields; the banner is for the rest.
              if (Object.keys(fields).length === 0)
                fail(stepFailure(error, ONBOARDING_MESSAGES.customerFailed));
            }
          }}
          actions={
            <StepActions>
              <NextButton loading={saveCustomer.isPending}>Guardar y continuar</NextButton>
            </StepActions>
          }
        />
      );
      break;
    case 'financing_config':
      content = (
        <FinancingStep
          flow={flow}
          title="Financiamiento"
          description="Elige la moto o ingresa su valor de venta, el abono inicial y el plazo."
          defaultValues={state.financing}
          choices={choices}
          onSubmit={(financing) => go({ type: 'FINANCING_SAVED', financing })}
          actions={
            <StepActions back={<BackButton onClick={back} />}>
              <NextButton>Continuar</NextButton>
            </StepActions>
          }
        />
      );
      break;
    case 'document_upload':
      content = (
        <DocumentStep
          kit={documents}
          defaultValue={state.documents}
          focusHeading={focusHeading}
          onBack={back}
          onContinue={(chosen) => go({ type: 'DOCUMENTS_SAVED', documents: chosen })}
        />
      );
      break;
    case 'review_submit':
      content = (
        <ReviewStep
          flow={flow}
          description="Confirma los datos antes de enviar la solicitud."
          phone={state.phone}
          info={state.customerInfo}
          financing={state.financing}
          quote={quote}
          documents={state.documents}
          kit={documents}
          progress={phase && { label: SUBMIT_PHASE_LABELS[phase], uploading: phase === 'documents' }}
          onBack={back}
          onSubmit={() => void submitRegistration()}
        />
      );
      break;
    case 'success':
      content = (
        <SuccessPanel
          title="¡Solicitud enviada!"
          description={
            <>
              La solicitud de{' '}
              <span className="font-semibold text-foreground">{fullName(state.customerInfo)}</span> quedó
              registrada y está pendiente de aprobación.
            </>
          }
          application={state.application}
          quote={quote}
          documents={documents}
          failedUploadsText={(failed) =>
            failed === 1
              ? 'Un documento no se pudo subir. La solicitud quedó enviada; puedes subirlo más adelante.'
              : `${failed} documentos no se pudieron subir. La solicitud quedó enviada; puedes subirlos más adelante.`
          }
          actions={
            <>
              <Button asChild size="lg">
                <Link to="/vendor/applications">
                  <FileText aria-hidden="true" />
                  Ver aplicaciones
                </Link>
              </Button>
              <Button variant="outline" size="lg" onClick={restart}>
                <UserPlus aria-hidden="true" />
                Registrar otro cliente
              </Button>
            </>
          }
        />
      );
      break;
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <WizardProgress steps={STEP_NAMES} current={current} />
      {/* A new key per step mounts each step afresh, so its heading takes the focus. */}
      <div key={state.step}>{content}</div>
    </div>
  );
}
