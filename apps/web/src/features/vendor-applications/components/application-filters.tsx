import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '@quincena/shared';
import { FilterX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';
import type { VendorApplicationFilters } from '../api/list-vendor-applications.ts';

const ALL = 'all';

const STATUS_OPTIONS = [
  { value: ALL, label: 'Todos' },
  ...APPLICATION_STATUSES.map((status) => ({ value: status, label: APPLICATION_STATUS_LABELS[status] })),
];

const isStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);

export type ApplicationFilterValues = Omit<VendorApplicationFilters, 'page'>;

export const EMPTY_APPLICATION_FILTERS: ApplicationFilterValues = {
  search: '',
  status: null,
  startDate: '',
  endDate: '',
};

/** The end date must not come before the start date. */
export function dateRangeError(filters: Pick<ApplicationFilterValues, 'startDate' | 'endDate'>) {
  return filters.startDate && filters.endDate && filters.endDate < filters.startDate
    ? 'La fecha final debe ser igual o posterior a la inicial.'
    : undefined;
}

export interface ApplicationFiltersProps {
  value: ApplicationFilterValues;
  onChange: (next: ApplicationFilterValues) => void;
}

/** Search (customer or motorcycle), status and a creation-date range. */
export function ApplicationFilters({ value, onChange }: ApplicationFiltersProps) {
  const set = (patch: Partial<ApplicationFilterValues>) => onChange({ ...value, ...patch });
  const active =
    value.search !== '' || value.status !== null || value.startDate !== '' || value.endDate !== '';

  return (
    <div
      role="search"
      aria-label="Filtrar aplicaciones"
      className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start"
    >
      <SearchInput
        label="Buscar"
        placeholder="Cliente o moto"
        value={value.search}
        onSearch={(search) => set({ search })}
        containerClassName="sm:col-span-2 lg:col-span-1"
      />
      <Select
        label="Estado"
        options={STATUS_OPTIONS}
        value={value.status ?? ALL}
        onValueChange={(status) => set({ status: isStatus(status) ? status : null })}
      />
      <Input
        type="date"
        label="Desde"
        value={value.startDate}
        max={value.endDate || undefined}
        onChange={(event) => set({ startDate: event.target.value })}
      />
      <Input
        type="date"
        label="Hasta"
        value={value.endDate}
        min={value.startDate || undefined}
        error={dateRangeError(value)}
        onChange={(event) => set({ endDate: event.target.value })}
      />
      <div className={cn('flex sm:col-span-2 lg:col-span-1 lg:pt-6.5', !active && 'max-sm:hidden')}>
        <Button
          variant="ghost"
          disabled={!active}
          onClick={() => onChange(EMPTY_APPLICATION_FILTERS)}
          className="w-full lg:w-auto"
        >
          <FilterX aria-hidden="true" />
          Limpiar
        </Button>
      </div>
    </div>
  );
}
