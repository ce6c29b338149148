import {
  deferInstallments,
  EXTENDED_TERMS,
  type LoanInstallment,
  type RestructureBody,
  restructureBody,
} from '@quincena/shared';
import { type ReactNode, useState } from 'react';
import { Controller, type FieldErrors, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/domain/form-dialog.tsx';
import { useZodForm } from '../../../components/domain/use-zod-form.ts';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useTermExtensionPreview } from '../api/preview-term-extension.ts';
import { useRequestRestructure } from '../api/request-restructure.ts';

const TYPES = [
  { value: 'PAYMENT_HOLIDAY', label: 'Pausa de cuotas' },
  { value: 'EXTEND_TERM', label: 'Extender el plazo' },
];
const PERIODS = ['1', '2', '3', '4'].map((n) => ({ value: n, label: n === '1' ? '1 cuota' : `${n} cuotas` }));
/** The first rows of the new schedule: enough to see the change; the rest follow the same way. */
const PREVIEW_ROWS = 6;

const DESCRIPTIONS = {
  PAYMENT_HOLIDAY:
    'Pausa de cuotas: las cuotas pendientes se corren hacia adelante, con los mismos montos; el préstamo queda en observación por 6 cuotas. Otro administrador debe aprobarla.',
  EXTEND_TERM:
    'Extender el plazo: el capital pendiente se reparte en más cuotas, a la tasa del préstamo; los intereses vencidos se reparten sin intereses. El préstamo queda en observación por 6 cuotas. Otro administrador debe aprobarla.',
} as const;

export interface RestructureDialogProps {
  applicationId: string;
  installments: readonly LoanInstallment[];
  onClose: () => void;
}

/**
 * 'Reestructurar' (PRODUCT.md §9): a payment holiday of 1–4 installments, previewed by the same
 * shared function the API applies, or a term extension, previewed by the API as its approval would
 * apply it today; a second admin approves.
 */
export function RestructureDialog({ applicationId, installments, onClose }: RestructureDialogProps) {
  const request = useRequestRestructure();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const months = Math.ceil(installments.length / 2);
  const longer = EXTENDED_TERMS.filter((term) => term > months);
  const { control, handleSubmit, fieldProps, errors, isSubmitting, setValue } = useZodForm(restructureBody, {
    defaultValues: { type: 'PAYMENT_HOLIDAY', installments: 1, reason: '' } as RestructureBody,
  });
  const type = useWatch({ control, name: 'type' });
  const fieldErrors = errors as FieldErrors<{ installments: number; loanTermMonths: number }>;

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await request.mutateAsync({ applicationId, body });
      toast.success(
        'Reestructuración enviada a aprobación',
        'Otro administrador debe aprobarla en Aprobaciones; entonces se avisa al cliente por SMS.',
      );
      onClose();
    } catch (error) {
      setServerError(serverMessage(error, 'No se pudo pedir la reestructuración.'));
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Reestructurar préstamo"
      description={DESCRIPTIONS[type]}
      onSubmit={submit}
      submitLabel="Pedir reestructuración"
      submitting={isSubmitting || request.isPending}
      error={serverError}
      size="lg"
    >
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Select
            label="Tipo"
            options={TYPES.map((t) =>
              t.value === 'EXTEND_TERM' && longer.length === 0 ? { ...t, disabled: true } : t,
            )}
            value={field.value}
            hint={
              longer.length === 0 ? `El préstamo ya tiene el plazo más largo (${months} meses).` : undefined
            }
            onValueChange={(value) => {
              field.onChange(value);
              if (value === 'EXTEND_TERM') setValue('loanTermMonths', longer[0] as 18 | 24);
              else setValue('installments', 1);
            }}
          />
        )}
      />
      {type === 'EXTEND_TERM' ? (
        <>
          <Controller
            control={control}
            name="loanTermMonths"
            render={({ field }) => (
              <Select
                label="Nuevo plazo"
                options={longer.map((term) => ({ value: String(term), label: `${term} meses` }))}
                value={String(field.value)}
                onValueChange={(value) => field.onChange(Number(value))}
                error={fieldErrors.loanTermMonths?.message}
              />
            )}
          />
          <ExtensionPreview applicationId={applicationId} control={control} />
        </>
      ) : (
        <>
          <Controller
            control={control}
            name="installments"
            render={({ field }) => (
              <Select
                label="Cuotas a diferir"
                options={PERIODS}
                value={String(field.value)}
                onValueChange={(value) => field.onChange(Number(value))}
                error={fieldErrors.installments?.message}
              />
            )}
          />
          <HolidayPreview installments={installments} control={control} />
        </>
      )}
      <Textarea label="Motivo (obligatorio)" rows={3} {...fieldProps('reason')} />
    </FormDialog>
  );
}

