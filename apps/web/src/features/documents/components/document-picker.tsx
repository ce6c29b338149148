import type { UploadContext } from '@quincena/shared';
import { CircleAlert, FileCheck2, FileText, Paperclip, X } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatFileSize } from '../../../lib/format.ts';
import { ONBOARDING_DOCUMENT_TYPES } from '../document-types.ts';
import { ACCEPT_ATTRIBUTE, checkDocumentFile, fileRuleFor, fileRuleHint } from '../upload-rules.ts';

export interface PickedDocument {
  documentType: string;
  file: File;
}

export interface DocumentPickerProps {
  /** At most one file per document type. */
  value: readonly PickedDocument[];
  onChange: (next: PickedDocument[]) => void;
  context?: UploadContext;
  disabled?: boolean;
}

/**
 * One row per document a registration asks for: choose a file (or take a photo on a phone), see its
 * name and size, remove it. A file of the wrong type or too large is refused here with the spec's
 * message, so nothing is sent that the server would refuse for that reason.
 */
export function DocumentPicker({ value, onChange, context = 'onboarding', disabled }: DocumentPickerProps) {
  const rule = fileRuleFor(context);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const hintId = useId();

  const choose = async (documentType: string, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a removal.
    event.target.value = '';
    if (!file) return;
    const problem = await checkDocumentFile(file, rule);
    setErrors((current) => {
      const { [documentType]: _removed, ...rest } = current;
      return problem ? { ...rest, [documentType]: problem } : rest;
    });
    if (problem) return;
    onChange([...value.filter((d) => d.documentType !== documentType), { documentType, file }]);
  };

  const remove = (documentType: string) => {
    onChange(value.filter((d) => d.documentType !== documentType));
  };

  return (
    <div className="grid gap-3">
      <p id={hintId} className="text-sm text-muted-foreground">
        {fileRuleHint(rule)}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {ONBOARDING_DOCUMENT_TYPES.map(({ documentType, label, description }) => {
          const chosen = value.find((d) => d.documentType === documentType);
          const error = errors[documentType];
          const inputId = `documento-${documentType}`;
          const errorId = `${inputId}-error`;
          return (
            <li
              key={documentType}
              className={cn(
                'grid content-start gap-3 rounded-xl border p-4 transition-colors',
                chosen
                  ? 'border-emerald-300 bg-primary-soft/50 dark:border-emerald-800'
                  : 'border-border bg-card',
                error && 'border-red-300 dark:border-red-900',
              )}
            >
              <div className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-10 shrink-0 items-center justify-center rounded-lg',
                    chosen ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
                  )}
                >
                  {chosen ? <FileCheck2 className="size-5" /> : <FileText className="size-5" />}
                </span>
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-medium text-foreground">{label}</p>
                  <p className="text-sm text-muted-foreground">{description}</p>
                </div>
              </div>

              {chosen ? (
                <div className="flex items-center justify-between gap-2 rounded-lg bg-card px-3 py-2 ring-1 ring-border">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-foreground" title={chosen.file.name}>
                      {chosen.file.name}
                    </p>
                    <p className="text-xs text-muted-foreground">{formatFileSize(chosen.file.size)}</p>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => remove(documentType)}
                    disabled={disabled}
                    aria-label={`Quitar ${label}`}
                  >
                    <X aria-hidden="true" />
                    Quitar
                  </Button>
                </div>
              ) : null}

              <div>
                <input
                  id={inputId}
                  type="file"
                  accept={ACCEPT_ATTRIBUTE}
                  className="peer sr-only"
                  disabled={disabled}
                  aria-label={label}
                  aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => void choose(documentType, event)}
                />
                <label
                  htmlFor={inputId}
                  className={cn(
                    'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-4 text-sm font-medium text-foreground shadow-xs transition-colors hover:bg-accent',
                    'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
                    'peer-disabled:pointer-events-none peer-disabled:opacity-55',
                  )}
                >
                  <Paperclip aria-hidden="true" className="size-4" />
                  {chosen ? 'Cambiar archivo' : 'Elegir archivo'}
                </label>
              </div>

              {error && (
                <p id={errorId} role="alert" className="flex items-start gap-1.5 text-sm text-destructive">
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
