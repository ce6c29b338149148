import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from './test/test-app.ts';

/*
 * The compiled supervisor, as `npm start` runs it. Over the embedded database in a folder: a worker
 * killed (or one that stops by itself) is replaced and the new one serves, the database reopened
 * after the old process is gone; a stop signal to the whole process group, as a terminal's Ctrl-C
 * or a container stop sends, stops everything cleanly and starts nothing again. Over PostgreSQL
 * (CI's pass), two workers: one killed, the other goes on serving. No timing is asserted: the
 * machine may be slow, only the order of events.
 */

const apiDir = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface LogLine {
  name?: string;
  pid: number;
  msg: string;
  worker?: number;
  code?: number | null;
  signal?: string | null;
  restartInMs?: number;
  clean?: boolean;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** `node dist/supervisor.js` in a process group of its own, its JSON log lines collected. */
async function startSupervisor(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quincena-supervisor-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/supervisor.js'], {
    cwd: apiDir,
    // Its own process group, to be signalled as a whole like a terminal or a container does.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      JOBS_ENABLED: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...env,
    },
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const lines: LogLine[] = [];
  /** Called with each line as it arrives, to act at once on an event. */
  const watchers: Array<(line: LogLine) => void> = [];
  let output = '';
  let pending = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
    pending += String(chunk);
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete) {
      if (!line.startsWith('{')) continue;
      const parsed = JSON.parse(line) as LogLine;
      lines.push(parsed);
      for (const watch of watchers) watch(parsed);
    }
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });

  const supervisorLines = () => lines.filter((line) => line.name === 'supervisor');

  /** Waits, polling, for a condition; on time out says what it waited for and what was logged. */
  async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>) {
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      const found = await check();
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`timed out waiting for ${what}; output:\n${output.slice(-4000)}`);
  }

  const health = () =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => (res.ok ? true : undefined),
      () => undefined,
    );

  /** The pids of the workers logged as started, in order. */
  const started = () =>
    supervisorLines().flatMap((line) =>
      /^worker \d+ started$/.test(line.msg) && line.worker ? [line.worker] : [],
    );

  const listening = (pid: number) => supervisorLines().some((line) => line.msg === `worker ${pid} listening`);

  const exitLine = (pid: number) =>
    until(`the line saying worker ${pid} exited`, () =>
      supervisorLines().find((line) => line.worker === pid && line.msg.includes('exited')),
    );

  return {
    pid: child.pid as number,
    exit,
    watchers,
    supervisorLines,
    until,
    health,
    started,
    listening,
    exitLine,
    async cleanUp() {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-(child.pid as number), 'SIGKILL');
        } catch {}
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type Supervisor = Awaited<ReturnType<typeof startSupervisor>>;

/** SIGTERM to the process group: exit code 0, every worker gone, nothing restarted after it. */
async function stopGroup(supervisor: Supervisor, workers: number[], restartsBefore: number) {
  process.kill(-supervisor.pid, 'SIGTERM');
  expect(await supervisor.exit).toEqual({ code: 0, signal: null });
  for (const worker of workers) expect(isAlive(worker)).toBe(false);
  const events = supervisor.supervisorLines().map((line) => line.msg);
  const stopAt = events.indexOf('SIGTERM: stopping');
  expect(stopAt).toBeGreaterThan(0);
  expect(events.slice(stopAt)).toEqual(['SIGTERM: stopping', 'stopped']);
  expect(supervisor.supervisorLines().at(-1)).toMatchObject({ clean: true });
  expect(events.filter((msg) => msg.includes('restarting'))).toHaveLength(restartsBefore);
}

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: apiDir });
}, 120_000);

describe('the supervisor over the embedded database', () => {
  let supervisor: Supervisor;

  beforeAll(async () => {
    supervisor = await startSupervisor({ RESTART_BACKOFF_MS: '50' });
  });
  afterAll(() => supervisor?.cleanUp());

  it('replaces a killed worker, then one that stopped by itself, with a longer wait each time', async () => {
    const s = supervisor;
    const first = await s.until('the first worker', () => s.started()[0]);
    await s.until('health from the first worker', s.health);

    process.kill(first, 'SIGKILL');
    const killed = await s.exitLine(first);
    expect(killed).toMatchObject({ signal: 'SIGKILL', code: null, restartInMs: 50 });
    expect(killed.msg).toBe(`worker ${first} exited (signal SIGKILL); restarting in 50 ms`);
    const second = await s.until('a second worker', () => s.started()[1]);
    expect(isAlive(first)).toBe(false);
    // Only the new worker can answer now: the old process is gone.
    await s.until('health from the second worker', s.health);
    expect(s.listening(second)).toBe(true);

    // A clean exit nobody asked for is an outage as well; it served briefly, so the wait doubles.
    // A second signal while it closes the database (a terminal's Ctrl-C reaches the worker and the
    // supervisor, which passes it on) must not kill it halfway: it still exits cleanly.
    s.watchers.push((line) => {
      if (line.pid !== second || line.msg !== 'shutting down') return;
      try {
        process.kill(second, 'SIGTERM');
      } catch {}
    });
    process.kill(second, 'SIGTERM');
    expect(await s.exitLine(second)).toMatchObject({ signal: null, code: 0, restartInMs: 100 });
    const third = await s.until('a third worker', () => s.started()[2]);
    expect(isAlive(second)).toBe(false);
    await s.until('health from the third worker', s.health);

    // SIGTERM to the process group reaches the supervisor and the worker, which the supervisor
    // also passes it to: the worker closes the database once, and nothing starts again.
    await stopGroup(s, [third], 2);
  }, 420_000);
});

describe.runIf(process.env.DATABASE_URL)('the supervisor with two workers over PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let supervisor: Supervisor;

  beforeAll(async () => {
    database = await createServerDatabase(process.env.DATABASE_URL as string);
    // A long wait before the restart: the other worker serves meanwhile.
    supervisor = await startSupervisor({
      WORKERS: '2',
      DATABASE_URL: database.url,
      RESTART_BACKOFF_MS: '5000',
    });
  });
  afterAll(async () => {
    await supervisor?.cleanUp();
    await database?.drop();
  });

  it('goes on serving from one worker while the other is replaced', async () => {
    const s = supervisor;
    const [a, b] = await s.until('two workers listening', () => {
      const pids = s.started();
      return pids.length === 2 && pids.every(s.listening) ? pids : undefined;
    });
    process.kill(a as number, 'SIGKILL');
    expect(await s.exitLine(a as number)).toMatchObject({ signal: 'SIGKILL', restartInMs: 5000 });
    expect(await s.health()).toBe(true);
    // That answer came from b: its replacement was not yet listening when it came.
    const replacement = s.started()[2];
    expect(replacement === undefined || !s.listening(replacement)).toBe(true);
    const c = await s.until('the replacement listening', () => {
      const pid = s.started()[2];
      return pid && s.listening(pid) ? pid : undefined;
    });
    expect(isAlive(b as number)).toBe(true);
    await stopGroup(s, [b as number, c], 1);
  }, 300_000);
});
