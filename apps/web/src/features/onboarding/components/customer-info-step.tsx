import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  CustomerForm,
  type CustomerFormProps,
  ONBOARDING_EMPLOYMENT_TYPES,
} from '../../../components/domain/customer-form.tsx';
import { ONBOARDING_MESSAGES } from '../onboarding-messages.ts';
import type { StepFlow } from '../use-wizard-flow.ts';
import { errorMessage } from './form-message.tsx';
import { FlowStep } from './step-frame.tsx';

export interface CustomerInfoStepProps
  extends Pick<CustomerFormProps, 'defaultValues' | 'disabled' | 'onSubmit' | 'actions'> {
  flow: StepFlow;
  title: string;
  description: ReactNode;
}

/** customer_info: the customer's data, the phone being known already. */
export function CustomerInfoStep({ flow, title, description, ...form }: CustomerInfoStepProps) {
  return (
    <FlowStep flow={flow} icon={<UserRound />} title={title} description={description}>
      <CustomerForm
        {...form}
        phone="hidden"
        employmentTypes={ONBOARDING_EMPLOYMENT_TYPES}
        serverErrors={flow.serverErrors}
        // Spec §5's form-level text when a name is missing; any other problem is said under its field only.
        onInvalid={(missingRequired) =>
          flow.setMessage(missingRequired ? errorMessage(ONBOARDING_MESSAGES.customerRequired) : null)
        }
        onEdit={flow.clearError}
      />
    </FlowStep>
  );
}
