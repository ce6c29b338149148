import { isApiError } from '../../lib/api-client.ts';

/** Sign-in texts fixed by the specification (§5, §8), word for word. */
export const LOGIN_MESSAGES = {
  checkStatusFailed: 'Error al verificar cliente. Intenta nuevamente.',
  sendOtpFailed: 'Error al enviar OTP',
  invalidOtp: 'OTP inválido',
  setPinFailed: 'Error al configurar PIN',
  wrongPin: 'PIN incorrecto. Intenta nuevamente.',
  invalidCredentialsDefault: 'Credenciales inválidas',
  pinMismatch: 'Los PINs no coinciden. Inténtalo nuevamente.',
  staffBadCredentials: 'Credenciales incorrectas. Verifica tu usuario y contraseña.',
  invalidInput: 'Datos de entrada inválidos',
  serverError: 'Error en el servidor. Intente nuevamente.',
  unexpected: 'Error inesperado. Intente nuevamente.',
} as const;

/**
 * The server's message when it sent one (and the client's own for a timeout or no connection),
 * otherwise the step's default text.
 */
export function messageFromError(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.code === 'HTTP_ERROR' || error.code === 'INVALID_RESPONSE') return fallback;
  return error.message || fallback;
}
