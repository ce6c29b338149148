import { expect, test } from './fixtures.ts';
import { DEMO, signInWithPassword } from './helpers.ts';

/*
 * The loan's page in the back-office (issue 23, item 6): from the demo's disbursed application of
 * María González (6000-0001), 'Ver préstamo' opens the loan with its figures, its installments and
 * its ledger, which starts with the disbursement. Both projects run it; on the phone the installments
 * and the movements are stacked rows, and nothing widens the page.
 */
test("an admin opens a disbursed application's loan and reads its summary and movements", async ({
  page,
}) => {
  await page.goto('/login');
  await signInWithPassword(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/applications?status=DISBURSED&search=6000-0001');
  await expect(page.getByRole('heading', { name: 'Gestión de Solicitudes', level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: 'Ver detalle de la solicitud de María González' })
    .filter({ visible: true })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: 'Detalle de la solicitud' });
  await detail.getByRole('link', { name: 'Ver préstamo' }).click();

  await expect(page).toHaveURL(/\/admin\/loans\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Préstamo SOL-\d{4}-\d{6}$/, level: 1 })).toBeVisible();
  // The status in words (its first word is for screen readers only).
  await expect(page.getByText('Estado: Activo', { exact: true })).toBeVisible();

  const summary = page.getByRole('list', { name: 'Resumen del préstamo' });
  for (const label of [
    'Capital pendiente',
    'Intereses pendientes',
    'Mora pendiente',
    'Crédito a favor',
    'Días de atraso',
    'Próximo vencimiento',
    'Referencia de pago',
  ]) {
    await expect(summary.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(summary).toContainText(/Capital pendienteUSD\s[\d,]+\.\d{2}/);

  // The early payoff for today, then for five days later: it grows by the interest of those days.
  const payoff = page.getByRole('region', { name: 'Cancelación anticipada' });
  const total = payoff.getByText('Total para cancelar').locator('xpath=following-sibling::dd');
  await expect(total).toHaveText(/^USD\s[\d,]+\.\d{2}$/);
  const amount = async () => Number(((await total.textContent()) ?? '').replace(/[^\d.]/g, ''));
  const today = await amount();
  const date = payoff.getByLabel('Fecha de pago');
  const later = new Date(`${await date.getAttribute('min')}T12:00:00Z`);
  later.setUTCDate(later.getUTCDate() + 5);
  const fiveDays = later.toISOString().slice(0, 10);
  const quoted = page.waitForResponse((r) => r.url().includes(`/payoff?date=${fiveDays}`) && r.ok());
  await date.fill(fiveDays);
  await quoted;
  await expect(payoff.locator('dl')).toHaveAttribute('aria-busy', 'false');
  expect(await amount()).toBeGreaterThanOrEqual(today);
  await expect(payoff.getByText('Válido hasta')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Cuotas', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Movimientos', level: 2 })).toBeVisible();
  const phone = test.info().project.name === 'phone';
  const movements = phone
    ? page.getByRole('list', { name: /^Movimientos del préstamo/ })
    : page.getByRole('table', { name: /^Movimientos del préstamo/ });
  await expect(movements.getByText('Desembolso', { exact: true })).toBeVisible();

  // Nothing widens the page on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
});

/*
 * From 'Usuarios' to the loan (item 6: linked from users), and an installment's correction offered
 * on its row. The journey stops at the dialog's own checks: both projects share one server, and the
 * demo's schedule is what the other journeys read (the correction itself is covered by the API's
 * and the page's tests).
 */
test("an admin reaches a customer's loan from Usuarios and opens an installment's correction", async ({
  page,
}) => {
  await page.goto('/login');
  await signInWithPassword(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto(`/admin/users?tab=customers&search=${encodeURIComponent(DEMO.customer.phone)}`);
  await page
    .getByRole('button', { name: 'Ver María González', exact: true })
    .filter({ visible: true })
    .first()
    .click();
  const customer = page.getByRole('dialog', { name: 'María González' });
  await customer.getByRole('link', { name: 'Ver préstamo' }).first().click();
  await expect(page).toHaveURL(/\/admin\/loans\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Préstamo SOL-\d{4}-\d{6}$/, level: 1 })).toBeVisible();

  const correct = page.getByRole('button', { name: /^Corregir cuota \d+$/ }).filter({ visible: true });
  await correct.last().click();
  const dialog = page.getByRole('dialog', { name: /^Corregir cuota \d+$/ });
  await expect(dialog.getByLabel('Nueva fecha de vencimiento')).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar corrección' }).click();
  await expect(dialog.getByText('La nota es obligatoria.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
});
