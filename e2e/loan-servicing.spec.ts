import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { bearer, newLoan, openMenu, signInWithPassword, signOut, staffToken } from './helpers.ts';

/*
 * A loan's life beyond the schedule (PRODUCT.md §9, issue 24): paying it off early and paying the
 * credit left back, a payment holiday, and repossessing the motorcycle. Both projects share one
 * server: each works on its own demo loans, from opposite ends of the list, never the demo
 * customer's that other journeys read.
 */

const ADMIN = { username: 'admin', password: 'admin12345' };
const DEMO_CUSTOMER = '+50760000001';

/** An active demo loan nobody else's journey reads: the project's own end of the list, `skip` in. */
async function activeLoan(request: APIRequestContext, slot: number, skip = 0) {
  const token = await staffToken(request, 'admin', ADMIN.username, ADMIN.password);
  const answer = await request.get('/api/admin/credit-applications?status=DISBURSED&limit=50', {
    headers: bearer(token),
  });
  const applications: { id: string; customer: { phoneNumber: string } }[] = (await answer.json()).data
    .applications;
  const candidates = applications.filter((a) => a.customer.phoneNumber !== DEMO_CUSTOMER);
  let skipped = 0;
  for (const application of slot === 0 ? candidates : [...candidates].reverse()) {
    const loan = await request.get(`/api/admin/loans/${application.id}`, { headers: bearer(token) });
    if (!loan.ok() || (await loan.json()).data.loan.status !== 'ACTIVE') continue;
    if (skipped === skip) return application.id;
    skipped += 1;
  }
  throw new Error('no active demo loan left to pay off');
}

/** The loan's first installment moved `days` back (a date agreed with the customer): it is that late. */
async function moveFirstInstallmentBack(
  request: APIRequestContext,
  admin: string,
  applicationId: string,
  days: number,
) {
  const schedule = await request.get(`/api/admin/payment-schedules?applicationId=${applicationId}`, {
    headers: bearer(admin),
  });
  const first = (await schedule.json()).data.installments[0].id as string;
  const dueDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Panama' }).format(
    new Date(Date.now() - days * 86_400_000),
  );
  const moved = await request.put(`/api/admin/payment-schedules/${first}`, {
    headers: bearer(admin),
    data: { dueDate, notes: 'Fecha acordada (e2e)' },
  });
  expect(moved.ok()).toBe(true);
}

