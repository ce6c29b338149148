import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BankStatement,
  bankStatementMessages,
  MAX_STATEMENT_BYTES,
  STATEMENT_BANK_LABELS,
  STATEMENT_BANKS,
  STATEMENT_FIELD_LABELS,
  STATEMENT_FIELDS,
  type StatementField,
  statementBank,
  statementMapping,
} from '@quincena/shared';
import { FileUp } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { MessageBox } from '../../../components/ui/message-box.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { UPLOAD_FAILED_MESSAGE } from '../../../lib/upload.ts';
import { useStatementMappings, useUploadBankStatement } from '../api/bank-statements.ts';
import {
  type ColumnPlan,
  type MappingChoice,
  planColumns,
  prefillMapping,
  readStatementHeader,
} from './statement-columns.ts';

const BANK_OPTIONS = STATEMENT_BANKS.map((bank) => ({ value: bank, label: STATEMENT_BANK_LABELS[bank] }));
const FILE_ACCEPT = '.csv,text/csv,text/plain';
const FILE_HINT = `CSV de movimientos exportado del banco · máximo ${Math.round(MAX_STATEMENT_BYTES / (1024 * 1024))} MB`;
const CHOOSE_COLUMN = 'Elige la columna de este dato.';
const RECEIVED = 'Extracto recibido. Se está procesando.';

/** Every field from a column, no column read twice; then the shared schema the server reads it with. */
const mappingForm = z
  .object(
    Object.fromEntries(STATEMENT_FIELDS.map((f) => [f, z.string().min(1, CHOOSE_COLUMN)])) as Record<
      StatementField,
      z.ZodString
    >,
  )
  .superRefine((mapping, ctx) => {
    for (const field of STATEMENT_FIELDS) {
      const column = mapping[field];
      if (column && STATEMENT_FIELDS.some((other) => other !== field && mapping[other] === column)) {
        ctx.addIssue({ code: 'custom', path: [field], message: bankStatementMessages.mappingDuplicate });
      }
    }
  })
  .pipe(statementMapping);

const uploadForm = z.object({ bank: statementBank, mapping: mappingForm.optional() });

/** Strings until checked: the bank is '' before one is chosen; the mapping is left out when not asked for. */
interface UploadValues {
  bank: string;
  mapping?: MappingChoice;
}
type UploadOutput = z.output<typeof uploadForm>;
/** Whether the columns are chosen on the form (else the header or the saved mapping says them). */
type UploadContext = { choosing: boolean };

const resolveForm = zodResolver(uploadForm) as unknown as Resolver<UploadValues, UploadContext, UploadOutput>;

/** The mapping is checked only while it is asked for. */
const resolveUpload: Resolver<UploadValues, UploadContext, UploadOutput> = (values, context, options) =>
  resolveForm(
    { bank: values.bank, mapping: context?.choosing ? values.mapping : undefined },
    context,
    options,
  );

const NO_MAPPING = prefillMapping([], undefined);

/** The file chosen and what its header said. */
type Chosen = { file: File; columns: string[] };

/**
 * 'Importar extracto': the bank, its CSV, and — when the file's header does not name the fields and the
 * bank's saved mapping does not fit — which column is each field. The server answers at once and imports
 * in the background; the statement then opens to follow it.
 */
