import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** The step's way back, on the left of its actions. */
export function BackButton({
  onClick,
  disabled = false,
  children = 'Atrás',
}: {
  onClick: () => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <Button variant="ghost" size="lg" onClick={onClick} disabled={disabled}>
      <ArrowLeft aria-hidden="true" />
      {children}
    </Button>
  );
}

/** The form's submit button that moves on; the arrow gives way to the spinner while it saves. */
export function NextButton({ loading = false, children }: { loading?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" loading={loading}>
      {children}
      {!loading && <ArrowRight aria-hidden="true" />}
    </Button>
  );
}
