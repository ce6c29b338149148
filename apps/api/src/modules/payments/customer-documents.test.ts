import { formatUsdCents, toCents } from '@quincena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveNewLoan } from '../../test/applications.ts';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import { nameTag } from '../../test/names.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/*
 * The documents the customer keeps (PRODUCT.md §10, issue 25, ADR 050). Receipts: every payment
 * has a number, sequential within its year with no gaps, and a PDF that says how the money was
 * applied; the customer gets it by SMS and downloads only their own. The paz y salvo of a loan
 * paid off, with the lien release.
 */

const clock = new TestClock('2026-08-12T15:00:00Z');
const TODAY = '2026-09-20';
const PHONES = ['63950001', '63950002', '63950003', '63950004', '63950005', '63950006', '63950007'];

let t: TestApp;
let admin: string;
let vendor: string;
const loans: string[] = [];

interface ScheduleRow {
  id: string;
  paymentNumber: number;
  dueDate: string;
  principal: number;
  interest: number;
  owedAmount: number;
  isPaid: boolean;
}

const scheduleOf = async (id: string): Promise<ScheduleRow[]> =>
  (await call(t.app, 'GET', `/api/admin/payment-schedules?applicationId=${id}`, { token: admin })).body.data
    .installments;

/** Applies a receipt for the loan's first `count` unpaid installments. */
async function pay(id: string, count = 1, extra = 0) {
  const due = (await scheduleOf(id)).filter((r) => !r.isPaid).slice(0, count);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/payments/apply',
    payload: {
      paymentIds: due.map((r) => r.id),
      totalAmountReceived: due.reduce((sum, r) => sum + r.owedAmount, 0) + extra,
      paymentMethod: 'CASH',
      paymentDate: TODAY,
    },
    headers: { authorization: `Bearer ${admin}`, 'idempotency-key': crypto.randomUUID() },
  });
  return { status: res.statusCode, body: res.json(), due };
}

const download = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** An amount as pdftotext reads it back (the no-break space after 'USD' comes back plain). */
const usd = (cents: number) => formatUsdCents(cents).replace(/\s/g, ' ');
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const numberOf = (label: string) => Number(label.split('-')[2]);
const receiptNumberOf = async (loanId: string, paymentId: string) => {
  const detail = await call(t.app, 'GET', `/api/admin/loans/${loanId}`, { token: admin });
  const row = detail.body.data.transactions.find((x: { paymentId?: string }) => x.paymentId === paymentId);
  return row.receiptNumber as string;
};

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true', PUBLIC_URL: 'https://app.quincena.test/' }, clock });
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  for (const [k, phoneNumber] of PHONES.entries()) {
    const { id } = await approveNewLoan(
      t.app,
      { vendor, admin },
      { firstName: 'Recibo', lastName: `Cliente ${nameTag(k + 1)}`, phoneNumber },
    );
    loans.push(id);
  }
  clock.set(`${TODAY}T15:00:00Z`);
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
}, 300_000);
afterAll(() => t?.close());

