/**
 * The real app for `npm run bench`, forked by run.ts with the bench database in DATABASE_URL. Besides
 * serving HTTP it answers `capture`: one request through app.inject with the SQL it sends recorded.
 */
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { captureStatements } from './capture.ts';
import { serveCalls } from './ipc.ts';

export interface CaptureRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

// The production log level (run.ts sets it), its lines written nowhere: their cost, not their text.
const app = await buildApp({
  config: loadConfig(process.env),
  logStream: pino.destination({ dest: '/dev/null', sync: false }),
});
await app.listen({ port: 0, host: '127.0.0.1' });

let peakRss = process.memoryUsage.rss();
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 20).unref();

serveCalls({
  // CPU the server's process has used, in ms: per request it is steadier than requests/s when
  // other work shares the machine.
  cpu: async () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  },
  // Resident memory in MB, and the largest seen since the last call (sampled every 20 ms).
  memory: async () => {
    const peak = peakRss;
    peakRss = process.memoryUsage.rss();
    return { rssMb: process.memoryUsage.rss() / 2 ** 20, peakMb: Math.max(peak, peakRss) / 2 ** 20 };
  },
  port: async () => (app.server.address() as AddressInfo).port,
  capture: async (request: CaptureRequest) => {
    const { result, statements } = await captureStatements(() =>
      app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      }),
    );
    return { status: result.statusCode, bytes: result.rawPayload.length, statements };
  },
  // A normal exit, so --cpu-prof (BENCH_CPU_PROF) writes its profile.
  stop: async () => {
    await app.close();
    setImmediate(() => process.exit(0));
  },
});
