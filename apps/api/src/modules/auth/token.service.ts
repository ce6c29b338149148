import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { UnauthorizedError } from '../../errors.ts';

/**
 * What every token carries besides its subject (ADR 023): the account's token version `ver` (moved on
 * to end every session of the account), the session `sid` and its generation `gen` (moved on by each
 * refresh, so a replaced token stops working at once).
 */
const sessionParts = { ver: z.number().int(), sid: z.uuid(), gen: z.number().int().min(0) };

// Ids are UUIDs: a validly signed token with any other id is refused here, before it reaches SQL.
export const sessionClaims = z.discriminatedUnion('role', [
  z.object({
    role: z.literal('customer'),
    customerId: z.uuid(),
    ...sessionParts,
    // When an SMS code opened this session (seconds since epoch); only the token verify-otp answers
    // carries it: the fresh proof that lets a PIN be set without the current one.
    smsAt: z.number().int().optional(),
  }),
  z.object({ role: z.literal('vendor'), vendorId: z.uuid(), ...sessionParts }),
  z.object({ role: z.literal('admin'), adminId: z.uuid(), ...sessionParts }),
]);
export type SessionClaims = z.infer<typeof sessionClaims>;
/** Who a session is for, before it is opened: the role, the id and the account's token version. */
export type SessionSubject =
  | { role: 'customer'; customerId: string; ver: number }
  | { role: 'vendor'; vendorId: string; ver: number }
  | { role: 'admin'; adminId: string; ver: number };

/** How long a session may live in all, however often it is refreshed (config, ADR 023). */
export interface SessionMaxAge {
  customerHours: number;
  staffHours: number;
}

export function subjectOf(claims: SessionSubject): string {
  if (claims.role === 'customer') return claims.customerId;
  if (claims.role === 'vendor') return claims.vendorId;
  return claims.adminId;
}

/** HS256 tokens; verification accepts no other algorithm, so `alg: none` or RS/HS confusion fails. */
export function createTokenService(
  secret: string,
  maxAge: SessionMaxAge = { customerHours: 24 * 30, staffHours: 12 },
) {
  // Imported once: given raw bytes, jose imports the key again on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    /** The absolute lifetime of a new session of `role`, in milliseconds. */
    maxAgeMs(role: SessionClaims['role']): number {
      return (role === 'customer' ? maxAge.customerHours : maxAge.staffHours) * 3_600_000;
    },
    /** A token living `ttlMinutes`, but never past `sessionEnd` (the session's absolute end). */
    async sign(
      claims: SessionClaims,
      now: Date,
      ttlMinutes: number,
      sessionEnd?: Date,
    ): Promise<{ token: string; expiresAt: Date }> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const idleEnd = (issuedAt + ttlMinutes * 60) * 1000;
      const end = sessionEnd ? Math.min(idleEnd, Math.floor(sessionEnd.getTime() / 1000) * 1000) : idleEnd;
      const expiresAt = new Date(end);
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subjectOf(claims))
        .setIssuedAt(issuedAt)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .setIssuer('quincena')
        .sign(await key);
      return { token, expiresAt };
    },
    async verify(token: string, now: Date): Promise<SessionClaims> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: 'quincena',
          currentDate: now,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        return sessionClaims.parse(payload);
      } catch (err) {
        if (err instanceof errors.JWTExpired)
          throw new UnauthorizedError(
            'Sesión expirada. Por favor, inicie sesión nuevamente.',
            'TOKEN_EXPIRED',
          );
        throw new UnauthorizedError('Token inválido. Inicia sesión nuevamente.', 'TOKEN_INVALID');
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