describe('receipts', () => {
  it('prints the number, the customer, the loan and how each installment was paid', async () => {
    const id = loans[0] as string;
    const paid = await pay(id, 2);
    expect(paid.status).toBe(201);
    const paymentId: string = paid.body.data.payment.id;
    const number = await receiptNumberOf(id, paymentId);
    expect(number).toMatch(/^REC-2026-\d{6}$/);

    const res = await download(`/api/admin/payments/${paymentId}/receipt`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="recibo-${number}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Recibo de pago ${number}`);
    expect(text).toContain('Quincena');
    expect(text).toContain(`Recibo Cliente ${nameTag(1)}`);
    expect(text).toContain('Pago de cuotas');
    expect(text).toContain('20/09/2026');
    const total = paid.due.reduce((sum, r) => sum + toCents(r.owedAmount), 0);
    expect(text).toMatch(new RegExp(`Monto recibido\\s+${literal(usd(total))}`));
    // Each installment's interest and principal, as the schedule has them.
    for (const r of paid.due) {
      const line = text.split('\n').find((l) => l.trim().startsWith(`N.º ${r.paymentNumber} `)) ?? '';
      expect(line).toContain(usd(toCents(r.interest)));
      expect(line).toContain(usd(toCents(r.principal)));
      expect(line).toContain(usd(toCents(r.owedAmount)));
    }
    expect(text).not.toContain('ANULADO');
  });

  it('lists the receipts on the customer calendar, downloads only the customer’s own, and texts the link', async () => {
    const id = loans[1] as string;
    const paid = await pay(id);
    const paymentId: string = paid.body.data.payment.id;
    const number = await receiptNumberOf(id, paymentId);
    const owner = await customerToken(t.app, PHONES[1] as string);
    const other = await customerToken(t.app, PHONES[2] as string);

    const schedule = await call(t.app, 'GET', '/api/customers/payment-schedule', { token: owner });
    const detail = (await call(t.app, 'GET', `/api/admin/loans/${id}`, { token: admin })).body.data.loan;
    expect(schedule.body.data.financing.paymentReference).toBe(detail.paymentReference);
    expect(schedule.body.data.receipts).toEqual([
      { id: paymentId, number, paymentDate: TODAY, amount: paid.body.data.payment.amount, reversed: false },
    ]);
    const own = await download(`/api/customers/payments/${paymentId}/receipt`, owner);
    expect(own.statusCode).toBe(200);
    expect(await pdfText(own.rawPayload)).toContain(number);

    // Another customer's receipt is not found; staff routes are not the customer's; bad ids are 400.
    const stranger = await download(`/api/customers/payments/${paymentId}/receipt`, other);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ success: false, code: 'PAYMENT_NOT_FOUND' });
    expect((await download(`/api/admin/payments/${paymentId}/receipt`, owner)).statusCode).toBe(403);
    expect((await download(`/api/admin/payments/${paymentId}/receipt`, vendor)).statusCode).toBe(403);
    const missing = await download(`/api/admin/payments/${crypto.randomUUID()}/receipt`, admin);
    expect(missing.statusCode).toBe(404);
    const bad = await download('/api/customers/payments/not-an-id/receipt', owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Pago no válido.');

    const sms = await call(t.app, 'GET', `/api/dev/sms-outbox?phoneNumber=%2B507${PHONES[1]}`);
    const texts: string[] = sms.body.data.messages.map((m: { body: string }) => m.body);
    expect(texts).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `recibimos .* para tu préstamo SOL-.*${number}.*https://app\\.quincena\\.test/customer#recibos`,
        ),
      ),
    );
  });

  it('numbers receipts one after another: a refused receipt takes no number', async () => {
    const first = await pay(loans[2] as string);
    const a = numberOf(await receiptNumberOf(loans[2] as string, first.body.data.payment.id));
    // More than the loan owes: refused, in a transaction that rolls back.
    const refused = await pay(loans[2] as string, 1, 1_000_000);
    expect(refused.status).toBe(400);
    const second = await pay(loans[3] as string);
    const b = numberOf(await receiptNumberOf(loans[3] as string, second.body.data.payment.id));
    expect(b).toBe(a + 1);
  });

  it('gives receipts posted at the same moment distinct numbers with no gap', async () => {
    const targets = [loans[4], loans[5], loans[0], loans[1]] as string[];
    const before = await pay(loans[3] as string);
    const start = numberOf(await receiptNumberOf(loans[3] as string, before.body.data.payment.id));
    const results = await Promise.all(targets.map((id) => pay(id)));
    expect(results.map((r) => r.status)).toEqual(targets.map(() => 201));
    const numbers = await Promise.all(
      results.map((r, k) => receiptNumberOf(targets[k] as string, r.body.data.payment.id)),
    );
    expect(numbers.map(numberOf).sort((x, y) => x - y)).toEqual(targets.map((_, k) => start + k + 1));
  });
});

