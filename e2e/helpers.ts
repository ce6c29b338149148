import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';

/** Demo sign-ins loaded by the seed (README). */
export const DEMO = {
  admin: { username: 'admin', password: 'admin12345' },
  vendor: { username: 'vendedor', password: 'vendedor12345' },
  vendor2: { username: 'vendedor2', password: 'vendedor12345' },
  customer: { phone: '6000-0001', pin: '2580' },
} as const;

/**
 * An 8-digit mobile number (starting with 6) that no customer has yet, different per project and per
 * test (`salt`), so both projects can run every test against the same server.
 */
export async function freshPhone(
  request: APIRequestContext,
  testInfo: TestInfo,
  salt: number,
): Promise<string> {
  const project = testInfo.project.name === 'phone' ? 5 : 4;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const time = String(Date.now() + attempt * 7).slice(-5);
    const digits = `6${project}${salt % 10}${time}`;
    const answer = await request.post('/api/auth/customer/check-status', {
      data: { phoneNumber: `+507${digits}` },
    });
    expect(answer.ok()).toBe(true);
    if (!(await answer.json()).data.exists) return digits;
  }
  throw new Error('no unused phone number found');
}

/** '61234567' → '6123-4567', as a customer would type it. */
/** Digits spelled as letters ('40213' → 'eacbd'): unique person names, which hold letters only. */
export const letterTag = (digits: string) => digits.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '');

export const dashed = (digits: string) => `${digits.slice(0, 4)}-${digits.slice(4)}`;

