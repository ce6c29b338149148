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

/**
 * Which route modules a path renders (the router's table in apps/web): the registration wizard is a
 * module of its own inside the vendor area's layout, so its path names both.
 */
export const ROUTE_MODULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/login\/?$/, 'src/app/routes/login.tsx'],
  [/^\/onboarding\/?$/, 'src/app/routes/onboarding.tsx'],
  [/^\/vendor\/onboarding\/?$/, 'src/app/routes/vendor-onboarding.tsx'],
  [/^\/vendor(\/|$)/, 'src/app/routes/vendor.tsx'],
  [/^\/customer(\/|$)/, 'src/app/routes/customer.tsx'],
  [/^\/admin(\/|$)/, 'src/app/routes/admin.tsx'],
];

/*
 * Inside an area each page is a chunk of its own, asked for once the layout has run and the session
 * has been checked with the server: named here too, it downloads beside the entry instead.
 */
const page = (area: string, file: string) => `src/features/${area}/components/${file}.tsx`;
export const PAGE_MODULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/vendor\/?$/, page('vendor-dashboard', 'vendor-dashboard')],
  [/^\/vendor\/customers\/?$/, page('vendor-customers', 'vendor-customers-page')],
  [/^\/vendor\/applications\/?$/, page('vendor-applications', 'vendor-applications-page')],
  [/^\/vendor\/catalog\/?$/, page('vendor-catalog', 'vendor-catalog-page')],
  [/^\/vendor\/profile\/?$/, page('vendor-profile', 'vendor-profile-page')],
  [/^\/customer\/?$/, page('customer-calendar', 'customer-calendar-page')],
  [/^\/customer\/account\/?$/, page('customer-account', 'customer-account-page')],
  [/^\/admin\/?$/, page('admin-dashboard', 'admin-dashboard')],
  [/^\/admin\/applications\/?$/, page('admin-applications', 'admin-applications-page')],
  [/^\/admin\/users\/?$/, page('admin-users', 'admin-users-page')],
  [/^\/admin\/motorcycles\/?$/, page('admin-motorcycles', 'motorcycle-management-page')],
  [/^\/admin\/payments\/?$/, page('admin-payments', 'admin-payments-page')],
  [/^\/admin\/reports\/?$/, page('admin-reports', 'admin-reports-page')],
  [/^\/admin\/accounting\/?$/, page('admin-accounting', 'admin-accounting-page')],
  [/^\/admin\/activity\/?$/, page('admin-activity', 'admin-activity-page')],
  [/^\/admin\/approvals\/?$/, page('admin-approvals', 'admin-approvals-page')],
  [/^\/admin\/settings\/?$/, page('admin-settings', 'system-settings-page')],
  [/^\/admin\/loans\/[^/]+\/?$/, page('admin-loans', 'admin-loan-page')],
];

const modulesFor = (table: typeof ROUTE_MODULES, pathname: string) =>
  table.filter(([pattern]) => pattern.test(pathname)).map(([, module]) => module);

/**
 * The JavaScript files a path's route module (and, in an area, its page) needs before it runs, but
 * for the entry's, which the page has. A module the build does not have is skipped.
 */
export function routeChunks(manifest: Manifest, pathname: string): string[] {
  const modules = [...modulesFor(ROUTE_MODULES, pathname), ...modulesFor(PAGE_MODULES, pathname)]
    .map((key) => manifest[key])
    .filter((chunk): chunk is ManifestChunk => chunk !== undefined);
  if (modules.length === 0) return [];
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  if (entry) collect(manifest, entry, loaded);
  const needed = new Set<string>();
  for (const chunk of modules) collect(manifest, chunk, needed, loaded);
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
