import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Manifest, PAGE_MODULES, ROUTE_MODULES, routeChunks } from './route-preloads.ts';

// The tables name the web app's source files: a page moved or renamed there must fail here, not
// silently stop being preloaded.
const web = path.resolve(import.meta.dirname, '../../../web');

describe('the preload tables', () => {
  it('name route modules that exist', () => {
    for (const [, module] of ROUTE_MODULES) expect(existsSync(path.join(web, module)), module).toBe(true);
  });

  it('name pages their area imports, one for every page of every area', () => {
    const areas = ['vendor', 'customer', 'admin'];
    const imported = areas.flatMap((area) => {
      const source = readFileSync(path.join(web, 'src/app/routes', `${area}.tsx`), 'utf8');
      return [...source.matchAll(/import\('\.\.\/\.\.\/(features\/[^']+)'\)/g)].map((m) => `src/${m[1]}`);
    });
    expect(imported.length).toBeGreaterThan(10);
    expect(PAGE_MODULES.map(([, module]) => module).sort()).toEqual(imported.sort());
  });
});

describe('routeChunks', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
    'src/app/routes/vendor.tsx': { file: 'assets/vendor.js', imports: ['_form.js'] },
    'src/app/routes/vendor-onboarding.tsx': { file: 'assets/wizard.js', imports: ['_form.js'] },
    'src/features/vendor-dashboard/components/vendor-dashboard.tsx': { file: 'assets/dashboard.js' },
  };

  it("names an area's layout and the page shown, once each, without what the entry loads", () => {
    expect(routeChunks(manifest, '/vendor')).toEqual([
      'assets/vendor.js',
      'assets/form.js',
      'assets/dashboard.js',
    ]);
  });

  it('names the vendor layout for the registration wizard too, which is drawn inside it', () => {
    expect(routeChunks(manifest, '/vendor/onboarding')).toEqual([
      'assets/wizard.js',
      'assets/form.js',
      'assets/vendor.js',
    ]);
  });

  it("names a loan's page, whose address carries the loan, and nothing for the bare loans path", () => {
    const admin: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/app/routes/admin.tsx': { file: 'assets/admin.js' },
      'src/features/admin-loans/components/admin-loan-page.tsx': { file: 'assets/loan.js' },
    };
    expect(routeChunks(admin, '/admin/loans/7d0a4f7e-1111-4f5b-9c1a-000000000001')).toEqual([
      'assets/admin.js',
      'assets/loan.js',
    ]);
    expect(routeChunks(admin, '/admin/loans')).toEqual(['assets/admin.js']);
  });
});
