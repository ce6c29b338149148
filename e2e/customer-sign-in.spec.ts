import { expect, test } from './fixtures.ts';
import {
  createCustomerWithPin,
  DEMO,
  dashed,
  enterIdentifier,
  freshPhone,
  openMenu,
  readOtp,
  signInWithPin,
  signOut,
} from './helpers.ts';

test('a new customer signs in with an SMS code and creates a PIN', async ({ page, request }, testInfo) => {
  const phone = await freshPhone(request, testInfo, 1);
  const sentAfter = Date.now() - 1000;
  await page.goto('/login');

  await page.getByLabel('Teléfono o usuario').fill(dashed(phone));
  await expect(page.getByText(`Ingresarás como cliente con el número ${dashed(phone)}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Verifica tu número' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^[45]:\d\d$/);
  const verify = page.getByRole('button', { name: 'Verificar código' });
  await expect(verify).toBeDisabled();
  const code = await readOtp(request, phone, sentAfter);
  await expect(page.getByLabel('Dígito 1 de 6')).toBeFocused();
  await page.keyboard.type(code);
  await verify.click();

  await expect(page.getByRole('heading', { name: 'Crea tu PIN' })).toBeVisible();
  await page.getByLabel('PIN de 4 dígitos').fill('7391');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Confirma tu PIN' })).toBeVisible();
  await page.getByLabel('Confirma el PIN').fill('7391');
  await page.getByRole('button', { name: 'Guardar PIN e ingresar' }).click();

  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole('heading', { name: 'Calendario de Pagos' })).toBeVisible();
  const menu = await openMenu(page);
  await expect(menu.getByText(dashed(phone))).toBeVisible();
  await expect(menu.getByText('Cliente', { exact: true })).toBeVisible();

  // The session survives a reload (restored from storage and checked with the server).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Calendario de Pagos' })).toBeVisible();
});

test('a returning customer signs in with the PIN and signs out', async ({ page }) => {
  await page.goto('/login');
  await signInWithPin(page, DEMO.customer.phone, DEMO.customer.pin);

  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole('heading', { name: 'Calendario de Pagos' })).toBeVisible();

  await signOut(page);
  await expect(page.getByRole('heading', { name: /Iniciar sesión/i })).toBeVisible();
  await page.goto('/customer');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong PIN is refused, the right one lets the customer in', async ({ page, request }, testInfo) => {
  const phone = await freshPhone(request, testInfo, 2);
  await createCustomerWithPin(request, phone, '4826');
  await page.goto('/login');

  await enterIdentifier(page, phone);
  await expect(page.getByRole('heading', { name: 'Ingresa tu PIN' })).toBeVisible();
  await page.getByLabel('PIN', { exact: true }).fill('4827');
  await page.getByRole('button', { name: 'Ingresar' }).click();

  // The spec's text, and how many tries are left before the PIN locks.
  await expect(page.getByRole('alert')).toHaveText(
    'PIN incorrecto. Intenta nuevamente. Te quedan 4 intentos antes de que se bloquee tu PIN.',
  );
  await expect(page.getByLabel('PIN', { exact: true })).toHaveValue('');
  await page.getByLabel('PIN', { exact: true }).fill('4826');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/customer$/);
});
