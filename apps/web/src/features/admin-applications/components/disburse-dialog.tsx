import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminApplicationSummary,
  type DisburseApplicationBody,
  DOCUMENT_SIZE_LIMITS,
  disburseApplicationBody,
  ENGINE_NUMBER_MAX,
  adminApplicationMessages as messages,
  PLATE_MAX,
  vinMessages,
} from '@quincena/shared';
import { useEffect, useRef, useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/domain/form-dialog.tsx';
import { SwitchField } from '../../../components/domain/switch-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError, serverMessage } from '../../../lib/api-client.ts';
import { acceptAttribute, checkFileContent, type FileCheck } from '../../../lib/file-check.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { UPLOAD_FAILED_MESSAGE } from '../../../lib/upload.ts';
import { useDisburseApplication } from '../api/disburse-admin-application.ts';
import { useContractAcceptance } from '../api/get-contract-acceptance.ts';
import { uploadDisbursementFile } from '../api/upload-disbursement-file.ts';
import { customerName } from './application-workflow.ts';
import { FileInput, UploadProgress } from './file-input.tsx';

/** Spec part 2 §5: the contract is a PDF, the discount document a PDF or an image; 5 MB each. */
const CONTRACT_FILE: FileCheck = { kinds: ['pdf'], maxBytes: DOCUMENT_SIZE_LIMITS.disbursement };
const DISCOUNT_FILE: FileCheck = {
  kinds: ['pdf', 'png', 'jpeg'],
  maxBytes: DOCUMENT_SIZE_LIMITS.disbursement,
};

const fileIssue = async (file: unknown, check: FileCheck, required: string) =>
  file instanceof File ? checkFileContent(file, check) : required;

const body = disburseApplicationBody.shape;

/** The shared body's rules for the text fields; the files are checked here and uploaded on submit. */
const disburseFormSchema = z
  .object({
    actualVin: body.actualVin,
    actualPlate: body.actualPlate,
    engineNumber: body.engineNumber,
    insurancePolicy: body.insurancePolicy,
    hasDirectDiscount: z.boolean(),
    /** The contract the customer accepted with a texted code, in place of an upload. */
    useAcceptedContract: z.boolean(),
    contract: z.custom<File | null>(),
    directDiscount: z.custom<File | null>(),
  })
  // Runs even when a text field is wrong, so every message shows at once.
  .superRefine(
    async (values, ctx) => {
      if (!values.useAcceptedContract) {
        const contract = await fileIssue(values.contract, CONTRACT_FILE, messages.contractRequired);
        if (contract) ctx.addIssue({ code: 'custom', path: ['contract'], message: contract });
      }
      if (!values.hasDirectDiscount) return;
      const discount = await fileIssue(values.directDiscount, DISCOUNT_FILE, messages.discountRequired);
      if (discount) ctx.addIssue({ code: 'custom', path: ['directDiscount'], message: discount });
    },
    { when: () => true },
  );

type DisburseValues = z.input<typeof disburseFormSchema>;
type DisburseForm = z.output<typeof disburseFormSchema>;
type FileField = 'contract' | 'directDiscount';

export interface DisburseDialogProps {
  application: AdminApplicationSummary | null;
  onClose: () => void;
}

/**
 * APPROVED → DISBURSED: the actual VIN and plate, the insurance policy, and the signed contract,
 * which is the one the customer accepted by SMS when there is one (an upload otherwise).
 */
export function DisburseDialog({ application, onClose }: DisburseDialogProps) {
  return application ? (
    <DisburseFormDialog key={application.id} application={application} onClose={onClose} />
  ) : null;
}

function DisburseFormDialog({
  application: a,
  onClose,
}: {
  application: AdminApplicationSummary;
  onClose: () => void;
}) {
  const accepted = useContractAcceptance(a.id);
  // Unknown (the query failed) reads as none: the admin uploads the signed contract.
  const acceptance = accepted.data ?? null;
  const disburse = useDisburseApplication();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Partial<Record<FileField, number>>>({});
  // A file already uploaded is not sent again when the disbursement itself is retried.
  const uploaded = useRef(new Map<File, string>());
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<DisburseValues, unknown, DisburseForm>({
    resolver: zodResolver(disburseFormSchema),
    defaultValues: {
      actualVin: a.motorcycle.vin ?? '',
      actualPlate: a.motorcycle.placa ?? '',
      engineNumber: '',
      insurancePolicy: '',
      hasDirectDiscount: false,
      useAcceptedContract: false,
      contract: null,
      directDiscount: null,
    },
  });
  const hasDirectDiscount = watch('hasDirectDiscount');
  const useAccepted = watch('useAcceptedContract');
  // Once known, the customer's acceptance is the contract offered first.
  useEffect(() => {
    if (acceptance) setValue('useAcceptedContract', true);
  }, [acceptance, setValue]);

  const upload = async (field: FileField, file: File) => {
    const known = uploaded.current.get(file);
    if (known) return known;
    const document = await uploadDisbursementFile({
      applicationId: a.id,
      documentType: field === 'contract' ? 'CONTRACT' : 'DIRECT_DISCOUNT',
      file,
      onProgress: (fraction) => setProgress((p) => ({ ...p, [field]: fraction })),
    });
    uploaded.current.set(file, document.fileUrl);
    return document.fileUrl;
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    let contractUrl: string;
    let directDiscountUrl: string | undefined;
    try {
      contractUrl =
        values.useAcceptedContract && acceptance
          ? acceptance.documentUrl
          : await upload('contract', values.contract as File);
      if (values.hasDirectDiscount)
        directDiscountUrl = await upload('directDiscount', values.directDiscount as File);
    } catch (error) {
      setServerError(
        `${messages.uploadFilesFailed}${isApiError(error) ? error.message : UPLOAD_FAILED_MESSAGE}`,
      );
      return;
    }
    const payload: DisburseApplicationBody = {
      actualVin: values.actualVin,
      actualPlate: values.actualPlate,
      engineNumber: values.engineNumber,
      insurancePolicy: values.insurancePolicy,
      contractUrl,
      hasDirectDiscount: values.hasDirectDiscount,
      directDiscountUrl,
    };
    try {
      await disburse.mutateAsync({ id: a.id, body: payload });
      toast.success('Solicitud desembolsada');
      onClose();
    } catch (error) {
      setServerError(serverMessage(error, messages.disburseFailed));
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Desembolsar solicitud"
      description={`${customerName(a)} · ${a.motorcycle.brand} ${a.motorcycle.model} ${a.motorcycle.year}`}
      onSubmit={submit}
      submitLabel="Desembolsar"
      submitting={isSubmitting}
      submitDisabled={accepted.isPending}
      error={serverError}
      size="lg"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="VIN"
          required
          hint={vinMessages.hint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono uppercase"
          error={errors.actualVin?.message}
          {...register('actualVin')}
        />
        <Input
          label="Placa"
          required
          maxLength={PLATE_MAX}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          error={errors.actualPlate?.message}
          {...register('actualPlate')}
        />
      </div>
      <Input
        label="Número de motor"
        hint="Como está grabado en el motor; el contrato lo identifica."
        maxLength={ENGINE_NUMBER_MAX}
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        error={errors.engineNumber?.message}
        {...register('engineNumber')}
      />
      <Input
        label="Póliza de seguro"
        required
        autoComplete="off"
        error={errors.insurancePolicy?.message}
        {...register('insurancePolicy')}
      />
      {accepted.isPending && (
        <p role="status" className="text-sm text-muted-foreground">
          Buscando el contrato aceptado por el cliente…
        </p>
      )}
      {acceptance && (
        <SwitchField
          control={control}
          name="useAcceptedContract"
          label="Contrato aceptado por el cliente"
          description={`Aceptado con código SMS el ${formatDateTime(acceptance.acceptedAt)}, desde ${acceptance.ipAddress}.`}
        />
      )}
      {!accepted.isPending && !useAccepted && (
        <DisbursementFile
          control={control}
          name="contract"
          label="Contrato (PDF)"
          shortLabel="Contrato"
          check={CONTRACT_FILE}
          hint="PDF · máximo 5 MB"
          error={errors.contract?.message}
          progress={progress.contract}
        />
      )}
      <SwitchField
        control={control}
        name="hasDirectDiscount"
        label="Descuento directo"
        description="El pago se descuenta directamente del salario del cliente."
      />
      {hasDirectDiscount && (
        <DisbursementFile
          control={control}
          name="directDiscount"
          label="Documento de descuento"
          shortLabel="Documento de descuento"
          check={DISCOUNT_FILE}
          hint="PDF, PNG o JPG · máximo 5 MB"
          error={errors.directDiscount?.message}
          progress={progress.directDiscount}
        />
      )}
    </FormDialog>
  );
}

interface DisbursementFileProps {
  control: Control<DisburseValues>;
  name: FileField;
  label: string;
  /** How the upload's progress names it. */
  shortLabel: string;
  check: FileCheck;
  hint: string;
  error: string | undefined;
  /** The fraction sent, once its upload began. */
  progress: number | undefined;
}

/** A file the disbursement uploads: its field, then how much of it has been sent. */
function DisbursementFile({
  control,
  name,
  label,
  shortLabel,
  check,
  hint,
  error,
  progress,
}: DisbursementFileProps) {
  return (
    <>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <FileInput
            label={label}
            required
            accept={acceptAttribute(check.kinds)}
            hint={hint}
            error={error}
            onFile={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
          />
        )}
      />
      {progress !== undefined && <UploadProgress label={shortLabel} fraction={progress} />}
    </>
  );
}
