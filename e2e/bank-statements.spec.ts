import { mkdir } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { bearer, DEMO, dashed, newLoan, signInWithPassword, staffToken } from './helpers.ts';

/*
 * Importing a bank statement (PRODUCT.md §11, issue 26): an admin uploads a bank's CSV; nine of its
 * ten transfers find their loan by the payment reference or the payer's phone and are applied in the
 * background, and the tenth, which names no loan, is assigned by hand from the review queue. Screens
 * of each step go to e2e/.artifacts/bank-statements.
 */

const SHOTS = 'e2e/.artifacts/bank-statements';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Panama' }).format(new Date());

test('an admin imports a statement: nine lines find their loan, the tenth is assigned by hand', async ({
  page,
  request,
}, testInfo) => {
  const loans: { reference: string; digits: string; applicationId: string }[] = [];
  for (const [salt, tag] of [
    [61, 'Uno'],
    [62, 'Dos'],
    [63, 'Tres'],
  ] as const) {
    const loan = await newLoan(request, testInfo, salt, 'Extracto', tag);
    const schedule = await request.get('/api/customers/payment-schedule', { headers: bearer(loan.customer) });
    const reference = (await schedule.json()).data.financing.paymentReference as string;
    loans.push({ reference, digits: loan.digits, applicationId: loan.applicationId });
  }
  const [first, second, third] = loans as [(typeof loans)[0], (typeof loans)[0], (typeof loans)[0]];
  const run = `${testInfo.project.name}-${Date.now()}`;
  const date = today().split('-').reverse().join('/');
  const lines = [
    [date, '10.00', first.reference, 'JUAN PEREZ'],
    [date, '10.00', `PAGO ${second.reference}`, 'MARIA LOPEZ'],
    [date, '10.00', third.reference, 'ANA DIAZ'],
    [date, '12.50', 'TRANSFERENCIA', `ACH ${dashed(first.digits)}`],
    [date, '12.50', 'TRANSFERENCIA', `CLIENTE ${dashed(second.digits)}`],
    [date, '12.50', 'XPRESS', `${third.digits}`],
    [date, '"1,000.00"', first.reference, 'JUAN PEREZ'],
    [date, '5.25', `CUOTA ${second.reference}`, 'MARIA LOPEZ'],
    [date, '5.25', third.reference, 'ANA DIAZ'],
    [date, '20.00', 'DEPOSITO SIN REFERENCIA', 'ANONIMO'],
  ].map((cells, i) => [...cells, `${run}-${i + 1}`].join(','));
  const csv = ['date,amount,reference,payer,bankTransactionId', ...lines].join('\r\n');

  await page.goto('/login');
  await signInWithPassword(page, 'admin', 'admin12345');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/payments?tab=statements');
  const form = page.getByRole('form', { name: 'Importar extracto' });
  await form.getByRole('combobox', { name: 'Banco' }).click();
  await page.getByRole('option', { name: 'Banco General' }).click();
  await form
    .getByLabel('Archivo CSV')
    .setInputFiles({ name: `extracto-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(form.getByText('El archivo tiene las columnas estándar.')).toBeVisible();
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-upload.png`, fullPage: true });
  await form.getByRole('button', { name: 'Importar extracto' }).click();

  // The statement opens and, once every line is worked, shows the one left for review.
  await expect(page.getByText('Extracto recibido. Se está procesando.', { exact: true })).toBeVisible();
  const filters = page.getByRole('group', { name: 'Filtrar líneas por estado' });
  await expect(filters.getByRole('button', { name: /^Aplicada\s*9$/ })).toBeVisible({ timeout: 30_000 });
  await expect(filters.getByRole('button', { name: /^Por revisar\s*1$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-review.png`, fullPage: true });

  await page.getByRole('button', { name: 'Asignar la línea 10' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asignar a un préstamo' });
  await dialog.getByLabel('Número de solicitud o referencia de pago').fill('SOL-1999-000001');
  await dialog.getByRole('button', { name: 'Asignar y aplicar' }).click();
  await expect(dialog.getByText('No hay un préstamo con ese número o referencia.')).toBeVisible();
  await dialog.getByLabel('Número de solicitud o referencia de pago').fill(third.reference);
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-assign.png` });
  await dialog.getByRole('button', { name: 'Asignar y aplicar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Pago aplicado al préstamo SOL-\d{4}-\d{6}\.$/)).toBeVisible();
  await expect(filters.getByRole('button', { name: /^Asignada\s*1$/ })).toBeVisible();
  await expect(page.getByText('No hay líneas por revisar.')).toBeVisible();

  // The money is on each loan: three receipts each, the third loan's fourth from the assigned line.
  const admin = await staffToken(request, 'admin', DEMO.admin.username, DEMO.admin.password);
  for (const [loan, receipts] of [
    [first, 3],
    [second, 3],
    [third, 4],
  ] as const) {
    const res = await request.get(`/api/admin/loans/${loan.applicationId}`, { headers: bearer(admin) });
    const { transactions } = (await res.json()).data as { transactions: { type: string }[] };
    expect(transactions.filter((t) => t.type === 'REPAYMENT')).toHaveLength(receipts);
  }
});
