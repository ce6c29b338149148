import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  bearer,
  createCustomerWithPin,
  DEMO,
  freshPhone,
  letterTag,
  openMenu,
  scheduleRows,
  signInWithPassword,
  signInWithPin,
  staffToken,
  TINY_PDF,
} from './helpers.ts';

/*
 * Collections across roles: what an administrator records, the customer sees on a phone; what a
 * customer reports, an administrator approves.
 */

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notificaciones/ }).getByText(text, { exact: true });

/** Today and a date some days ahead (or back), as the calendar's URL filters take them (America/Panama). */
function panamaDate(daysAhead = 0) {
  const now = new Date(Date.now() + daysAhead * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Panama' }).format(now);
}

test('an admin finds a customer by name, sees an old overdue installment, is stopped on a fat-fingered amount, and applies one receipt to two installments', async ({
  openPage,
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  // The scene, through the API: a customer with a PIN applies, and the application is approved today.
  const digits = await freshPhone(request, testInfo, 8);
  const pin = '4826';
  const customer = await createCustomerWithPin(request, digits, pin);
  const lastName = `Cobro${letterTag(digits.slice(-5))}`;
  await request.put('/api/customers/profile', {
    headers: bearer(customer),
    data: { firstName: 'Teresa', lastName },
  });
  const applied = await request.post('/api/customers/credit-applications', {
    headers: bearer(customer),
    data: { requestedAmount: 2000, downPayment: 400, loanTermMonths: 12 },
  });
  expect(applied.status()).toBe(201);
  const applicationId = (await applied.json()).data.id as string;
  const admin = await staffToken(request, 'admin', DEMO.admin.username, DEMO.admin.password);
  const approved = await request.put(`/api/admin/credit-applications/${applicationId}/approve`, {
    headers: bearer(admin),
    data: {},
  });
  expect(approved.ok()).toBe(true);
  // Its third installment moved two months back (agreed with the customer): overdue long before the
  // calendar's default window of the last 7 days.
  const schedule = await request.get(`/api/admin/payment-schedules?applicationId=${applicationId}`, {
    headers: bearer(admin),
  });
  const third = (await schedule.json()).data.installments[2].id as string;
  const moved = await request.put(`/api/admin/payment-schedules/${third}`, {
    headers: bearer(admin),
    data: { dueDate: panamaDate(-60), notes: 'Fecha acordada (e2e)' },
  });
  expect(moved.ok()).toBe(true);

  // The administrator searches the calendar for the customer: the whole schedule of her loan.
  await page.goto('/login');
  await signInWithPassword(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/payments');
  const name = `Teresa ${lastName}`;
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  await search.fill(name);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=Teresa\\+${lastName}`));
  await expect(page.getByText('Todas las fechas', { exact: true })).toBeVisible();
  const boxes = page.getByRole('checkbox', { name: new RegExp(`^Seleccionar cuota \\d+ de ${name}$`) });
  await expect(boxes).toHaveCount(24);

  // 'Vencidos' shows the installment two months overdue, as the card above counts it.
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Vencidos' }).click();
  await expect(page.getByText('Todas las cuotas vencidas', { exact: true })).toBeVisible();
  await expect(boxes).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: `Seleccionar cuota 3 de ${name}` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Todos' }).click();
  await expect(boxes).toHaveCount(24);

  await page.getByRole('checkbox', { name: `Seleccionar cuota 1 de ${name}` }).check();
  await page.getByRole('checkbox', { name: `Seleccionar cuota 2 de ${name}` }).check();
  // The bar that follows the selection carries the action (on a phone the header is far above).
  const bar = page.getByRole('region', { name: 'Selección de cuotas' });
  await expect(bar).toContainText(`2 cuotas seleccionadas de ${name}`);
  await bar.getByRole('button', { name: 'Aplicar Pago', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Aplicar Pago' });
  const amount = dialog.getByLabel(/Monto Total Recibido/);
  await expect(amount).toHaveValue('206.84');
  await expect(dialog.getByText('(máximo que se puede aplicar)')).toBeVisible();

  // A fat-fingered amount is stopped at the field: nothing is sent.
  await amount.fill('20684');
  await dialog.getByRole('button', { name: 'Aplicar Pago' }).click();
  await expect(
    dialog.getByText(/supera lo que el préstamo adeuda\. El máximo que se puede aplicar es USD\s2,482\.08\./),
  ).toBeVisible();
  await expect(amount).toBeFocused();

  // More than the selection owes asks first, saying where the rest goes.
  await amount.fill('250');
  await dialog.getByRole('button', { name: 'Aplicar Pago' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Aplicar más de lo esperado?' });
  await expect(confirm).toContainText(
    /Se aplicarán USD\s206\.84 a las cuotas seleccionadas \(n\.º 1 y n\.º 2\) y USD\s43\.16 a las siguientes cuotas pendientes/,
  );
  await confirm.getByRole('button', { name: 'Revisar el monto' }).click();
  await expect(confirm).toBeHidden();
  await amount.fill('206.84');
  await dialog.getByRole('button', { name: 'Aplicar Pago' }).click();
  await expect(toast(page, 'Pago aplicado exitosamente')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Seleccionar cuota 1 de ${name}` })).toHaveCount(0);

  // The customer, on a phone, sees both paid and what is left: 2,482.08 − 206.84.
  const mobile = await openPage(devices['Pixel 7']);
  await mobile.goto('/login');
  await signInWithPin(mobile, digits, pin);
  await expect(mobile).toHaveURL(/\/customer$/);
  const summary = mobile.getByRole('list', { name: 'Resumen del financiamiento' });
  await expect(summary.getByRole('listitem').filter({ hasText: 'Total pagado' })).toContainText(
    '2 de 24 pagos',
  );
  await expect(summary).toContainText('USD 2,275.24');
  const rows = scheduleRows(mobile);
  await expect(rows.nth(0)).toContainText('Pagado');
  await expect(rows.nth(1)).toContainText('Pagado');
  await expect(rows.nth(2)).not.toContainText('Pagado');
});

