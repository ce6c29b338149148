import {
  APPROVAL_KIND_LABELS,
  APPROVAL_STATUS_LABELS,
  APPROVAL_STATUSES,
  type ApprovalItem,
  type ApprovalStatus,
  approvalListQuery,
} from '@quincena/shared';
import { CircleCheck, CircleX, Inbox, SearchX } from 'lucide-react';
import { useState } from 'react';
import { FilterBar } from '../../../components/domain/filter-bar.tsx';
import { FormDialog } from '../../../components/domain/form-dialog.tsx';
import { ListResults } from '../../../components/domain/list-results.tsx';
import { useUrlFilters } from '../../../components/domain/use-url-filters.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { API_MESSAGES, serverMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { Link } from '../../../lib/router.tsx';
import { useDecideApproval } from '../api/decide-approval.ts';
import { useApprovals } from '../api/list-approvals.ts';

const STATUS_OPTIONS = APPROVAL_STATUSES.map((status) => ({
  value: status,
  label: APPROVAL_STATUS_LABELS[status],
}));
const isStatus = (value: string): value is ApprovalStatus =>
  (APPROVAL_STATUSES as readonly string[]).includes(value);
const STATUS_TONES: Record<ApprovalStatus, BadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

interface Deciding {
  approval: ApprovalItem;
  approve: boolean;
}

/**
 * /admin/approvals: what one admin asked and another must decide (PRODUCT.md §9). One's own
 * requests are shown but cannot be decided by oneself; the server says so too (403 SAME_APPROVER).
 */
export function AdminApprovalsPage() {
  const { filters, setFilters, setPage, clearFilters, isFiltered } = useUrlFilters(approvalListQuery);
  const query = useApprovals(filters);
  const me = useAuth().user?.id;
  const [deciding, setDeciding] = useState<Deciding | null>(null);

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Aprobaciones"
        description="El dinero que se perdona, se devuelve o se revierte necesita un segundo administrador: revisa el motivo y decide."
      />
      <FilterBar
        label="Filtrar aprobaciones"
        active={isFiltered}
        onClear={clearFilters}
        className="sm:grid-cols-[16rem_auto]"
      >
        <Select
          label="Estado"
          options={STATUS_OPTIONS}
          value={filters.status}
          onValueChange={(value) => isStatus(value) && setFilters({ status: value })}
        />
      </FilterBar>
      <ListResults
        query={query}
        items={(data) => data.approvals}
        errorTitle="Error al cargar las aprobaciones"
        filtered={isFiltered}
        empty={{
          icon: Inbox,
          title: 'No hay solicitudes pendientes',
          description: 'Cuando un administrador pida exonerar una mora o revertir un pago, aparecerá aquí.',
        }}
        emptyFiltered={{ icon: SearchX, title: 'Ninguna solicitud tiene este estado' }}
        onPageChange={setPage}
        cards={(approvals) => (
          <ul aria-label="Solicitudes de aprobación" className="grid gap-3 lg:grid-cols-2">
            {approvals.map((approval) => (
              <li key={approval.id}>
                <ApprovalCard
                  approval={approval}
                  mine={approval.requestedById === me}
                  onDecide={(approve) => setDeciding({ approval, approve })}
                />
              </li>
            ))}
          </ul>
        )}
      />
      {deciding && (
        <DecisionDialog key={deciding.approval.id} {...deciding} onClose={() => setDeciding(null)} />
      )}
    </div>
  );
}

function ApprovalCard({
  approval,
  mine,
  onDecide,
}: {
  approval: ApprovalItem;
  mine: boolean;
  onDecide: (approve: boolean) => void;
}) {
  return (
    <Card className="grid h-full grid-rows-[auto_1fr_auto] gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold text-foreground">{APPROVAL_KIND_LABELS[approval.kind]}</p>
          <p className="text-sm text-muted-foreground">
            <Link
              to={`/admin/applications/${approval.applicationId}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {approval.applicationNumber}
            </Link>{' '}
            · {approval.customerName}
          </p>
        </div>
        <Badge tone={STATUS_TONES[approval.status]}>{APPROVAL_STATUS_LABELS[approval.status]}</Badge>
      </div>
      <DescriptionList className="grid-cols-2 gap-y-3 text-sm">
        <DescriptionItem label="Qué se pide" className="col-span-2">
          <span className="font-medium text-foreground">{approval.summary}</span>
        </DescriptionItem>
        <DescriptionItem label="Motivo" className="col-span-2">
          {approval.reason}
        </DescriptionItem>
        <DescriptionItem label="Pedido por">{approval.requestedBy}</DescriptionItem>
        <DescriptionItem label="Fecha">{formatDateTime(approval.createdAt)}</DescriptionItem>
        {approval.decidedBy && <DescriptionItem label="Decidido por">{approval.decidedBy}</DescriptionItem>}
        {approval.decidedAt && (
          <DescriptionItem label="Decidido">{formatDateTime(approval.decidedAt)}</DescriptionItem>
        )}
        {approval.notes && (
          <DescriptionItem label="Notas" className="col-span-2">
            {approval.notes}
          </DescriptionItem>
        )}
      </DescriptionList>
      {approval.status === 'PENDING' &&
        (mine ? (
          <p className="text-sm text-muted-foreground">La pediste tú: debe decidirla otro administrador.</p>
        ) : (
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => onDecide(false)}
              aria-label={`Rechazar: ${approval.summary}`}
            >
              <CircleX aria-hidden="true" />
              Rechazar
            </Button>
            <Button size="sm" onClick={() => onDecide(true)} aria-label={`Aprobar: ${approval.summary}`}>
              <CircleCheck aria-hidden="true" />
              Aprobar
            </Button>
          </div>
        ))}
    </Card>
  );
}

function DecisionDialog({ approval, approve, onClose }: Deciding & { onClose: () => void }) {
  const decide = useDecideApproval();
  const { toast } = useToast();
  const [notes, setNotes] = useState('');
  const tooLong = notes.length > 500;

  const submit = async () => {
    if (tooLong) return;
    try {
      await decide.mutateAsync({ id: approval.id, approve, notes: notes.trim() || undefined });
      toast.success(approve ? 'Solicitud aprobada' : 'Solicitud rechazada', approval.summary);
      onClose();
    } catch (error) {
      toast.error(
        approve ? 'No se pudo aprobar' : 'No se pudo rechazar',
        serverMessage(error, API_MESSAGES.unexpected),
      );
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={approve ? '¿Aprobar esta solicitud?' : '¿Rechazar esta solicitud?'}
      description={`${approval.summary} (${approval.applicationNumber}, ${approval.customerName}). Motivo: ${approval.reason}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      submitLabel={approve ? 'Aprobar' : 'Rechazar'}
      submitting={decide.isPending}
      tone={approve ? 'primary' : 'destructive'}
    >
      <Textarea
        label="Notas (opcional)"
        hint={approve ? 'Se aplica en cuanto apruebes.' : 'No se cambiará nada del préstamo.'}
        rows={3}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        error={tooLong ? 'Máximo 500 caracteres.' : undefined}
      />
    </FormDialog>
  );
}
