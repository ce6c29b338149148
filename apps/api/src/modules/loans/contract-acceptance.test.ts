import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveNewLoan, uploadDisbursementFile } from '../../test/applications.ts';
import { call, customerToken, freshIp, lastOtp, loginAs } from '../../test/auth-helpers.ts';
import { nameTag } from '../../test/names.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/*
 * The customer accepts its financing contract with a texted code (PRODUCT.md §10, issue 25): the
 * acceptance records when, from where and the SHA-256 of the exact PDF accepted, which is kept as
 * the application's contract and taken by the disbursement in place of an upload. The races run with
 * real concurrent requests (on PostgreSQL in CI's second pass).
 */

const clock = new TestClock('2026-10-05T15:00:00Z');
const PHONES = ['63960001', '63960002', '63960003', '63960004', '63960005'];
const USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Prueba';

let t: TestApp;
let admin: string;
const loans: string[] = [];
const customers: string[] = [];

const e164 = (digits: string) => `+507${digits}`;
const contractPath = (id: string) => `/api/customers/credit-applications/${id}/contract`;

async function sendCode(id: string, token: string, ip = freshIp()) {
  return call(t.app, 'POST', `${contractPath(id)}/send-code`, { token, ip });
}

async function accept(id: string, token: string, otp: string, ip = freshIp()) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${contractPath(id)}/accept`,
    payload: { otp },
    remoteAddress: ip,
    headers: { authorization: `Bearer ${token}`, 'user-agent': USER_AGENT },
  });
  return { status: res.statusCode, body: res.json() };
}

const download = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const acceptanceOf = async (id: string) =>
  (await call(t.app, 'GET', `/api/admin/credit-applications/${id}/contract-acceptance`, { token: admin }))
    .body.data.acceptance;

/** A code that is surely not the one texted. */
const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

async function disburse(id: string, contractUrl: string, engineNumber?: string) {
  return call(t.app, 'POST', `/api/admin/credit-applications/${id}/disburse`, {
    token: admin,
    body: {
      actualVin: '1HGBH41JXMN109186',
      actualPlate: 'AB1234',
      insurancePolicy: 'POL-2026-7',
      contractUrl,
      engineNumber,
      hasDirectDiscount: false,
    },
  });
}

const uploadedContract = async (id: string) => (await uploadDisbursementFile(t.app, admin, id)).fileUrl;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  const vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  for (const [k, phoneNumber] of PHONES.entries()) {
    const { id } = await approveNewLoan(
      t.app,
      { vendor, admin },
      { firstName: 'Contrato', lastName: `Cliente ${nameTag(k + 1)}`, phoneNumber },
    );
    loans.push(id);
    customers.push(await customerToken(t.app, e164(phoneNumber)));
  }
}, 300_000);
afterAll(() => t?.close());

describe('contract acceptance', () => {
  it('keeps the exact PDF the customer read, with when, from where and its SHA-256, and the disbursement takes it', async () => {
    const id = loans[0] as string;
    const token = customers[0] as string;
    const read = await download(contractPath(id), token);
    expect(read.statusCode).toBe(200);

    expect((await sendCode(id, token)).status).toBe(200);
    const sms = await call(
      t.app,
      'GET',
      `/api/dev/sms-outbox?phoneNumber=${encodeURIComponent(e164(PHONES[0] as string))}`,
    );
    expect(sms.body.data.messages[0].body).toMatch(
      /código para aceptar tu contrato es \d{6} \(crédito SOL-\d{4}-\d+\)/,
    );
    const otp = await lastOtp(t.app, e164(PHONES[0] as string));
    const ip = freshIp();
    const accepted = await accept(id, token, otp, ip);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({
      acceptedAt: '2026-10-05T15:00:00.000Z',
      sha256: sha256(read.rawPayload),
    });

    // The back-office sees it, and the stored PDF is byte for byte the one read.
    const acceptance = await acceptanceOf(id);
    expect(acceptance).toMatchObject({
      acceptedAt: '2026-10-05T15:00:00.000Z',
      sha256: sha256(read.rawPayload),
      ipAddress: ip,
      userAgent: USER_AGENT,
    });
    const stored = await download(acceptance.documentUrl, admin);
    expect(stored.statusCode).toBe(200);
    expect(sha256(stored.rawPayload)).toBe(acceptance.sha256);
    expect(await pdfText(stored.rawPayload)).toContain('Contrato de financiamiento');

    // The customer's calendar says so; the application's history names who and what.
    const schedule = await call(t.app, 'GET', `/api/customers/payment-schedule?applicationId=${id}`, {
      token,
    });
    expect(schedule.body.data.financing.contractAcceptedAt).toBe('2026-10-05T15:00:00.000Z');
    const detail = await call(t.app, 'GET', `/api/admin/credit-applications/${id}`, { token: admin });
    const entry = detail.body.data.application.history.find(
      (h: { action: string }) => h.action === 'contract_accepted',
    );
    expect(entry).toMatchObject({
      actor: { role: 'customer' },
      changes: { contractSha256: { from: null, to: acceptance.sha256 } },
    });

    // Disbursed with the accepted contract in place of an upload, the engine's number recorded: the
    // contract drawn from now on identifies the unit by it; the one accepted stays as it was.
    expect((await disburse(id, acceptance.documentUrl, ' KC16E-7654321 ')).status).toBe(200);
    const disbursed = await call(t.app, 'GET', `/api/admin/credit-applications/${id}`, { token: admin });
    expect(disbursed.body.data.application.motorcycle.engineNumber).toBe('KC16E-7654321');
    const redrawn = await download(`/api/admin/credit-applications/${id}/contract`, admin);
    expect((await pdfText(redrawn.rawPayload)).replace(/[ \t]+/g, ' ')).toContain(
      'Número de motor KC16E-7654321',
    );
    const kept = await download(acceptance.documentUrl, admin);
    expect(sha256(kept.rawPayload)).toBe(acceptance.sha256);
    const tooLong = await disburse(loans[3] as string, acceptance.documentUrl, 'X'.repeat(31));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('El número de motor no puede superar 30 caracteres.');
  });

  it('refuses a wrong code, an expired one, a sign-in code, and too many tries, in words', async () => {
    const id = loans[1] as string;
    const token = customers[1] as string;
    const phone = e164(PHONES[1] as string);
    await sendCode(id, token);
    const otp = await lastOtp(t.app, phone);
    const bad = await accept(id, token, wrong(otp));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'OTP_INVALID', message: 'OTP inválido' });

    clock.advance(6 * 60_000);
    const late = await accept(id, token, otp);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      code: 'OTP_EXPIRED',
      message: 'El código expiró. Solicita uno nuevo.',
    });

    // A sign-in code to the same phone passes for a sign-in, never for the contract.
    await call(t.app, 'POST', '/api/auth/send-otp', { body: { phoneNumber: phone }, ip: freshIp() });
    const signIn = await accept(id, token, await lastOtp(t.app, phone));
    expect(signIn.status).toBe(400);
    expect(signIn.body.code).toBe('OTP_INVALID');

    clock.advance(2 * 60_000);
    await sendCode(id, token);
    const fresh = await lastOtp(t.app, phone);
    for (let i = 0; i < 5; i += 1) expect((await accept(id, token, wrong(fresh))).status).toBe(400);
    const locked = await accept(id, token, fresh);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Demasiados intentos con este código. Solicita uno nuevo.');
    expect(await acceptanceOf(id)).toBeNull();
  });

  it('answers 409 to a second acceptance, and to a credit already disbursed without one', async () => {
    const id = loans[2] as string;
    const token = customers[2] as string;
    await sendCode(id, token);
    expect((await accept(id, token, await lastOtp(t.app, e164(PHONES[2] as string)))).status).toBe(200);
    const again = await sendCode(id, token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CONTRACT_ALREADY_ACCEPTED',
      message: 'Este contrato ya fue aceptado.',
    });
    expect((await accept(id, token, '123456')).status).toBe(409);

    const other = loans[3] as string;
    expect((await disburse(other, await uploadedContract(other))).status).toBe(200);
    const disbursed = await sendCode(other, customers[3] as string);
    expect(disbursed.status).toBe(409);
    expect(disbursed.body).toMatchObject({
      code: 'CONTRACT_NOT_ACCEPTABLE',
      message: 'El contrato se acepta mientras el crédito está aprobado, antes del desembolso.',
    });
  });

  it('is the customer’s own: another’s credit answers 404, and staff cannot accept for it', async () => {
    const id = loans[4] as string;
    const stranger = customers[0] as string;
    expect((await sendCode(id, stranger)).status).toBe(404);
    expect((await accept(id, stranger, '123456')).status).toBe(404);
    expect((await sendCode(id, admin)).status).toBe(403);
    expect(
      (
        await call(t.app, 'GET', `/api/admin/credit-applications/${id}/contract-acceptance`, {
          token: stranger,
        })
      ).status,
    ).toBe(403);
    expect((await sendCode('not-an-id', stranger)).status).toBe(400);
    const empty = await accept(id, customers[4] as string, '12');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('El código debe tener 6 dígitos.');
  });

  it('an acceptance racing the disbursement: either it is recorded before, or refused and nothing kept', async () => {
    const id = loans[4] as string;
    const token = customers[4] as string;
    await sendCode(id, token);
    const otp = await lastOtp(t.app, e164(PHONES[4] as string));
    const contractUrl = await uploadedContract(id);
    const [accepted, disbursed] = await Promise.all([accept(id, token, otp), disburse(id, contractUrl)]);
    expect(disbursed.status).toBe(200);
    const acceptance = await acceptanceOf(id);
    if (accepted.status === 200) {
      expect(acceptance?.sha256).toBe(accepted.body.data.sha256);
    } else {
      expect(accepted.status).toBe(409);
      expect(acceptance).toBeNull();
      const documents = await call(t.app, 'GET', `/api/admin/credit-applications/${id}/documents`, {
        token: admin,
      });
      expect(
        documents.body.data.documents.filter((d: { documentType: string }) => d.documentType === 'CONTRACT'),
      ).toHaveLength(1);
    }
  });
});
