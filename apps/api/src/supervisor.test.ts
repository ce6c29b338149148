import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The compiled supervisor, as `npm start` runs it, over the embedded database in a folder: a worker
 * killed (or one that stops by itself) is replaced and the new one serves, the database reopened
 * after the old process is gone; a stop signal to the whole process group, as a terminal's Ctrl-C
 * or a container stop sends, stops everything cleanly and starts nothing again. No timing is
 * asserted: the machine may be slow, only the order of events.
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

describe('the supervisor', () => {
  let dataDir: string;
  let port: number;
  let supervisor: ChildProcess;
  let exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  const lines: LogLine[] = [];
  /** Called with each line as it arrives, to act at once on an event. */
  const watchers: Array<(line: LogLine) => void> = [];
  let output = '';

  const supervisorLines = () => lines.filter((line) => line.name === 'supervisor');

  /** Waits, polling, for a condition; on time out says what it waited for and what was logged. */
  async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>) {
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      const found = await check();
      if (found !== undefined && found !== false) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`timed out waiting for ${what}; output:\n${output.slice(-4000)}`);
  }

  const healthy = () =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => (res.ok ? true : undefined),
      () => undefined,
    );

  const startedWorker = (after: number) =>
    until(`a worker started after ${after}`, () => {
      const started = supervisorLines().find(
        (line) => /^worker \d+ started$/.test(line.msg) && line.worker !== after,
      );
      return started?.worker;
    });

  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: apiDir });
    dataDir = await mkdtemp(path.join(tmpdir(), 'quincena-supervisor-'));
    port = await freePort();
    supervisor = spawn(process.execPath, ['dist/supervisor.js'], {
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
        RESTART_BACKOFF_MS: '50',
      },
    });
    exit = new Promise((resolve) => supervisor.once('exit', (code, signal) => resolve({ code, signal })));
    let pending = '';
    supervisor.stdout?.on('data', (chunk) => {
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
    supervisor.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
  }, 120_000);

  afterAll(async () => {
    if (supervisor?.pid && supervisor.exitCode === null && supervisor.signalCode === null) {
      try {
        process.kill(-supervisor.pid, 'SIGKILL');
      } catch {}
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('replaces a killed worker, then one that stopped by itself, with a longer wait each time', async () => {
    const first = await startedWorker(0);
    await until('health from the first worker', healthy);

    process.kill(first, 'SIGKILL');
    const killed = await until('the restart line for the killed worker', () =>
      supervisorLines().find((line) => line.worker === first && line.msg.includes('exited')),
    );
    expect(killed).toMatchObject({ signal: 'SIGKILL', code: null, restartInMs: 50 });
    expect(killed.msg).toBe(`worker ${first} exited (signal SIGKILL); restarting in 50 ms`);
    const second = await startedWorker(first);
    expect(isAlive(first)).toBe(false);
    // Only the new worker can answer now: the old process is gone.
    await until('health from the second worker', healthy);
    expect(supervisorLines().some((line) => line.msg === `worker ${second} listening`)).toBe(true);

    // A clean exit nobody asked for is an outage as well; it served briefly, so the wait doubles.
    // A second signal while it closes the database (a terminal's Ctrl-C reaches the worker and the
    // supervisor, which passes it on) must not kill it halfway: it still exits cleanly.
    watchers.push((line) => {
      if (line.pid !== second || line.msg !== 'shutting down') return;
      try {
        process.kill(second, 'SIGTERM');
      } catch {}
    });
    process.kill(second, 'SIGTERM');
    const stopped = await until('the restart line for the stopped worker', () =>
      supervisorLines().find((line) => line.worker === second && line.msg.includes('exited')),
    );
    expect(stopped).toMatchObject({ signal: null, code: 0, restartInMs: 100 });
    const third = await until(
      'a third worker',
      () =>
        supervisorLines().find(
          (line) => /^worker \d+ started$/.test(line.msg) && ![first, second].includes(line.worker ?? 0),
        )?.worker,
    );
    expect(isAlive(second)).toBe(false);
    await until('health from the third worker', healthy);

    // SIGTERM to the process group reaches the supervisor and the worker, which the supervisor
    // also passes it to: the worker closes the database once, and nothing starts again.
    process.kill(-(supervisor.pid as number), 'SIGTERM');
    expect(await exit).toEqual({ code: 0, signal: null });
    expect(isAlive(third)).toBe(false);
    const events = supervisorLines().map((line) => line.msg);
    const stopAt = events.indexOf('SIGTERM: stopping');
    expect(stopAt).toBeGreaterThan(0);
    expect(events.slice(stopAt)).toEqual(['SIGTERM: stopping', 'stopped']);
    expect(supervisorLines().at(-1)).toMatchObject({ clean: true });
    expect(events.filter((msg) => msg.includes('restarting'))).toHaveLength(2);
  }, 420_000);
});
