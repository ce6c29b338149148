/*
 * A page's own code is a lazy chunk the browser learns of only after the entry chunk has downloaded
 * and run: one more round trip before anything shows, the longest wait on a slow phone. The server
 * knows from Vite's manifest which chunks a path will ask for and names them in index.html
 * (`modulepreload`), so they download beside the entry instead of after it (ADR 015).
 */

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Which route module a path renders, most specific first (the router's table in apps/web). */
const ROUTE_MODULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/login\/?$/, 'src/app/routes/login.tsx'],
  [/^\/onboarding\/?$/, 'src/app/routes/onboarding.tsx'],
  [/^\/vendor\/onboarding\/?$/, 'src/app/routes/vendor-onboarding.tsx'],
  [/^\/vendor(\/|$)/, 'src/app/routes/vendor.tsx'],
  [/^\/customer(\/|$)/, 'src/app/routes/customer.tsx'],
  [/^\/admin(\/|$)/, 'src/app/routes/admin.tsx'],
];

/** The JavaScript files a route module needs before it runs, but for the entry's, which the page has. */
export function routeChunks(manifest: Manifest, pathname: string): string[] {
  const module = ROUTE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1];
  if (!module || !manifest[module]) return [];
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  if (entry) collect(manifest, entry, loaded);
  const needed = new Set<string>();
  collect(manifest, manifest[module], needed, loaded);
  return [...needed].filter((file) => file.endsWith('.js'));
}

function collect(manifest: Manifest, chunk: ManifestChunk, into: Set<string>, skip = new Set<string>()) {
  if (into.has(chunk.file) || skip.has(chunk.file)) return;
  into.add(chunk.file);
  for (const key of chunk.imports ?? []) {
    const imported = manifest[key];
    if (imported) collect(manifest, imported, into, skip);
  }
}

/** index.html with a `modulepreload` link for each file, before `</head>`. */
export function withPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}
