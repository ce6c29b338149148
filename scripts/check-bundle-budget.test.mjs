// `node --test scripts/`: the bundle budget check on a tiny build of its own making.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { measure, report } from './check-bundle-budget.mjs';

/** A dist with an entry, a login route, an area whose two pages differ in weight. */
function fakeDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'budget-'));
  mkdirSync(path.join(dist, '.vite'));
  const manifest = {
    'index.html': { file: 'entry.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'shared.js' },
    'src/app/routes/login.tsx': { file: 'login.js', imports: ['_shared.js'], dynamicImports: ['steps.tsx'] },
    'steps.tsx': { file: 'steps.js' },
    'src/app/routes/admin.tsx': { file: 'admin.js', dynamicImports: ['light.tsx', 'heavy.tsx'] },
    'light.tsx': { file: 'light.js' },
    'heavy.tsx': { file: 'heavy.js' },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  // Precompressed copies stand for the brotli size the server sends.
  const sizes = {
    'entry.js': 1000,
    'shared.js': 200,
    'login.js': 300,
    'steps.js': 5000,
    'admin.js': 100,
    'light.js': 50,
    'heavy.js': 4000,
  };
  for (const [file, size] of Object.entries(sizes)) {
    writeFileSync(path.join(dist, file), '');
    writeFileSync(path.join(dist, `${file}.br`), Buffer.alloc(size));
  }
  return dist;
}

const budgets = (login, admin) => ({
  '/login': { module: 'src/app/routes/login.tsx', limit: login },
  '/admin': { module: 'src/app/routes/admin.tsx', limit: admin, pages: true },
});

test('a route costs its first view: the later steps are left out, an area counts its heaviest page', () => {
  const rows = measure(fakeDist(), budgets(2000, 6000));
  assert.deepEqual(rows, [
    { route: '/login', page: undefined, bytes: 1500, limit: 2000 },
    { route: '/admin', page: 'heavy.tsx', bytes: 5300, limit: 6000 },
  ]);
  assert.equal(
    report(rows, () => {}),
    0,
  );
});

test('a route over its budget is reported', () => {
  const lines = [];
  assert.equal(
    report(measure(fakeDist(), budgets(1499, 5300)), (line) => lines.push(line)),
    1,
  );
  assert.match(lines[0], /^✖ \/login/);
  assert.match(lines[1], /^✓ \/admin .*heavy\.tsx/);
});

test("one page of an area is measured by itself, and must be one of the area's lazy chunks", () => {
  const dist = fakeDist();
  const page = (name) => ({
    '/admin/light': { module: 'src/app/routes/admin.tsx', page: name, limit: 2000 },
  });
  assert.deepEqual(measure(dist, page('light.tsx')), [
    { route: '/admin/light', page: 'light.tsx', bytes: 1350, limit: 2000 },
  ]);
  assert.throws(
    () => measure(dist, page('steps.tsx')),
    /steps\.tsx is not a lazy chunk of src\/app\/routes\/admin\.tsx/,
  );
});
