import { addDays, businessToday } from '@quincena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Issue 22 (users 7 and 8): identity checks refused with a Spanish message on the field, and every
 * schema's own message in plain Spanish through the error envelope.
 */

let t: TestApp;
let vendor: string;
let phones = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
}, 300_000);
afterAll(() => t?.close());

const newCustomer = (fields: Record<string, unknown>) => {
  phones += 1;
  return call(t.app, 'POST', '/api/vendor/customers', {
    token: vendor,
    body: {
      firstName: 'María José',
      lastName: 'Núñez Pérez',
      phoneNumber: `6470${String(phones).padStart(4, '0')}`,
      ...fields,
    },
  });
};

const expectFieldError = (res: { status: number; body: unknown }, field: string, message: string) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    success: false,
    code: 'VALIDATION_ERROR',
    message,
    details: [{ field, message }],
  });
};

/*
 * Birth dates are judged on Panama's real date, as the schemas read it (the app's test clock does
 * not reach request validation): the dates below are built from it.
 */
const today = businessToday();
const yearsAgo = (years: number, days = 0) =>
  addDays(`${Number(today.slice(0, 4)) - years}${today.slice(4)}`, days);

describe('identity checks', () => {
  it.each([
    [
      'an emoji in the first name',
      { firstName: 'Ana 😀' },
      'firstName',
      'Usa solo letras, espacios, apóstrofos, guiones y puntos.',
    ],
    [
      'digits in the last name',
      { lastName: 'Pérez 2' },
      'lastName',
      'Usa solo letras, espacios, apóstrofos, guiones y puntos.',
    ],
    [
      'a birth date tomorrow in Panama',
      { dateOfBirth: addDays(today, 1) },
      'dateOfBirth',
      'La fecha de nacimiento no puede ser futura.',
    ],
    [
      'a customer one day short of 18',
      { dateOfBirth: yearsAgo(18, 1) },
      'dateOfBirth',
      'Debe ser mayor de edad: al menos 18 años.',
    ],
    [
      'a birth year typed 1825',
      { dateOfBirth: '1825-08-13' },
      'dateOfBirth',
      'Revisa el año: la persona tendría más de 120 años.',
    ],
    [
      'a negative income',
      { monthlyIncome: '-500' },
      'monthlyIncome',
      'Monto no válido. Usa un número positivo con hasta 2 decimales.',
    ],
    [
      'an income with letters',
      { monthlyIncome: 'abc1,5e3' },
      'monthlyIncome',
      'Monto no válido. Usa un número positivo con hasta 2 decimales.',
    ],
  ])('refuses %s', async (_what, fields, field, message) => {
    expectFieldError(await newCustomer(fields), field, message);
  });

  it('accepts accents, ñ, ü, apostrophes, hyphens and dots, and a customer 18 today', async () => {
    const res = await newCustomer({
      firstName: "Ma. D'Güell",
      lastName: 'Núñez-Peña',
      dateOfBirth: yearsAgo(18),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.customer).toMatchObject({ firstName: "Ma. D'Güell", dateOfBirth: yearsAgo(18) });
  });

  it('checks the customer’s own onboarding and profile the same way', async () => {
    const token = await customerToken(t.app, '+50764710001');
    const onboarding = await call(t.app, 'POST', '/api/customers/onboarding', {
      token,
      body: {
        firstName: 'Elena',
        lastName: 'Vargas',
        dateOfBirth: yearsAgo(10),
        requestedAmount: 1800,
        downPayment: 300,
        loanTermMonths: 12,
      },
    });
    expectFieldError(onboarding, 'dateOfBirth', 'Debe ser mayor de edad: al menos 18 años.');
    const profile = await call(t.app, 'PUT', '/api/customers/profile', { token, body: { firstName: '🙂' } });
    expectFieldError(profile, 'firstName', 'Usa solo letras, espacios, apóstrofos, guiones y puntos.');
  });
});

describe('the plain-Spanish error map through the API', () => {
  it('says a first name over 80 characters in the user’s words, never the library’s', async () => {
    const res = await newCustomer({ firstName: 'a'.repeat(81) });
    expectFieldError(res, 'firstName', 'Escribe como máximo 80 caracteres.');
  });

  it('says a missing field and a wrong type plainly', async () => {
    const missing = await call(t.app, 'POST', '/api/vendor/customers', {
      token: vendor,
      body: { firstName: 'Ana', phoneNumber: '64709999' },
    });
    expectFieldError(missing, 'lastName', 'Este campo es obligatorio.');
    const wrongType = await newCustomer({ address: 12 });
    expectFieldError(wrongType, 'address', 'Escribe un texto.');
  });
});
