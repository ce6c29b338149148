import type { AdminApplicationSummary } from '@quincena/shared';
import { Banknote, CircleCheck, CircleX, type LucideIcon, ScanSearch, Tag, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ActionsMenu } from '../../../components/ui/menu.tsx';
import { cn } from '../../../lib/cn.ts';
import { type ApplicationAction, actionsFor, customerName } from './application-workflow.ts';

const ACTIONS: Record<ApplicationAction, { label: string; icon: LucideIcon; danger?: boolean }> = {
  review: { label: 'Tomar en revisión', icon: ScanSearch },
  approve: { label: 'Aprobar', icon: CircleCheck },
  reject: { label: 'Rechazar', icon: CircleX, danger: true },
  assignVehicle: { label: 'Asignar VIN y placa', icon: Tag },
  disburse: { label: 'Desembolsar', icon: Banknote },
  delete: { label: 'Eliminar', icon: Trash2, danger: true },
};

export interface ApplicationActionsProps {
  application: AdminApplicationSummary;
  canDelete: boolean;
  onAction: (action: ApplicationAction, application: AdminApplicationSummary) => void;
  /** One menu of actions (table rows) instead of labelled buttons (cards, the detail dialog). */
  compact?: boolean;
  className?: string;
}

/** The buttons of the actions the application's status allows. */
export function ApplicationActions({
  application,
  canDelete,
  onAction,
  compact,
  className,
}: ApplicationActionsProps) {
  const actions = actionsFor(application.status, canDelete);
  if (actions.length === 0) return null;
  if (compact) {
    return (
      <ActionsMenu
        label={`Acciones de ${customerName(application)}`}
        items={actions.map((action) => ({
          ...ACTIONS[action],
          onSelect: () => onAction(action, application),
        }))}
      />
    );
  }
  return (
    <div className={cn('flex flex-wrap gap-1.5', className)}>
      {actions.map((action) => {
        const { label, icon: Icon, danger } = ACTIONS[action];
        return (
          <Button
            key={action}
            variant="outline"
            size="sm"
            className={cn(danger && 'text-destructive hover:text-destructive')}
            onClick={() => onAction(action, application)}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        );
      })}
    </div>
  );
}
