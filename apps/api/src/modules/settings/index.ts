/** The settings module's public face: what other modules may use (ADR 034). */
export { findSystemSettings, insertDefaultSettings } from './settings.repository.ts';
export { assertPaymentMethodEnabled } from './settings.service.ts';
