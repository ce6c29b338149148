import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Download } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { bearer, newLoan, readOtp, signInWithPassword, signInWithPin, signOut } from './helpers.ts';

/*
 * The documents the customer keeps (PRODUCT.md §10, issue 25): a payment's receipt, the account
 * statement, the contract and the paz y salvo, downloaded by the back-office from the loan and by
 * the customer from the calendar. Each PDF is read back with
 * poppler, and its first page drawn under e2e/.artifacts/documents for people to look at.
 */

const run = promisify(execFile);

/** The saved file's text as pdftotext reads it, and its first page as a PNG kept beside the screens. */
async function readPdf(file: Download, name: string) {
  const path = await file.path();
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-']);
  const dir = 'e2e/.artifacts/documents';
  await mkdir(dir, { recursive: true });
  await run('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-singlefile',
    path,
    `${dir}/${test.info().project.name}-${name}`,
  ]);
  return stdout.replace(/\u00a0/g, ' ');
}

test('a payment has a numbered receipt: the admin downloads it from the loan, the customer from the calendar', async ({
  page,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const { applicationId, name, admin, digits } = await newLoan(request, testInfo, 41, 'Recibe', 'Recibo');
  const schedule = await request.get(`/api/admin/payment-schedules?applicationId=${applicationId}`, {
    headers: bearer(admin),
  });
  const first = (await schedule.json()).data.installments[0] as { id: string; owedAmount: number };
  const applied = await request.post('/api/admin/payments/apply', {
    headers: { ...bearer(admin), 'Idempotency-Key': crypto.randomUUID() },
    data: {
      paymentIds: [first.id],
      totalAmountReceived: first.owedAmount,
      paymentMethod: 'CASH',
      paymentDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Panama' }).format(new Date()),
    },
  });
  expect(applied.status()).toBe(201);

  await page.goto('/login');
  await signInWithPassword(page, 'admin', 'admin12345');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/loans/${applicationId}`);
  const receiptButton = page.getByRole('button', { name: /^Descargar el recibo REC-\d{4}-\d{6}$/ });
  await expect(receiptButton).toBeVisible();
  const number = ((await receiptButton.getAttribute('aria-label')) ?? '').replace('Descargar el recibo ', '');
  const saved = page.waitForEvent('download');
  await receiptButton.click();
  const adminCopy = await saved;
  expect(adminCopy.suggestedFilename()).toBe(`recibo-${number}.pdf`);
  const text = await readPdf(adminCopy, 'receipt-admin');
  expect(text).toContain(`Recibo de pago ${number}`);
  expect(text).toContain(name);
  expect(text).toContain('N.º 1');
  expect(text).toMatch(new RegExp(`Monto recibido\\s+USD ${first.owedAmount.toFixed(2)}`));
  await signOut(page);

  await signInWithPin(page, digits, '7391');
  await expect(page).toHaveURL(/\/customer$/);
  const receipts = page.getByRole('list', { name: 'Mis recibos' });
  await expect(receipts.getByRole('listitem')).toHaveCount(1);
  await expect(receipts).toContainText(number);
  if (phone) await receipts.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `e2e/.artifacts/screens/${testInfo.project.name}-customer-receipts.png` });
  const customerSaved = page.waitForEvent('download');
  await receipts.getByRole('button', { name: `Descargar recibo ${number} PDF` }).click();
  const customerCopy = await customerSaved;
  expect(customerCopy.suggestedFilename()).toBe(`recibo-${number}.pdf`);
  expect(await readPdf(customerCopy, 'receipt-customer')).toContain(`Recibo de pago ${number}`);

  // The account statement: the disbursement, this receipt, and the balance after each.
  const statementSaved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Estado de cuenta' }).click();
  const statement = await readPdf(await statementSaved, 'statement-customer');
  expect(statement).toContain('Saldo inicial');
  expect(statement).toContain('Desembolso');
  expect(statement).toContain(`Pago recibido · ${number}`);
  expect(statement).toContain('Saldo final');
  // Any period: a month from the first of this one, stated on the PDF.
  await page.getByRole('button', { name: 'Elegir período' }).click();
  const period = page.getByRole('group', { name: 'Período del estado de cuenta' });
  await period.getByLabel('Desde').fill('2026-01-01');
  await period.getByLabel('Hasta').fill('2026-01-31');
  await expectAccessible(page, 'statement-period');
  const periodSaved = page.waitForEvent('download');
  await period.getByRole('button', { name: 'Descargar período' }).click();
  const january = (await readPdf(await periodSaved, 'statement-period')).replace(/\s+/g, ' ');
  expect(january).toContain('Período 01/01/2026 al 31/01/2026');

  // The contract: every disclosure, the effective annual rate among them, and the whole schedule.
  const contractSaved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Contrato', exact: true }).click();
  const contract = (await readPdf(await contractSaved, 'contract-customer')).replace(/\s+/g, ' ');
  expect(contract).toContain('Contrato de financiamiento SOL-');
  expect(contract).toMatch(/Tasa efectiva anual \(TEA\) \d+\.\d{2} %/);
  expect(contract).toContain('sin penalidad (Ley 42 de 2001, artículo 31)');
  expect(contract).toContain('Calendario de pagos');
});

test('a loan paid off has its paz y salvo: the admin downloads it from the loan, the customer from the calendar', async ({
  page,
  request,
}, testInfo) => {
  const { applicationId, name, admin, digits } = await newLoan(request, testInfo, 42, 'Salva', 'Pazysalvo');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Panama' }).format(new Date());
  const quote = await request.get(`/api/admin/loans/${applicationId}/payoff`, { headers: bearer(admin) });
  const { total } = (await quote.json()).data.payoff as { total: number };
  const paid = await request.post(`/api/admin/loans/${applicationId}/payoff`, {
    headers: { ...bearer(admin), 'Idempotency-Key': crypto.randomUUID() },
    data: { amount: total, paymentMethod: 'CASH', paymentDate: today },
  });
  expect(paid.status()).toBe(201);

  await page.goto('/login');
  await signInWithPassword(page, 'admin', 'admin12345');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/loans/${applicationId}`);
  await expect(page.getByText('Estado: Pagado', { exact: true })).toBeVisible();
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Paz y salvo' }).click();
  const letter = await saved;
  expect(letter.suggestedFilename()).toMatch(/^paz-y-salvo-SOL-\d{4}-\d{6}\.pdf$/);
  const text = (await readPdf(letter, 'release-letter')).replace(/\s+/g, ' ');
  expect(text).toContain(`${name} pagó en su totalidad el préstamo`);
  expect(text).toContain('Liberación de gravamen');
  await signOut(page);

  await signInWithPin(page, digits, '7391');
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByText(/Tu préstamo está pagado\. Descarga tu paz y salvo/)).toBeVisible();
  const customerSaved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Paz y salvo' }).click();
  expect(await readPdf(await customerSaved, 'release-letter-customer')).toContain('Liberación de gravamen');
});

