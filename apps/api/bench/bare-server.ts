/**
 * The bench's yardstick, forked by run.ts: a bare Fastify server over `pg` with one route per
 * measured endpoint. Each route does what the endpoint cannot avoid: verifies the JWT, checks the
 * account's token version with the app's own session statement, replays the statements captured
 * from the real endpoint (same text, parameters, names, order, parallel groups and transactions)
 * and sends a JSON body of the real answer's size. No validation, no ORM mapping, no response
 * schema, no plugins: what the real endpoint spends beyond that is the framework's and the app's.
 */
import { createWriteStream } from 'node:fs';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import { presentQuote } from '@quincena/shared';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';
import type { Statement } from './capture.ts';

type QuoteInput = Parameters<typeof presentQuote>[0];

import { serveCalls } from './ipc.ts';

export interface BareRoute {
  path: string;
  /** The endpoint signs in: the first statement is its session lookup. */
  session: boolean;
  statements: Statement[];
  /** Size of the real endpoint's JSON answer. */
  bytes: number;
  /**
   * An endpoint that runs no SQL but computes: the quote. Its twin does the same computation (the
   * shared pure function, on the same figures) so that the ratio still measures what the framework
   * and the app add, not the quote's own arithmetic.
   */
  quote?: QuoteInput;
  /** A report: its transactions take connections of the reports' own pool, as the app's do. */
  report?: boolean;
}

// The same pools as the app (src/db/client.ts): ten connections, and the reports' two lanes of two
// (their own and their snapshot helper's) with the reports' statement timeout.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});
const reportPool = () => {
  const made = new pg.Pool({
    connectionString: process.env.DATABASE_READ_URL ?? process.env.DATABASE_URL,
    max: 2,
    statement_timeout: 20_000,
  });
  made.on('error', () => {});
  return made;
};
/** A report's first transaction takes a lane, its second (the snapshot's helper) a helper. */
const reportPools = [reportPool(), reportPool()];
const key = new TextEncoder().encode(process.env.JWT_SECRET);

// Drizzle's node-postgres driver keeps dates, timestamps and intervals as strings; so does this.
const asText = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const types = {
  getTypeParser: (oid: number, format?: string) =>
    asText.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text'),
};

type Runner = { query: (config: pg.QueryConfig) => Promise<pg.QueryResult> };

async function replay(statements: Statement[], sessionValues: unknown[] | null, transactions: pg.Pool[]) {
  const lastOfClient = new Map<number, number>();
  statements.forEach((s, i) => {
    if (s.client !== null) lastOfClient.set(s.client, i);
  });
  const clients = new Map<number, Promise<pg.PoolClient>>();
  const results: pg.QueryResult[] = new Array(statements.length);
  // A report's second connection imports the snapshot its first exported (db/snapshot-reads.ts): the
  // captured id is long gone, so the replay imports the one its own export answered.
  let snapshot: string | undefined;
  const run = async (s: Statement, i: number) => {
    let runner: Runner = pool;
    let client: pg.PoolClient | undefined;
    if (s.client !== null) {
      let checkout = clients.get(s.client);
      if (!checkout) {
        const from = transactions[Math.min(clients.size, transactions.length - 1)] as pg.Pool;
        checkout = from.connect();
        clients.set(s.client, checkout);
      }
      client = await checkout;
      runner = client;
    }
    const values = i === 0 && sessionValues ? sessionValues : s.values;
    try {
      const text = /^set transaction snapshot '/.test(s.text)
        ? `set transaction snapshot '${snapshot}'`
        : s.text;
      results[i] = await runner.query({
        text,
        values,
        types,
        ...(s.rowMode ? { rowMode: s.rowMode } : {}),
        ...(s.name ? { name: s.name } : {}),
      } as pg.QueryConfig);
      if (/pg_export_snapshot\(\)/.test(s.text)) {
        const row = results[i]?.rows[0] as unknown[] | { id?: string } | undefined;
        snapshot = String(Array.isArray(row) ? row[0] : row?.id);
      }
    } finally {
      if (client && s.client !== null && lastOfClient.get(s.client) === i) client.release();
    }
  };
  let i = 0;
  while (i < statements.length) {
    const group = statements[i]?.group;
    const batch: Promise<void>[] = [];
    for (; i < statements.length && statements[i]?.group === group; i++)
      batch.push(run(statements[i] as Statement, i));
    await Promise.all(batch);
  }
  return results;
}

/** The app's answer when the token or the account does not hold. */
const unauthorized = { success: false, error: { code: 'TOKEN_INVALID' } };

function tokenOf(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}

// The app's production log level and compression, so that neither side is spared their cost: the
// log lines go nowhere, the answers travel compressed like the app's (src/app.ts).
const app = Fastify({ logger: { level: 'info', stream: createWriteStream('/dev/null') } });
await app.register(compress, {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
});

serveCalls({
  // CPU the server's process has used, in ms: per request it is steadier than requests/s when
  // other work shares the machine.
  cpu: async () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  },
  listen: async (routes: BareRoute[]) => {
    for (const route of routes) {
      app.get(route.path, async (request, reply) => {
        let sessionValues: unknown[] | null = null;
        let claims: { sub?: string; sid?: string; ver?: unknown; gen?: unknown } = {};
        if (route.session) {
          const token = tokenOf(request.headers.authorization);
          if (!token) return reply.code(401).send(unauthorized);
          try {
            ({ payload: claims } = await jwtVerify(token, key, {
              algorithms: ['HS256'],
              issuer: 'quincena',
              requiredClaims: ['exp', 'iat', 'sub'],
            }));
          } catch {
            return reply.code(401).send(unauthorized);
          }
          // The app's session statement: the session ($1), then the account ($2).
          sessionValues = [claims.sid, claims.sub];
        }
        const results = await replay(route.statements, sessionValues, route.report ? reportPools : [pool]);
        if (route.session) {
          const account = results[0];
          const row = account?.rows[0] as unknown[] | Record<string, unknown> | undefined;
          const value = (name: string) =>
            Array.isArray(row) ? row[account?.fields.findIndex((f) => f.name === name) ?? -1] : row?.[name];
          if (
            !row ||
            value('is_active') !== true ||
            value('token_version') !== claims.ver ||
            value('generation') !== claims.gen
          )
            return reply.code(401).send(unauthorized);
        }
        const json = JSON.stringify({
          success: true,
          data: route.quote
            ? presentQuote(route.quote)
            : results.slice(route.session ? 1 : 0).map((r) => r.rows),
        });
        // Exactly the real answer's size: padded with trailing blanks, or cut when the raw rows
        // (all columns, where the app picks some) run longer; the load generator reads bytes only.
        const bytes = Buffer.from(json);
        const body =
          bytes.length > route.bytes
            ? bytes.subarray(0, route.bytes)
            : Buffer.concat([bytes, Buffer.alloc(route.bytes - bytes.length, ' ')]);
        return reply.type('application/json; charset=utf-8').send(body);
      });
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  },
  stop: async () => {
    await app.close();
    await Promise.all([pool, ...reportPools].map((p) => p.end()));
    setImmediate(() => process.exit(0));
  },
});
