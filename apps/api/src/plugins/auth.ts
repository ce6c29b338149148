import type { AdminRole, UserType } from '@quincena/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import type { SessionClaims, TokenService } from '../modules/auth/index.ts';
import { findAdminSession, findCustomerSession, findVendorSession } from '../modules/auth/index.ts';

export type Session = SessionClaims & { adminRole?: AdminRole };
type PreHandler = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** Reads the bearer token if there is one; a bad token is still refused. */
    optionalSession: PreHandler;
    requireRole(...roles: UserType[]): PreHandler;
    requireSuperAdmin: PreHandler;
  }
}

const revoked = () =>
  new UnauthorizedError('Sesión expirada. Por favor, inicie sesión nuevamente.', 'TOKEN_REVOKED');

/**
 * Checks the token and then the account and the session themselves on every request, so a
 * deactivated account, a logged-out token or a token a refresh replaced is refused at once.
 */
async function loadSession(app: FastifyInstance, claims: SessionClaims): Promise<Session> {
  // The account's version ends all its sessions; the session's generation ends a replaced token.
  const current = (row: { tokenVersion: number; generation: number | null }) =>
    row.tokenVersion === claims.ver && row.generation === claims.gen;
  if (claims.role === 'customer') {
    const customer = await findCustomerSession(app.db, claims.customerId, claims.sid);
    if (!customer) throw new UnauthorizedError('Cliente no encontrado.', 'CUSTOMER_NOT_FOUND');
    if (!current(customer)) throw revoked();
    return claims;
  }
  if (claims.role === 'vendor') {
    const vendor = await findVendorSession(app.db, claims.vendorId, claims.sid);
    if (!vendor?.isActive) {
      throw new UnauthorizedError(
        'Acceso denegado. Su cuenta de vendedor no está activa.',
        'VENDOR_NOT_FOUND',
      );
    }
    if (!current(vendor)) throw revoked();
    return claims;
  }
  const admin = await findAdminSession(app.db, claims.adminId, claims.sid);
  if (!admin?.isActive)
    throw new UnauthorizedError('Acceso denegado. Su cuenta no está activa.', 'ADMIN_NOT_FOUND');
  if (!current(admin)) throw revoked();
  return { ...claims, adminRole: admin.role };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new UnauthorizedError('Token inválido. Inicia sesión nuevamente.', 'TOKEN_INVALID');
  return match[1];
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { tokens: TokenService }) => {
  app.decorate('tokens', opts.tokens);
  app.decorateRequest('session', null);

  const authenticate = async (request: FastifyRequest, required: boolean) => {
    const token = bearerToken(request);
    if (!token) {
      if (required)
        throw new UnauthorizedError('Sesión expirada. Por favor, inicie sesión nuevamente.', 'TOKEN_MISSING');
      return;
    }
    const claims = await app.tokens.verify(token, app.clock.now());
    request.session = await loadSession(app, claims);
  };

  app.decorate('optionalSession', (request: FastifyRequest) => authenticate(request, false));
  app.decorate('requireRole', (...roles: UserType[]) => async (request: FastifyRequest) => {
    await authenticate(request, true);
    if (!request.session || !roles.includes(request.session.role)) throw new ForbiddenError();
  });
  app.decorate('requireSuperAdmin', async (request: FastifyRequest) => {
    await authenticate(request, true);
    if (request.session?.role !== 'admin' || request.session.adminRole !== 'SUPER_ADMIN') {
      throw new ForbiddenError('Solo un super administrador puede realizar esta acción.');
    }
  });
});

/** The session of a route guarded by requireRole; its absence is a wiring mistake. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new UnauthorizedError();
  return request.session;
}
