import { type Motorcycle, type MotorcycleInput, motorcycleBody } from '@quincena/shared';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { FormAlert } from '../ui/form-alert.tsx';
import { Input } from '../ui/input.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { FormDialogFooter } from './form-dialog-footer.tsx';
import { SwitchField } from './switch-field.tsx';
import { useServerErrors } from './use-server-errors.ts';
import { useZodForm } from './use-zod-form.ts';

export interface MotorcycleFormValues {
  brand: string;
  model: string;
  year: string;
  engineSize: string;
  color: string;
  price: string;
  description: string;
  /** One `clave: valor` per line. */
  specifications: string;
  isAvailable: boolean;
}

const FIELDS = [
  'brand',
  'model',
  'year',
  'engineSize',
  'color',
  'price',
  'description',
  'specifications',
  'isAvailable',
] as const satisfies readonly (keyof MotorcycleFormValues)[];

const isField = (name: string): name is keyof MotorcycleFormValues =>
  (FIELDS as readonly string[]).includes(name);

/** Specifications as the form shows them: an object as `clave: valor` lines, text as it is. */
export function specificationsToText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, v]) => `${key}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
      .join('\n');
  }
  return JSON.stringify(value);
}

/** `clave: valor` lines become an object; any other text is kept as text; blank is null. */
export function specificationsFromText(text: string): string | Record<string, string> | null {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return null;
  const pairs = lines.map((line) => {
    const at = line.indexOf(':');
    return at > 0 ? ([line.slice(0, at).trim(), line.slice(at + 1).trim()] as const) : null;
  });
  if (pairs.some((pair) => pair === null || !pair[0] || !pair[1])) return text.trim();
  return Object.fromEntries(pairs as (readonly [string, string])[]);
}

/**
 * The API's body schema (`motorcycleBody`) validates the form, so the rules and messages are the
 * server's: year 1900 to next year, price above 0 with at most 2 decimals. Blank numbers count as missing.
 */
const motorcycleFormSchema = z.preprocess((values: MotorcycleFormValues) => {
  const next: Record<string, unknown> = { ...values };
  for (const key of ['year', 'price']) {
    if (typeof next[key] === 'string' && (next[key] as string).trim() === '') next[key] = undefined;
  }
  if (typeof next.specifications === 'string')
    next.specifications = specificationsFromText(next.specifications);
  return next;
}, motorcycleBody);

export function motorcycleFormValues(motorcycle?: Motorcycle | null): MotorcycleFormValues {
  return {
    brand: motorcycle?.brand ?? '',
    model: motorcycle?.model ?? '',
    year: motorcycle ? String(motorcycle.year) : String(new Date().getFullYear()),
    engineSize: motorcycle?.engineSize ?? '',
    color: motorcycle?.color ?? '',
    price: motorcycle ? String(motorcycle.price) : '',
    description: motorcycle?.description ?? '',
    specifications: specificationsToText(motorcycle?.specifications),
    isAvailable: motorcycle?.isAvailable ?? true,
  };
}

export interface MotorcycleFormProps {
  defaultValues: MotorcycleFormValues;
  submitLabel: string;
  onSubmit: (body: MotorcycleInput) => Promise<unknown>;
  /** More fields below the form's own, e.g. the back-office photo picker. */
  children?: ReactNode;
}

/** Create and edit form of a motorcycle, catalog or inventory (inside a dialog: its footer holds the buttons). */
export function MotorcycleForm({ defaultValues, submitLabel, onSubmit, children }: MotorcycleFormProps) {
  const { control, handleSubmit, setError, isSubmitting, fieldProps } = useZodForm(motorcycleFormSchema, {
    defaultValues,
  });
  const maxYear = new Date().getFullYear() + 1;

  const { serverError, run } = useServerErrors(setError, isField);
  const submit = handleSubmit((body) => run(() => onSubmit(body)));

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormAlert>{serverError}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Marca" required autoComplete="off" {...fieldProps('brand')} />
        <Input label="Modelo" required autoComplete="off" {...fieldProps('model')} />
        <Input
          label="Año"
          required
          type="number"
          inputMode="numeric"
          min={1900}
          max={maxYear}
          step={1}
          {...fieldProps('year')}
        />
        <Input
          label="Cilindrada"
          required
          autoComplete="off"
          placeholder="150cc"
          {...fieldProps('engineSize')}
        />
        <Input label="Color" required autoComplete="off" {...fieldProps('color')} />
        {/* Text, not type="number": what is typed is what the rule judges ('-500' is refused, not read). */}
        <Input
          label="Precio (USD)"
          required
          inputMode="decimal"
          placeholder="0.00"
          autoComplete="off"
          {...fieldProps('price')}
        />
      </div>
      <Textarea label="Descripción" rows={3} {...fieldProps('description')} />
      <Textarea
        label="Especificaciones"
        rows={3}
        placeholder={'combustible: Gasolina\ntransmision: Manual'}
        hint="Una por línea, en formato «clave: valor»."
        {...fieldProps('specifications')}
      />
      <SwitchField
        control={control}
        name="isAvailable"
        label="Disponible para financiar"
        description="Desactívalo cuando la moto ya no esté a la venta."
      />
      {children}
      <FormDialogFooter sticky submitting={isSubmitting}>
        {submitLabel}
      </FormDialogFooter>
    </form>
  );
}