type RestructureControl = ReturnType<typeof useZodForm<RestructureBody>>['control'];

/** The holiday's new dates, from the shared function the API applies. */
function HolidayPreview({
  installments,
  control,
}: {
  installments: readonly LoanInstallment[];
  control: RestructureControl;
}) {
  const periods = Number(useWatch({ control, name: 'installments' })) || 1;
  const open = installments.filter((i) => !i.isPaid);
  const moves = deferInstallments(
    open.map((i) => ({ id: i.id, dueDate: i.dueDate })),
    periods,
  );
  const byId = new Map(open.map((i) => [i.id, i]));
  return (
    <PreviewList
      rows={moves.slice(0, PREVIEW_ROWS).map((m) => {
        const item = byId.get(m.id) as LoanInstallment;
        return {
          key: m.id,
          label: `Cuota n.º ${item.paymentNumber} · ${formatMoney(item.amount)}`,
          date: (
            <>
              <span className="text-muted-foreground line-through">{formatDate(m.dueDate)}</span> →{' '}
              {formatDate(m.newDueDate)}
            </>
          ),
        };
      })}
      more={
        moves.length > PREVIEW_ROWS
          ? `Y ${moves.length - PREVIEW_ROWS} cuotas más, cada una ${periods === 1 ? 'una quincena' : `${periods} quincenas`} después.`
          : null
      }
    />
  );
}

/** The extension's new schedule, as the API would apply it if approved today. */
function ExtensionPreview({
  applicationId,
  control,
}: {
  applicationId: string;
  control: RestructureControl;
}) {
  const loanTermMonths = Number(useWatch({ control, name: 'loanTermMonths' })) || null;
  const preview = useTermExtensionPreview(applicationId, loanTermMonths);
  if (preview.isError) {
    return <FormAlert>{serverMessage(preview.error, 'No se pudo calcular el nuevo calendario.')}</FormAlert>;
  }
  if (!preview.data) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Calculando el nuevo calendario…
      </p>
    );
  }
  const { extension } = preview.data;
  const rows = extension.installments;
  return (
    <>
      <DescriptionList className="grid-cols-2 rounded-lg bg-muted/60 px-4 py-3">
        <DescriptionItem label="Cuota">
          <span className="text-muted-foreground line-through">
            {formatMoney(extension.installmentBefore)}
          </span>{' '}
          <span className="font-semibold">{formatMoney(extension.installmentAfter)}</span>
        </DescriptionItem>
        <DescriptionItem label="Cuotas pendientes">
          {rows.length} · la última el {formatDate(rows.at(-1)?.dueDate)}
        </DescriptionItem>
        <DescriptionItem label="Capital que se reprograma">
          {formatMoney(extension.principal)}
        </DescriptionItem>
        <DescriptionItem label="Intereses vencidos repartidos">
          {formatMoney(extension.carriedInterest)}
        </DescriptionItem>
      </DescriptionList>
      <PreviewList
        rows={rows.slice(0, PREVIEW_ROWS).map((i) => ({
          key: String(i.paymentNumber),
          label: `Cuota n.º ${i.paymentNumber} · ${formatMoney(i.amount)}`,
          date: formatDate(i.dueDate),
        }))}
        more={
          rows.length > PREVIEW_ROWS ? `Y ${rows.length - PREVIEW_ROWS} cuotas más, una cada quincena.` : null
        }
      />
    </>
  );
}

/** 'Nuevo calendario': the first rows of the schedule a restructuring leaves. */
function PreviewList({
  rows,
  more,
}: {
  rows: { key: string; label: string; date: ReactNode }[];
  more: string | null;
}) {
  return (
    <section aria-label="Nuevo calendario" className="grid gap-2">
      <h3 className="text-sm font-semibold">Nuevo calendario</h3>
      <ul className="grid gap-1 rounded-lg bg-muted/60 px-4 py-3 text-sm tabular-nums">
        {rows.map((row) => (
          <li key={row.key} className="flex flex-wrap justify-between gap-x-4">
            <span>{row.label}</span>
            <span>{row.date}</span>
          </li>
        ))}
        {more && <li className="text-muted-foreground">{more}</li>}
      </ul>
    </section>
  );
}
