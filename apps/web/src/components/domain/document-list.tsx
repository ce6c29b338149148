import {
  DOCUMENT_STATUS_LABELS,
  type DocumentRecord,
  type DocumentStatus,
  type DocumentType,
} from '@quincena/shared';
import { FileImage, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime, formatFileSize } from '../../lib/format.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';

/** What each document is, in Spanish. */
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  LICENCIA_FRONT: 'Cédula (frente)',
  LICENCIA_BACK: 'Cédula (reverso)',
  CEDULA: 'Cédula',
  LICENSE: 'Licencia de conducir',
  INCOME_PROOF: 'Comprobante de ingresos',
  UTILITY_BILL: 'Recibo de servicios',
  APC: 'Referencia APC',
  CONTRACT: 'Contrato',
  DIRECT_DISCOUNT: 'Descuento directo',
  PAYMENT_RECEIPT: 'Comprobante de pago',
  OTHER: 'Otro documento',
};

const STATUS_TONES: Record<DocumentStatus, BadgeTone> = {
  PENDING: 'warning',
  VERIFIED: 'success',
  REJECTED: 'danger',
};

export interface DocumentListProps {
  documents: readonly DocumentRecord[];
  /** Buttons for one document (preview, download, verify…); the list itself fetches nothing. */
  actions?: (document: DocumentRecord) => ReactNode;
  emptyText?: string;
  className?: string;
}

/** Uploaded documents: type, file name, size, upload time and verification status. */
export function DocumentList({
  documents,
  actions,
  emptyText = 'No hay documentos.',
  className,
}: DocumentListProps) {
  if (documents.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul
      aria-label="Documentos"
      className={className ?? 'divide-y divide-border rounded-lg border border-border'}
    >
      {documents.map((d) => {
        const Icon = d.mimeType.startsWith('image/') ? FileImage : FileText;
        return (
          <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3 sm:px-4">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="grid min-w-0 flex-1 basis-40 gap-0.5">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-foreground">
                {DOCUMENT_TYPE_LABELS[d.documentType]}
                <Badge tone={STATUS_TONES[d.status]}>{DOCUMENT_STATUS_LABELS[d.status]}</Badge>
              </p>
              <p className="truncate text-xs text-muted-foreground" title={d.originalName}>
                {d.originalName} · {formatFileSize(d.fileSize)} · {formatDateTime(d.uploadedAt)}
              </p>
            </div>
            {actions && <div className="flex flex-wrap gap-1.5">{actions(d)}</div>}
          </li>
        );
      })}
    </ul>
  );
}
