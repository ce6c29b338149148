import { type Motorcycle, messages } from '@quincena/shared';
import { RotateCw } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { MotorcyclePhoto } from '../../../components/domain/motorcycle-photo.tsx';
import { useOnEdit } from '../../../components/domain/use-on-edit.ts';
import { AmountInput } from '../../../components/ui/amount-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select, type SelectOption } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/format.ts';
import type { MotorcycleChoices } from '../api/list-motorcycle-choices.ts';
import {
  checkFinancing,
  type FinancingField,
  type FinancingPolicy,
  type FinancingValues,
  formatRate,
  type PolicyContext,
  parseAmount,
  policyIssues,
  quoteOf,
  TERM_OPTIONS,
  type ValidFinancing,
} from '../financing.ts';
import { QuoteSummary } from './quote-summary.tsx';

/** "No catalog motorcycle": the sale value is typed (and a placeholder motorcycle is created). */
const CUSTOM = 'custom';

export interface MotorcycleChoicesState {
  data: MotorcycleChoices | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

export interface FinancingFormProps {
  defaultValues: FinancingValues;
  choices: MotorcycleChoicesState;
  disabled?: boolean;
  onInvalid: (message: string) => void;
  onSubmit: (values: FinancingValues, financing: ValidFinancing) => void;
  /** Called when the user changes a field, e.g. to clear a message that no longer applies. */
  onEdit?: () => void;
  /** The step's buttons; the submit button must be `type="submit"`. */
  actions: ReactNode;
  /** Wording for the catalog group the vendor owns. */
  ownCatalogLabel?: string;
  /** The financing policy from the public settings; undefined while it loads (the server still checks). */
  policy?: FinancingPolicy;
  id?: string;
}

export function motorcycleName(m: Pick<Motorcycle, 'brand' | 'model' | 'year'>): string {
  return `${m.brand} ${m.model} ${m.year}`;
}

function optionsOf(choices: MotorcycleChoices | undefined, ownLabel: string): SelectOption[] {
  const options: SelectOption[] = [{ value: CUSTOM, label: 'Otra moto: ingresar el valor de venta' }];
  for (const m of choices?.own ?? []) {
    options.push({ value: m.id, label: `${ownLabel}: ${motorcycleName(m)} · ${formatMoney(m.price)}` });
  }
  for (const m of choices?.inventory ?? []) {
    options.push({ value: m.id, label: `${motorcycleName(m)} · ${formatMoney(m.price)}` });
  }
  return options;
}

/**
 * The financing (spec §5, §9): a motorcycle from the catalog (its price becomes the sale value) or a
 * typed sale value, the down payment and the term (12, 18 or 24 months), with the live quote beside
 * the form.
 */
export function FinancingForm({
  defaultValues,
  choices,
  disabled,
  onInvalid,
  onSubmit,
  onEdit,
  actions,
  ownCatalogLabel = 'Mi catálogo',
  id = 'financiamiento',
  policy,
}: FinancingFormProps) {
  const { control, handleSubmit, setValue, register, watch } = useForm<FinancingValues>({ defaultValues });
  useOnEdit(watch, onEdit);
  const values = useWatch({ control }) as FinancingValues;
  const [submitted, setSubmitted] = useState<{ field: FinancingField | null; message: string } | null>(null);

  const all = useMemo(
    () => [...(choices.data?.own ?? []), ...(choices.data?.inventory ?? [])],
    [choices.data],
  );
  const options = useMemo(() => optionsOf(choices.data, ownCatalogLabel), [choices.data, ownCatalogLabel]);
  const picked = all.find((m) => m.id === values.motorcycleId);
  const quote = useMemo(() => quoteOf(values), [values]);

  const context: PolicyContext = { policy, motorcyclePrice: picked?.price ?? null };
  // While typing: the down payment must stay below the sale value, and the figures within the
  // financing policy (said at their field as soon as both amounts are there).
  const sale = parseAmount(values.saleValue ?? '');
  const down = parseAmount(values.downPayment ?? '');
  const liveDownError =
    sale !== null && down !== null && down >= sale ? messages.downPaymentTooHigh : undefined;
  const livePolicy =
    sale !== null && down !== null && !liveDownError
      ? policyIssues({ saleValue: sale, downPayment: down, loanTermMonths: 12 }, context)
      : [];
  const livePolicyError = (field: FinancingField) =>
    livePolicy.find((issue) => issue.field === field)?.message;
  const errorFor = (field: FinancingField) =>
    submitted?.field === field && !checkFinancing(values, context).ok ? submitted.message : undefined;

  const pickMotorcycle = (value: string) => {
    setSubmitted(null);
    onEdit?.();
    if (value === CUSTOM) {
      setValue('motorcycleId', null);
      setValue('motorcycleLabel', null);
      return;
    }
    const m = all.find((item) => item.id === value);
    if (!m) return;
    setValue('motorcycleId', m.id);
    setValue('motorcycleLabel', motorcycleName(m));
    setValue('saleValue', String(m.price));
  };

  const submit = handleSubmit((form) => {
    const check = checkFinancing(form, context);
    if (!check.ok) {
      setSubmitted({ field: check.field, message: check.message });
      onInvalid(check.message);
      if (check.field) document.getElementById(`${id}-${check.field}`)?.focus();
      return;
    }
    setSubmitted(null);
    onSubmit(form, check.data);
  });

  const amountField = (field: 'saleValue' | 'downPayment') => (
    <Controller
      control={control}
      name={field}
      render={({ field: f, fieldState }) => (
        <AmountInput
          id={`${id}-${field}`}
          label={field === 'saleValue' ? 'Valor de venta (USD)' : 'Abono inicial (USD)'}
          required
          name={f.name}
          ref={f.ref}
          onBlur={f.onBlur}
          value={f.value}
          disabled={disabled}
          onValueChange={f.onChange}
          className="h-11 text-base tabular-nums"
          hint={
            field === 'saleValue' && values.motorcycleId
              ? 'El precio de la moto elegida; puedes ajustarlo.'
              : field === 'downPayment' && quote
                ? `${quote.downPaymentPercent.toFixed(1)}% del valor de venta`
                : undefined
          }
          error={
            // What was typed is never rewritten: an amount that is not one is said once the field is left.
            (fieldState.isTouched && f.value.trim() !== '' && parseAmount(f.value) === null
              ? messages.invalidAmount
              : undefined) ??
            (field === 'downPayment' ? liveDownError : undefined) ??
            livePolicyError(field) ??
            errorFor(field)
          }
        />
      )}
    />
  );

  return (
    <form id={id} noValidate onSubmit={submit} className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
        <div className="grid grid-cols-1 gap-5">
          <div className="grid grid-cols-1 gap-2">
            <Select
              label="Moto"
              // A one-column track that may shrink, so a long motorcycle name truncates instead of widening the page.
              className="grid-cols-1"
              options={options}
              value={values.motorcycleId ?? CUSTOM}
              onValueChange={pickMotorcycle}
              disabled={disabled || choices.isLoading}
              placeholder={choices.isLoading ? 'Cargando motos…' : 'Elige una moto'}
              hint={
                choices.isLoading
                  ? 'Cargando el catálogo…'
                  : choices.isError
                    ? undefined
                    : 'Elige una moto del catálogo o ingresa el valor de venta de otra.'
              }
            />
            {picked?.imageUrl && (
              <div className="flex items-center gap-3 text-sm text-muted-foreground">
                <MotorcyclePhoto motorcycle={picked} className="size-16 rounded-lg border border-border" />
                <span>
                  {picked.color} · {picked.engineSize}
                </span>
              </div>
            )}
            {choices.isError && (
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <span>No se pudo cargar el catálogo. Puedes ingresar el valor de venta.</span>
                <Button variant="ghost" size="sm" onClick={() => choices.refetch()}>
                  <RotateCw aria-hidden="true" />
                  Reintentar
                </Button>
              </div>
            )}
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            {amountField('saleValue')}
            {amountField('downPayment')}
          </div>

          <fieldset
            className="grid gap-2"
            aria-describedby={errorFor('loanTermMonths') ? `${id}-term-error` : undefined}
          >
            <legend className="mb-2 text-sm font-medium text-foreground">
              Plazo
              <span aria-hidden="true" className="ml-0.5 text-destructive">
                *
              </span>
            </legend>
            <div className="grid grid-cols-3 gap-2 sm:gap-3">
              {TERM_OPTIONS.map((term) => {
                const checked = values.loanTermMonths === String(term.months);
                return (
                  <label
                    key={term.months}
                    className={cn(
                      'relative flex cursor-pointer flex-col items-center gap-0.5 rounded-xl border px-2 py-3 text-center transition-colors',
                      'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
                      checked
                        ? 'border-primary bg-primary-soft text-primary-soft-foreground'
                        : 'border-input bg-card text-foreground hover:bg-accent',
                      disabled && 'pointer-events-none opacity-55',
                    )}
                  >
                    <input
                      type="radio"
                      value={String(term.months)}
                      className="sr-only"
                      disabled={disabled}
                      {...register('loanTermMonths')}
                    />
                    <span className="text-sm font-semibold whitespace-nowrap sm:text-base">
                      {term.months} meses
                    </span>
                    <span className="text-xs opacity-80">{formatRate(term.monthlyRate)} mensual</span>
                    <span className="text-xs opacity-80">{term.installments} quincenas</span>
                  </label>
                );
              })}
            </div>
            {errorFor('loanTermMonths') && (
              <p id={`${id}-term-error`} className="text-xs font-medium text-destructive">
                {errorFor('loanTermMonths')}
              </p>
            )}
          </fieldset>
        </div>

        <QuoteSummary quote={quote} downPayment={down} className="lg:sticky lg:top-6" />
      </div>

      {actions}
    </form>
  );
}
