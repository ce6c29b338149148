import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { SpinnerIcon } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import type { UploadItem } from '../use-document-uploads.ts';

export interface UploadProgressListProps {
  items: readonly UploadItem[];
  className?: string;
}

function statusText(item: UploadItem): string {
  switch (item.status) {
    case 'pending':
      return 'En espera';
    case 'uploading':
      return `Subiendo… ${Math.round(item.progress * 100)}%`;
    case 'done':
      return 'Subido';
    case 'error':
      return item.message ?? 'Error al subir el archivo';
  }
}

/** Each file of an upload run with its progress bar and outcome. */
export function UploadProgressList({ items, className }: UploadProgressListProps) {
  if (items.length === 0) return null;
  return (
    <ul className={cn('grid gap-2', className)} aria-label="Documentos">
      {items.map((item) => {
        const percent = Math.round((item.status === 'done' ? 1 : item.progress) * 100);
        return (
          <li
            key={item.documentType}
            className="grid gap-2 rounded-lg border border-border bg-card px-3 py-2.5"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm font-medium text-foreground">{item.label}</p>
                <p className="truncate text-xs text-muted-foreground" title={item.fileName}>
                  {item.fileName}
                </p>
              </div>
              <span
                className={cn(
                  'inline-flex shrink-0 items-center gap-1 text-xs font-medium',
                  item.status === 'done' && 'text-emerald-700 dark:text-emerald-400',
                  item.status === 'error' && 'text-destructive',
                  (item.status === 'pending' || item.status === 'uploading') && 'text-muted-foreground',
                )}
              >
                {item.status === 'done' && <CircleCheck aria-hidden="true" className="size-4" />}
                {item.status === 'error' && <CircleAlert aria-hidden="true" className="size-4" />}
                {item.status === 'uploading' && <SpinnerIcon />}
                {item.status === 'pending' && <Clock aria-hidden="true" className="size-4" />}
                <span className="sr-only sm:not-sr-only">
                  {item.status === 'error' ? 'No se pudo subir' : statusText(item)}
                </span>
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={`Carga de ${item.label}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={statusText(item)}
              className="h-1.5 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn(
                  'h-full rounded-full transition-[width] duration-200',
                  item.status === 'error' ? 'bg-destructive' : 'bg-primary',
                )}
                style={{ width: `${item.status === 'error' ? 100 : percent}%` }}
              />
            </div>
            {item.status === 'error' && <p className="text-xs text-destructive">{statusText(item)}</p>}
          </li>
        );
      })}
    </ul>
  );
}
