// Start time and idle memory of the server, as the issue-11 table reports them:
//   node scripts/measure-start.mjs [--runs 5] [--postgres postgres://user@host:5432/postgres] [-- command…]
// The command defaults to what `npm start` runs (`npm run build` first, so that no build is timed).
// Each run gets a fresh DATA_DIR, or with --postgres a fresh database created and dropped around it.
// Start time is spawn → /api/health answering; CPU is the user + system time the whole process
// tree had used by then (steadier than wall time on a busy machine); RSS is VmRSS of the node
// process that serves (the last descendant when the command is a launcher such as
// scripts/start.mjs, whose supervisor runs the server in a worker), read when health first answers
// and again after IDLE_MS with no requests; "all" is the idle VmRSS of the whole process tree,
// launchers and supervisor included (shared pages counted in each).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const IDLE_MS = 5000;

const separator = process.argv.indexOf('--');
const { values } = parseArgs({
  args: process.argv.slice(2, separator === -1 ? undefined : separator),
  options: { runs: { type: 'string', default: '5' }, postgres: { type: 'string' } },
});
const command =
  separator === -1 ? [process.execPath, 'scripts/start.mjs'] : process.argv.slice(separator + 1);
const pg = createRequire(path.join(root, 'apps/api/package.json'))('pg');

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: values.postgres });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function children(pid) {
  const tasks = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return tasks.split(' ').filter(Boolean).map(Number);
}

/** The process that serves: follow a launcher (npm, start.mjs) down to its last child. */
async function servingPid(pid) {
  const kids = await children(pid);
  return kids.length === 0 ? pid : servingPid(kids.at(-1));
}

const CLOCK_TICKS = 100; // USER_HZ, 100 on Linux

/** Seconds of CPU used by a process and all its live descendants (a launcher, tsx's esbuild). */
async function treeCpuSeconds(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  let seconds = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  for (const child of await children(pid)) seconds += await treeCpuSeconds(child);
  return seconds;
}

async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

async function treeRssMb(pid) {
  let total = await rssMb(pid).catch(() => 0);
  for (const child of await children(pid)) total += await treeRssMb(child);
  return total;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function measureOnce() {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quincena-measure-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  let database;
  if (values.postgres) {
    database = `quincena_measure_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database ${database}`);
    const url = new URL(values.postgres);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited: ${stderr.slice(0, 2000)}`);
      // A supervised server that fails to start is started again, not exited: say why it failed.
      if (performance.now() - started > 120_000) {
        throw new Error(`no answer from /api/health in 120 s: ${stderr.slice(-2000)}`);
      }
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) break;
      await sleep(20);
    }
    const startMs = performance.now() - started;
    const cpuS = await treeCpuSeconds(child.pid);
    const pid = await servingPid(child.pid);
    const readyRss = await rssMb(pid);
    await sleep(IDLE_MS);
    return { startMs, cpuS, readyRss, idleRss: await rssMb(pid), treeRss: await treeRssMb(child.pid) };
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
    if (database) await adminQuery(`drop database if exists ${database} with (force)`);
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = [];
console.log(`${command.join(' ')} on ${values.postgres ? 'PostgreSQL' : 'PGlite'}, ${values.runs} runs`);
for (let i = 0; i < Number(values.runs); i++) {
  const r = await measureOnce();
  results.push(r);
  console.log(
    `  run ${i + 1}: start ${r.startMs.toFixed(0)} ms, CPU ${r.cpuS.toFixed(1)} s, RSS at ready ${r.readyRss.toFixed(0)} MB, idle ${r.idleRss.toFixed(0)} MB (all ${r.treeRss.toFixed(0)} MB)`,
  );
}
const summary = (key, digits = 0) => {
  const xs = results.map((r) => r[key]);
  return `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;
};
console.log(
  `median (min–max): start ${summary('startMs')} ms, CPU ${summary('cpuS', 1)} s, RSS at ready ${summary('readyRss')} MB, idle ${summary('idleRss')} MB (all ${summary('treeRss')} MB)`,
);
