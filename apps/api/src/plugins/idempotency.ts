import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { messages } from '@quincena/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../errors.ts';
import { subjectOf } from '../modules/auth/token.service.ts';
import {
  claimKey,
  findKey,
  releaseAbandonedKey,
  releaseKey,
  saveAnswer,
} from '../modules/idempotency/idempotency.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { scope: string; key: string };
  }
}

const KEY_FORMAT = /^[\w-]{8,100}$/;
const WAIT_STEP_MS = 50;
const WAIT_MAX_MS = 15_000;
/** A claim older than this with no answer belonged to a request that died. */
const ABANDONED_MS = 60_000;

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
 * The `Idempotency-Key` header on a POST that moves money or creates a record: the same key and
 * body replay the first answer (status and body) without running the handler again; the same key
 * with another body answers 422; a duplicate sent while the first runs waits for its answer.
 * Keys are per caller and per route. Spread into the route's options, after its auth guard.
 */
export const idempotentRoute = {
  preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
    const key = req.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) {
      throw new ValidationError('Idempotency-Key no válida: usa de 8 a 100 letras, números o guiones.');
    }
    const caller = req.session ? `${req.session.role}:${subjectOf(req.session)}` : 'anonymous';
    const scope = `${caller} ${req.method} ${req.routeOptions.url}`;
    const hash = fingerprint(req);
    const db = req.server.db;
    for (let waited = 0; waited <= WAIT_MAX_MS; waited += WAIT_STEP_MS) {
      if (await claimKey(db, scope, key, hash)) {
        req.idempotency = { scope, key };
        return;
      }
      const row = await findKey(db, scope, key);
      if (!row) continue; // the first request failed and let go of it: claim it again
      if (row.requestHash !== hash) {
        throw new AppError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'Esta clave de idempotencia ya se usó con otra solicitud.',
        );
      }
      if (row.statusCode !== null) {
        return reply.status(row.statusCode).header('idempotent-replayed', 'true').send(row.response);
      }
      await releaseAbandonedKey(db, scope, key, new Date(Date.now() - ABANDONED_MS));
      await sleep(WAIT_STEP_MS);
    }
    throw new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', messages.tooManyRequests);
  },
  onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = req.idempotency;
    if (!claim) return payload;
    req.idempotency = undefined;
    // A server failure is not an answer to keep: the client's retry must run again.
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await releaseKey(req.server.db, claim.scope, claim.key);
    } else {
      await saveAnswer(req.server.db, claim.scope, claim.key, reply.statusCode, JSON.parse(payload));
    }
    return payload;
  },
};