describe('paz y salvo', () => {
  it('is issued once the loan is paid off: certifies it and releases the lien; only its owner downloads it', async () => {
    const id = loans[6] as string;
    const letter = (token: string, who: 'admin' | 'customer') =>
      download(
        who === 'admin'
          ? `/api/admin/loans/${id}/release-letter`
          : `/api/customers/credit-applications/${id}/release-letter`,
        token,
      );
    const owner = await customerToken(t.app, PHONES[6] as string);
    const early = await letter(admin, 'admin');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'LOAN_NOT_PAID_OFF',
      message: 'El paz y salvo se emite cuando el préstamo está pagado por completo.',
    });
    const before = await call(t.app, 'GET', '/api/customers/payment-schedule', { token: owner });
    expect(before.body.data.paidOff).toBe(false);

    const quote = (await call(t.app, 'GET', `/api/admin/loans/${id}/payoff?date=${TODAY}`, { token: admin }))
      .body.data.payoff;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/loans/${id}/payoff`,
      payload: { paymentMethod: 'CASH', paymentDate: TODAY, amount: quote.total },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(paid.statusCode).toBe(201);
    const after = await call(t.app, 'GET', '/api/customers/payment-schedule', { token: owner });
    expect(after.body.data.paidOff).toBe(true);

    const res = await letter(admin, 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="paz-y-salvo-SOL-2026-\d{6}\.pdf"$/,
    );
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    const detail = (await call(t.app, 'GET', `/api/admin/loans/${id}`, { token: admin })).body.data.loan;
    expect(text).toContain(`Paz y salvo del préstamo ${detail.number}`);
    expect(text).toContain(`Recibo Cliente ${nameTag(7)} pagó en su totalidad el préstamo ${detail.number}`);
    expect(text).toContain('se encuentra a paz y salvo');
    expect(text).toContain('Cancelado el 20/09/2026');
    expect(text).toContain('Liberación de gravamen');
    expect(text).toContain('Autoridad del Tránsito y Transporte Terrestre (ATTT)');

    const own = await letter(owner, 'customer');
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(res.rawPayload)).toBe(true);
    const stranger = await letter(await customerToken(t.app, PHONES[0] as string), 'customer');
    expect(stranger.statusCode).toBe(404);
    expect((await letter(owner, 'admin')).statusCode).toBe(403);
    const missing = await download(`/api/admin/loans/${crypto.randomUUID()}/release-letter`, admin);
    expect(missing.statusCode).toBe(404);

    // The payoff's own receipt says what it was.
    const payoffReceipt = await download(`/api/admin/payments/${paid.json().data.payment.id}/receipt`, admin);
    expect(await pdfText(payoffReceipt.rawPayload)).toContain('Cancelación total del préstamo');
  });
});

describe('account statement', () => {
  it('opens, lists every entry with the running balance and closes at what the schedule still asks', async () => {
    const id = loans[3] as string;
    const res = await download(`/api/admin/loans/${id}/statement`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="estado-de-cuenta-SOL-2026-\d{6}-2026-08-12-2026-09-20\.pdf"$/,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toMatch(/Período\s+12\/08\/2026 al 20\/09\/2026/);
    expect(text).toMatch(/Saldo inicial\s+USD 0\.00/);
    const schedule = await scheduleOf(id);
    const total = schedule.reduce((sum, r) => sum + toCents(r.principal) + toCents(r.interest), 0);
    const owed = schedule.reduce((sum, r) => sum + toCents(r.owedAmount), 0);
    // The disbursement charges the whole schedule; each receipt takes its money off.
    expect(text).toMatch(new RegExp(`Desembolso\\s+${literal(usd(total))}\\s+${literal(usd(total))}`));
    const receipts = text.split('\n').filter((l) => /Pago recibido · REC-2026-\d{6}/.test(l));
    expect(receipts).toHaveLength(2);
    expect(text).toMatch(new RegExp(`Saldo final\\s+${literal(usd(owed))}`));
  });

  it('is the customer’s own, for the period asked; a period backwards is refused in words', async () => {
    const owner = await customerToken(t.app, PHONES[3] as string);
    const whole = await download('/api/customers/statement', owner);
    expect(whole.statusCode).toBe(200);
    const later = await download('/api/customers/statement?from=2026-09-01&to=2026-09-20', owner);
    const text = await pdfText(later.rawPayload);
    expect(text).toContain('01/09/2026 al 20/09/2026');
    expect(text).not.toContain('Desembolso');
    expect(text).toMatch(/Pago recibido · REC-2026-\d{6}/);

    const backwards = await download('/api/customers/statement?from=2026-09-20&to=2026-09-01', owner);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('La fecha inicial no puede ser posterior a la final.');
    const badDate = await download(`/api/admin/loans/${loans[3]}/statement?from=2026-02-30`, admin);
    expect(badDate.statusCode).toBe(400);
    const another = await download(`/api/customers/statement?applicationId=${loans[4]}`, owner);
    expect(another.statusCode).toBe(404);
    expect((await download(`/api/admin/loans/${loans[3]}/statement`, owner)).statusCode).toBe(403);
  });
});

describe('financing contract', () => {
  it('discloses the parties, the figures, the TEA and the whole schedule, as the API has them', async () => {
    const id = loans[5] as string;
    const res = await download(`/api/admin/credit-applications/${id}/contract`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(res.rawPayload)).replace(/[ \t]+/g, ' ');
    const application = (await call(t.app, 'GET', `/api/admin/credit-applications/${id}`, { token: admin }))
      .body.data.application;
    const schedule = await scheduleOf(id);
    const detail = (await call(t.app, 'GET', `/api/admin/loans/${id}`, { token: admin })).body.data.loan;
    expect(text).toContain(`Contrato de financiamiento ${detail.number}`);
    expect(text).toContain(`Deudor Recibo Cliente ${nameTag(6)}`);
    expect(text).toContain(`Referencia de pago ${detail.paymentReference}`);
    expect(text).toContain(`Monto financiado ${usd(toCents(application.loanAmount))}`);
    expect(text).toContain(
      `Plazo ${application.loanTermMonths} meses (${schedule.length} cuotas quincenales)`,
    );
    expect(text).toContain('Tasa de interés mensual 7.50 %');
    expect(text).toContain('Tasa efectiva anual (TEA) 138.18 %');
    const interest = schedule.reduce((sum, r) => sum + toCents(r.interest), 0);
    const principal = schedule.reduce((sum, r) => sum + toCents(r.principal), 0);
    expect(text).toContain(`Total de intereses ${usd(interest)}`);
    expect(text).toContain(`Total a pagar ${usd(interest + principal)}`);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('sin penalidad (Ley 42 de 2001, artículo 31)');
    expect(flat).toContain('recargo por mora de USD 25.00');
    // Every installment, on its own row of the schedule (pages break with the header repeated).
    for (const r of schedule) {
      expect(text).toMatch(
        new RegExp(`\\n ?${r.paymentNumber} ${r.dueDate.split('-').reverse().join('/')} `),
      );
    }
    expect(text).toMatch(/Página 1 de [2-9]/);
  });

  it('is downloaded by its customer and its vendor only', async () => {
    const id = loans[5] as string;
    const owner = await customerToken(t.app, PHONES[5] as string);
    expect((await download(`/api/customers/credit-applications/${id}/contract`, owner)).statusCode).toBe(200);
    expect((await download(`/api/vendor/applications/${id}/contract`, vendor)).statusCode).toBe(200);
    const stranger = await customerToken(t.app, PHONES[4] as string);
    expect((await download(`/api/customers/credit-applications/${id}/contract`, stranger)).statusCode).toBe(
      404,
    );
    const otherVendor = await loginAs(t.app, 'vendor', 'vendedor2', 'vendedor12345');
    expect((await download(`/api/vendor/applications/${id}/contract`, otherVendor)).statusCode).toBe(404);
    expect((await download(`/api/admin/credit-applications/${id}/contract`, owner)).statusCode).toBe(403);
    expect((await download('/api/admin/credit-applications/nope/contract', admin)).statusCode).toBe(400);
  });
});
