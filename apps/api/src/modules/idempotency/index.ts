/** The idempotency module's public face: what other modules may use (ADR 034). */
export {
  claimKey,
  deleteIdempotencyKeysBefore,
  findKey,
  lockKey,
  saveAnswer,
} from './idempotency.repository.ts';
