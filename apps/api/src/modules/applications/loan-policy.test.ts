import { DEFAULT_SETTINGS } from '@quincena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/* Issue 22 (server 6): a loan is tied to the motorcycle it buys, by the financing settings. */

const clock = new TestClock('2026-08-12T15:00:00Z');
let t: TestApp;
let superAdmin: string;
let vendor: string;
let phones = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  superAdmin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
}, 300_000);
afterAll(() => t?.close());

const post = (url: string, body: unknown, token = vendor) => call(t.app, 'POST', url, { body, token });
const put = (url: string, body: unknown, token = vendor) => call(t.app, 'PUT', url, { body, token });
/** Amounts as the messages write them: 'USD', a no-break space, then the figure. */
const usd = (figure: string) => `USD\u00a0${figure}`;

async function saveFinancing(financing: Partial<typeof DEFAULT_SETTINGS.financing>) {
  const res = await put(
    '/api/admin/settings',
    { ...DEFAULT_SETTINGS, financing: { ...DEFAULT_SETTINGS.financing, ...financing } },
    superAdmin,
  );
  expect(res.status).toBe(200);
}

/** A vendor's own motorcycle at a known price, and a customer of the vendor's. */
async function vendorScene(price: number) {
  phones += 1;
  const moto = await post('/api/vendor/motorcycles', {
    brand: 'Honda',
    model: 'Wave',
    year: 2026,
    engineSize: '110cc',
    color: 'Rojo',
    price,
  });
  expect(moto.status).toBe(201);
  const customer = await post('/api/vendor/customers', {
    firstName: 'Política',
    lastName: 'Préstamo',
    phoneNumber: `6480${String(phones).padStart(4, '0')}`,
  });
  expect(customer.status).toBe(201);
  return { motorcycleId: moto.body.data.motorcycle.id as string, customerId: customer.body.data.customer.id };
}

const expectRefusal = (
  res: { status: number; body: unknown },
  field: 'requestedAmount' | 'downPayment',
  message: string,
) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    success: false,
    code: 'LOAN_POLICY',
    message,
    details: [{ field, message }],
  });
};

describe('the vendor’s application', () => {
  it('refuses a $99,999 sale on a $2,000 motorcycle', async () => {
    const scene = await vendorScene(2000);
    const res = await post('/api/vendor/applications', {
      ...scene,
      requestedAmount: 99_999,
      downPayment: 20_000,
      loanTermMonths: 12,
    });
    expectRefusal(
      res,
      'requestedAmount',
      `El valor de venta no puede superar ${usd('2,400.00')}: el precio de la moto (${usd('2,000.00')}) más 20 %.`,
    );
  });

  it('refuses a $0.01 loan', async () => {
    const scene = await vendorScene(2000);
    const res = await post('/api/vendor/applications', {
      ...scene,
      requestedAmount: 2000,
      downPayment: 1999.99,
      loanTermMonths: 12,
    });
    expectRefusal(
      res,
      'requestedAmount',
      `El monto a financiar debe ser de al menos ${usd('300.00')}; con estos valores sería ${usd('0.01')}.`,
    );
  });

  it('refuses a down payment under 10 % of the sale value', async () => {
    const scene = await vendorScene(2000);
    const res = await post('/api/vendor/applications', {
      ...scene,
      requestedAmount: 2000,
      downPayment: 0,
      loanTermMonths: 12,
    });
    expectRefusal(
      res,
      'downPayment',
      `El abono inicial debe ser de al menos ${usd('200.00')} (10 % del valor de venta).`,
    );
  });

  it('accepts the bounds, and a setting change applies to the next request', async () => {
    const scene = await vendorScene(2000);
    const terms = { ...scene, requestedAmount: 2400, downPayment: 240, loanTermMonths: 12 };
    expect((await post('/api/vendor/applications', terms)).status).toBe(201);
    const higher = { ...terms, requestedAmount: 2600, downPayment: 260 };
    expect((await post('/api/vendor/applications', higher)).status).toBe(400);
    await saveFinancing({ maxSaleMarkupPercent: 30 });
    try {
      expect((await post('/api/vendor/applications', higher)).status).toBe(201);
    } finally {
      await saveFinancing({});
    }
  });
});

