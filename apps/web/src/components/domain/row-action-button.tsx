import type { LucideIcon } from 'lucide-react';
import { Button } from '../ui/button.tsx';

/**
 * One action on a list's record (Ver, Editar, Descargar…), named with the record for screen readers
 * (`Editar Ana Pérez`): a labelled button on a card, an icon button in a table (`compact`).
 */
export function RowActionButton({
  icon: Icon,
  label,
  name,
  onClick,
  compact = false,
}: {
  icon: LucideIcon;
  label: string;
  /** The record's name, after the label in the accessible name. */
  name: string;
  onClick: () => void;
  compact?: boolean;
}) {
  return compact ? (
    <Button
      variant="ghost"
      size="icon"
      className="size-9"
      onClick={onClick}
      aria-label={`${label} ${name}`}
      title={label}
    >
      <Icon aria-hidden="true" />
    </Button>
  ) : (
    <Button variant="outline" size="sm" onClick={onClick} aria-label={`${label} ${name}`}>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}
