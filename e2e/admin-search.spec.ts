import { expect, test } from './fixtures.ts';
import { DEMO, signInWithPassword } from './helpers.ts';

/*
 * The admin's global search: from any back-office page, a VIN or a phone typed in the header's box
 * leads to the application's or the customer's detail. The demo's first customer, María González
 * (6000-0001), has a disbursed loan on VIN 9C2KC1670100000RM, plate AM4000.
 */
test.describe('global search', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await signInWithPassword(page, DEMO.admin.username, DEMO.admin.password);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a VIN typed after Ctrl+K opens its application with Enter', async ({ page }) => {
    await page.getByRole('heading', { name: 'Panel de Administración', level: 1 }).waitFor();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Buscar clientes y solicitudes' });
    await box.fill('100000rm');
    const result = page.getByRole('option', { name: /SOL-\d{4}-\d{6}.*María González/ });
    await expect(result).toBeVisible();
    await expect(result).toContainText('VIN 9C2KC1670100000RM · Placa AM4000');
    await expect(result).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');

    const detail = page.getByRole('dialog', { name: 'Detalle de la solicitud' });
    await expect(detail.getByText('9C2KC1670100000RM')).toBeVisible();
    // The list behind is narrowed to the application; the detail is not in the address any more.
    await expect(page).toHaveURL(/\/admin\/applications\?search=SOL-\d{4}-\d{6}$/);
  });

  test("a phone clicked in the results opens the customer's detail", async ({ page }) => {
    await page
      .getByRole('button', { name: /Buscar clientes y solicitudes/ })
      .filter({ visible: true })
      .click();
    await page.getByRole('combobox', { name: 'Buscar clientes y solicitudes' }).fill('6000 0001');
    await page.getByRole('option', { name: /María González.*6000-0001/ }).click();

    const detail = page.getByRole('dialog');
    await expect(detail.getByText('María González').first()).toBeVisible();
    await expect(detail.getByText('6000-0001').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\?tab=customers&search=6000-0001$/);
  });

  test('nothing found is said in Spanish', async ({ page }) => {
    // The shortcut listens once the area's frame is drawn.
    await page.getByRole('heading', { name: 'Panel de Administración', level: 1 }).waitFor();
    await page.keyboard.press('/');
    await page.getByRole('combobox', { name: 'Buscar clientes y solicitudes' }).fill('zzqqxx');
    await expect(page.getByText('Sin resultados para “zzqqxx”')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
