// `node dist/supervisor.js` (what `npm start` runs): the server, `server.js` built beside this
// file, in a worker process that is started again whenever it exits without being asked to, after
// a wait that doubles while it keeps failing. SIGINT or SIGTERM stops the workers and then this
// process. ADR 021.
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import pino from 'pino';
import { nextRestartDelay, STOP_GRACE_MS, supervisorSettings } from './supervisor-policy.ts';

let settings: ReturnType<typeof supervisorSettings>;
try {
  settings = supervisorSettings();
} catch (err) {
  // Its own settings do not change by waiting: stop, so that the mistake is seen.
  console.error((err as Error).message);
  process.exit(1);
}

// One JSON line per event, as the server writes them; written at once, so none is lost on exit.
const log = pino({ name: 'supervisor', level: settings.logLevel }, pino.destination({ dest: 1, sync: true }));

// node resolves the script's path: the server is the bundle next to it.
const serverScript = path.join(path.dirname(process.argv[1] ?? '.'), 'server.js');

interface Slot {
  worker?: Worker;
  /** When the worker started listening, i.e. serving. */
  listeningAt?: number;
  /** The last wait before a restart, doubled while the worker keeps failing. */
  delayMs?: number;
  restart?: NodeJS.Timeout;
}

const slots: Slot[] = Array.from({ length: settings.workers }, () => ({}));
const slotOf = (worker: Worker) => slots.find((slot) => slot.worker === worker);
let stopping = false;
let stopFailed = false;

// One worker accepts its connections itself, exactly as the server alone does. Several take turns
// through this process (round-robin): left to the operating system, one would take most of them.
cluster.schedulingPolicy = settings.workers > 1 ? cluster.SCHED_RR : cluster.SCHED_NONE;
cluster.setupPrimary({ exec: serverScript });

function start(slot: Slot) {
  slot.restart = undefined;
  slot.listeningAt = undefined;
  // glibc gives large freed buffers back to the system above this size (ADR 017).
  const worker = cluster.fork({
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
  });
  slot.worker = worker;
  worker.on('error', (err: NodeJS.ErrnoException) => {
    log.error({ worker: worker.process.pid, error: err.code ?? err.name }, 'worker process error');
  });
  log.info({ worker: worker.process.pid }, `worker ${worker.process.pid} started`);
}

cluster.on('listening', (worker) => {
  const slot = slotOf(worker);
  if (!slot || slot.listeningAt !== undefined) return;
  slot.listeningAt = Date.now();
  log.info({ worker: worker.process.pid }, `worker ${worker.process.pid} listening`);
});

cluster.on('exit', (worker, code, signal) => {
  const slot = slotOf(worker);
  if (!slot) return;
  slot.worker = undefined;
  const pid = worker.process.pid;
  if (stopping) {
    if (code !== 0) stopFailed = true;
    if (slots.every((s) => !s.worker)) finish();
    return;
  }
  // A worker that ended by itself is a crash, whatever its exit code: the service must go on.
  const servedMs = slot.listeningAt === undefined ? 0 : Date.now() - slot.listeningAt;
  slot.delayMs = nextRestartDelay(slot.delayMs, servedMs, settings.backoff);
  const how = signal ? `signal ${signal}` : `code ${code}`;
  log.warn(
    { worker: pid, code, signal, servedMs, restartInMs: slot.delayMs },
    `worker ${pid} exited (${how}); restarting in ${slot.delayMs} ms`,
  );
  // Only after 'exit' is the old process gone, and with it its hold on the embedded database.
  slot.restart = setTimeout(() => start(slot), slot.delayMs);
});

function stop(signal: NodeJS.Signals) {
  // A terminal's Ctrl-C or a process-group signal arrives here and in the workers: act once.
  if (stopping) return;
  stopping = true;
  const live = slots.flatMap((slot) => {
    clearTimeout(slot.restart);
    return slot.worker ? [slot.worker] : [];
  });
  log.info({ signal, workers: live.length }, `${signal}: stopping`);
  if (live.length === 0) return finish();
  for (const worker of live) worker.process.kill(signal);
  setTimeout(() => {
    log.error({ graceMs: STOP_GRACE_MS }, 'workers still running after the grace period: killing them');
    for (const slot of slots) slot.worker?.process.kill('SIGKILL');
  }, STOP_GRACE_MS).unref();
}

function finish() {
  log.info({ clean: !stopFailed }, 'stopped');
  process.exit(stopFailed ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));

log.info(
  { workers: settings.workers, restartBackoffMs: settings.backoff.firstMs },
  `supervising ${settings.workers} worker${settings.workers === 1 ? '' : 's'}`,
);
for (const slot of slots) start(slot);
