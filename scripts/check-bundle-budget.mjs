// The JavaScript each route downloads before it can show anything, brotli-compressed as the server
// sends it, against its budget (issue 11: /login ≤ 100 KB, any area ≤ 200 KB). Usage:
//   node scripts/check-bundle-budget.mjs <web dist dir>
// Reads Vite's manifest: a route costs the entry chunk and the route's lazy module, with every chunk
// they import statically (dynamic imports load later, on their own pages).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const KB = 1024;
export const BUDGETS = {
  '/login': { module: 'src/app/routes/login.tsx', limit: 100 * KB },
  '/onboarding': { module: 'src/app/routes/onboarding.tsx', limit: 200 * KB },
  '/vendor': { module: 'src/app/routes/vendor.tsx', limit: 200 * KB },
  '/vendor/onboarding': { module: 'src/app/routes/vendor-onboarding.tsx', limit: 200 * KB },
  '/customer': { module: 'src/app/routes/customer.tsx', limit: 200 * KB },
  '/admin': { module: 'src/app/routes/admin.tsx', limit: 200 * KB },
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

export function measure(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  return Object.entries(BUDGETS).map(([route, { module, limit }]) => {
    if (!manifest[module]) throw new Error(`${module} is not a chunk of the build (route ${route})`);
    const files = staticClosure(manifest, module, staticClosure(manifest, entry));
    const bytes = [...files]
      .filter((f) => f.endsWith('.js'))
      .reduce((n, f) => n + compressedSize(dist, f), 0);
    return { route, bytes, limit };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
  const rows = measure(dist);
  let over = 0;
  for (const { route, bytes, limit } of rows) {
    const ok = bytes <= limit;
    if (!ok) over++;
    console.log(
      `${ok ? '✓' : '✖'} ${route.padEnd(20)} ${(bytes / KB).toFixed(1).padStart(7)} KB of ${limit / KB} KB (brotli JS)`,
    );
  }
  if (over > 0) {
    console.error(`\n✖ ${over} route(s) over their JavaScript budget.`);
    process.exit(1);
  }
}
