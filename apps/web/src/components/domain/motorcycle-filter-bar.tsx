import type { motorcycleListQuery } from '@quincena/shared';
import type { z } from 'zod';
import { SearchInput } from '../ui/search-input.tsx';
import { Select } from '../ui/select.tsx';
import { FilterBar } from './filter-bar.tsx';

const ALL = 'all';
const AVAILABILITY_OPTIONS = [
  { value: ALL, label: 'Todas' },
  { value: 'true', label: 'Disponibles' },
  { value: 'false', label: 'No disponibles' },
];

type MotorcycleFilters = z.output<typeof motorcycleListQuery>;

export interface MotorcycleFilterBarProps {
  filters: MotorcycleFilters;
  setFilters: (patch: Partial<MotorcycleFilters>) => void;
  active: boolean;
  onClear: () => void;
}

/** Search (brand, model, color, engine size) and availability: the catalog's and the inventory's filters. */
export function MotorcycleFilterBar({ filters, setFilters, active, onClear }: MotorcycleFilterBarProps) {
  return (
    <FilterBar label="Filtrar motos" active={active} onClear={onClear}>
      <SearchInput
        label="Buscar"
        placeholder="Marca, modelo, color o cc"
        value={filters.search ?? ''}
        onSearch={(search) => setFilters({ search })}
      />
      <Select
        label="Disponibilidad"
        options={AVAILABILITY_OPTIONS}
        value={filters.isAvailable ?? ALL}
        onValueChange={(value) =>
          setFilters({ isAvailable: value === 'true' || value === 'false' ? value : undefined })
        }
      />
    </FilterBar>
  );
}
