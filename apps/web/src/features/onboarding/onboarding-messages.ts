import { isApiError } from '../../lib/api-client.ts';

/** Onboarding texts fixed by the specification (part 1 §5 and §8), word for word. */
export const ONBOARDING_MESSAGES = {
  sendOtpFailed: 'Error al enviar OTP',
  verifyOtpFailed: 'Error al verificar OTP',
  invalidOtp: 'OTP inválido',
  customerFailed: 'Error al procesar información del cliente',
  customerRequired: 'Por favor, completa todos los campos requeridos',
  financingRequired: 'Por favor, completa todos los campos de financiamiento',
  reviewCustomerIncomplete:
    'Información del cliente incompleta. Por favor, complete todos los campos obligatorios.',
  reviewFinancingIncomplete: 'Datos de financiamiento incompletos. Por favor, complete todos los campos.',
  sessionExpired: 'Sesión expirada. Por favor, inicie sesión nuevamente.',
  vendorInactive: 'Acceso denegado. Su cuenta de vendedor no está activa.',
  authFailed: 'Error de autenticación. Por favor, inicie sesión nuevamente.',
  invalidData: 'Datos inválidos. Por favor, revise la información.',
  submitFailed: 'Error al enviar la solicitud. Por favor, intente nuevamente.',
} as const;

/**
 * The server's message when it sent one (and the client's own for a timeout or a lost connection),
 * otherwise the step's default text.
 */
export function messageFromError(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.code === 'HTTP_ERROR' || error.code === 'INVALID_RESPONSE') return fallback;
  return error.message || fallback;
}

/** A session that is gone, however the API says it (the spec names only TOKEN_MISSING). */
const SESSION_GONE = new Set(['TOKEN_MISSING', 'TOKEN_EXPIRED', 'TOKEN_REVOKED']);

/** What the wizard does with a failed call: a message, and whether the session is over (go to /login). */
export interface WizardFailure {
  message: string;
  signIn: boolean;
}

/**
 * Spec §8, submit: 401 TOKEN_MISSING / VENDOR_NOT_FOUND / other 401 each with their text and /login;
 * 400 the server's message or the default; anything else the generic text.
 */
export function submitFailure(error: unknown): WizardFailure {
  if (isApiError(error) && error.status === 401) {
    // The API says why the session is gone more precisely than the spec's TOKEN_MISSING alone.
    if (SESSION_GONE.has(error.code)) return { message: ONBOARDING_MESSAGES.sessionExpired, signIn: true };
    if (error.code === 'VENDOR_NOT_FOUND')
      return { message: ONBOARDING_MESSAGES.vendorInactive, signIn: true };
    return { message: ONBOARDING_MESSAGES.authFailed, signIn: true };
  }
  if (isApiError(error) && error.status === 400) {
    return { message: messageFromError(error, ONBOARDING_MESSAGES.invalidData), signIn: false };
  }
  return { message: ONBOARDING_MESSAGES.submitFailed, signIn: false };
}

/**
 * The customer's own submit (no spec text beyond the session ones): a lost session as above, anything
 * else the server's message (e.g. 409 APPLICATION_LOCKED), else the generic text.
 */
export function customerSubmitFailure(error: unknown): WizardFailure {
  if (isApiError(error) && error.status === 401) return submitFailure(error);
  return { message: messageFromError(error, ONBOARDING_MESSAGES.submitFailed), signIn: false };
}

/**
 * A failure of an earlier step (code, customer): a lost session is handled as on submit, anything
 * else shows the server's message or the step's default.
 */
export function stepFailure(error: unknown, fallback: string): WizardFailure {
  if (isApiError(error) && error.status === 401) return submitFailure(error);
  return { message: messageFromError(error, fallback), signIn: false };
}

/** Field errors the API sent in `details` (`[{ field, message }]`), keyed by field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || !Array.isArray(error.details)) return {};
  const out: Record<string, string> = {};
  for (const item of error.details as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string' && !(field in out)) out[field] = message;
  }
  return out;
}
