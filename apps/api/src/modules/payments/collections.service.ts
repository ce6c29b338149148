import {
  addDays,
  businessToday,
  type CalendarDay,
  type CalendarQuery,
  type DashboardPeriod,
  formatApplicationNumber,
  formatIsoDateDmy,
  formatPanamaPhone,
  fromCents,
  installmentView,
  type PaymentsDashboard,
  periodWindow,
  UPCOMING_DAYS,
} from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import { csvDocument, csvLine } from '../../csv.ts';
import type { Database } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import { dueBetween, overdueBefore } from '../reports/index.ts';
import { type CalendarRow, listCalendarInstallments, listUpcoming } from './collections.repository.ts';

/** Without dates the calendar shows the week behind and the month ahead. */
const DEFAULT_DAYS_BEHIND = 7;
const EXPORT_MAX_ROWS = 10_000;
const UPCOMING_MAX = 50;

/**
 * Without dates the calendar shows the week behind and the month ahead, except where that window
 * would hide what was asked for (ADR 024): 'Vencidos' shows every overdue installment, however old
 * (as the card above counts them), and a search shows the whole schedule of the loans it finds.
 */
export function calendarWindow(query: Omit<CalendarQuery, 'limit'>, today: string) {
  if (query.dateFrom || query.dateTo) return { dateFrom: query.dateFrom, dateTo: query.dateTo };
  if (query.status === 'overdue' || query.search) return { dateFrom: undefined, dateTo: undefined };
  return { dateFrom: addDays(today, -DEFAULT_DAYS_BEHIND), dateTo: addDays(today, UPCOMING_DAYS) };
}

function calendarFilter(query: Omit<CalendarQuery, 'limit'>, today: string) {
  if (query.dateFrom && query.dateTo && query.dateTo < query.dateFrom) {
    const message = 'La fecha final debe ser igual o posterior a la inicial.';
    throw new ValidationError(message, [{ field: 'dateTo', message }]);
  }
  return { status: query.status, ...calendarWindow(query, today), search: query.search || undefined, today };
}

function toCalendarPayment({ installment: item, customer, motorcycle }: CalendarRow, today: string) {
  const view = installmentView(item, today);
  return { ...view, applicationId: item.applicationId, lateFeesAmount: view.lateFee, customer, motorcycle };
}

/** GET /admin/payments/calendar: installments grouped by due date, with each day's totals. */
export async function paymentCalendar(db: Database, clock: Clock, query: CalendarQuery) {
  const today = businessToday(clock.now());
  const rows = await listCalendarInstallments(db, calendarFilter(query, today), query.limit);
  const days = new Map<string, CalendarDay>();
  for (const row of rows) {
    const payment = toCalendarPayment(row, today);
    const day = days.get(payment.dueDate) ?? {
      date: payment.dueDate,
      paymentCount: 0,
      totalExpected: 0,
      totalReceived: 0,
      pendingAmount: 0,
      paidCount: 0,
      payments: [],
    };
    day.payments.push(payment);
    days.set(payment.dueDate, day);
  }
  // Day totals summed in cents, so they never drift from the rows.
  const cents = (n: number) => Math.round(n * 100);
  const calendar = [...days.values()].map((day) => ({
    ...day,
    paymentCount: day.payments.length,
    paidCount: day.payments.filter((p) => p.isPaid).length,
    totalExpected: fromCents(day.payments.reduce((s, p) => s + cents(p.amount) + cents(p.lateFeesAmount), 0)),
    totalReceived: fromCents(day.payments.reduce((s, p) => s + cents(p.paidAmount), 0)),
    pendingAmount: fromCents(day.payments.reduce((s, p) => s + cents(p.owedAmount), 0)),
  }));
  return { calendar };
}

const CSV_HEADERS = [
  'Fecha de vencimiento',
  'Solicitud',
  'Cuota',
  'Cliente',
  'Teléfono',
  'Moto',
  'Monto',
  'Pagado',
  'Mora',
  'Pendiente',
  'Estado',
];

/** The filtered calendar as CSV: UTF-8 with BOM (Excel), Spanish headers, one row per installment. */
export async function paymentCalendarCsv(db: Database, clock: Clock, query: Omit<CalendarQuery, 'limit'>) {
  const today = businessToday(clock.now());
  const rows = await listCalendarInstallments(db, calendarFilter(query, today), EXPORT_MAX_ROWS);
  const lines = rows.map((row) => {
    const p = toCalendarPayment(row, today);
    const status = p.isPaid ? 'Pagado' : p.isOverdue ? 'Vencido' : 'Pendiente';
    const name = [p.customer.firstName, p.customer.lastName].filter(Boolean).join(' ');
    return csvLine([
      formatIsoDateDmy(p.dueDate),
      formatApplicationNumber(row.application.number, row.application.createdAt),
      p.paymentNumber,
      name,
      formatPanamaPhone(p.customer.phoneNumber),
      `${p.motorcycle.brand} ${p.motorcycle.model}`,
      p.amount.toFixed(2),
      p.paidAmount.toFixed(2),
      p.lateFeesAmount.toFixed(2),
      p.owedAmount.toFixed(2),
      status,
    ]);
  });
  return csvDocument([csvLine(CSV_HEADERS), ...lines]);
}

/**
 * GET /admin/payments/dashboard: what fell due in the period (the last 7/30/91/365 days up to
 * today) and how much of it came in; overdue counts every unpaid installment past its date.
 */
export async function paymentsDashboard(
  db: Database,
  clock: Clock,
  period: DashboardPeriod,
): Promise<PaymentsDashboard> {
  const today = businessToday(clock.now());
  const { from } = periodWindow(period, today);
  const [due, overdue, upcoming] = await Promise.all([
    dueBetween(db, from, today),
    overdueBefore(db, today),
    listUpcoming(db, today, addDays(today, UPCOMING_DAYS), UPCOMING_MAX),
  ]);
  const rate = due.dueCents === 0 ? 0 : (due.paidCents / due.dueCents) * 100;
  return {
    overview: {
      totalScheduled: fromCents(due.dueCents),
      totalPayments: due.installments,
      totalReceived: fromCents(due.paidCents),
      collectionRate: Math.round(rate * 10) / 10,
      totalPending: fromCents(due.dueCents - due.paidCents),
      overdueCount: overdue.count,
      overdueAmount: fromCents(overdue.owedCents),
    },
    upcoming: upcoming.map((u) => ({
      id: u.id,
      applicationId: u.applicationId,
      customer: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.phoneNumber,
      phoneNumber: u.phoneNumber,
      motorcycle: `${u.brand} ${u.model}`,
      amount: fromCents(Number(u.owedCents)),
      dueDate: u.dueDate,
    })),
  };
}
