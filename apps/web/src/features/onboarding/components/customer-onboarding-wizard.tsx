import type { CustomerProfile, SubmittedApplication } from '@quincena/shared';
import { CalendarDays, Pencil } from 'lucide-react';
import { type ReactNode, useReducer, useState } from 'react';
import { customerFormValues, customerInfoBodyOf } from '../../../components/domain/customer-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../lib/router.tsx';
import { useCustomerMotorcycleChoices } from '../api/list-motorcycle-choices.ts';
import {
  useSubmitCustomerOnboarding,
  useUpdateCustomerOnboarding,
} from '../api/submit-customer-onboarding.ts';
import {
  CUSTOMER_STEP_SHORT_TITLES,
  CUSTOMER_STEP_TITLES,
  CUSTOMER_STEPS,
  customerFlowReducer,
  customerStepNumber,
  initialCustomerFlow,
} from '../customer-steps.ts';
import type { DocumentsKit } from '../documents-kit.ts';
import { checkFinancing, quoteOf, type ValidFinancing } from '../financing.ts';
import { customerSubmitFailure, fieldErrorsOf, ONBOARDING_MESSAGES } from '../onboarding-messages.ts';
import { useWizardFlow } from '../use-wizard-flow.ts';
import { CustomerInfoStep } from './customer-info-step.tsx';
import { DocumentStep } from './document-step.tsx';
import { FinancingStep } from './financing-step.tsx';
import { errorMessage } from './form-message.tsx';
import { ReviewStep } from './review-step.tsx';
import { BackButton, NextButton } from './step-buttons.tsx';
import { StepActions } from './step-frame.tsx';
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
  const flow = useWizardFlow(dispatch, '/onboarding');
  const { setMessage, go, fail } = flow;
  const [uploading, setUploading] = useState(false);
  const submitOnboarding = useSubmitCustomerOnboarding();
  const updateOnboarding = useUpdateCustomerOnboarding();
  const choices = useCustomerMotorcycleChoices();

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
      flow.setServerErrors(fieldErrorsOf(error));
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

  const quote = state.step === 'review_submit' || state.step === 'success' ? quoteOf(state.financing) : null;
  const back = () => go({ type: 'BACK' });

  let content: ReactNode;
  switch (state.step) {
    case 'customer_info':
      content = (
        <CustomerInfoStep
          flow={flow}
          title="Tus datos"
          description="Solo tu nombre y apellido son obligatorios; el resto nos ayuda a evaluar tu solicitud."
          defaultValues={state.info}
          onSubmit={(_body, info) => go({ type: 'INFO_SAVED', info })}
          actions={
            <StepActions>
              <NextButton>Continuar</NextButton>
            </StepActions>
          }
        />
      );
      break;
    case 'financing_config':
      content = (
        <FinancingStep
          flow={flow}
          title={state.editingFinancing ? 'Modificar financiamiento' : 'Financiamiento'}
          description="Elige tu moto o ingresa su valor de venta, tu abono inicial y el plazo."
          defaultValues={state.financing}
          choices={choices}
          disabled={updateOnboarding.isPending}
          onSubmit={(values, valid) => void saveFinancing(values, valid)}
          actions={
            <StepActions
              back={
                state.editingFinancing ? (
                  <BackButton
                    onClick={() => go({ type: 'CANCEL_EDIT' })}
                    disabled={updateOnboarding.isPending}
                  >
                    Cancelar
                  </BackButton>
                ) : (
                  <BackButton onClick={back} />
                )
              }
            >
              {state.editingFinancing ? (
                <Button type="submit" size="lg" loading={updateOnboarding.isPending}>
                  Guardar cambios
                </Button>
              ) : (
                <NextButton>Continuar</NextButton>
              )}
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
          focusHeading={flow.focusHeading}
          description="Opcional: adjunta los documentos que tengas a mano. Se suben al enviar tu solicitud y puedes agregarlos más adelante."
          onBack={back}
          onContinue={(chosen) => go({ type: 'DOCUMENTS_SAVED', documents: chosen })}
        />
      );
      break;
    case 'review_submit': {
      const busy = submitOnboarding.isPending || uploading;
      content = (
        <ReviewStep
          flow={flow}
          description="Confirma tus datos antes de enviar la solicitud."
          phone={customer.phoneNumber.replace(/^\+507/, '')}
          info={state.info}
          financing={state.financing}
          quote={quote}
          documents={state.documents}
          kit={documents}
          progress={
            busy ? { label: uploading ? 'Subiendo documentos…' : 'Enviando la solicitud…', uploading } : null
          }
          onBack={back}
          onSubmit={() => void submit()}
        />
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
          message={flow.message}
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
