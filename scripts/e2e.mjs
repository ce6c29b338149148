// `npm run e2e`: Playwright in Debian's Chromium. Without a browser the run is skipped loudly,
// except under REQUIRE_E2E=1 (CI), where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `No se encontró Chromium en ${chromium}: las pruebas de navegador NO se ejecutaron.`;
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`\n✖ ${message} (REQUIRE_E2E=1)\n`);
    process.exit(1);
  }
  console.warn(
    `\n${'!'.repeat(72)}\n! ${message}\n! Instálalo con: apt-get install -y chromium\n${'!'.repeat(72)}\n`,
  );
  process.exit(0);
}

// A build of its own, so browser runs never race another build of apps/web/dist.
const webDist = path.resolve(root, process.env.E2E_WEB_DIST ?? 'e2e/.artifacts/web');
const build = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], {
  cwd: path.join(root, 'apps/web'),
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
// The same build answers to the JavaScript budgets: a route grown past its budget fails the run.
const budget = spawnSync(process.execPath, [path.join(root, 'scripts/check-bundle-budget.mjs'), webDist], {
  stdio: 'inherit',
});
if (budget.status !== 0) process.exit(budget.status ?? 1);

const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)];
const run = spawnSync('npx', args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, WEB_DIST_DIR: webDist },
});
process.exit(run.status ?? 1);
