import {
  type AccountStatement,
  formatIsoDateDmy,
  formatReceiptNumber,
  formatUsdCents,
  LOAN_TRANSACTION_LABELS,
  paymentReference,
} from '@quincena/shared';
import { dataTable, fieldTable, type Issuer, type PdfDocument } from '../../infra/pdf/render-pdf.ts';
import type { findLoanParties, listLoanTransactions } from './loans.repository.ts';

export interface StatementFacts {
  loanNumber: string;
  parties: NonNullable<Awaited<ReturnType<typeof findLoanParties>>>;
  statement: AccountStatement;
  entries: Awaited<ReturnType<typeof listLoanTransactions>>;
  issuedAt: Date;
}

const money = (cents: number) => (cents === 0 ? '' : formatUsdCents(cents));

/**
 * The account statement's PDF (PRODUCT.md §10): the balance owed before the period, every entry in
 * it with what it added or took off and the balance after, and the balance at its end. The balance
 * is what the schedule still asks for (principal, interest not rebated, late fees) less credit.
 */
export function statementDocument(issuer: Issuer, facts: StatementFacts): PdfDocument {
  const { statement, parties: p, loanNumber } = facts;
  const byId = new Map(facts.entries.map((e) => [e.entry.id, e]));
  const concept = (id: string) => {
    const stored = byId.get(id);
    if (!stored) return '';
    const { entry, receipt } = stored;
    if (entry.type === 'REVERSAL') {
      const original = entry.reversalOf ? byId.get(entry.reversalOf)?.entry : undefined;
      return original
        ? `Reversión: ${LOAN_TRANSACTION_LABELS[original.type]}`
        : LOAN_TRANSACTION_LABELS.REVERSAL;
    }
    const label = LOAN_TRANSACTION_LABELS[entry.type];
    return receipt ? `${label} · ${formatReceiptNumber(receipt.year, receipt.number)}` : label;
  };
  const period = `${formatIsoDateDmy(statement.from)} al ${formatIsoDateDmy(statement.to)}`;
  return {
    issuer,
    title: `Estado de cuenta del préstamo ${loanNumber}`,
    issuedAt: facts.issuedAt,
    content: [
      fieldTable([
        ['Cliente', p.customerName || '—'],
        ['Cédula', p.identityNumber ?? '—'],
        ['Préstamo', loanNumber],
        ['Referencia de pago', paymentReference(loanNumber)],
        ['Motocicleta', `${p.brand} ${p.model} ${p.year}`],
        ['Período', period],
      ]),
      { text: 'Movimientos', style: 'section' },
      dataTable(
        ['Fecha', 'Concepto', 'Cargo', 'Abono', 'Saldo'],
        [
          ['', 'Saldo inicial', '', '', formatUsdCents(statement.openingCents)],
          ...statement.lines.map((line) => [
            formatIsoDateDmy(line.date),
            concept(line.id),
            money(line.chargeCents),
            money(line.creditCents),
            formatUsdCents(line.balanceCents),
          ]),
          ['', 'Saldo final', '', '', formatUsdCents(statement.closingCents)],
        ],
        { rightFrom: 2 },
      ),
      {
        text:
          'El saldo es lo que el calendario de pagos aún pide: capital, intereses (menos los descontados por ' +
          'pagos anticipados) y recargos por mora, menos el saldo a favor. Los movimientos se ordenan por su fecha.',
        style: 'note',
        margin: [0, 12, 0, 0],
      },
    ],
  };
}
