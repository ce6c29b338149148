import { ClipboardCheck, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { SpinnerIcon } from '../../../components/ui/spinner.tsx';
import type { DocumentsKit } from '../documents-kit.ts';
import type { StepFlow } from '../use-wizard-flow.ts';
import { ReviewSummary, type ReviewSummaryProps } from './review-summary.tsx';
import { BackButton } from './step-buttons.tsx';
import { FlowStep, StepActions } from './step-frame.tsx';

export interface ReviewStepProps extends Omit<ReviewSummaryProps, 'labelOfDocument'> {
  flow: Pick<StepFlow, 'message' | 'focusHeading'>;
  description: string;
  kit: DocumentsKit;
  /** What the submission is doing now (null when idle); the uploads' progress shows while uploading. */
  progress: { label: string; uploading: boolean } | null;
  onBack: () => void;
  onSubmit: () => void;
}

/** review_submit: everything entered, then the submission with its progress. */
export function ReviewStep({
  flow,
  description,
  kit,
  progress,
  onBack,
  onSubmit,
  ...summary
}: ReviewStepProps) {
  const busy = progress !== null;
  return (
    <FlowStep flow={flow} title="Revisión" description={description} icon={<ClipboardCheck />}>
      <ReviewSummary {...summary} labelOfDocument={kit.labelOf} />
      {progress && (
        <div className="grid gap-3 rounded-xl border border-border bg-muted/40 p-4" aria-live="polite">
          <p className="flex items-center gap-2 text-sm font-medium text-foreground">
            <SpinnerIcon className="text-primary" />
            {progress.label}
          </p>
          {progress.uploading && <kit.ProgressList items={kit.uploads.items} />}
        </div>
      )}
      <StepActions back={<BackButton onClick={onBack} disabled={busy} />}>
        <Button size="lg" onClick={onSubmit} loading={busy}>
          {!busy && <Send aria-hidden="true" />}
          Enviar solicitud
        </Button>
      </StepActions>
    </FlowStep>
  );
}
