import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '@quincena/shared';
import { Select } from '../ui/select.tsx';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'Todos' },
  ...APPLICATION_STATUSES.map((status) => ({ value: status, label: APPLICATION_STATUS_LABELS[status] })),
];
const isStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);

/** The 'Estado' filter of an applications list: one status, or 'Todos' (undefined). */
export function ApplicationStatusSelect({
  value,
  onChange,
}: {
  value: ApplicationStatus | undefined;
  onChange: (status: ApplicationStatus | undefined) => void;
}) {
  return (
    <Select
      label="Estado"
      options={STATUS_OPTIONS}
      value={value ?? ALL}
      onValueChange={(status) => onChange(isStatus(status) ? status : undefined)}
    />
  );
}
