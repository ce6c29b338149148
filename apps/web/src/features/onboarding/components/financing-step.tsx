import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import type { StepFlow } from '../use-wizard-flow.ts';
import { FinancingForm, type FinancingFormProps } from './financing-form.tsx';
import { errorMessage } from './form-message.tsx';
import { FlowStep } from './step-frame.tsx';

export interface FinancingStepProps
  extends Pick<FinancingFormProps, 'defaultValues' | 'choices' | 'disabled' | 'onSubmit' | 'actions'> {
  flow: StepFlow;
  title: string;
  description: ReactNode;
}

/** financing_config: the motorcycle or its sale value, the down payment and the term, under the policy. */
export function FinancingStep({ flow, title, description, ...form }: FinancingStepProps) {
  const policy = usePublicSettings().data?.financing;
  return (
    <FlowStep flow={flow} icon={<Wallet />} title={title} description={description}>
      <FinancingForm
        {...form}
        policy={policy}
        onInvalid={(text) => flow.setMessage(errorMessage(text))}
        onEdit={flow.clearError}
      />
    </FlowStep>
  );
}
