import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, exportCsv, signInWithPassword, submitApplicationInWizard, TINY_PDF } from './helpers.ts';

/*
 * The credit-application workflow across roles: a vendor's wizard application taken through to
 * disbursement, and a rejection of the first PENDING demo application left (the seed has six, and
 * both projects, desktop and phone, run against one server). On the phone the list is cards; the
 * 'Ver detalle de la solicitud de …' button exists in both, so the visible one is used.
 */

/** A toast by its text (the detail's history may repeat the same words). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notificaciones/ }).getByText(text, { exact: true });

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await signInWithPassword(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Panel de Administración', level: 1 })).toBeVisible();
}

/** Opens the detail of the first PENDING application left. */
async function openFirstPending(page: Page) {
  await page.goto('/admin/applications?status=PENDING');
  await expect(page.getByRole('heading', { name: 'Gestión de Solicitudes', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText('Pendiente');
  const view = page
    .getByRole('button', { name: /^Ver detalle de la solicitud de / })
    .filter({ visible: true })
    .first();
  const label = (await view.getAttribute('aria-label')) ?? '';
  const customer = label.replace('Ver detalle de la solicitud de ', '');
  await view.click();
  const detail = page.getByRole('dialog', { name: 'Detalle de la solicitud' });
  await expect(detail.getByRole('region', { name: 'Cliente' })).toContainText(customer);
  // Taking into review is offered only while it is PENDING.
  await expect(detail.getByRole('button', { name: 'Tomar en revisión' })).toBeVisible();
  return detail;
}

test('a vendor submits in the wizard; an admin reviews, approves and disburses it; the vendor sees it disbursed', async ({
  openPage,
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signInWithPassword(page, DEMO.vendor.username, DEMO.vendor.password);
  await expect(page).toHaveURL(/\/vendor$/);
  const { fullName, lastName } = await submitApplicationInWizard(page, request, testInfo);

  // The back-office, in a browser of its own.
  const admin = await openPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/applications');
  await admin.getByRole('searchbox', { name: 'Buscar' }).fill(lastName);
  await admin
    .getByRole('button', { name: `Ver detalle de la solicitud de ${fullName}` })
    .filter({ visible: true })
    .click();
  const detail = admin.getByRole('dialog', { name: 'Detalle de la solicitud' });
  await expect(detail.getByRole('region', { name: 'Cliente' })).toContainText(fullName);

  await detail.getByRole('button', { name: 'Tomar en revisión' }).click();
  const confirm = admin.getByRole('alertdialog', { name: '¿Tomar esta solicitud en revisión?' });
  await confirm.getByRole('button', { name: 'Tomar en revisión' }).click();
  await expect(toast(admin, 'Solicitud en revisión')).toBeVisible();
  await expect(detail.getByText('En revisión', { exact: true })).toBeVisible();

  await detail.getByRole('button', { name: 'Aprobar' }).click();
  const approve = admin.getByRole('dialog', { name: 'Aprobar solicitud' });
  await expect(approve.getByText('Monto aprobado')).toBeVisible();
  await approve.getByRole('button', { name: 'Aprobar' }).click();
  await expect(toast(admin, 'Solicitud aprobada exitosamente')).toBeVisible();
  await expect(approve).toBeHidden();
  await expect(detail.getByText('Recién aprobada')).toBeVisible();

  await detail.getByRole('button', { name: 'Desembolsar' }).click();
  const disburse = admin.getByRole('dialog', { name: 'Desembolsar solicitud' });
  await disburse.getByRole('button', { name: 'Desembolsar' }).click();
  await expect(disburse.getByText('VIN es requerido')).toBeVisible();
  await expect(disburse.getByText('Contrato (PDF) es requerido')).toBeVisible();

  const tag = `${testInfo.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 100_000}`;
  await disburse.getByLabel('VIN').fill(`9C2E2E${tag}`.padEnd(17, '0'));
  await disburse.getByLabel('Placa').fill(`E2E${tag}`.slice(0, 10));
  await disburse.getByLabel('Póliza de seguro').fill(`POL-${tag}`);
  await disburse
    .getByLabel('Contrato (PDF)')
    .setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await disburse.getByRole('button', { name: 'Desembolsar' }).click();
  await expect(toast(admin, 'Solicitud desembolsada')).toBeVisible();
  await expect(disburse).toBeHidden();

  await expect(detail.getByRole('button', { name: 'Desembolsar' })).toBeHidden();
  await expect(detail.getByRole('list', { name: 'Documentos' })).toContainText('contrato.pdf');
  const history = detail.getByRole('list', { name: 'Historial' });
  for (const step of ['Tomada en revisión', 'Solicitud aprobada', 'Solicitud desembolsada']) {
    await expect(history).toContainText(step);
  }

  // The vendor sees the new status in Aplicaciones.
  await page.goto('/vendor/applications');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(lastName);
  const row = page
    .getByRole('button', { name: `Ver detalle de la aplicación de ${fullName}` })
    .filter({ visible: true });
  await row.click();
  await expect(page.getByRole('dialog', { name: 'Detalle de la aplicación' })).toContainText('Desembolsada');
});

test('an administrator rejects a PENDING application with a reason', async ({ page }) => {
  await signInAsAdmin(page);
  const detail = await openFirstPending(page);

  await detail.getByRole('button', { name: 'Rechazar' }).click();
  const reject = page.getByRole('dialog', { name: 'Rechazar solicitud' });
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(reject.getByText('Por favor, proporciona una razón para el rechazo.')).toBeVisible();

  await reject.getByLabel('Razón del rechazo').fill('Ingresos insuficientes (prueba e2e).');
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(toast(page, 'Solicitud rechazada')).toBeVisible();
  await expect(reject).toBeHidden();
  await expect(detail.getByText('Motivo del rechazo', { exact: true })).toBeVisible();
  await expect(detail).toContainText('Ingresos insuficientes (prueba e2e).');

  // The rejected ones, exported with the filter on screen.
  await page.goto('/admin/applications?status=REJECTED');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText('Rechazada');
  const csv = await exportCsv(page);
  expect(csv.name).toBe('solicitudes.csv');
  expect(csv.hasBom).toBe(true);
  expect(csv.lines[0]).toBe(
    'Solicitud,Fecha,Estado,Cliente,Teléfono,Correo,Moto,VIN,Placa,Vendedor,Concesionario,Valor total,' +
      'Abono inicial,Monto financiado,Plazo (meses),Tasa mensual (%),Cuota quincenal,Total a pagar',
  );
  const rows = csv.lines.slice(1);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toMatch(/^SOL-\d{4}-\d{6},\d{4}-\d{2}-\d{2},Rechazada,/);
});

test('an administrator pages through the applications and back, each page where the last one ended', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/applications');
  const pagination = page.getByRole('navigation', { name: 'Paginación' });
  await expect(pagination).toContainText(/Mostrando 1 a 20 de \d+ resultados/);

  // 'Siguiente' reads on from the last row shown, and the address keeps where it did: a reload
  // shows the same rows though others were added meanwhile (the projects share one server).
  await pagination.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(/[?&]after=/);
  await expect(pagination).toContainText(/Mostrando 21 a \d+ de \d+ resultados/);
  await expect(pagination.getByText('Página 2 de', { exact: false })).toBeAttached();
  const secondPage = page
    .getByRole('button', { name: /^Ver detalle de la solicitud de / })
    .filter({ visible: true });
  await expect(secondPage.first()).toBeVisible();
  const secondLabels = await secondPage.evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label')),
  );

  await page.reload();
  await expect(pagination).toContainText(/Mostrando 21 a \d+ de \d+ resultados/);
  await expect
    .poll(() => secondPage.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))))
    .toEqual(secondLabels);

  // Back to the first page, read from the top again.
  await pagination.getByRole('button', { name: 'Anterior' }).click();
  await expect(page).not.toHaveURL(/after=|before=|page=/);
  await expect(pagination).toContainText(/Mostrando 1 a 20 de \d+ resultados/);
});
