import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { fieldErrorsOf, stepFailure, submitFailure } from './onboarding-messages.ts';

const apiError = (status: number, code: string, message = 'mensaje del servidor', details?: unknown) =>
  new ApiError({ status, code, message, details });

describe('submit errors (spec §8)', () => {
  it('sends a lost session to sign in, with the text for its code', () => {
    expect(submitFailure(apiError(401, 'TOKEN_MISSING'))).toEqual({
      message: 'Sesión expirada. Por favor, inicie sesión nuevamente.',
      signIn: true,
    });
    expect(submitFailure(apiError(401, 'VENDOR_NOT_FOUND'))).toEqual({
      message: 'Acceso denegado. Su cuenta de vendedor no está activa.',
      signIn: true,
    });
    expect(submitFailure(apiError(401, 'TOKEN_EXPIRED'))).toEqual({
      message: 'Sesión expirada. Por favor, inicie sesión nuevamente.',
      signIn: true,
    });
    expect(submitFailure(apiError(401, 'TOKEN_INVALID'))).toEqual({
      message: 'Error de autenticación. Por favor, inicie sesión nuevamente.',
      signIn: true,
    });
  });

  it('shows the server message of a 400, or the default', () => {
    expect(
      submitFailure(
        apiError(400, 'VALIDATION_ERROR', 'Plazo no válido: 15. Solo se permiten 12, 18 o 24 meses.'),
      ),
    ).toEqual({ message: 'Plazo no válido: 15. Solo se permiten 12, 18 o 24 meses.', signIn: false });
    expect(submitFailure(new ApiError({ status: 400, code: 'HTTP_ERROR', message: '' }))).toEqual({
      message: 'Datos inválidos. Por favor, revise la información.',
      signIn: false,
    });
  });

  it('gives the generic text for anything else', () => {
    expect(submitFailure(apiError(500, 'INTERNAL'))).toEqual({
      message: 'Error al enviar la solicitud. Por favor, intente nuevamente.',
      signIn: false,
    });
    expect(submitFailure(new Error('boom')).message).toBe(
      'Error al enviar la solicitud. Por favor, intente nuevamente.',
    );
  });

  it('prefers the server message on earlier steps', () => {
    expect(stepFailure(apiError(400, 'OTP_INVALID', 'OTP inválido'), 'Error al verificar OTP')).toEqual({
      message: 'OTP inválido',
      signIn: false,
    });
    expect(stepFailure(new Error('x'), 'Error al procesar información del cliente').message).toBe(
      'Error al procesar información del cliente',
    );
    expect(stepFailure(apiError(401, 'TOKEN_MISSING'), 'x').signIn).toBe(true);
  });

  it('reads field errors from details', () => {
    expect(
      fieldErrorsOf(
        apiError(400, 'VALIDATION_ERROR', 'x', [
          { field: 'email', message: 'Correo electrónico no válido.' },
        ]),
      ),
    ).toEqual({ email: 'Correo electrónico no válido.' });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});