/** The 6-digit code of the newest SMS sent to the phone (read from the dev outbox). */
export async function readOtp(request: APIRequestContext, digits: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get(
          `/api/dev/sms-outbox?phoneNumber=${encodeURIComponent(`+507${digits}`)}`,
        );
        const { messages } = (await answer.json()).data as {
          messages: { body: string; createdAt: string }[];
        };
        const newest = messages.find((m) => Date.parse(m.createdAt) >= after);
        code = newest?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { message: 'an SMS code in the outbox', timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Creates a customer with a PIN through the API (code by SMS, then the PIN). */
export async function createCustomerWithPin(request: APIRequestContext, digits: string, pin: string) {
  const phoneNumber = `+507${digits}`;
  expect(
    (await request.post('/api/auth/send-otp', { data: { phoneNumber, userType: 'customer' } })).ok(),
  ).toBe(true);
  const otp = await readOtp(request, digits);
  const verified = await request.post('/api/auth/verify-otp', {
    data: { phoneNumber, otp, userType: 'customer' },
  });
  expect(verified.ok()).toBe(true);
  const { token } = (await verified.json()).data as { token: string };
  const set = await request.post('/api/auth/customer/set-pin', {
    data: { phoneNumber, pin },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(set.ok()).toBe(true);
  return ((await set.json()).data?.token as string | undefined) ?? token;
}

/** A staff session for setting the scene through the API. */
export async function staffToken(
  request: APIRequestContext,
  kind: 'admin' | 'vendor',
  username: string,
  password: string,
) {
  const answer = await request.post(`/api/auth/${kind}/login`, { data: { username, password } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data.token as string;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Fills the single first field of the login page and continues. */
export async function enterIdentifier(page: Page, value: string) {
  await page.getByLabel('Teléfono o usuario').fill(value);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** Signs a vendor or an administrator in from /login. */
export async function signInWithPassword(page: Page, username: string, password: string) {
  await enterIdentifier(page, username);
  await expect(page.getByRole('heading', { name: 'Acceso para vendedores y administradores' })).toBeVisible();
  await page.getByLabel('Contraseña', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Signs a customer in with the PIN from /login. */
export async function signInWithPin(page: Page, phone: string, pin: string) {
  await enterIdentifier(page, phone);
  await expect(page.getByRole('heading', { name: 'Ingresa tu PIN' })).toBeVisible();
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** The navigation menu: the sidebar on a large screen, the drawer (opened here) on a phone. */
export async function openMenu(page: Page) {
  const menuButton = page.getByRole('button', { name: 'Abrir menú' });
  const sidebar = page.getByRole('complementary', { name: 'Barra lateral' });
  // The area's layout is a lazy chunk: wait until one of the two is on screen before choosing.
  await expect(menuButton.or(sidebar)).toBeVisible();
  if (await menuButton.isVisible()) {
    await menuButton.click();
    return page.getByRole('dialog', { name: 'Menú de navegación' });
  }
  return sidebar;
}

/**
 * Clicks a list's 'Exportar CSV' and reads the file the browser saved: its name, whether it starts with
 * a BOM, and its lines (CRLF-separated, the BOM dropped).
 */
export async function exportCsv(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  const text = await readFile(await file.path(), 'utf8');
  return {
    name: file.suggestedFilename(),
    hasBom: text.startsWith('\uFEFF'),
    lines: text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(0, -1),
  };
}

export async function signOut(page: Page) {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A well-formed one-page-less PDF: the server checks the content, not the name. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The wizard's first two steps for a signed-in vendor: the customer's number, then its SMS code. */
export async function verifyPhoneInWizard(page: Page, request: APIRequestContext, phone: string) {
  await page.goto('/vendor/onboarding');
  await page.getByLabel('Número de teléfono').fill(phone);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const code = await readOtp(request, phone, sentAfter);
  await page.getByLabel('Dígito 1 de 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verificar código' }).click();
}

/**
 * A signed-in vendor registers a new customer and sends its application through the wizard
 * (2000 sale, 400 down, 12 months), answering only what each step requires.
 */
export async function submitApplicationInWizard(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  const phone = await freshPhone(request, testInfo, 3);
  const lastName = `Ciclo${letterTag(phone.slice(-5))}`;
  await verifyPhoneInWizard(page, request, phone);
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Ramiro');
  await page.getByRole('textbox', { name: 'Apellido' }).fill(lastName);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(`ramiro.${phone}@correo.pa`);
  await page.getByRole('textbox', { name: 'Ciudad' }).fill('David');
  await page.getByRole('textbox', { name: 'Ingreso mensual (USD)' }).fill('1200');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await page.getByRole('textbox', { name: 'Valor de venta (USD)' }).fill('2000');
  await page.getByRole('textbox', { name: 'Abono inicial (USD)' }).fill('400');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Cédula (frente)').setInputFiles({
    name: 'cedula.pdf',
    mimeType: 'application/pdf',
    buffer: TINY_PDF,
  });
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByRole('heading', { name: '¡Solicitud enviada!' })).toBeVisible({ timeout: 15_000 });
  return { fullName: `Ramiro ${lastName}`, lastName };
}

/**
 * The customer's instalments, one per row, whichever layout the width shows: the table's body rows
 * on a wide screen, the stacked list's items on a phone.
 */
export function scheduleRows(page: Page) {
  return page
    .getByRole('table', { name: /Plan de pagos/ })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') })
    .or(page.getByRole('list', { name: /Plan de pagos/ }).getByRole('listitem'));
}

/** A new customer's 12-month loan, approved today: 24 open installments, nobody else's. */
export async function newLoan(
  request: APIRequestContext,
  testInfo: TestInfo,
  salt: number,
  firstName: string,
  tag: string,
) {
  const digits = await freshPhone(request, testInfo, salt);
  const customer = await createCustomerWithPin(request, digits, '7391');
  const lastName = `${tag}${letterTag(digits.slice(-5))}`;
  await request.put('/api/customers/profile', { headers: bearer(customer), data: { firstName, lastName } });
  const applied = await request.post('/api/customers/credit-applications', {
    headers: bearer(customer),
    data: { requestedAmount: 2000, downPayment: 400, loanTermMonths: 12 },
  });
  const applicationId = (await applied.json()).data.id as string;
  const admin = await staffToken(request, 'admin', DEMO.admin.username, DEMO.admin.password);
  const approved = await request.put(`/api/admin/credit-applications/${applicationId}/approve`, {
    headers: bearer(admin),
    data: {},
  });
  expect(approved.ok()).toBe(true);
  return { applicationId, name: `${firstName} ${lastName}`, admin, digits, customer };
}
