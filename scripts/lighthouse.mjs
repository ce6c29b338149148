// `npm run lighthouse`: Lighthouse (performance and accessibility) in Debian's Chromium on /login,
// the vendor dashboard, the admin applications page and the customer calendar, each signed in as its
// demo user, in the mobile and desktop presets, over HTTP/2 through a TLS front (as a deployment's
// load balancer serves the app) and over the app's own HTTP/1.1. Starts the app on a free port over
// a throwaway DATA_DIR with a web build of its own, or audits LIGHTHOUSE_URL. The scores are a
// report: the exit code is non-zero only when something failed to run. Options: `npm run lighthouse -- --help`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import {
  formatFindings,
  formatTable,
  parseCliArgs,
  summarize,
  TARGETS,
  USAGE,
} from './lighthouse-report.mjs';
import { startTlsFront } from './tls-front.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * chrome-launcher adds its defaults (no component updates, sync, translate, domain reliability), yet
 * Chromium still calls update.googleapis.com, clients2.google.com and accounts.google.com: every
 * host but the app's fails at once instead of waiting on DNS from an offline machine. The TLS
 * front's certificate is self-signed, made for the run.
 */
const chromeFlags = (pageUrl) => [
  ...CHROME_FLAGS,
  `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${new URL(pageUrl).hostname}`,
  ...(pageUrl.startsWith('https:') ? ['--ignore-certificate-errors'] : []),
];

/** The demo accounts the seed loads (README); the same the browser tests sign in with. */
const DEMO = {
  admin: { url: '/api/auth/admin/login', body: { username: 'admin', password: 'admin12345' } },
  vendor: { url: '/api/auth/vendor/login', body: { username: 'vendedor', password: 'vendedor12345' } },
  customer: { url: '/api/auth/customer/login-pin', body: { phoneNumber: '+50760000001', pin: '2580' } },
};
// apps/web/src/lib/storage-keys.ts: where the web app keeps its session.
const TOKEN_KEY = 'quincena.token';
const USER_KEY = 'quincena.user';

const log = (message) => process.stderr.write(`${message}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function json(url, init) {
  const answer = await fetch(url, init).catch((error) => {
    throw new Error(
      `${init?.method ?? 'GET'} ${url} failed: ${error.cause?.code ?? error.cause?.message ?? error.message}`,
    );
  });
  const body = await answer.json().catch(() => null);
  if (!answer.ok || !body?.success) {
    throw new Error(`${init?.method ?? 'GET'} ${url} answered ${answer.status}: ${JSON.stringify(body)}`);
  }
  return body.data;
}

/** A fresh session per audit, so a long run never outlives the 30-minute token. */
async function signIn(baseUrl, role) {
  const { url, body } = DEMO[role];
  const { token } = await json(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // /auth/me answers the user the way the web app stores it (with its userType).
  const user = await json(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  return { token, user };
}

/**
 * Writes the session into the browser's localStorage for the app's origin, as the web app's sign-in
 * does. Lighthouse clears caches, service workers and Cache Storage before each audit but leaves
 * localStorage (its default `clearStorageTypes`), so the audited page loads cold yet signed in.
 */
async function injectSession(port, baseUrl, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // A same-origin JSON answer: the SPA never boots here, so nothing races the write.
    await page.goto(`${baseUrl}/api/health`);
    await page.evaluate(
      ([keys, values]) => {
        localStorage.setItem(keys[0], values[0]);
        localStorage.setItem(keys[1], values[1]);
      },
      [
        [TOKEN_KEY, USER_KEY],
        [session.token, JSON.stringify(session.user)],
      ],
    );
    await page.close();
  } finally {
    // Over CDP this only disconnects; the browser stays up for Lighthouse.
    await browser.close();
  }
}

/** `appUrl` is the app itself (the demo sign-in goes there); `pageUrl` where the browser reaches it. */
async function auditOnce({ appUrl, pageUrl }, page, preset, out) {
  const session = page.role ? await signIn(appUrl, page.role) : null;
  const chrome = await launch({ chromePath, chromeFlags: chromeFlags(pageUrl), logLevel: 'silent' });
  try {
    if (session) await injectSession(chrome.port, pageUrl, session);
    const result = await lighthouse(
      `${pageUrl}${page.path}`,
      {
        port: chrome.port,
        logLevel: 'error',
        output: out ? ['html', 'json'] : 'json',
        onlyCategories: ['performance', 'accessibility'],
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    return { lhr: result.lhr, report: result.report };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse's advice for a trace lost on a busy machine (NO_NAVSTART, NO_FCP…) is to run again. */
const ATTEMPTS = 3;

async function audit(urls, page, preset, protocol, runs, out) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const started = Date.now();
    log(`  ${page.path} ${preset} ${protocol}${runs > 1 ? ` run ${run}/${runs}` : ''}…`);
    let result = await auditOnce(urls, page, preset, out);
    for (let attempt = 2; result.lhr.runtimeError && attempt <= ATTEMPTS; attempt += 1) {
      log(`    ${result.lhr.runtimeError.code}: trying again (${attempt}/${ATTEMPTS})`);
      result = await auditOnce(urls, page, preset, out);
    }
    results.push(result);
    log(`    done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  // Lighthouse's own choice among the runs that measured: the one closest to the median FCP and TTI.
  const valid = results.filter((r) => !r.lhr.runtimeError);
  const medianLhr = valid.length > 0 ? computeMedianRun(valid.map((r) => r.lhr)) : null;
  // None measured: the first one carries the error the caller reports.
  const median = valid.find((r) => r.lhr === medianLhr) ?? results[0];
  if (out) {
    const name = `${page.name}-${preset}-${protocol}`;
    writeFileSync(path.join(out, `${name}.report.html`), median.report[0]);
    writeFileSync(path.join(out, `${name}.report.json`), median.report[1]);
  }
  return median.lhr;
}

