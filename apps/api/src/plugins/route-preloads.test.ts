import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, ROUTE_MODULES } from './route-preloads.ts';

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