test('a customer reads the contract and accepts it with a texted code; the admin disburses with it', async ({
  page,
  request,
}, testInfo) => {
  const { name, digits } = await newLoan(request, testInfo, 43, 'Acepta', 'Contrato');
  await page.goto('/login');
  await signInWithPin(page, digits, '7391');
  await expect(page).toHaveURL(/\/customer$/);
  const section = page.getByRole('region', { name: 'Acepta tu contrato' });
  await expect(section).toBeVisible();

  // The customer reads the contract first.
  const saved = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Leer contrato' }).click();
  expect(await readPdf(await saved, 'contract-to-accept')).toContain('Contrato de financiamiento');

  const sentAt = Date.now() - 1_000;
  await section.getByRole('button', { name: 'Enviar código para aceptar' }).click();
  await expect(section.getByRole('timer')).toBeVisible();
  const code = await readOtp(request, digits, sentAt);
  await expect(section.getByLabel('Dígito 1 de 6')).toBeFocused();
  await page.keyboard.type(code);
  await expectAccessible(page, 'contract-acceptance-code');
  await section.getByRole('button', { name: 'Aceptar contrato' }).click();
  const accepted = page.getByRole('region', { name: 'Contrato aceptado' });
  await expect(accepted).toContainText(/Aceptaste tu contrato el \d+ de \w+ de \d{4}\./);
  await expect(section).toBeHidden();
  await expectAccessible(page, 'contract-accepted');
  await signOut(page);

  // The back-office disburses with the accepted contract, no upload.
  await signInWithPassword(page, 'admin', 'admin12345');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/applications');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name.split(' ')[1] as string);
  await page
    .getByRole('button', { name: `Ver detalle de la solicitud de ${name}` })
    .filter({ visible: true })
    .click();
  const detail = page.getByRole('dialog', { name: 'Detalle de la solicitud' });
  await expect(detail.getByRole('list', { name: 'Historial' })).toContainText(
    'Contrato aceptado por el cliente',
  );
  await detail.getByRole('button', { name: 'Desembolsar' }).click();
  const disburse = page.getByRole('dialog', { name: 'Desembolsar solicitud' });
  await expect(disburse.getByRole('switch', { name: 'Contrato aceptado por el cliente' })).toBeChecked();
  await expect(disburse.getByLabel('Contrato (PDF)')).toHaveCount(0);
  const tag = `${testInfo.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 100_000}`;
  await disburse.getByLabel('VIN').fill(`9C2A2A${tag}`.padEnd(17, '0'));
  await disburse.getByLabel('Placa').fill(`ACP${tag}`.slice(0, 10));
  await disburse.getByLabel('Póliza de seguro').fill(`POL-${tag}`);
  await disburse.getByLabel('Número de motor').fill(`KC16E-${tag}`);
  await expectAccessible(page, 'disburse-accepted-contract');
  await disburse.getByRole('button', { name: 'Desembolsar' }).click();
  await expect(disburse).toBeHidden();
  await expect(detail.getByRole('button', { name: 'Desembolsar' })).toBeHidden();
  await expect(detail.getByRole('list', { name: 'Documentos' })).toContainText(
    /contrato-SOL-\d{4}-\d{6}\.pdf/,
  );
  await expect(detail.getByText(`KC16E-${tag}`, { exact: true })).toBeVisible();
});
