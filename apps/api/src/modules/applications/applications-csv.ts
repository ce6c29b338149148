import { APPLICATION_STATUS_LABELS, formatApplicationNumber } from '@quincena/shared';
import { csvDocument, csvLine } from '../../csv.ts';
import { dateCell, personCell, phoneCell, usdCell } from '../../csv-cells.ts';
import type { ApplicationSummaryRow } from './applications.repository.ts';

const HEADERS = [
  'Solicitud',
  'Fecha',
  'Estado',
  'Cliente',
  'Teléfono',
  'Correo',
  'Moto',
  'VIN',
  'Placa',
  'Vendedor',
  'Concesionario',
  'Valor total',
  'Abono inicial',
  'Monto financiado',
  'Plazo (meses)',
  'Tasa mensual (%)',
  'Cuota quincenal',
  'Total a pagar',
];

/** The monthly rate as people read it: 0.0350 → '3.50'. */
const ratePercent = (rate: string) => (Number(rate) * 100).toFixed(2);

function applicationLine({ application: a, customer, motorcycle, vendor }: ApplicationSummaryRow) {
  return csvLine([
    formatApplicationNumber(a.number, a.createdAt),
    dateCell(a.createdAt),
    APPLICATION_STATUS_LABELS[a.status],
    personCell(customer),
    phoneCell(customer.phoneNumber),
    customer.email ?? '',
    `${motorcycle.brand} ${motorcycle.model} ${motorcycle.year}`,
    a.vin ?? '',
    a.placa ?? '',
    vendor ? personCell(vendor) : '',
    vendor?.dealershipName ?? '',
    usdCell(a.saleValueCents),
    usdCell(a.downPaymentCents),
    usdCell(a.approvedAmountCents ?? a.financedCents),
    a.loanTermMonths,
    ratePercent(a.monthlyRate),
    usdCell(a.quincenalPaymentCents),
    usdCell(a.totalToPayCents),
  ]);
}

/** solicitudes.csv: one row per application, as the back-office list filters them. */
export const applicationsCsv = (rows: readonly ApplicationSummaryRow[]) =>
  csvDocument([csvLine(HEADERS), ...rows.map(applicationLine)]);
