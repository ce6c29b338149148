import { formatApplicationNumber, PAYMENT_METHOD_LABELS, REPORT_STATUS_LABELS } from '@quincena/shared';
import { csvDocument, csvLine } from '../../csv.ts';
import { dateCell, personCell, phoneCell, usdCell, yesNoCell } from '../../csv-cells.ts';
import type { ReportExportRow } from './payments.repository.ts';

const HEADERS = [
  'Fecha de reporte',
  'Cliente',
  'Teléfono',
  'Solicitud',
  'Monto',
  'Método',
  'Referencia',
  'Fecha de pago',
  'Estado',
  'Fecha de revisión',
  'Notas del cliente',
  'Notas de revisión',
  'Comprobante',
];

function reportLine({ report: r, customer, application }: ReportExportRow) {
  return csvLine([
    dateCell(r.createdAt),
    personCell(customer),
    phoneCell(customer.phoneNumber),
    formatApplicationNumber(application.number, application.createdAt),
    usdCell(r.amountCents),
    PAYMENT_METHOD_LABELS[r.method],
    r.reference ?? '',
    r.paymentDate,
    REPORT_STATUS_LABELS[r.status],
    dateCell(r.reviewedAt),
    r.notes ?? '',
    r.reviewNotes ?? '',
    yesNoCell(r.receiptDocumentId !== null),
  ]);
}

/** pagos-reportados.csv: one row per payment customers reported, as the back-office list filters them. */
export const paymentReportsCsv = (rows: readonly ReportExportRow[]) =>
  csvDocument([csvLine(HEADERS), ...rows.map(reportLine)]);
