import { expect, test } from './fixtures.ts';
import { DEMO, signInWithPassword } from './helpers.ts';

test('a vendor opening the administration is not authorized', async ({ page }) => {
  await page.goto('/login');
  await signInWithPassword(page, DEMO.vendor2.username, DEMO.vendor2.password);
  await expect(page).toHaveURL(/\/vendor$/);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Acceso No Autorizado' })).toBeVisible();
  await expect(page.getByText('No tienes permisos para acceder a esta página.')).toBeVisible();
});

test('a visitor opening the vendor area signs in and comes back to it', async ({ page }) => {
  await page.goto('/vendor/applications');
  await expect(page).toHaveURL(/\/login$/);

  await signInWithPassword(page, DEMO.vendor2.username, DEMO.vendor2.password);
  await expect(page).toHaveURL(/\/vendor\/applications$/);
  await expect(page.getByRole('heading', { name: 'Aplicaciones', level: 1 })).toBeVisible();
});