test('a customer reports a payment with a receipt and an admin approves it', async ({
  openPage,
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const reference = `E2E-OK-${testInfo.project.name}-${Date.now()}`;
  await page.goto('/login');
  await signInWithPin(page, DEMO.customer.phone, DEMO.customer.pin);
  await expect(page).toHaveURL(/\/customer$/);
  await page.getByRole('button', { name: 'Reportar pago' }).click();
  const report = page.getByRole('dialog', { name: 'Reportar pago' });
  await report.getByLabel('Monto pagado (USD)').fill('10.00');
  await report.getByLabel('Referencia').fill(reference);
  await report.getByLabel('Comprobante').setInputFiles({
    name: 'recibo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  });
  await report.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(report).toBeHidden();

  const admin = await openPage();
  await admin.goto('/login');
  await signInWithPassword(admin, DEMO.admin.username, DEMO.admin.password);
  await expect(admin).toHaveURL(/\/admin$/);
  // The menu counts the reports waiting for review, this one among them.
  const pendingText = (n: number) =>
    n === 0 ? '' : n === 1 ? '1 pago reportado por revisar' : `${n} pagos reportados por revisar`;
  const paymentsLink = async () => (await openMenu(admin)).getByRole('link', { name: 'Pagos', exact: true });
  const link = await paymentsLink();
  await expect(link).toHaveAccessibleDescription(/^\d+ pagos? reportados? por revisar$/);
  const before = Number(
    await link.evaluate(
      (el) =>
        /^\d+/.exec(
          el.ownerDocument.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
        )?.[0],
    ),
  );
  expect(before).toBeGreaterThan(0);
  await link.click();
  await expect(admin.getByRole('heading', { name: 'Gestión de Pagos', level: 1 })).toBeVisible();
  await admin.getByRole('tab', { name: 'Pagos reportados' }).click();
  const item = admin
    .getByRole('list', { name: 'Pagos reportados' })
    .getByRole('listitem')
    .filter({ hasText: reference });
  await item.getByRole('button', { name: /^Aprobar pago de / }).click();
  await admin
    .getByRole('alertdialog', { name: '¿Aprobar este pago?' })
    .getByRole('button', { name: 'Aprobar' })
    .click();
  await expect(toast(admin, 'Pago aprobado')).toBeVisible();
  // Refreshed with the review, without a reload.
  await expect(await paymentsLink()).toHaveAccessibleDescription(pendingText(before - 1));

  await page.reload();
  const mine = page
    .getByRole('list', { name: 'Pagos reportados' })
    .getByRole('listitem')
    .filter({ hasText: reference });
  await expect(mine).toContainText('Aprobado');
});

test('an admin previews a customer’s PDF receipt in place, with nothing blocked by the CSP', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // The scene, through the API: the demo customer reports a payment with a PDF receipt.
  const signedIn = await request.post('/api/auth/customer/login-pin', {
    data: { phoneNumber: `+507${DEMO.customer.phone.replace('-', '')}`, pin: DEMO.customer.pin },
  });
  expect(signedIn.ok()).toBe(true);
  const customer = (await signedIn.json()).data.token as string;
  const reference = `E2E-PDF-${testInfo.project.name}-${Date.now()}`;
  const reported = await request.post('/api/customers/payments', {
    headers: { ...bearer(customer), 'Idempotency-Key': `e2e-${reference}` },
    multipart: {
      amount: '10.00',
      paymentMethod: 'BANK_TRANSFER',
      paymentReference: reference,
      paymentDate: panamaDate(),
      receipt: { name: 'recibo.pdf', mimeType: 'application/pdf', buffer: TINY_PDF },
    },
  });
  expect(reported.status()).toBe(201);

  // Every CSP refusal of a frame or an embedded file, with where it came from.
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (
      /^CSP refusal|violates the following Content Security Policy directive: "(frame|child|object|default)-src/.test(
        message.text(),
      )
    ) {
      refusals.push(message.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (/^(frame|child|object|default)-src/.test(event.effectiveDirective)) {
        console.error(`CSP refusal: ${event.effectiveDirective} ${event.blockedURI}`);
      }
    });
  });
  await page.goto('/login');
  await signInWithPassword(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/payments?tab=reports');
  await page
    .getByRole('list', { name: 'Pagos reportados' })
    .getByRole('listitem')
    .filter({ hasText: reference })
    .getByRole('button', { name: /^Ver comprobante de / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Comprobante de pago' });
  const frame = dialog.locator('iframe');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /^blob:/);
  // The frame shows the PDF from the blob (a refused frame is left on the browser's error page).
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('blob:'))).toBe(true);
  expect(page.frames().some((f) => f.url().startsWith('chrome-error:'))).toBe(false);
  await expect(dialog.getByRole('button', { name: 'Descargar' })).toBeVisible();
  expect(refusals).toEqual([]);
});
