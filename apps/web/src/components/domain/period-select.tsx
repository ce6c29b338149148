import type { DashboardPeriod } from '@quincena/shared';
import { Select } from '../ui/select.tsx';

const PERIOD_OPTIONS: { value: DashboardPeriod; label: string }[] = [
  { value: 'week', label: 'Semana' },
  { value: 'month', label: 'Mes' },
  { value: 'quarter', label: 'Trimestre' },
  { value: 'year', label: 'Año' },
];
const isPeriod = (value: string): value is DashboardPeriod => PERIOD_OPTIONS.some((o) => o.value === value);

/** The period a summary covers: a week, a month, a quarter or a year up to today. */
export function PeriodSelect({
  label = 'Período',
  value,
  onChange,
  className,
}: {
  label?: string;
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
  className?: string;
}) {
  return (
    <Select
      label={label}
      options={PERIOD_OPTIONS}
      value={value}
      onValueChange={(period) => isPeriod(period) && onChange(period)}
      className={className}
    />
  );
}
