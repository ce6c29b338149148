import { Eye } from 'lucide-react';
import { RowActionButton } from './row-action-button.tsx';

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
  return (
    <RowActionButton icon={Eye} label="Ver detalle" aria-label={label} onClick={onClick} compact={compact} />
  );
}
