/**
 * The bench's three ways of sending requests: closed-loop throughput (autocannon, N connections each
 * sending its next request when the last one answered), open-loop latency (arrivals on a fixed clock
 * whether or not earlier requests answered, each timed from when it was due, so a slow server cannot
 * slow the arrivals and hide its own queue) and one request at a time.
 */
import http from 'node:http';
import autocannon from 'autocannon';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

export interface Throughput {
  rps: number;
  completed: number;
  seconds: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, connection errors and timeouts: any of them voids the figure. */
  failures: number;
}

export async function throughput(options: {
  url: string;
  connections: number;
  /** How long to send, or (amount) how many requests, whatever time they take. */
  seconds?: number;
  amount?: number;
  headers: Record<string, string>;
  method?: 'GET' | 'POST';
  /** A new body for each request (a write cannot be sent twice). */
  nextBody?: () => string;
}): Promise<Throughput> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds }),
    // autocannon reports its result on its next sample tick: at the default 1 s, a run of a fixed
    // amount would be timed to the whole second after its last answer.
    sampleInt: 10,
    headers: options.headers,
    method: options.method ?? 'GET',
    ...(options.nextBody
      ? {
          requests: [
            { setupRequest: (request: autocannon.Request) => ({ ...request, body: options.nextBody?.() }) },
          ],
        }
      : {}),
  });
  return {
    rps: result.requests.total / result.duration,
    completed: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

function send(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
  started: (r: http.ClientRequest) => void,
) {
  return new Promise<number>((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    started(request);
  });
}

export interface FixedRate {
  /** Latencies in ms from when each request was due, sorted. */
  latencies: number[];
  sent: number;
  /** Answers that were not 200. */
  errors: number;
  /** Still unanswered at the deadline (cut off, their latency counted as at least the wait so far). */
  unanswered: number;
  /** Answers per second, from the first arrival to the last answer. */
  answeredPerSecond: number;
}

/**
 * `rate` requests per second for `seconds`, each sent when due on up to `sockets` keep-alive
 * connections (more wait in the client's queue, and that wait counts). Requests still out
 * `graceSeconds` after the last arrival are cut off and counted at their wait so far.
 */
export async function fixedRate(options: {
  url: string;
  rate: number;
  seconds: number;
  headers: Record<string, string>;
  sockets?: number;
  graceSeconds?: number;
}): Promise<FixedRate> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.sockets ?? 64 });
  const url = new URL(options.url);
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  const open = new Set<http.ClientRequest>();
  const answers: Promise<void>[] = [];
  let errors = 0;
  let unanswered = 0;
  let answered = 0;
  const start = performance.now();
  const fire = (due: number) => {
    let request: http.ClientRequest | undefined;
    answers.push(
      send(agent, url, options.headers, (r) => {
        request = r;
        open.add(r);
      })
        .then(
          (status) => {
            latencies.push(performance.now() - due);
            answered++;
            if (status !== 200) errors++;
          },
          () => {
            latencies.push(performance.now() - due);
            unanswered++;
          },
        )
        .finally(() => {
          if (request) open.delete(request);
        }),
    );
  };
  await new Promise<void>((resolve) => {
    let sent = 0;
    const tick = () => {
      const now = performance.now();
      for (; sent < total && start + sent * interval <= now; sent++) fire(start + sent * interval);
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  const deadline = setTimeout(
    () => {
      for (const request of open) request.destroy();
    },
    (options.graceSeconds ?? 5) * 1000,
  );
  await Promise.all(answers);
  clearTimeout(deadline);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return {
    latencies: latencies.sort((a, b) => a - b),
    sent: total,
    errors,
    unanswered,
    answeredPerSecond: answered / elapsed,
  };
}

/** `count` requests, one after another on one connection; latencies in ms, sorted. */
export async function oneAtATime(
  url: string,
  headers: Record<string, string>,
  count: number,
): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      const status = await send(agent, new URL(url), headers, () => {});
      if (status !== 200) throw new Error(`${url} answered ${status}`);
      times.push(performance.now() - start);
    }
  } finally {
    agent.destroy();
  }
  return times.sort((a, b) => a - b);
}