/** A vite build of its own (as `npm run e2e` does), so the audit never races another build of dist. */
function buildWeb(outDir) {
  log('Building the web app…');
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'apps/web'),
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (build.status !== 0) throw new Error(`the web build failed (exit ${build.status})`);
}

/** `node scripts/start.mjs` on a free port over `dataDir`, up once /api/health answers. */
async function startApp(dataDir, webDist) {
  const port = await freePort();
  let output = '';
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    // Its own process group: stopping it stops the API server start.mjs spawns as well.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // No daily jobs mid-audit.
      JOBS_ENABLED: 'false',
    },
  });
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  let exited = null;
  server.on('exit', (code) => {
    exited = code ?? 1;
  });
  const stop = async () => {
    if (exited !== null) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      return;
    }
    for (let i = 0; i < 50 && exited === null; i += 1) await sleep(100);
    if (exited === null) process.kill(-server.pid, 'SIGKILL');
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  // Migrations and the demo seed on a loaded machine can take a while.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`the app exited with ${exited} before answering:\n${output}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return { baseUrl, stop };
    await sleep(500);
  }
  await stop();
  throw new Error(`the app did not answer /api/health within 180 s:\n${output}`);
}

async function main() {
  let options;
  try {
    options = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    log(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  if (!existsSync(chromePath)) {
    log(`No Chromium at ${chromePath}: install it with apt-get install -y chromium (or set CHROMIUM_PATH).`);
    return 1;
  }
  if (options.out) mkdirSync(options.out, { recursive: true });

  const cleanups = [];
  const cleanUp = async () => {
    while (cleanups.length > 0) await cleanups.pop()();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      cleanUp().finally(() => process.exit(130));
    });
  }

  const rows = [];
  const findings = [];
  let failed = false;
  try {
    let appUrl = process.env.LIGHTHOUSE_URL?.replace(/\/+$/, '');
    const scratch = mkdtempSync(path.join(tmpdir(), 'quincena-lighthouse-'));
    cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));
    if (appUrl) {
      log(`Auditing the app at ${appUrl}`);
    } else {
      buildWeb(path.join(scratch, 'web'));
      log('Starting the app on a fresh database…');
      const app = await startApp(path.join(scratch, 'data'), path.join(scratch, 'web'));
      cleanups.push(app.stop);
      appUrl = app.baseUrl;
      log(`App up at ${appUrl}`);
    }
    const pageUrls = { http1: appUrl };
    if (options.protocols.includes('h2')) {
      const front = await startTlsFront(appUrl, scratch);
      cleanups.push(front.close);
      pageUrls.h2 = front.url;
      log(`TLS + HTTP/2 front at ${front.url}`);
    }

    for (const page of options.pages) {
      for (const preset of options.presets) {
        for (const protocol of options.protocols) {
          const row = { page: page.path, preset, protocol };
          try {
            const urls = { appUrl, pageUrl: pageUrls[protocol] };
            const lhr = await audit(urls, page, preset, protocol, options.runs, options.out);
            if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
            // A refused session sends the app to /login: that audit would describe the wrong page.
            const ended = new URL(lhr.finalDisplayedUrl).pathname;
            if (ended !== page.path) throw new Error(`the page ended at ${ended}, not ${page.path}`);
            rows.push({ ...row, ...summarize(lhr) });
            const warnings = lhr.runWarnings.map((warning) => `  warning: ${warning}`).join('\n');
            findings.push(
              `${formatFindings(`${page.path} (${preset}, ${protocol})`, lhr)}${warnings ? `\n${warnings}` : ''}`,
            );
            if (rows.length === 1) {
              log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent}`);
            }
          } catch (error) {
            failed = true;
            rows.push({ ...row, error: error.message.split('\n')[0] });
            log(`  ✖ ${page.path} ${preset} ${protocol}: ${error.stack ?? error.message}`);
          }
        }
      }
    }
  } catch (error) {
    log(`✖ ${error.stack ?? error.message}`);
    failed = true;
  } finally {
    await cleanUp();
  }

  if (rows.length > 0) {
    console.log(`\n${formatTable(rows)}\n`);
    console.log(
      `Targets (issue 11): performance ≥ ${TARGETS.mobilePerformance.toFixed(2)} on mobile, accessibility ${TARGETS.accessibility.toFixed(2)}.` +
        ' CPU index is Lighthouse’s benchmark of the machine during the run (lower = busier CPU).' +
        (options.runs > 1 ? ` Median of ${options.runs} runs.` : '') +
        '\n',
    );
    if (findings.length > 0) console.log(findings.join('\n\n'));
    const failures = rows.filter((row) => row.error);
    if (failures.length > 0) {
      console.log(
        `\nFailed to run:\n${failures.map((row) => `  ${row.page} (${row.preset}, ${row.protocol}): ${row.error}`).join('\n')}`,
      );
    }
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
