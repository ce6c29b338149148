import { ArrowRight, FolderUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { DocumentsKit } from '../documents-kit.ts';
import type { ChosenDocument } from '../wizard-steps.ts';
import { BackButton } from './step-buttons.tsx';
import { StepActions, StepFrame } from './step-frame.tsx';

export interface DocumentStepProps {
  kit: DocumentsKit;
  defaultValue: readonly ChosenDocument[];
  focusHeading: boolean;
  description?: string;
  onBack: () => void;
  onContinue: (documents: ChosenDocument[]) => void;
}

/** document_upload: optional files, sent once the application exists; each one's progress is shown then. */
export function DocumentStep({
  kit,
  defaultValue,
  focusHeading,
  description,
  onBack,
  onContinue,
}: DocumentStepProps) {
  const [chosen, setChosen] = useState<ChosenDocument[]>([...defaultValue]);
  const { Picker } = kit;
  return (
    <StepFrame
      title="Documentos"
      description={
        description ??
        'Opcional: adjunta los documentos que tengas a mano. Se suben al enviar la solicitud y pueden agregarse más adelante.'
      }
      focusHeading={focusHeading}
      icon={<FolderUp />}
    >
      <Picker value={chosen} onChange={setChosen} />
      <StepActions back={<BackButton onClick={onBack} />}>
        <Button size="lg" onClick={() => onContinue(chosen)}>
          {chosen.length === 0 ? 'Continuar sin documentos' : 'Continuar'}
          <ArrowRight aria-hidden="true" />
        </Button>
      </StepActions>
    </StepFrame>
  );
}
