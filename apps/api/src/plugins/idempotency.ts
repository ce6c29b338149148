import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { messages } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import {
  openRequestTransaction,
  type RequestTransaction,
  runInRequestTransaction,
} from '../db/request-transaction.ts';
import { AppError, ValidationError } from '../errors.ts';
import { subjectOf } from '../modules/auth/index.ts';
import { claimKey, findKey, lockKey, saveAnswer } from '../modules/idempotency/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { scope: string; key: string; unit: RequestTransaction };
  }
}

const KEY_FORMAT = /^[\w-]{8,100}$/;
const WAIT_STEP_MS = 50;
/** How long a duplicate waits for the first request's answer before it hears 409 IN_PROGRESS. */
const WAIT_MAX_MS = 5_000;

/**
 * The request's fingerprint, keyed with the server's secret: a create carries a password, and a plain
 * hash of it in the table would be a guessable copy of the password.
 */
function fingerprint(req: FastifyRequest): string {
  return createHmac('sha256', req.server.config.jwtSecret)
    .update(JSON.stringify({ params: req.params ?? null, body: req.body ?? null }))
    .digest('hex');
}

/**
 * Claims the key inside a transaction that the whole request then runs in, or replays the
 * first answer. The claim holds a transaction-scoped lock on the key, so a duplicate sent while
 * the first runs waits (then answers 409 IN_PROGRESS), never runs it twice; a request that dies
 * takes its claim and its work down with its transaction, so the retry runs it once.
 */
async function claim(req: FastifyRequest, reply: FastifyReply, key: string) {
  const caller = req.session ? `${req.session.role}:${subjectOf(req.session)}` : 'anonymous';
  const scope = `${caller} ${req.method} ${req.routeOptions.url}`;
  const hash = fingerprint(req);
  const deadline = Date.now() + WAIT_MAX_MS;
  for (;;) {
    const unit = await openRequestTransaction(req.server.db);
    let claimed = false;
    try {
      const tx = unit.tx;
      if (tx && (await lockKey(tx, scope, key))) {
        const row = await findKey(tx, scope, key);
        if (row && row.requestHash !== hash) {
          throw new AppError(
            422,
            'IDEMPOTENCY_KEY_REUSED',
            'Esta clave de idempotencia ya se usó con otra solicitud.',
          );
        }
        if (row?.statusCode != null) {
          reply.status(row.statusCode).header('idempotent-replayed', 'true').send(row.response);
          return undefined;
        }
        await claimKey(tx, scope, key, hash);
        await tx.execute(sql`savepoint idempotent_work`);
        claimed = true;
        return { scope, key, unit };
      }
    } finally {
      if (!claimed) await unit.finish(false);
    }
    if (Date.now() >= deadline) throw new AppError(409, 'IN_PROGRESS', messages.requestInProgress);
    await sleep(WAIT_STEP_MS);
  }
}

/**
 * Keeps the answer with the work, in one commit. A server failure keeps nothing, so the retry
 * runs again; a refusal (4xx) keeps only its answer, so the retry hears the same refusal.
 */
async function settle(req: FastifyRequest, reply: FastifyReply, answer: () => unknown) {
  const held = req.idempotency;
  if (!held) return;
  req.idempotency = undefined;
  if (reply.statusCode >= 500) return held.unit.finish(false);
  const tx = held.unit.tx;
  if (tx) {
    // A refusal is kept as the answer, but whatever the handler wrote before refusing is not.
    if (reply.statusCode >= 400) await tx.execute(sql`rollback to savepoint idempotent_work`);
    await saveAnswer(tx, held.scope, held.key, reply.statusCode, answer());
  }
  await held.unit.finish(true);
}

/**
 * The `Idempotency-Key` header on a POST that moves money or creates a record: the same key and
 * body replay the first answer (status and body) without running the handler again; the same key
 * with another body answers 422; a duplicate sent while the first runs waits for its answer, up to
 * a few seconds, then answers 409 IN_PROGRESS. The claim, the handler's work and the answer are
 * one transaction (ADR 027). Keys are per caller and per route. Spread into the route's options,
 * after its auth guard.
 */
export const idempotentRoute = {
  preHandler: (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const key = req.headers['idempotency-key'];
    if (key === undefined) return done();
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) {
      return done(
        new ValidationError('Idempotency-Key no válida: usa de 8 a 100 letras, números o guiones.'),
      );
    }
    claim(req, reply, key).then((held) => {
      if (!held) return; // replayed: the answer is on its way
      req.idempotency = held;
      // The handler, and every query it makes through `db`, runs in the claim's transaction.
      runInRequestTransaction(held.unit, () => done());
    }, done);
  },
  preSerialization: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    await settle(req, reply, () => payload);
    return payload;
  },
  /**
   * An answer sent already serialized (no preSerialization step) is kept here instead; one that
   * cannot be kept (a stream) must not report a success whose work is rolled back.
   */
  onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!req.idempotency) return payload;
    if (typeof payload === 'string') {
      await settle(req, reply, () => JSON.parse(payload));
      return payload;
    }
    await req.idempotency.unit.finish(false);
    req.idempotency = undefined;
    req.log.error('an idempotent route answered with a body that cannot be kept');
    reply.status(500).type('application/json; charset=utf-8');
    return JSON.stringify({ success: false, message: messages.internal, code: 'INTERNAL_ERROR' });
  },
  /** A request that ended without an answer (the client went away mid-way) keeps nothing. */
  onResponse: async (req: FastifyRequest) => {
    await req.idempotency?.unit.finish(false);
  },
};
