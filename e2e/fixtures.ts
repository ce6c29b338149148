import AxeBuilder from '@axe-core/playwright';
import { type BrowserContextOptions, test as base, expect, type Page } from '@playwright/test';

/*
 * Every journey runs axe on every page it visits. The `page` fixture (and any page opened with
 * `openPage`) is watched: each time its address changes, axe runs once the new screen has settled, and
 * once more on the last screen when the test ends. A serious or critical violation anywhere fails the
 * test, naming the rule, the address and the elements. Specs import `test` and `expect` from here.
 */

/** WCAG 2.0 and 2.1, A and AA (2.1 A brings 2.5.3: a name must contain the visible label). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SEVERE = new Set(['serious', 'critical']);

/** Problems as 'rule (impact) on /path: targets', one line each. */
async function analyze(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const path = new URL(page.url()).pathname;
  return violations
    .filter((v) => SEVERE.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}) on ${path}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A problem counts when it is still there once the screen settles again: a toast that began to fade
 * in or out while axe ran is measured at part of its contrast, which nobody reads.
 */
async function severeViolations(page: Page): Promise<string[]> {
  const first = await analyze(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(500);
  await settle(page);
  const second = new Set(await analyze(page));
  return first.filter((p) => second.has(p));
}

/**
 * Waits (at most a few seconds) until the screen is what a person would look at: no "Cargando…" left,
 * and no entrance animation half-way (a fading panel would be measured at part of its contrast).
 */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () => {
        const loading = [...document.querySelectorAll('[role="status"]')].some((el) =>
          /Cargando|Verificando/.test(el.textContent ?? ''),
        );
        const animating = document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
        return document.readyState !== 'loading' && !loading && !animating;
      },
      undefined,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => {
      // Still loading after 5 s: checked as it is, which is what a person would see too.
    });
}

/** One page's checks, one at a time (axe refuses a second run on a page while one is going). */
class PageAudit {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly found = new Set<string>();

  constructor(private readonly page: Page) {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = frame.url();
      if (url.startsWith('http')) this.enqueue(() => this.checkVisited(url));
    });
  }

  private enqueue<T>(job: () => Promise<T>): Promise<T> {
    const next = this.queue.then(job, job);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** A screen the test went to; skipped when the test has already moved on from it. */
  private async checkVisited(url: string) {
    try {
      await settle(this.page);
      const isApp = await this.page.evaluate(() => document.contentType === 'text/html');
      if (this.page.url() !== url || !isApp) return;
      const problems = await severeViolations(this.page);
      if (this.page.url() === url) for (const p of problems) this.found.add(p);
    } catch (error) {
      // The page navigated or closed while axe ran: its next screen is checked instead.
      if (this.page.isClosed() || this.page.url() !== url || isNavigationError(error)) return;
      this.found.add(`axe could not run on ${new URL(url).pathname}: ${String(error)}`);
    }
  }

  /** An explicit check of the current state (a dialog open, a tab chosen). */
  check(): Promise<string[]> {
    return this.enqueue(async () => {
      await settle(this.page);
      return severeViolations(this.page);
    });
  }

  /** Waits for the checks still running, checks the last screen, and returns everything found. */
  async finish(): Promise<string[]> {
    await this.queue;
    if (!this.page.isClosed()) {
      const isApp = await this.page.evaluate(() => document.contentType === 'text/html').catch(() => false);
      if (isApp) for (const p of await this.check()) this.found.add(p);
    }
    return [...this.found];
  }
}

const isNavigationError = (error: unknown) =>
  error instanceof Error &&
  /Execution context was destroyed|Target (page, context or browser )?(has been )?closed|navigat/i.test(
    error.message,
  );

const audits = new WeakMap<Page, PageAudit>();

function watch(page: Page): PageAudit {
  const audit = new PageAudit(page);
  audits.set(page, audit);
  return audit;
}

function failOn(problems: string[]) {
  if (problems.length > 0) {
    throw new Error(`Accesibilidad (axe), violaciones graves:\n  ${problems.join('\n  ')}`);
  }
}

/**
 * Checks the page as it is now (e.g. with a dialog open) and keeps a full-page screenshot under
 * e2e/.artifacts/screens for people to look at.
 */
export async function expectAccessible(page: Page, name: string) {
  await page.screenshot({
    path: `e2e/.artifacts/screens/${test.info().project.name}-${name}.png`,
    fullPage: true,
  });
  const problems = await (audits.get(page) ?? new PageAudit(page)).check();
  expect(problems, name).toEqual([]);
}

/**
 * The test's own client address (behind the server's trusted proxy), the same on its retry: the
 * per-address sign-in and code limits count each journey apart, as they would count two people, so
 * no journey spends what a later one needs however many run before it.
 */
function clientAddress(project: string, testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.18.${project === 'phone' ? 2 : 1}.${(hash % 250) + 1}`;
}

export const test = base.extend<{
  /** A page in a browser of its own (another person), watched by axe like `page`. */
  openPage: (options?: BrowserContextOptions) => Promise<Page>;
}>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      'x-forwarded-for': clientAddress(testInfo.project.name, testInfo.testId),
    });
  },
  page: async ({ page }, use) => {
    const audit = watch(page);
    await use(page);
    failOn(await audit.finish());
  },
  openPage: async ({ browser, extraHTTPHeaders }, use, testInfo) => {
    const opened: { page: Page; audit: PageAudit }[] = [];
    await use(async (options = testInfo.project.use) => {
      const context = await browser.newContext({ ...options, extraHTTPHeaders });
      const page = await context.newPage();
      opened.push({ page, audit: watch(page) });
      return page;
    });
    const problems: string[] = [];
    for (const { page, audit } of opened) {
      problems.push(...(await audit.finish()));
      await page.context().close();
    }
    failOn(problems);
  },
});

export { expect };
