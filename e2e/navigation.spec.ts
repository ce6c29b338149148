import { expect, test } from './fixtures.ts';

test('the root sends a visitor to the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: /Iniciar sesión/i })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/esta-ruta-no-existe');
  await expect(page.getByRole('heading', { name: 'Página No Encontrada' })).toBeVisible();
  await expect(page.getByText('La página que buscas no existe.')).toBeVisible();
});

test('the unauthorized page says so', async ({ page }) => {
  await page.goto('/unauthorized');
  await expect(page.getByRole('heading', { name: 'Acceso No Autorizado' })).toBeVisible();
  await expect(page.getByText('No tienes permisos para acceder a esta página.')).toBeVisible();
});
