import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { createAppThroughRelay } from '../test/db-relay.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { idempotentRoute } from './idempotency.ts';

/*
 * The key's claim, the work and the answer are one transaction: whatever stops a request half-way
 * (a failure, a lost connection, a killed process) leaves neither its work nor its claim, so the
 * retry with the same key does the work exactly once; a duplicate sent while the first still runs
 * never runs it a second time.
 */

/** What the probe route does between its write and its answer, per test. */
let between: () => Promise<void> = async () => undefined;

/** A route that writes a row, then answers how many rows carry its note. */
function addProbeRoute(app: FastifyInstance) {
  app.post(
    '/api/test/probe',
    {
      ...idempotentRoute,
      schema: {
        body: z.object({ note: z.string() }),
        response: { 201: z.object({ success: z.literal(true), data: z.object({ rows: z.number() }) }) },
      },
    },
    async (req, reply) => {
      const { note } = req.body as { note: string };
      await app.db.execute(sql`insert into idem_probe (note) values (${note})`);
      await between();
      const [row] = await queryRows<{ rows: number }>(
        app.db,
        sql`select count(*)::int as rows from idem_probe where note = ${note}`,
      );
      return reply.status(201).send({ success: true as const, data: { rows: row?.rows ?? 0 } });
    },
  );
}

async function probeRows(app: FastifyInstance, note: string) {
  const [row] = await queryRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from idem_probe where note = ${note}`,
  );
  return row?.n;
}

const send = (app: FastifyInstance, note: string, key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/test/probe',
    payload: { note },
    headers: { 'idempotency-key': key },
  });

describe('a request that fails after its work', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    addProbeRoute(t.app);
    await t.app.db.execute(sql`create table idem_probe (id serial primary key, note text not null)`);
  });
  afterAll(() => t?.close());

  it('keeps neither the work nor the key; the retry does the work once and is then replayed', async () => {
    between = async () => {
      throw new Error('the process fails half-way');
    };
    const failed = await send(t.app, 'failure', 'probe-failure-0001');
    expect(failed.statusCode).toBe(500);
    expect(await probeRows(t.app, 'failure')).toBe(0);

    between = async () => undefined;
    const retry = await send(t.app, 'failure', 'probe-failure-0001');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual({ success: true, data: { rows: 1 } });
    const replay = await send(t.app, 'failure', 'probe-failure-0001');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(retry.json());
    expect(await probeRows(t.app, 'failure')).toBe(1);
  });

  it('keeps a refusal as the answer, without what the handler wrote before refusing', async () => {
    between = async () => {
      throw new AppError(409, 'PROBE_REFUSED', 'La prueba se niega.');
    };
    const refused = await send(t.app, 'refusal', 'probe-refusal-0001');
    expect(refused.statusCode).toBe(409);
    between = async () => undefined;
    const again = await send(t.app, 'refusal', 'probe-refusal-0001');
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(refused.json());
    expect(await probeRows(t.app, 'refusal')).toBe(0);
    const reused = await send(t.app, 'another body', 'probe-refusal-0001');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe.runIf(process.env.DATABASE_URL)('on PostgreSQL, with real connections', () => {
  let t: Awaited<ReturnType<typeof createAppThroughRelay>>;
  let relay: Awaited<ReturnType<typeof createAppThroughRelay>>['relay'];
  beforeAll(async () => {
    t = await createAppThroughRelay();
    relay = t.relay;
    addProbeRoute(t.app);
    await t.app.db.execute(sql`create table idem_probe (id serial primary key, note text not null)`);
  }, 60_000);
  afterAll(() => t?.close());

  it('a process cut off from the database mid-request leaves nothing; the retry runs once', async () => {
    // From PostgreSQL's side a killed process is a connection that drops: its transaction ends.
    between = () => relay.cut();
    const cut = await send(t.app, 'killed', 'probe-killed-0001');
    expect(cut.statusCode).toBe(503);
    await relay.restore();
    between = async () => undefined;
    expect(await probeRows(t.app, 'killed')).toBe(0);

    const retries = await Promise.all(
      Array.from({ length: 5 }, () => send(t.app, 'killed', 'probe-killed-0001')),
    );
    for (const retry of retries) {
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual({ success: true, data: { rows: 1 } });
    }
    expect(await probeRows(t.app, 'killed')).toBe(1);
  }, 60_000);

  it('a duplicate sent while the first still runs answers 409 IN_PROGRESS and runs nothing', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    between = () => gate;
    const first = send(t.app, 'slow', 'probe-slow-0001');
    await new Promise((resolve) => setTimeout(resolve, 300));
    between = async () => undefined;
    const duplicate = await send(t.app, 'slow', 'probe-slow-0001');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      success: false,
      message:
        'Esta solicitud ya se está procesando. Espera unos segundos y consulta el resultado antes de repetirla.',
      code: 'IN_PROGRESS',
    });
    release();
    expect((await first).statusCode).toBe(201);
    const replay = await send(t.app, 'slow', 'probe-slow-0001');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual({ success: true, data: { rows: 1 } });
    expect(await probeRows(t.app, 'slow')).toBe(1);
  }, 60_000);
});
