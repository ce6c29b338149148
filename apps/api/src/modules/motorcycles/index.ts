/** The motorcycles module's public face: what other modules may use (ADR 034). */
export { findMotorcycle, insertMotorcycle, updateMotorcycle } from './motorcycles.repository.ts';
export { findFinanceableMotorcycle } from './motorcycles.service.ts';
