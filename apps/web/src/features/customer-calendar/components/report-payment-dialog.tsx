import { zodResolver } from '@hookform/resolvers/zod';
import {
  acceptedFileKinds,
  businessToday,
  documentSizeLimit,
  paymentMessages,
  reportPaymentBody,
} from '@quincena/shared';
import { CircleAlert, Paperclip, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldPropsOf } from '../../../components/domain/field-props.ts';
import { FormDialogFooter } from '../../../components/domain/form-dialog-footer.tsx';
import { PaymentMethodField } from '../../../components/domain/payment-method-field.tsx';
import { useServerErrors } from '../../../components/domain/use-server-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { cn } from '../../../lib/cn.ts';
import { acceptAttribute, checkFileContent, type FileCheck } from '../../../lib/file-check.ts';
import { formatFileSize } from '../../../lib/format.ts';
import { preferredPaymentMethod, useEnabledPaymentMethods } from '../../../lib/public-settings.ts';
import { type ReportPaymentBody, useReportPayment } from '../api/report-payment.ts';

/** The receipt rules the server applies to a customer's PAYMENT_RECEIPT: PDF, JPG or PNG, 10 MB. */
const RECEIPT_CHECK: FileCheck = {
  kinds: acceptedFileKinds('PAYMENT_RECEIPT', 'customer'),
  maxBytes: documentSizeLimit('PAYMENT_RECEIPT'),
};
const RECEIPT_HINT = `PDF, JPG o PNG · máximo ${Math.round(RECEIPT_CHECK.maxBytes / (1024 * 1024))} MB`;

const REPORT_SUCCESS = 'Pago reportado';
const REPORT_SUCCESS_DETAIL = 'Te avisaremos por SMS cuando lo revisemos.';

/** The API's own body schema, so the messages are the server's; plus "not in the future" (Panama's today). */
const formSchema = (today: string) =>
  reportPaymentBody.omit({ applicationId: true }).extend({
    paymentDate: reportPaymentBody.shape.paymentDate.refine((date) => date <= today, {
      error: paymentMessages.futureDate,
    }),
  });

type FormValues = z.input<ReturnType<typeof formSchema>>;
const isField = (name: string): name is keyof FormValues =>
  name !== 'applicationId' && name in reportPaymentBody.shape;

export interface ReportPaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applicationId: string;
  /** Prefills the amount, e.g. with what the next installment still owes ('103.42'). */
  suggestedAmount?: string;
}

/** 'Reportar pago': the customer tells us about a payment made, with an optional receipt photo or PDF. */
export function ReportPaymentDialog({ open, onOpenChange, ...props }: ReportPaymentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Reportar pago"
        description="Indica el pago que hiciste; lo revisaremos y lo aplicaremos a tus cuotas."
      >
        <ReportPaymentForm {...props} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReportPaymentForm({
  applicationId,
  suggestedAmount = '',
  onDone,
}: Omit<ReportPaymentDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const today = businessToday();
  const mutation = useReportPayment();
  const [receipt, setReceipt] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // One key per submission, kept while the same report is retried (a lost answer must not record it twice).
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  // Only the methods the settings enable.
  const methods = useEnabledPaymentMethods();
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(formSchema(today)),
    defaultValues: {
      amount: suggestedAmount,
      paymentMethod: preferredPaymentMethod(methods, 'BANK_TRANSFER'),
      paymentReference: '',
      paymentDate: today,
      notes: '',
    },
  });
  const fieldProps = fieldPropsOf(register, errors);

  // The enabled methods may arrive after the form opened: never keep one that is not offered.
  useEffect(() => {
    const current = getValues('paymentMethod');
    const next = preferredPaymentMethod(methods, current);
    if (next !== current) setValue('paymentMethod', next);
  }, [methods, getValues, setValue]);

  const { serverError, run } = useServerErrors(setError, isField);

  const submit = handleSubmit((values) => {
    const body: ReportPaymentBody = { ...values, applicationId };
    const fingerprint = JSON.stringify([body, receipt && [receipt.name, receipt.size, receipt.lastModified]]);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { key: crypto.randomUUID(), fingerprint };
    }
    const idempotencyKey = attempt.current.key;
    setProgress(receipt ? 0 : null);
    return run(async () => {
      await mutation
        .mutateAsync({ body, receipt, idempotencyKey, onProgress: setProgress })
        .catch((error: unknown) => {
          // The upload is over, whatever the answer.
          setProgress(null);
          throw error;
        });
      toast.success(REPORT_SUCCESS, REPORT_SUCCESS_DETAIL);
      onDone();
    });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormAlert>{serverError}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Monto pagado (USD)"
          required
          type="number"
          inputMode="decimal"
          min={0.01}
          step="0.01"
          {...fieldProps('amount')}
        />
        <Input label="Fecha de Pago" required type="date" max={today} {...fieldProps('paymentDate')} />
        <PaymentMethodField
          control={control}
          name="paymentMethod"
          methods={methods}
          required
          error={errors.paymentMethod?.message}
        />
        <Input
          label="Referencia"
          autoComplete="off"
          hint="El número de la transferencia o del recibo."
          {...fieldProps('paymentReference')}
        />
      </div>
      <ReceiptPicker file={receipt} onChange={setReceipt} disabled={isSubmitting} />
      {progress !== null && <ReceiptProgress fraction={progress} />}
      <Textarea label="Notas" rows={2} {...fieldProps('notes')} />
      <FormDialogFooter sticky submitting={isSubmitting}>
        Enviar reporte
      </FormDialogFooter>
    </form>
  );
}

interface ReceiptPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * The receipt: a photo (the phone offers its camera) or a PDF. Its first bytes are checked here with
 * the server's own detection, so a file the server would refuse is refused with the same message.
 */
function ReceiptPicker({ file, onChange, disabled }: ReceiptPickerProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Let the same file be chosen again after a removal.
    event.target.value = '';
    if (!chosen) return;
    const problem = await checkFileContent(chosen, RECEIPT_CHECK);
    setError(problem);
    onChange(problem ? null : chosen);
  };

  return (
    <div className="grid gap-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-foreground">
        Comprobante
      </p>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Foto o PDF del comprobante (opcional) · {RECEIPT_HINT}
      </p>
      {file && (
        <div className="flex items-center justify-between gap-2 rounded-lg bg-card px-3 py-2 ring-1 ring-border">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-foreground" title={file.name}>
              {file.name}
            </p>
            <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={`Quitar ${file.name}`}
          >
            <X aria-hidden="true" />
            Quitar
          </Button>
        </div>
      )}
      <div>
        <input
          id={id}
          type="file"
          accept={acceptAttribute(RECEIPT_CHECK.kinds)}
          className="peer sr-only"
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void choose(event)}
        />
        <label
          htmlFor={id}
          className={cn(
            'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-4 text-sm font-medium text-foreground shadow-xs transition-colors hover:bg-accent',
            'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
            'peer-disabled:pointer-events-none peer-disabled:opacity-55',
          )}
        >
          <Paperclip aria-hidden="true" className="size-4" />
          {file ? 'Cambiar archivo' : 'Adjuntar foto o PDF'}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="flex items-start gap-1.5 text-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

function ReceiptProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <ProgressBar label="Envío del comprobante" value={percent} max={100} small>
      {percent >= 100 ? 'Comprobante enviado' : `Enviando comprobante… ${percent}%`}
    </ProgressBar>
  );
}
