import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, signInWithPassword } from './helpers.ts';

/*
 * /login arrives as HTML with its form in it (build/prerender-login.ts), so a phone paints the form
 * before the JavaScript has run; React then takes that markup over (hydration) instead of drawing it
 * again. Elements removed from the page before anyone touched it tell the two apart: hydration
 * keeps every element, a fresh render (or a mismatch) replaces them.
 */
async function watchRemovedElements(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedElements: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.tagName);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements);
}

test('the sign-in page comes with its form, and React takes it over without a mismatch', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/login')).text();
  expect(html).toContain('>Iniciar sesión</h1>');
  expect(html).toContain('Teléfono o usuario');
  expect(html).not.toMatch(/<script>/);

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const removedElements = await watchRemovedElements(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  expect(await removedElements()).toEqual([]);

  await signInWithPassword(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  expect(problems).toEqual([]);
});

test('a dark theme renders the page afresh, in its colours', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('quincena.theme', 'dark'));
  const removedElements = await watchRemovedElements(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Cambiar a tema claro' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByLabel('Teléfono o usuario')).toBeEditable();
  expect(await removedElements()).not.toEqual([]);
});
