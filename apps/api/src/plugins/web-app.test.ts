import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { THEME_SCRIPT } from '@quincena/shared/theme-script';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SCRIPT = Buffer.from(`console.log(${JSON.stringify('quincena '.repeat(400))});`);
// The build's manifest, cut down: the entry, the sign-in's route module, the admin area's and one page.
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-r1.js' },
  '_form.js': { file: 'assets/form-f1.js', imports: ['_react.js'] },
  'src/app/routes/login.tsx': { file: 'assets/login-l1.js', imports: ['_form.js', '_react.js'] },
  'src/app/routes/admin.tsx': { file: 'assets/admin-a1.js', imports: ['_form.js'] },
  'src/features/admin-reports/components/admin-reports-page.tsx': {
    file: 'assets/reports-p1.js',
    imports: ['_form.js', '_chart.js'],
  },
  '_chart.js': { file: 'assets/chart-c1.js' },
};
const PRERENDERED_FORM = '<div id="root"><h1>Iniciar sesión</h1></div>';
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'quincena-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><head><title>Quincena</title></head>');
  await writeFile(path.join(webDist, 'login.html'), `<!doctype html><head></head>${PRERENDERED_FORM}`);
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  // A hashed chunk as the build leaves it: the file and its brotli and gzip copies.
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), SCRIPT);
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the web app outside production', () => {
  it('serves client routes, /debug included, and answers unknown API paths with the envelope', async () => {
    for (const url of ['/login', '/debug']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });

  it("allows the page's one inline script, the theme's, by its hash and no other", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('lets a blob: PDF preview be framed, and nothing else be framed or embedded', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/admin/payments' });
    const directives = new Map(
      String(page.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    // The receipt and document previews frame the fetched file from a blob: URL (issue 22).
    expect(directives.get('frame-src')).toBe('blob:');
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('frame-ancestors')).toBe("'self'");
    expect(directives.get('default-src')).toBe("'self'");
  });
});

describe('the page names the chunks its route loads', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

  it('sends /login as the build prerendered it, and every other page as index.html', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/login?next=%2Fadmin' });
    expect(login.body).toContain(PRERENDERED_FORM);
    expect(preloads(login.body)).toEqual(['/assets/login-l1.js', '/assets/form-f1.js']);
    for (const url of ['/', '/admin', '/nowhere', '/login.html']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body).toContain('<title>Quincena</title>');
      expect(page.body).not.toContain(PRERENDERED_FORM);
    }
  });

  it('lists the route module and its imports, not what the entry already loads', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/login?next=%2Fadmin' });
    expect(login.headers['content-type']).toMatch(/^text\/html/);
    expect(preloads(login.body)).toEqual(['/assets/login-l1.js', '/assets/form-f1.js']);
    // In an area, the page's chunk too (once), so it does not wait for the layout and the session check.
    const reports = await t.app.inject({ method: 'GET', url: '/admin/reports' });
    expect(preloads(reports.body)).toEqual([
      '/assets/admin-a1.js',
      '/assets/form-f1.js',
      '/assets/reports-p1.js',
      '/assets/chart-c1.js',
    ]);
    // A page the build does not name (here the dashboard) still gets its area's chunks.
    const admin = await t.app.inject({ method: 'GET', url: '/admin' });
    expect(preloads(admin.body)).toEqual(['/assets/admin-a1.js', '/assets/form-f1.js']);
    const unknown = await t.app.inject({ method: 'GET', url: '/nowhere' });
    expect(unknown.statusCode).toBe(200);
    expect(preloads(unknown.body)).toEqual([]);
  });
});

describe('caching and compression', () => {
  it('sends a hashed asset precompressed, as the browser accepts, cached for a year', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).equals(SCRIPT)).toBe(true);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(SCRIPT)).toBe(true);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(SCRIPT)).toBe(true);
  });

  it('sends the page compressed, as the browser accepts', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/admin/reports',
      headers: { 'accept-encoding': 'gzip;q=0.5, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(html).toContain('href="/assets/reports-p1.js"');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/admin/reports',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
    const plain = await t.app.inject({ method: 'GET', url: '/admin/reports' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('revalidates the page itself on every visit', async () => {
    for (const url of ['/index.html', '/admin/reports']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('compresses JSON answers over 1 KB and leaves small ones alone', async () => {
    const docs = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().success).toBe(true);
  });
});
