import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { dashed, enterIdentifier, freshPhone, openMenu, readOtp } from './helpers.ts';

/** From /login: a number without a PIN signs in with the code texted to it, then creates its PIN. */
async function signInBySmsAndCreatePin(page: Page, request: APIRequestContext, phone: string, pin: string) {
  const sentAfter = Date.now() - 1000;
  await enterIdentifier(page, dashed(phone));
  await expect(page.getByRole('heading', { name: 'Verifica tu número' })).toBeVisible();
  const code = await readOtp(request, phone, sentAfter);
  await expect(page.getByLabel('Dígito 1 de 6')).toBeFocused();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verificar código' }).click();
  await expect(page.getByRole('heading', { name: 'Crea tu PIN' })).toBeVisible();
  await page.getByLabel('PIN de 4 dígitos').fill(pin);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Confirma el PIN').fill(pin);
  await page.getByRole('button', { name: 'Guardar PIN e ingresar' }).click();
  await expect(page).toHaveURL(/\/customer$/);
}

/*
 * A customer moves their account to a new number: the code goes to the new number, the change ends
 * the session, and the next sign-in is by SMS on the new number with a new PIN.
 */
test('a customer changes their phone with a code sent to the new number', async ({
  page,
  request,
}, testInfo) => {
  const screens = `e2e/.artifacts/screens/${testInfo.project.name}`;
  const oldPhone = await freshPhone(request, testInfo, 7);
  const newPhone = await freshPhone(request, testInfo, 8);

  await page.goto('/login');
  await signInBySmsAndCreatePin(page, request, oldPhone, '7391');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Mi cuenta' }).click();
  await expect(page).toHaveURL(/\/customer\/account$/);
  await expect(page).toHaveTitle('Mi cuenta · Quincena');
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(dashed(oldPhone))).toBeVisible();
  await page.screenshot({ path: `${screens}-customer-account.png`, animations: 'disabled' });

  await page.getByRole('button', { name: 'Cambiar teléfono' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar teléfono' });
  const newNumber = dialog.getByLabel(/Número nuevo/);
  await expect(newNumber).toBeFocused();
  await newNumber.fill(dashed(newPhone));
  await page.screenshot({ path: `${screens}-phone-change-number.png`, animations: 'disabled' });
  const sentAfter = Date.now() - 1000;
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(dialog.getByText(dashed(newPhone))).toBeVisible();
  const code = await readOtp(request, newPhone, sentAfter);
  await page.screenshot({ path: `${screens}-phone-change-code.png`, animations: 'disabled' });
  await expectAccessible(page, 'phone-change');
  await expect(dialog.getByLabel('Dígito 1 de 6')).toBeFocused();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'Cambiar teléfono' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Teléfono actualizado. Ingresa de nuevo con tu nuevo número.', { exact: true }),
  ).toBeVisible();

  // The new number signs in by SMS and creates a new PIN: the old PIN went with the old number.
  await signInBySmsAndCreatePin(page, request, newPhone, '8642');
  await expect((await openMenu(page)).getByText(dashed(newPhone))).toBeVisible();
});

/*
 * A customer changes their PIN from 'Mi cuenta': the current PIN is asked (a wrong one is refused
 * on its field), this session goes on and every other session of the customer ends (ADR 023).
 */
test('a customer changes their PIN with the current one, and their other sessions end', async ({
  page,
  request,
}, testInfo) => {
  const screens = `e2e/.artifacts/screens/${testInfo.project.name}`;
  const phone = await freshPhone(request, testInfo, 9);
  await page.goto('/login');
  await signInBySmsAndCreatePin(page, request, phone, '7391');
  // Another device's session, signed in with the PIN.
  const other = await request.post('/api/auth/customer/login-pin', {
    data: { phoneNumber: `+507${phone}`, pin: '7391' },
  });
  expect(other.ok()).toBe(true);
  const otherToken = (await other.json()).data.token as string;

  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Mi cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();

  // The PIN changes only with the current one; this session goes on (ADR 023).
  await page.getByRole('button', { name: 'Cambiar PIN' }).click();
  const pinDialog = page.getByRole('dialog', { name: 'Cambiar PIN' });
  const currentPin = pinDialog.getByLabel(/PIN actual/);
  await expect(currentPin).toBeFocused();
  await currentPin.fill('1593');
  await pinDialog.getByLabel(/PIN nuevo \(4 dígitos\)/).fill('4826');
  await pinDialog.getByLabel(/Confirma el PIN nuevo/).fill('4826');
  await pinDialog.getByRole('button', { name: 'Cambiar PIN' }).click();
  await expect(pinDialog.getByText(/El PIN actual es incorrecto\. Te quedan 4 intentos/)).toBeVisible();
  await expect(currentPin).toBeFocused();
  await page.screenshot({ path: `${screens}-pin-change-wrong.png`, animations: 'disabled' });
  await expectAccessible(page, 'pin-change');
  await currentPin.fill('7391');
  await pinDialog.getByRole('button', { name: 'Cambiar PIN' }).click();
  await expect(page.getByText('PIN actualizado', { exact: true })).toBeVisible();
  await expect(pinDialog).toBeHidden();
  // Still signed in with the token the change answered; the other device is signed out.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
  const ended = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${otherToken}` } });
  expect(ended.status()).toBe(401);
});
