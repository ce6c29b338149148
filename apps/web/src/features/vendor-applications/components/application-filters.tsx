import { ApplicationStatusSelect } from '../../../components/domain/application-status-select.tsx';
import { FilterBar } from '../../../components/domain/filter-bar.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import type { VendorApplicationFilters } from '../api/list-vendor-applications.ts';

/** The end date must not come before the start date. */
export function dateRangeError(filters: Pick<VendorApplicationFilters, 'startDate' | 'endDate'>) {
  return filters.startDate && filters.endDate && filters.endDate < filters.startDate
    ? 'La fecha final debe ser igual o posterior a la inicial.'
    : undefined;
}

export interface ApplicationFiltersProps {
  value: VendorApplicationFilters;
  onChange: (patch: Partial<Omit<VendorApplicationFilters, 'page'>>) => void;
  active: boolean;
  onClear: () => void;
}

/** Search (customer or motorcycle), status and a creation-date range. */
export function ApplicationFilters({ value, onChange, active, onClear }: ApplicationFiltersProps) {
  return (
    // A date input cannot shrink below its dd/mm/aaaa (about 10rem): narrower tracks let 'Hasta' run into
    // 'Limpiar'. So the one-row layout waits for xl, and its date tracks never go below 10rem.
    <FilterBar
      label="Filtrar aplicaciones"
      active={active}
      onClear={onClear}
      className="sm:grid-cols-3 xl:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(10rem,1fr)_minmax(10rem,1fr)_auto]"
      clearClassName="sm:col-span-3 xl:col-span-1 xl:pt-6.5"
    >
      <SearchInput
        label="Buscar"
        placeholder="Cliente o moto"
        value={value.search ?? ''}
        onSearch={(search) => onChange({ search })}
        containerClassName="sm:col-span-3 xl:col-span-1"
      />
      <ApplicationStatusSelect value={value.status} onChange={(status) => onChange({ status })} />
      <Input
        type="date"
        label="Desde"
        value={value.startDate ?? ''}
        max={value.endDate || undefined}
        onChange={(event) => onChange({ startDate: event.target.value || undefined })}
      />
      <Input
        type="date"
        label="Hasta"
        value={value.endDate ?? ''}
        min={value.startDate || undefined}
        error={dateRangeError(value)}
        onChange={(event) => onChange({ endDate: event.target.value || undefined })}
      />
    </FilterBar>
  );
}
