import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  createCustomerWithPin,
  dashed,
  enterIdentifier,
  freshPhone,
  openMenu,
  readOtp,
  signInWithPin,
} from './helpers.ts';

/*
 * A customer moves their account to a new number: the code goes to the new number, the change ends
 * the session, and the next sign-in is by SMS on the new number with a new PIN.
 */
test('a customer changes their phone with a code sent to the new number', async ({
  page,
  request,
}, testInfo) => {
  const oldPhone = await freshPhone(request, testInfo, 7);
  await createCustomerWithPin(request, oldPhone, '7391');
  const newPhone = await freshPhone(request, testInfo, 8);

  await page.goto('/login');
  await signInWithPin(page, oldPhone, '7391');
  await expect(page).toHaveURL(/\/customer$/);
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Mi cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(dashed(oldPhone))).toBeVisible();

  await page.getByRole('button', { name: 'Cambiar teléfono' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar teléfono' });
  await dialog.getByLabel(/Número nuevo/).fill(dashed(newPhone));
  const sentAfter = Date.now() - 1000;
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(dialog.getByText(dashed(newPhone))).toBeVisible();
  const code = await readOtp(request, newPhone, sentAfter);
  await page.screenshot({ path: `e2e/.artifacts/screens/${testInfo.project.name}-phone-change.png` });
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await expect(dialog.getByLabel('Dígito 1 de 6')).toBeFocused();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'Cambiar teléfono' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Teléfono actualizado. Ingresa de nuevo con tu nuevo número.', { exact: true }),
  ).toBeVisible();

  // The new number signs in by SMS and creates a new PIN; the old PIN is gone with the old number.
  const signInAfter = Date.now() - 1000;
  await enterIdentifier(page, newPhone);
  await expect(page.getByRole('heading', { name: 'Verifica tu número' })).toBeVisible();
  await page.keyboard.type(await readOtp(request, newPhone, signInAfter));
  await page.getByRole('button', { name: 'Verificar código' }).click();
  await expect(page.getByRole('heading', { name: 'Crea tu PIN' })).toBeVisible();
  await page.getByLabel('PIN de 4 dígitos').fill('8642');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Confirma el PIN').fill('8642');
  await page.getByRole('button', { name: 'Guardar PIN e ingresar' }).click();
  await expect(page).toHaveURL(/\/customer$/);
  await expect((await openMenu(page)).getByText(dashed(newPhone))).toBeVisible();
});