test('an admin records an early payoff from the loan and the loan is paid off', async ({ page, request }) => {
  const phone = test.info().project.name === 'phone';
  const applicationId = await activeLoan(request, phone ? 1 : 0);

  await page.goto('/login');
  await signInWithPassword(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/loans/${applicationId}`);
  await expect(page.getByText('Estado: Activo', { exact: true })).toBeVisible();

  const card = page.getByRole('region', { name: 'Cancelación anticipada' });
  const total = card.getByText('Total para cancelar').locator('xpath=following-sibling::dd');
  await expect(total).toHaveText(/^USD\s[\d,]+\.\d{2}$/);
  const quoted = ((await total.textContent()) ?? '').replace(/[^\d.]/g, '');

  await card.getByRole('button', { name: 'Registrar cancelación' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar cancelación' });
  const effect = dialog.getByRole('region', { name: 'Efecto de la cancelación' });
  await expect(effect.getByText('Intereses que se ahorra')).toBeVisible();
  // The amount starts at the quote of the payment date (today): the card's figure. Five dollars
  // more are received: they stay as the customer's credit, shown before confirming.
  const amount = dialog.getByLabel(/^Monto recibido/);
  await expect(amount).toHaveValue(quoted);
  await amount.fill((Number(quoted) + 5).toFixed(2));
  await expect(effect.getByText('Saldo a favor que queda')).toBeVisible();
  await dialog.getByLabel('Referencia').fill(`CANC-${test.info().project.name}`);
  await dialog.getByRole('button', { name: 'Registrar cancelación' }).click();

  await expect(page.getByText('Préstamo cancelado', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Estado: Pagado', { exact: true })).toBeVisible();
  await expect(card).toBeHidden();
  const movements = phone
    ? page.getByRole('list', { name: /^Movimientos del préstamo/ })
    : page.getByRole('table', { name: /^Movimientos del préstamo/ });
  await expect(movements.getByText('Cancelación anticipada', { exact: true })).toBeVisible();
  const summary = page.getByRole('list', { name: 'Resumen del préstamo' });
  await expect(summary).toContainText(/Capital pendienteUSD\s0\.00/);
  await expect(summary).toContainText(/Crédito a favorUSD\s5\.00/);

  // The five dollars go back to the customer once a second admin approves.
  await page.getByRole('button', { name: 'Devolver saldo a favor' }).click();
  const refund = page.getByRole('dialog', { name: 'Devolver saldo a favor' });
  await expect(refund.getByLabel(/^Monto a devolver/)).toHaveValue('5.00');
  await refund.getByLabel(/^Motivo/).fill('Pagó de más al cancelar');
  await refund.getByRole('button', { name: 'Pedir devolución' }).click();
  await expect(page.getByText('Devolución enviada a aprobación', { exact: true })).toBeVisible();
  await approveAsOperator(request, 'REFUND', applicationId);
  await page.reload();
  await expect(summary).toContainText(/Crédito a favorUSD\s0\.00/);
  await expect(movements.getByText('Devolución', { exact: true })).toBeVisible();
});

/** Approves, as the operator, the pending request of `kind` on the loan (the admin asked it). */
async function approveAsOperator(request: APIRequestContext, kind: string, applicationId: string) {
  const operator = await staffToken(request, 'admin', 'operador', 'operador12345');
  const queue = await request.get('/api/admin/approvals?status=PENDING&limit=100', {
    headers: bearer(operator),
  });
  const approval = (
    (await queue.json()).data.approvals as { id: string; kind: string; applicationId: string }[]
  ).find((a) => a.kind === kind && a.applicationId === applicationId);
  expect(approval).toBeDefined();
  const approved = await request.put(`/api/admin/approvals/${approval?.id}/approve`, {
    headers: bearer(operator),
    data: {},
  });
  expect(approved.ok()).toBe(true);
}

test('an admin asks for a payment holiday with its new dates in view; once approved the loan is under watch', async ({
  page,
  request,
}) => {
  const phone = test.info().project.name === 'phone';
  // The loan after the one the payoff journey takes, at the project's own end of the list.
  const applicationId = await activeLoan(request, phone ? 1 : 0, 1);

  await page.goto('/login');
  await signInWithPassword(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/loans/${applicationId}`);
  await page.getByRole('button', { name: 'Reestructurar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reestructurar préstamo' });
  await dialog.getByRole('combobox', { name: 'Cuotas a diferir' }).click();
  await page.getByRole('option', { name: '2 cuotas' }).click();
  const first = dialog.getByRole('region', { name: 'Nuevo calendario' }).getByRole('listitem').first();
  await expect(first).toContainText('→');
  const newDate = ((await first.textContent()) ?? '').split('→')[1]?.trim() ?? '';
  await dialog.getByLabel(/^Motivo/).fill('Accidente laboral del cliente');
  await dialog.getByRole('button', { name: 'Pedir reestructuración' }).click();
  await expect(page.getByText('Reestructuración enviada a aprobación', { exact: true })).toBeVisible();

  await approveAsOperator(request, 'RESTRUCTURE', applicationId);
  await page.reload();
  await expect(page.getByText(/^En observación hasta el /)).toBeVisible();
  const summary = page.getByRole('list', { name: 'Resumen del préstamo' });
  await expect(summary).toContainText(`Próximo vencimiento${newDate}`);
});

