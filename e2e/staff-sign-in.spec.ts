import { expect, test } from './fixtures.ts';
import { DEMO, openMenu, signInWithPassword } from './helpers.ts';

test('a vendor signs in with username and password', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Teléfono o usuario').fill(DEMO.vendor.username);
  await expect(page.getByText(/ingresarás como vendedor o administrador/)).toBeVisible();
  await signInWithPassword(page, DEMO.vendor.username, DEMO.vendor.password);

  await expect(page).toHaveURL(/\/vendor$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const menu = await openMenu(page);
  await expect(menu.getByText('Vendedor', { exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Clientes' }).click();
  await expect(page).toHaveURL(/\/vendor\/customers$/);
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
});

test('an administrator signs in with username and password', async ({ page }) => {
  await page.goto('/login');
  await signInWithPassword(page, DEMO.admin.username, DEMO.admin.password);

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible();
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Configuración' })).toBeVisible();
});

test('wrong credentials are refused with the spec message', async ({ page }, testInfo) => {
  await page.goto('/login');
  await signInWithPassword(page, `nadie-${testInfo.project.name}`, 'incorrecta123');

  await expect(page.getByRole('alert')).toHaveText(
    'Credenciales incorrectas. Verifica tu usuario y contraseña.',
  );
  await expect(page).toHaveURL(/\/login$/);
});
