import { LOAN_TERMS, type LoanTermMonths } from '@quincena/shared';
import { FilterX, SlidersHorizontal, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useReportBrands } from '../api/list-report-brands.ts';
import { type ReportVendor, useReportVendors } from '../api/list-report-vendors.ts';

/** The 'Filtros' of the reports, as kept in the URL. */
export interface ReportFilterValues {
  vendorId: string | undefined;
  brand: string | undefined;
  termMonths: LoanTermMonths | undefined;
}

export const NO_FILTERS: ReportFilterValues = {
  vendorId: undefined,
  brand: undefined,
  termMonths: undefined,
};

const ALL = 'all';
const TERM_OPTIONS = [
  { value: ALL, label: 'Todos' },
  ...LOAN_TERMS.map((term) => ({ value: String(term), label: `${term} meses` })),
];
const isTerm = (value: number): value is LoanTermMonths => (LOAN_TERMS as readonly number[]).includes(value);

const vendorName = (v: ReportVendor) =>
  `${v.firstName} ${v.lastName}${v.dealershipName ? ` · ${v.dealershipName}` : ''}`;

export interface ReportFiltersProps {
  value: ReportFilterValues;
  onChange: (next: ReportFilterValues) => void;
}

/**
 * The 'Filtros' button (with how many are set) and its dialog: vendor, brand and term, applied
 * together; then the active ones as chips, each removable on its own.
 */
export function ReportFilters({ value, onChange }: ReportFiltersProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  // The vendor's name for its chip is needed as soon as the URL names one, dialog open or not.
  const vendors = useReportVendors(open || value.vendorId !== undefined);
  const brands = useReportBrands(open);
  const count = [value.vendorId, value.brand, value.termMonths].filter((v) => v !== undefined).length;

  const onOpenChange = (next: boolean) => {
    // Each opening starts from what is applied, not from an abandoned edit.
    if (next) setDraft(value);
    setOpen(next);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
    setOpen(false);
  };
  const clear = () => {
    onChange(NO_FILTERS);
    setOpen(false);
  };

  const vendorOptions = [
    { value: ALL, label: 'Todos' },
    ...(vendors.data ?? []).map((v) => ({ value: v.id, label: vendorName(v) })),
  ];
  const brandOptions = [
    { value: ALL, label: 'Todas' },
    ...(brands.data ?? []).map((b) => ({ value: b, label: b })),
  ];
  // A brand in the URL that the inventory no longer lists stays choosable.
  if (draft.brand && !brandOptions.some((o) => o.value === draft.brand)) {
    brandOptions.push({ value: draft.brand, label: draft.brand });
  }

  const selectedVendor = vendors.data?.find((v) => v.id === value.vendorId);
  const chips = [
    value.vendorId !== undefined && {
      key: 'vendorId' as const,
      text: `Vendedor: ${selectedVendor ? vendorName(selectedVendor) : 'seleccionado'}`,
    },
    value.brand !== undefined && { key: 'brand' as const, text: `Marca: ${value.brand}` },
    value.termMonths !== undefined && {
      key: 'termMonths' as const,
      text: `Plazo: ${value.termMonths} meses`,
    },
  ].filter((chip) => chip !== false);

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button variant="outline">
            <SlidersHorizontal aria-hidden="true" />
            Filtros{' '}
            {count > 0 && (
              <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums">
                {count} <span className="sr-only">{count === 1 ? 'activo' : 'activos'}</span>
              </span>
            )}
          </Button>
        </DialogTrigger>
        <DialogContent
          title="Filtros"
          description="Acotan las cifras de los reportes a un vendedor, una marca o un plazo."
        >
          <form onSubmit={apply} className="grid gap-4">
            <Select
              label="Vendedor"
              options={vendorOptions}
              value={draft.vendorId ?? ALL}
              onValueChange={(id) => setDraft({ ...draft, vendorId: id === ALL ? undefined : id })}
              disabled={vendors.isPending}
              placeholder="Cargando vendedores..."
              error={vendors.isError ? 'No se pudo cargar la lista de vendedores.' : undefined}
            />
            <Select
              label="Marca"
              options={brandOptions}
              value={draft.brand ?? ALL}
              onValueChange={(brand) => setDraft({ ...draft, brand: brand === ALL ? undefined : brand })}
              disabled={brands.isPending}
              error={brands.isError ? 'No se pudo cargar la lista de marcas.' : undefined}
            />
            <Select
              label="Plazo"
              options={TERM_OPTIONS}
              value={draft.termMonths === undefined ? ALL : String(draft.termMonths)}
              onValueChange={(term) => {
                const months = Number(term);
                setDraft({ ...draft, termMonths: isTerm(months) ? months : undefined });
              }}
            />
            <DialogFooter>
              <Button variant="ghost" onClick={clear}>
                <FilterX aria-hidden="true" />
                Limpiar
              </Button>
              <Button type="submit">Aplicar filtros</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

      {chips.length > 0 && (
        <ul aria-label="Filtros activos" className="flex basis-full flex-wrap gap-2">
          {chips.map((chip) => (
            <li
              key={chip.key}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-soft py-0.5 pr-0.5 pl-3 text-sm text-primary-soft-foreground ring-1 ring-primary/30 ring-inset"
            >
              <span className="truncate">{chip.text}</span>
              <button
                type="button"
                onClick={() => onChange({ ...value, [chip.key]: undefined })}
                aria-label={`Quitar filtro ${chip.text}`}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
