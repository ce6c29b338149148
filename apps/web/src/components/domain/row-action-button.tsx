import type { LucideIcon } from 'lucide-react';
import { Button } from '../ui/button.tsx';

/**
 * One action on a list's record (Ver, Editar, Descargar…): a labelled button on a card, an icon button
 * in a table (`compact`). The `aria-label` names the record too (`Editar Ana Pérez`).
 */
export function RowActionButton({
  icon: Icon,
  label,
  'aria-label': ariaLabel,
  onClick,
  compact = false,
}: {
  icon: LucideIcon;
  label: string;
  'aria-label': string;
  onClick: () => void;
  compact?: boolean;
}) {
  return compact ? (
    <Button
      variant="ghost"
      size="icon"
      className="size-9"
      title={label}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  ) : (
    <Button variant="outline" size="sm" onClick={onClick} aria-label={ariaLabel}>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}
