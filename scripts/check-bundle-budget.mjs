// The JavaScript each route downloads before it can show anything, brotli-compressed as the server
// sends it, against its budget. Usage:
//   node scripts/check-bundle-budget.mjs <web dist dir>
// Reads Vite's manifest: a route costs the entry chunk and the route's lazy module, with every chunk
// they import statically. In an area, each page is a lazy chunk of its own inside the layout: the
// area costs the heaviest of its pages. Later imports (the sign-in's next steps, charts) are left out:
// they load after the page shows.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const KB = 1024;
/*
 * Issue 11 asks ≤ 100 KB for /login and ≤ 200 KB for any area; each area's limit is what it reaches
 * today with a little room, so growth fails the run (ADR 015). A page's dialogs and second tabs are
 * chunks of their own, loaded after its first view. React 19 weighs about 57 KB by itself, the router
 * (wouter, ADR 020) 2 KB; an area's pages add zod (27 KB, the shared schemas parse the lists' URL
 * filters), react-hook-form (13 KB) and Radix Select (15 KB). Issue 28 added up to 2.7 KB, within the
 * 3 KB it allows: each area's contracts (method and path, ADR 033) and the shared form and dialog
 * parts that replaced copies, several of them small chunks of their own. Issue 29 took the calendar's
 * 'Reportar pago' and financing switch out of its first view: /customer's limit came down with it.
 * Issue 24 gave the loan page its servicing (payoff, holiday, refund, write-off), each a chunk of its
 * own after the figures; the first view keeps only the watch badge and their entry: 0.5 KB, 1 KB more.
 * Issue 25 put each receipt's download on the loan's history (its number, the button that fetches
 * the PDF with the session's token): 0.5 KB, 1 KB more for the loan page.
 * Issue 26 added Yappy as a payment method (its label, schemas and the public settings' flag are in
 * the shared chunk every area loads): 0.1 KB over /onboarding's limit, 1 KB more for it.
 */
export const BUDGETS = {
  '/login': { module: 'src/app/routes/login.tsx', limit: 100 * KB },
  '/onboarding': { module: 'src/app/routes/onboarding.tsx', limit: 194 * KB },
  '/vendor': { module: 'src/app/routes/vendor.tsx', limit: 189 * KB, pages: true },
  '/vendor/onboarding': { module: 'src/app/routes/vendor-onboarding.tsx', limit: 197 * KB },
  '/customer': { module: 'src/app/routes/customer.tsx', limit: 158 * KB, pages: true },
  '/admin': { module: 'src/app/routes/admin.tsx', limit: 195 * KB, pages: true },
  // One page of an area by itself: the run fails if it stops being a chunk of its own (issue 23).
  '/admin/loans/:id': {
    module: 'src/app/routes/admin.tsx',
    page: 'src/features/admin-loans/components/admin-loan-page.tsx',
    limit: 155 * KB,
  },
};

/** Brotli size of a built file: its precompressed copy when the build wrote one. */
function compressedSize(dist, file) {
  const precompressed = path.join(dist, `${file}.br`);
  if (existsSync(precompressed)) return readFileSync(precompressed).length;
  const content = readFileSync(path.join(dist, file));
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The chunk files a manifest key needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Each route's heaviest first view, in bytes, beside its limit (and, for an area, which page). */
export function measure(dist, budgets = BUDGETS) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const bytesOf = (keys) => {
    const files = keys.reduce((seen, key) => staticClosure(manifest, key, seen), new Set());
    return [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + compressedSize(dist, f), 0);
  };
  return Object.entries(budgets).map(([route, { module, limit, pages, page: onePage }]) => {
    if (!manifest[module]) throw new Error(`${module} is not a chunk of the build (route ${route})`);
    const lazyPages = manifest[module].dynamicImports ?? [];
    if (onePage && !lazyPages.includes(onePage)) {
      throw new Error(`${onePage} is not a lazy chunk of ${module} (route ${route})`);
    }
    const views = onePage ? [onePage] : pages ? lazyPages : [undefined];
    const measured = views.map((page) => ({
      page,
      bytes: bytesOf([entry, module, ...(page ? [page] : [])]),
    }));
    const heaviest = measured.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    return { route, page: heaviest.page, bytes: heaviest.bytes, limit };
  });
}

/** Prints the table; answers how many routes are over their budget. */
export function report(rows, log = console.log) {
  let over = 0;
  for (const { route, page, bytes, limit } of rows) {
    const ok = bytes <= limit;
    if (!ok) over++;
    const where = page ? ` (heaviest page: ${page})` : '';
    log(
      `${ok ? '✓' : '✖'} ${route.padEnd(20)} ${(bytes / KB).toFixed(1).padStart(7)} KB of ${limit / KB} KB (brotli JS)${where}`,
    );
  }
  return over;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const over = report(measure(path.resolve(process.argv[2] ?? 'apps/web/dist')));
  if (over > 0) {
    console.error(`\n✖ ${over} route(s) over their JavaScript budget.`);
    process.exit(1);
  }
}