test('a loan 95 days late is written off, its motorcycle recovered and sold: the sale is a recovery, the list shows it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'phone';
  const { applicationId, admin } = await newLoan(request, testInfo, 12, 'Rita', 'Castigo');
  await moveFirstInstallmentBack(request, admin, applicationId, 95);

  await page.goto('/login');
  await signInWithPassword(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/loans/${applicationId}`);
  // 95 days late: written off through a second admin.
  await page.getByRole('button', { name: 'Castigar préstamo' }).click();
  const writeOff = page.getByRole('dialog', { name: 'Castigar préstamo' });
  await writeOff.getByLabel(/^Motivo/).fill('Sin pagos desde hace tres meses');
  await writeOff.getByRole('button', { name: 'Pedir castigo' }).click();
  await expect(page.getByText('Castigo enviado a aprobación', { exact: true })).toBeVisible();
  await approveAsOperator(request, 'WRITE_OFF', applicationId);
  await page.reload();
  await expect(page.getByText('Estado: Castigado', { exact: true })).toBeVisible();

  const card = page.getByRole('region', { name: 'Recuperación de la moto' });
  await card.getByRole('button', { name: 'Ordenar recuperación' }).click();
  const order = page.getByRole('dialog', { name: 'Ordenar recuperación' });
  await order.getByLabel(/^Motivo/).fill('Cliente inubicable');
  await order.getByRole('button', { name: 'Ordenar recuperación' }).click();
  // Written off, it stays so: the card says the recovery is under way.
  await expect(card.getByText('Recuperación ordenada', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Registrar moto recuperada' }).click();
  const found = page.getByRole('dialog', { name: 'Registrar moto recuperada' });
  await found.getByLabel(/^Lugar/).fill('Taller de David, Chiriquí');
  await found.getByLabel(/^Estado de la moto/).fill('Buen estado, sin llaves');
  await found.getByLabel(/^Costos/).fill('35');
  await found.getByRole('button', { name: 'Registrar moto recuperada' }).click();
  await expect(card.getByText('Taller de David, Chiriquí')).toBeVisible();

  await card.getByRole('button', { name: 'Registrar venta' }).click();
  const sale = page.getByRole('dialog', { name: 'Registrar venta de la moto' });
  await sale.getByLabel(/^Monto de la venta/).fill('300');
  await sale.getByRole('button', { name: 'Registrar venta de la moto' }).click();
  await expect(card.getByText('Vendida', { exact: true })).toBeVisible();
  // The sale's proceeds are a recovery; what they did not cover is still owed, and written off.
  await expect(page.getByText('Estado: Castigado', { exact: true })).toBeVisible();
  const movements = phone
    ? page.getByRole('list', { name: /^Movimientos del préstamo/ })
    : page.getByRole('table', { name: /^Movimientos del préstamo/ });
  await expect(movements.getByText('Recuperación', { exact: true })).toBeVisible();

  // Pagos › Recuperaciones lists every one when asked for all.
  await page.goto('/admin/payments?tab=repossessions&scope=all');
  await expect(page.getByRole('tab', { name: 'Recuperaciones', selected: true })).toBeVisible();
  const listed = page.getByRole('list', { name: 'Recuperaciones de motos' }).getByRole('listitem').filter({
    hasText: 'Taller de David, Chiriquí',
  });
  await expect(listed.first()).toContainText('Vendida');
});

test('an admin receives more than the installment and pays principal ahead, shortening the term', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // A new loan of the admin's own: its first installment is not due yet, all 24 are open.
  const { name } = await newLoan(request, testInfo, 5, 'Irma', 'Abono');

  await page.goto('/login');
  await signInWithPassword(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/payments');
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  await search.fill(name);
  await search.press('Enter');
  const boxes = page.getByRole('checkbox', { name: new RegExp(`^Seleccionar cuota \\d+ de ${name}$`) });
  await expect(boxes).toHaveCount(24);
  await page.getByRole('checkbox', { name: `Seleccionar cuota 1 de ${name}` }).check();
  await page
    .getByRole('region', { name: 'Selección de cuotas' })
    .getByRole('button', { name: 'Aplicar Pago', exact: true })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Aplicar Pago' });
  const amount = dialog.getByLabel(/Monto Total Recibido/);
  const owed = Number(await amount.inputValue());
  await amount.fill((owed + 300).toFixed(2));
  await dialog.getByRole('combobox', { name: /Excedente/ }).click();
  await page.getByRole('option', { name: 'Reducir el plazo' }).click();
  await dialog.getByRole('button', { name: 'Aplicar Pago' }).click();

  // The effect, from the server's replay, before anything is written.
  const confirm = page.getByRole('alertdialog', { name: '¿Aplicar más de lo esperado?' });
  await expect(confirm).toContainText(
    /USD\s300\.00 a capital de las últimas cuotas: el préstamo terminará el/,
  );
  await expect(confirm).toContainText(/Ahorro en intereses: USD\s\d+\.\d{2}\./);
  const fewer = Number(/\((\d+) cuotas? menos\)/.exec((await confirm.textContent()) ?? '')?.[1]);
  expect(fewer).toBeGreaterThan(0);
  await confirm.getByRole('button', { name: /^Aplicar USD/ }).click();
  await expect(
    page
      .getByRole('region', { name: /^Notificaciones/ })
      .getByText('Pago aplicado exitosamente', { exact: true }),
  ).toBeVisible();

  // The first installment and the last ones are paid: the term is that much shorter.
  await expect(boxes).toHaveCount(24 - 1 - fewer);
  await expect(page.getByRole('checkbox', { name: `Seleccionar cuota 24 de ${name}` })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: `Seleccionar cuota 2 de ${name}` })).toHaveCount(1);
});

test("an admin extends a late loan's term with its new schedule in view, and a second admin approves it", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'phone';
  // A new loan whose first installment was moved 40 days back (agreed with the customer): it is late.
  const { applicationId, admin } = await newLoan(request, testInfo, 10, 'Elsa', 'Plazo');
  await moveFirstInstallmentBack(request, admin, applicationId, 40);

  await page.goto('/login');
  await signInWithPassword(page, 'operador', 'operador12345');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/loans/${applicationId}`);
  await page.getByRole('button', { name: 'Reestructurar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reestructurar préstamo' });
  await dialog.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Extender el plazo' }).click();
  const rows = dialog.getByRole('region', { name: 'Nuevo calendario' }).getByRole('listitem');
  await expect(rows.first()).toContainText(/^Cuota n\.º \d+ · USD/);
  await expect(dialog.getByText(/^\d+ · la última el /)).toBeVisible();
  const count = Number(
    /^(\d+)/.exec((await dialog.getByText(/^\d+ · la última el /).textContent()) ?? '')?.[1],
  );
  const months = ((await dialog.getByRole('combobox', { name: 'Nuevo plazo' }).textContent()) ?? '').replace(
    /\D/g,
    '',
  );
  await dialog.getByLabel(/^Motivo/).fill('Ingresos reducidos por enfermedad');
  await dialog.getByRole('button', { name: 'Pedir reestructuración' }).click();
  await expect(page.getByText('Reestructuración enviada a aprobación', { exact: true })).toBeVisible();
  await signOut(page);

  // The second admin approves it from the queue.
  await signInWithPassword(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await (await openMenu(page)).getByRole('link', { name: 'Aprobaciones' }).click();
  const card = page
    .getByRole('list', { name: 'Solicitudes de aprobación' })
    .getByRole('listitem')
    .filter({ hasText: 'Ingresos reducidos por enfermedad' })
    .first();
  await expect(card).toContainText(new RegExp(`Extender el préstamo SOL-\\d{4}-\\d{6} a ${months} meses`));
  await card.getByRole('button', { name: /^Aprobar:/ }).click();
  await page
    .getByRole('dialog', { name: '¿Aprobar esta solicitud?' })
    .getByRole('button', { name: 'Aprobar' })
    .click();
  await expect(
    page.getByRole('region', { name: /^Notificaciones/ }).getByText('Solicitud aprobada', { exact: true }),
  ).toBeVisible();

  // The loan is no longer late, is under watch, and has the schedule previewed.
  await page.goto(`/admin/loans/${applicationId}`);
  await expect(page.getByText(/^En observación hasta el /)).toBeVisible();
  const loan = (
    await (await request.get(`/api/admin/loans/${applicationId}`, { headers: bearer(admin) })).json()
  ).data;
  expect(loan.loan.daysPastDue).toBe(0);
  expect(loan.installments.filter((i: { isPaid: boolean }) => !i.isPaid)).toHaveLength(count);
  const movements = phone
    ? page.getByRole('list', { name: /^Movimientos del préstamo/ })
    : page.getByRole('table', { name: /^Movimientos del préstamo/ });
  await expect(
    movements.getByText(`Plazo extendido a ${months} meses: Ingresos reducidos por enfermedad`),
  ).toBeVisible();
});