describe('the customer’s own application', () => {
  it('refuses a sale value far above an inventory motorcycle, and a $0.01 loan without one', async () => {
    const token = await customerToken(t.app, '+50764810001');
    const inventory = await call(t.app, 'GET', '/api/motorcycles/available', { token });
    const moto = inventory.body.data.motorcycles[0] as { id: string; price: number };
    const above = await call(t.app, 'POST', '/api/customers/onboarding', {
      token,
      body: {
        firstName: 'Elena',
        lastName: 'Vargas',
        motorcycleId: moto.id,
        requestedAmount: moto.price * 10,
        downPayment: moto.price * 2,
        loanTermMonths: 12,
      },
    });
    expect(above.status).toBe(400);
    expect(above.body.details[0].field).toBe('requestedAmount');
    const tiny = await call(t.app, 'POST', '/api/customers/credit-applications', {
      token,
      body: { requestedAmount: 1, downPayment: 0.99, loanTermMonths: 12 },
    });
    expectRefusal(
      tiny,
      'requestedAmount',
      `El monto a financiar debe ser de al menos ${usd('300.00')}; con estos valores sería ${usd('0.01')}.`,
    );
  });

  it('lets the customer change the sale value of a price-only motorcycle, whose price follows', async () => {
    const token = await customerToken(t.app, '+50764810002');
    const created = await call(t.app, 'POST', '/api/customers/onboarding', {
      token,
      body: {
        firstName: 'Elena',
        lastName: 'Vargas',
        requestedAmount: 1800,
        downPayment: 300,
        loanTermMonths: 12,
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.application.id as string;
    const changed = await call(t.app, 'PUT', `/api/customers/onboarding/${id}`, {
      token,
      body: { requestedAmount: 3000, downPayment: 600, loanTermMonths: 18 },
    });
    expect(changed.status).toBe(200);
    const detail = await call(t.app, 'GET', `/api/customers/credit-applications`, { token });
    const mine = detail.body.data.applications.find((a: { id: string }) => a.id === id);
    expect(mine).toMatchObject({ requestedAmount: 3000, motorcycle: { price: 3000 } });

    const tooLittleDown = await call(t.app, 'PUT', `/api/customers/onboarding/${id}`, {
      token,
      body: { requestedAmount: 3000, downPayment: 100, loanTermMonths: 18 },
    });
    expect(tooLittleDown.status).toBe(400);
    expect(tooLittleDown.body.details[0].field).toBe('downPayment');
  });
});

describe('approval', () => {
  it('checks the loan against the policy in force when it is approved', async () => {
    const scene = await vendorScene(2000);
    const created = await post('/api/vendor/applications', {
      ...scene,
      requestedAmount: 2000,
      downPayment: 200,
      loanTermMonths: 12,
    });
    expect(created.status).toBe(201);
    const url = `/api/admin/credit-applications/${created.body.data.id}/approve`;
    await saveFinancing({ minDownPaymentPercent: 20 });
    try {
      const refused = await put(url, { approvedAmount: 1800 }, superAdmin);
      expectRefusal(
        refused,
        'downPayment',
        `El abono inicial debe ser de al menos ${usd('400.00')} (20 % del valor de venta).`,
      );
    } finally {
      await saveFinancing({});
    }
    expect((await put(url, { approvedAmount: 1800 }, superAdmin)).status).toBe(200);
  });
});

describe('the settings', () => {
  it('hold the policy with its bounds, and /settings/public tells the forms', async () => {
    const open = await call(t.app, 'GET', '/api/settings/public', {});
    expect(open.body.data.financing).toEqual({
      maxSaleMarkupPercent: 20,
      minDownPaymentPercent: 10,
      minFinancedAmount: 300,
    });
    const res = await put(
      '/api/admin/settings',
      { ...DEFAULT_SETTINGS, financing: { ...DEFAULT_SETTINGS.financing, minFinancedAmount: 0 } },
      superAdmin,
    );
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: 'financing.minFinancedAmount', message: 'Debe estar entre 1 y 20000 dólares.' },
    ]);
  });
});

describe('a motorcycle’s price', () => {
  const body = { brand: 'Honda', model: 'Wave', year: 2026, engineSize: '110cc', color: 'Rojo' };

  it.each([0, '0', '0.00'])('refuses %j on create, for an admin and a vendor', async (price) => {
    for (const [url, token] of [
      ['/api/admin/motorcycles', superAdmin],
      ['/api/vendor/motorcycles', vendor],
    ] as const) {
      const res = await post(url, { ...body, price }, token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'El precio debe ser mayor que cero.',
        details: [{ field: 'price', message: 'El precio debe ser mayor que cero.' }],
      });
    }
  });

  it('refuses 0 on update', async () => {
    const { motorcycleId } = await vendorScene(1500);
    const res = await put(`/api/vendor/motorcycles/${motorcycleId}`, { price: 0 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('El precio debe ser mayor que cero.');
    const admin = await call(t.app, 'GET', '/api/admin/motorcycles', { token: superAdmin });
    const inventory = admin.body.data.motorcycles[0].id as string;
    const adminRes = await put(`/api/admin/motorcycles/${inventory}`, { price: 0 }, superAdmin);
    expect(adminRes.status).toBe(400);
    expect(adminRes.body.message).toBe('El precio debe ser mayor que cero.');
  });
});
