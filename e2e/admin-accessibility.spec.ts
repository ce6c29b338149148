import { expect, expectAccessible, test } from './fixtures.ts';
import { DEMO, signInWithPassword } from './helpers.ts';

/*
 * Every back-office screen and its main dialogs, checked by axe (no serious or critical
 * violation; the fixture checks every screen, `expectAccessible` the dialogs) and kept as screenshots
 * under e2e/.artifacts/screens for people to look at.
 */

const screens = [
  { path: '/admin', heading: 'Panel de Administración', name: 'dashboard' },
  { path: '/admin/applications', heading: 'Gestión de Solicitudes', name: 'applications' },
  { path: '/admin/users', heading: 'Gestión de Usuarios', name: 'users' },
  { path: '/admin/motorcycles', heading: 'Gestión de Motos', name: 'motorcycles' },
  { path: '/admin/payments', heading: 'Gestión de Pagos', name: 'payments' },
];

test.describe('back-office accessibility', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await signInWithPassword(page, DEMO.admin.username, DEMO.admin.password);
    await expect(page).toHaveURL(/\/admin$/);
  });

  for (const screen of screens) {
    test(`${screen.name} has no serious accessibility violation`, async ({ page }) => {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: /Cargando/ })).toHaveCount(0);
      await expectAccessible(page, screen.name);
    });
  }

  test('the application detail and its decision dialogs have no serious violation', async ({ page }) => {
    await page.goto('/admin/applications?status=PENDING');
    await page
      .getByRole('button', { name: /^Ver detalle de la solicitud de / })
      .filter({ visible: true })
      .first()
      .click();
    const detail = page.getByRole('dialog', { name: 'Detalle de la solicitud' });
    await expect(detail.getByRole('list', { name: 'Historial' })).toBeVisible();
    await expectAccessible(page, 'application-detail');
    await detail.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByRole('dialog', { name: 'Aprobar solicitud' })).toBeVisible();
    await expectAccessible(page, 'application-approve');
  });
});
