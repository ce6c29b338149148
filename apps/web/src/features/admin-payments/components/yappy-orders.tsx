import { type AdminYappyOrder, YAPPY_ORDER_STATUS_LABELS, type YappyOrderStatus } from '@quincena/shared';
import { HandCoins, SearchX, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { FilterBar } from '../../../components/domain/filter-bar.tsx';
import { ListResults } from '../../../components/domain/list-results.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { API_MESSAGES, serverMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatMoney, formatPhone } from '../../../lib/format.ts';
import { Link } from '../../../lib/router.tsx';
import { useApplyHeldYappyOrder, useYappyOrders } from '../api/yappy-orders.ts';

export const YAPPY_FILTERS = ['HELD', 'ALL'] as const;
export type YappyFilter = (typeof YAPPY_FILTERS)[number];
const FILTER_OPTIONS = [
  { value: 'HELD', label: 'En revisión' },
  { value: 'ALL', label: 'Todas' },
];
const TONES: Record<YappyOrderStatus, BadgeTone> = {
  PENDING: 'info',
  PAID: 'success',
  CLOSED: 'neutral',
  EXPIRED: 'neutral',
  HELD: 'warning',
};

export interface YappyOrdersProps {
  filter: YappyFilter;
  page: number;
  onFilterChange: (filter: YappyFilter) => void;
  onPageChange: (page: number) => void;
}

/**
 * The 'Yappy' tab of Pagos (PRODUCT.md §11): the customers' Yappy orders, by default those whose
 * money arrived but could not be applied as asked, each with why and the apply that posts it.
 */
export function YappyOrders({ filter, page, onFilterChange, onPageChange }: YappyOrdersProps) {
  const query = useYappyOrders({ status: filter === 'HELD' ? 'HELD' : undefined, page, limit: 20 });
  const apply = useApplyHeldYappyOrder();
  const { toast } = useToast();
  const [applying, setApplying] = useState<AdminYappyOrder | null>(null);
  return (
    <>
      <FilterBar
        label="Filtrar órdenes de Yappy"
        active={filter !== 'HELD'}
        onClear={() => onFilterChange('HELD')}
        className="sm:grid-cols-[16rem_auto]"
      >
        <Select
          label="Mostrar"
          options={FILTER_OPTIONS}
          value={filter}
          onValueChange={(value) => onFilterChange(value === 'ALL' ? 'ALL' : 'HELD')}
        />
      </FilterBar>
      <ListResults
        query={query}
        items={(data) => data.orders}
        errorTitle="Error al cargar las órdenes de Yappy"
        filtered={filter !== 'HELD'}
        empty={{
          icon: Smartphone,
          title: 'No hay pagos de Yappy en revisión',
          description: 'Si Yappy confirma un pago que no puede aplicarse como se pidió, aparecerá aquí.',
        }}
        emptyFiltered={{ icon: SearchX, title: 'Aún no hay órdenes de Yappy' }}
        onPageChange={onPageChange}
        cards={(orders) => (
          <ul aria-label="Órdenes de Yappy" className="grid gap-3 lg:grid-cols-2">
            {orders.map((order) => (
              <li key={order.orderId}>
                <YappyOrderCard order={order} onApply={() => setApplying(order)} />
              </li>
            ))}
          </ul>
        )}
      />
      <ConfirmDialog
        open={applying !== null}
        onOpenChange={(open) => !open && setApplying(null)}
        title="¿Aplicar este pago de Yappy?"
        description={
          applying &&
          `${formatMoney(applying.amount)} de ${applying.customerName} al préstamo ${applying.loanNumber}, con fecha de hoy: primero a las cuotas vencidas más antiguas; lo que sobre queda como saldo a favor.`
        }
        confirmLabel="Aplicar pago"
        onConfirm={async () => {
          if (!applying) return;
          try {
            const applied = await apply.mutateAsync(applying.orderId);
            const credit = applied.payment.unappliedAmount;
            toast.success(
              'Pago aplicado',
              `${formatMoney(applied.payment.appliedAmount)} aplicados a las cuotas${credit > 0 ? `; ${formatMoney(credit)} quedan como saldo a favor` : ''}.`,
            );
          } catch (error) {
            toast.error('Error al aplicar el pago', serverMessage(error, API_MESSAGES.unexpected));
            throw error;
          }
        }}
      />
    </>
  );
}

function YappyOrderCard({ order, onApply }: { order: AdminYappyOrder; onApply: () => void }) {
  return (
    <Card className="grid h-full gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold text-foreground">
            {formatMoney(order.amount)} · {order.kind === 'PAYOFF' ? 'Pago total' : 'Cuotas'}
          </p>
          <p className="text-sm text-muted-foreground">
            <Link
              to={`/admin/loans/${order.applicationId}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {order.loanNumber}
            </Link>{' '}
            · {order.customerName}
          </p>
        </div>
        <Badge tone={TONES[order.status]}>{YAPPY_ORDER_STATUS_LABELS[order.status]}</Badge>
      </div>
      <DescriptionList className="grid-cols-2 gap-y-3 text-sm">
        <DescriptionItem label="Orden">{order.orderId}</DescriptionItem>
        <DescriptionItem label="Teléfono">{formatPhone(order.phoneNumber)}</DescriptionItem>
        <DescriptionItem label="Creada">{formatDateTime(order.createdAt)}</DescriptionItem>
        <DescriptionItem label="Transacción Yappy">{order.transactionId ?? '—'}</DescriptionItem>
        {order.heldReason && (
          <DescriptionItem label="Motivo de la revisión" className="col-span-2">
            {order.heldReason}
          </DescriptionItem>
        )}
      </DescriptionList>
      {order.status === 'HELD' && (
        <Button className="justify-self-start" onClick={onApply}>
          <HandCoins aria-hidden="true" />
          Aplicar pago
        </Button>
      )}
    </Card>
  );
}
