/** The rate-limit module's public face: what other modules may use (ADR 034). */
export {
  clearHits,
  countHit,
  deleteWindowsBefore,
  giveHitsBack,
  readHits,
  takeHitBelow,
} from './rate-limit.repository.ts';
export { enforceLimits, reserveTry } from './rate-limit.service.ts';
