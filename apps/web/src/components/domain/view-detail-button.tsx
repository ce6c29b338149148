import { Eye } from 'lucide-react';
import { Button } from '../ui/button.tsx';

/**
 * 'Ver detalle' of a list's row: an icon button in a table (`compact`), a labelled one on a card.
 * `label` names the record for screen readers.
 */
export function ViewDetailButton({
  label,
  onClick,
  compact = false,
}: {
  label: string;
  onClick: () => void;
  compact?: boolean;
}) {
  return compact ? (
    <Button
      variant="ghost"
      size="icon"
      className="size-9"
      title="Ver detalle"
      aria-label={label}
      onClick={onClick}
    >
      <Eye aria-hidden="true" />
    </Button>
  ) : (
    <Button variant="outline" size="sm" onClick={onClick} aria-label={label}>
      <Eye aria-hidden="true" />
      Ver detalle
    </Button>
  );
}
