import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { bearer, DEMO, openMenu, signInWithPassword, staffToken } from './helpers.ts';

/*
 * Maker–checker (PRODUCT.md §9): the operator asks for a demo customer's late fee to be forgiven;
 * the super admin finds it under 'Aprobaciones' (counted in the menu), approves it with a note, and
 * only then is the fee gone. Both projects share one server: each asks for a fee no one asked for yet.
 */

interface CalendarDay {
  payments: { id: string; applicationId: string; lateFeesAmount: number; isPaid: boolean }[];
}

/** The operator asks to waive the first unpaid late fee not already waiting: its installment and loan. */
async function askForWaiver(request: APIRequestContext) {
  const operator = await staffToken(request, 'admin', 'operador', 'operador12345');
  const answer = await request.get('/api/admin/payments/calendar?status=overdue&limit=100', {
    headers: bearer(operator),
  });
  const days: CalendarDay[] = (await answer.json()).data.calendar;
  const withFee = days.flatMap((d) => d.payments).filter((p) => p.lateFeesAmount > 0 && !p.isPaid);
  for (const installment of withFee) {
    const asked = await request.put(`/api/admin/payment-schedules/${installment.id}`, {
      headers: bearer(operator),
      data: { waiveLateFee: true, notes: 'Cliente hospitalizado, con constancia' },
    });
    if (asked.status() === 202) return installment;
  }
  throw new Error('no late fee left to ask a waiver for');
}

test('a late fee is forgiven only when a second admin approves the request', async ({ page, request }) => {
  const installment = await askForWaiver(request);

  await page.goto('/login');
  await signInWithPassword(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  const menu = await openMenu(page);
  const link = menu.getByRole('link', { name: 'Aprobaciones' });
  await expect(link).toHaveAccessibleDescription(/solicitud(es)? por aprobar/);
  await link.click();
  await expect(page.getByRole('heading', { name: 'Aprobaciones', level: 1 })).toBeVisible();

  const card = page
    .getByRole('list', { name: 'Solicitudes de aprobación' })
    .getByRole('listitem')
    .filter({ hasText: 'Cliente hospitalizado, con constancia' })
    .first();
  await expect(card).toContainText('Exoneración de mora');
  await expect(card).toContainText('operador');
  await card.getByRole('button', { name: /^Aprobar:/ }).click();
  const dialog = page.getByRole('dialog', { name: '¿Aprobar esta solicitud?' });
  await dialog.getByLabel(/Notas/).fill('Constancia revisada');
  await dialog.getByRole('button', { name: 'Aprobar' }).click();
  await expect(
    page.getByRole('region', { name: /^Notificaciones/ }).getByText('Solicitud aprobada', { exact: true }),
  ).toBeVisible();

  // The fee is gone from the installment only now.
  const admin = await staffToken(request, 'admin', DEMO.admin.username, DEMO.admin.password);
  const schedule = await request.get(
    `/api/admin/payment-schedules?applicationId=${installment.applicationId}`,
    {
      headers: bearer(admin),
    },
  );
  const after = (await schedule.json()).data.installments.find(
    (i: { id: string }) => i.id === installment.id,
  );
  expect(after.lateFee).toBe(after.paidLateFee);

  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Aprobada' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Solicitudes de aprobación' })
      .getByRole('listitem')
      .filter({ hasText: 'Constancia revisada' })
      .first(),
  ).toContainText('Decidido por');
});
