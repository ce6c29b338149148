import { maskIdentityNumber } from '@quincena/shared';
import { csvDocument, csvLine } from '../../csv.ts';
import { dateCell, personCell, phoneCell } from '../../csv-cells.ts';
import type { CustomerExportRow } from './admin-customers.repository.ts';

const HEADERS = [
  'Cliente',
  'Teléfono',
  'Correo',
  'Identificación',
  'Estado',
  'Solicitudes',
  'Fecha de registro',
];

function customerLine({ customer: c, applicationsCount }: CustomerExportRow) {
  return csvLine([
    personCell(c),
    phoneCell(c.phoneNumber),
    c.email ?? '',
    // A list of many people shows identity numbers masked, as the admin search does.
    c.identityNumber ? maskIdentityNumber(c.identityNumber) : '',
    c.isVerified ? 'Verificado' : 'Pendiente',
    applicationsCount,
    dateCell(c.createdAt),
  ]);
}

/** clientes.csv: one row per live customer, as the back-office list searches them. */
export const customersCsv = (rows: readonly CustomerExportRow[]) =>
  csvDocument([csvLine(HEADERS), ...rows.map(customerLine)]);
