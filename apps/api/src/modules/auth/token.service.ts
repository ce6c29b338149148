import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { UnauthorizedError } from '../../errors.ts';

// Ids are UUIDs: a validly signed token with any other id is refused here, before it reaches SQL.
export const sessionClaims = z.discriminatedUnion('role', [
  z.object({ role: z.literal('customer'), customerId: z.uuid(), ver: z.number().int() }),
  z.object({ role: z.literal('vendor'), vendorId: z.uuid(), ver: z.number().int() }),
  z.object({ role: z.literal('admin'), adminId: z.uuid(), ver: z.number().int() }),
]);
export type SessionClaims = z.infer<typeof sessionClaims>;

export function subjectOf(claims: SessionClaims): string {
  if (claims.role === 'customer') return claims.customerId;
  if (claims.role === 'vendor') return claims.vendorId;
  return claims.adminId;
}

/** HS256 tokens; verification accepts no other algorithm, so `alg: none` or RS/HS confusion fails. */
export function createTokenService(secret: string) {
  // Imported once: given raw bytes, jose imports the key again on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(
      claims: SessionClaims,
      now: Date,
      ttlMinutes: number,
    ): Promise<{ token: string; expiresAt: Date }> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = new Date((issuedAt + ttlMinutes * 60) * 1000);
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
