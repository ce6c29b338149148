import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, freshPhone, letterTag, signInWithPassword, verifyPhoneInWizard } from './helpers.ts';

/** The wizard's first three steps for a new phone: the number, the customer's SMS code, the data. */
async function registerCustomer(
  page: Page,
  request: APIRequestContext,
  phone: string,
  person: { firstName: string; lastName: string; identityNumber: string },
) {
  await verifyPhoneInWizard(page, request, phone);
  await expect(page.getByRole('heading', { name: 'Datos del cliente' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Nombre' }).fill(person.firstName);
  await page.getByRole('textbox', { name: 'Apellido' }).fill(person.lastName);
  await page.getByRole('combobox', { name: 'Tipo de identificación' }).click();
  await page.getByRole('option', { name: 'Pasaporte' }).click();
  await page.getByRole('textbox', { name: 'Número de identificación' }).fill(person.identityNumber);
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
}

test('a registration left halfway is resumed, and the same person is never registered twice', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = await freshPhone(request, testInfo, 3);
  const person = {
    firstName: 'María José',
    lastName: `Núñez ${letterTag(phone.slice(-5))}`,
    identityNumber: `PA${phone}`,
  };
  const fullName = `${person.firstName} ${person.lastName}`;

  await page.goto('/login');
  await signInWithPassword(page, DEMO.vendor.username, DEMO.vendor.password);
  await expect(page).toHaveURL(/\/vendor$/);
  await registerCustomer(page, request, phone, person);
  await expect(page.getByRole('heading', { name: 'Financiamiento', exact: true })).toBeFocused();

  // The vendor leaves; later, in another tab (nothing kept of the first), starts a registration.
  await page.close();
  const later = await context.newPage();
  await later.goto('/vendor/onboarding');
  const unfinished = later.getByRole('region', { name: 'Registros sin terminar' });
  await expect(unfinished).toContainText(fullName);

  // Registering the same person again with another phone is refused at the identity number.
  const otherPhone = await freshPhone(request, testInfo, 4);
  await registerCustomer(later, request, otherPhone, person);
  await expect(later.getByRole('textbox', { name: 'Número de identificación' })).toHaveAccessibleDescription(
    'Este número de identificación ya está registrado con otro teléfono: continúa con ese número.',
  );
  await expect(later.getByRole('heading', { name: 'Datos del cliente' })).toBeVisible();

  // Resuming, in a new tab, goes on with the first record at the financing step, with no new code.
  await later.close();
  const resumed = await context.newPage();
  await resumed.goto('/vendor/onboarding');
  await resumed
    .getByRole('region', { name: 'Registros sin terminar' })
    .getByRole('button', { name: `Continuar el registro de ${fullName}` })
    .click();
  await expect(resumed.getByRole('heading', { name: 'Financiamiento', exact: true })).toBeFocused();
  await expect(resumed.getByText('Paso 4 de 7')).toBeVisible();
});