export function StatementUpload({ onUploaded }: { onUploaded: (statement: BankStatement) => void }) {
  const mappings = useStatementMappings();
  const upload = useUploadBankStatement();
  const { toast } = useToast();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // 'Cambiar correspondencia': the saved mapping fits, but the admin chooses another.
  const [changing, setChanging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  // RHF hands this object to the resolver at each validation: it is kept up to date below.
  const [context] = useState<UploadContext>(() => ({ choosing: false }));
  const { control, handleSubmit, watch, setValue, clearErrors, formState } = useForm<
    UploadValues,
    UploadContext,
    UploadOutput
  >({
    defaultValues: { bank: '', mapping: NO_MAPPING },
    resolver: resolveUpload,
    context,
  });
  const { errors, isSubmitting } = formState;
  const bank = watch('bank');
  const saved = isBank(bank) ? mappings.data?.get(bank) : undefined;
  const plan: ColumnPlan | null = chosen && planColumns(chosen.columns, saved);
  const choosing = plan?.kind === 'choose' || (plan?.kind === 'saved' && changing);
  context.choosing = choosing;

  // Another file, bank or saved mapping: the choice starts again from what fits the file.
  const columns = chosen?.columns;
  useEffect(() => {
    setChanging(false);
    setValue('mapping', prefillMapping(columns ?? [], saved));
    clearErrors('mapping');
  }, [columns, saved, setValue, clearErrors]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    setServerError(null);
    if (!file) {
      setChosen(null);
      return;
    }
    const header =
      file.size > MAX_STATEMENT_BYTES
        ? { error: bankStatementMessages.tooLarge }
        : await readStatementHeader(file);
    if ('error' in header) {
      // A refused file is not kept: the picker shows nothing chosen.
      input.value = '';
      setChosen(null);
      setFileError(header.error);
      return;
    }
    setFileError(null);
    setChosen({ file, columns: header.columns });
  };

  // The mapping comes back from the form only while it is chosen there.
  const send = handleSubmit(async ({ bank: chosenBank, mapping }) => {
    if (!chosen) return;
    setServerError(null);
    setProgress(0);
    try {
      const { statement } = await upload.mutateAsync({
        bank: chosenBank,
        mapping,
        file: chosen.file,
        onProgress: setProgress,
      });
      toast.success(RECEIVED);
      onUploaded(statement);
    } catch (error) {
      setServerError(serverMessage(error, UPLOAD_FAILED_MESSAGE));
    } finally {
      setProgress(null);
    }
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!chosen && !fileError) setFileError(bankStatementMessages.fileRequired);
    return send(event);
  };

  const bankLabel = isBank(bank) ? STATEMENT_BANK_LABELS[bank] : '';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Importar extracto</CardTitle>
        <CardDescription>
          El CSV de movimientos de la cuenta: los pagos que se reconocen se aplican solos a su préstamo; los
          demás quedan por revisar.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label="Importar extracto" className="grid gap-4">
          <FormAlert>{serverError}</FormAlert>
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={control}
              name="bank"
              render={({ field }) => (
                <Select
                  label="Banco"
                  required
                  placeholder="Elige el banco"
                  options={BANK_OPTIONS}
                  value={field.value}
                  onValueChange={field.onChange}
                  disabled={isSubmitting}
                  error={errors.bank?.message}
                />
              )}
            />
            <Input
              type="file"
              label="Archivo CSV"
              required
              accept={FILE_ACCEPT}
              hint={FILE_HINT}
              error={fileError ?? undefined}
              disabled={isSubmitting}
              onChange={(event) => void choose(event)}
              className="h-auto min-w-0 py-2 file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium file:text-foreground"
            />
          </div>

          {plan?.kind === 'standard' && (
            <MessageBox tone="info" role="status">
              El archivo tiene las columnas estándar.
            </MessageBox>
          )}
          {plan?.kind === 'saved' && !changing && (
            <div className="grid gap-2 sm:flex sm:items-start sm:justify-between sm:gap-3">
              <MessageBox tone="info" role="status" className="sm:flex-1">
                Se usará la correspondencia de columnas guardada para {bankLabel}.
              </MessageBox>
              <Button variant="outline" onClick={() => setChanging(true)} disabled={isSubmitting}>
                Cambiar correspondencia
              </Button>
            </div>
          )}
          {choosing && (
            <fieldset className="grid gap-3" disabled={isSubmitting}>
              <legend className="mb-1 text-sm font-semibold text-foreground">
                Correspondencia de columnas
              </legend>
              <p className="text-sm text-muted-foreground">
                {plan?.kind === 'saved'
                  ? `Indica qué columna del archivo es cada dato. Se guardará para ${bankLabel}.`
                  : bankStatementMessages.mappingRequired}
              </p>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {STATEMENT_FIELDS.map((field) => (
                  <Controller
                    key={field}
                    control={control}
                    name={`mapping.${field}`}
                    render={({ field: column }) => (
                      <Select
                        label={STATEMENT_FIELD_LABELS[field]}
                        required
                        placeholder="Elige una columna"
                        options={columnOptions(chosen?.columns ?? [])}
                        value={column.value}
                        onValueChange={column.onChange}
                        disabled={isSubmitting}
                        error={errors.mapping?.[field]?.message}
                      />
                    )}
                  />
                ))}
              </div>
            </fieldset>
          )}

          {progress !== null && (
            <ProgressBar label="Envío del extracto" value={Math.round(progress * 100)} max={100}>
              {progress >= 1 ? 'Extracto enviado' : `Enviando extracto… ${Math.round(progress * 100)}%`}
            </ProgressBar>
          )}
          <div className="flex justify-end">
            <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
              {!isSubmitting && <FileUp aria-hidden="true" />}
              Importar extracto
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

const isBank = (value: string): value is (typeof STATEMENT_BANKS)[number] =>
  (STATEMENT_BANKS as readonly string[]).includes(value);

/** The header's columns, each once and none empty (Radix reserves the empty value). */
function columnOptions(columns: readonly string[]) {
  return [...new Set(columns)].filter((c) => c !== '').map((column) => ({ value: column, label: column }));
}
