import {
  REPOSSESSION_STATUS_LABELS,
  type RepossessionListItem,
  type RepossessionStatus,
} from '@quincena/shared';
import { SearchX, Truck } from 'lucide-react';
import { FilterBar } from '../../../components/domain/filter-bar.tsx';
import { ListResults } from '../../../components/domain/list-results.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { Link } from '../../../lib/router.tsx';
import { useRepossessions } from '../api/list-repossessions.ts';

const SCOPES = [
  { value: 'open', label: 'En curso' },
  { value: 'all', label: 'Todas' },
];
const TONES: Record<RepossessionStatus, BadgeTone> = {
  ORDERED: 'warning',
  RECOVERED: 'danger',
  REDEEMED: 'success',
  SOLD: 'neutral',
};

export interface RepossessionsProps {
  scope: 'open' | 'all';
  page: number;
  onScopeChange: (scope: 'open' | 'all') => void;
  onPageChange: (page: number) => void;
}

/**
 * The 'Recuperaciones' tab of Pagos: the motorcycles whose recovery was ordered (PRODUCT.md §9),
 * those in course or every one, each opening its loan, where every step is recorded.
 */
export function Repossessions({ scope, page, onScopeChange, onPageChange }: RepossessionsProps) {
  const query = useRepossessions({ scope, page, limit: 20 });
  return (
    <>
      <FilterBar
        label="Filtrar recuperaciones"
        active={scope !== 'open'}
        onClear={() => onScopeChange('open')}
        className="sm:grid-cols-[16rem_auto]"
      >
        <Select
          label="Mostrar"
          options={SCOPES}
          value={scope}
          onValueChange={(value) => onScopeChange(value === 'all' ? 'all' : 'open')}
        />
      </FilterBar>
      <ListResults
        query={query}
        items={(data) => data.repossessions}
        errorTitle="Error al cargar las recuperaciones"
        filtered={scope !== 'open'}
        empty={{
          icon: Truck,
          title: 'No hay motos en recuperación',
          description: 'Cuando se ordene recuperar la moto de un préstamo, aparecerá aquí.',
        }}
        emptyFiltered={{ icon: SearchX, title: 'No hay recuperaciones' }}
        onPageChange={onPageChange}
        cards={(items) => (
          <ul aria-label="Recuperaciones de motos" className="grid gap-3 lg:grid-cols-2">
            {items.map((item) => (
              <li key={item.id}>
                <RepossessionCard item={item} />
              </li>
            ))}
          </ul>
        )}
      />
    </>
  );
}

function RepossessionCard({ item }: { item: RepossessionListItem }) {
  return (
    <Card className="grid h-full gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold text-foreground">{item.motorcycle}</p>
          <p className="text-sm text-muted-foreground">
            <Link
              to={`/admin/loans/${item.applicationId}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {item.applicationNumber}
            </Link>{' '}
            · {item.customerName}
          </p>
        </div>
        <Badge tone={TONES[item.status]}>{REPOSSESSION_STATUS_LABELS[item.status]}</Badge>
      </div>
      <DescriptionList className="grid-cols-2 gap-y-3 text-sm">
        <DescriptionItem label="VIN">{item.vin}</DescriptionItem>
        <DescriptionItem label="Placa">{item.plate}</DescriptionItem>
        <DescriptionItem label="Ordenada el">{formatDate(item.orderedOn)}</DescriptionItem>
        <DescriptionItem label="Recuperada el">{formatDate(item.recoveredOn)}</DescriptionItem>
        <DescriptionItem label="Lugar">{item.place}</DescriptionItem>
        <DescriptionItem label="Costos">{formatMoney(item.costs)}</DescriptionItem>
        {item.saleAmount !== null && (
          <DescriptionItem label="Venta">{formatMoney(item.saleAmount)}</DescriptionItem>
        )}
        <DescriptionItem label="Motivo" className="col-span-2">
          {item.reason}
        </DescriptionItem>
      </DescriptionList>
    </Card>
  );
}
