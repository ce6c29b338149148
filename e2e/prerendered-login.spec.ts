import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, signInWithPassword } from './helpers.ts';

/*
 * /login arrives as HTML with its form in it (build/prerender-login.ts), so a phone paints the form
 * before the JavaScript has run; React then takes that markup over (hydration) instead of drawing it
 * again, in either theme. Hydration keeps the very form element the HTML brought; a fresh render
 * replaces it, and a mismatch logs an error.
 */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { prerenderedForm: document.querySelector('form') });
    });
  });
  const formKept = () =>
    page.evaluate(
      () => (window as unknown as { prerenderedForm: Element | null }).prerenderedForm?.isConnected,
    );
  return { problems, formKept };
}

test('the sign-in page comes with its form, and React takes it over without a mismatch', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/login')).text();
  expect(html).toContain('>Iniciar sesión</h1>');
  expect(html).toContain('Teléfono o usuario');
  // No boundary left behind React's inline streaming script (the head's theme script is ours).
  expect(html.slice(html.indexOf('<div id="root">'))).not.toMatch(/<script>/);

  const { problems, formKept } = await watch(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  expect(await formKept()).toBe(true);

  await signInWithPassword(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  expect(problems).toEqual([]);
});

test('a dark theme takes the same page over, then shows its own switch', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('quincena.theme', 'dark'));
  const { problems, formKept } = await watch(page);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Cambiar a tema claro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  expect(await formKept()).toBe(true);
  expect(problems).toEqual([]);
});

test('a dark theme is on before any of the page modules runs, and the CSP allows it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  // Only the HTML, its stylesheet and the inline theme script: as a phone shows it before the modules.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(refused).toEqual([]);
});

test('a stored session is sent home without a mismatch', async ({ page, request }) => {
  const answer = await request.post('/api/auth/vendor/login', {
    data: { username: DEMO.vendor.username, password: DEMO.vendor.password },
  });
  const { token, vendor } = (await answer.json()).data;
  await page.addInitScript(
    ([t, user]) => {
      localStorage.setItem('quincena.token', t);
      localStorage.setItem('quincena.user', user);
    },
    [token, JSON.stringify(vendor)],
  );
  const { problems } = await watch(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/vendor$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(problems).toEqual([]);
});
