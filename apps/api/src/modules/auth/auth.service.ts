import { isTrivialPin, type SystemSettings } from '@quincena/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError, ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { hashSecret, verifySecret } from '../../infra/passwords.ts';
import type { SmsSender } from '../../infra/sms/sms-sender.ts';
import {
  type AdminRow,
  findAdminById,
  findAdminByUsername,
  toAdminAccount,
  updateAdmin,
} from '../admins/index.ts';
import { auditDiff, recordAudit } from '../audit/index.ts';
import {
  customerSnapshot,
  findCustomerById,
  findCustomerByPhone,
  insertCustomerByPhone,
  lockCustomer,
  lockPinIfExhausted,
  reservePinTry,
  toCustomerProfile,
  updateCustomer,
} from '../customers/index.ts';
import { enforceLimits } from '../rate-limit/index.ts';
import { findSystemSettings } from '../settings/index.ts';
import {
  findVendorById,
  findVendorByUsername,
  toVendorAccount,
  updateVendor,
  type VendorRow,
} from '../vendors/index.ts';
import { reserveLogin } from './login-limits.ts';
import { insertConsent } from './otp.repository.ts';
import { passOtp, textCode } from './otp-codes.service.ts';
import { revokeSessions } from './sessions.repository.ts';
import { openSession, reissueSession, refreshSession as rotateSession } from './sessions.service.ts';
import { type SessionClaims, type SessionSubject, subjectOf, type TokenService } from './token.service.ts';

const MINUTE = 60_000;
const CONSENT_TTL_MS = 30 * MINUTE;

export interface AuthDeps {
  db: Database;
  clock: Clock;
  tokens: TokenService;
  sms: SmsSender;
  log: FastifyBaseLogger;
  secret: string;
}

/** The spec's text; with the tries left before the lock when they are known (issue 12). */
const wrongPin = (triesLeft?: number) =>
  new UnauthorizedError(
    triesLeft === undefined
      ? 'PIN incorrecto. Intenta nuevamente.'
      : `PIN incorrecto. Intenta nuevamente. ${
          triesLeft === 1 ? 'Te queda 1 intento' : `Te quedan ${triesLeft} intentos`
        } antes de que se bloquee tu PIN.`,
    'INVALID_CREDENTIALS',
  );
const wrongPassword = () => new UnauthorizedError('Credenciales inválidas', 'INVALID_CREDENTIALS');
const pinLocked = () =>
  new AppError(
    423,
    'PIN_LOCKED',
    'Tu PIN está bloqueado por demasiados intentos. Ingresa con un código SMS para desbloquearlo.',
  );

// Verified against when the account does not exist, so a wrong username costs the same time.
const decoyHash = hashSecret('quincena-decoy-secret');

/** A sign-in's session (ADR 023); `settings` when the caller read them already. */
function issue(
  deps: AuthDeps,
  subject: SessionSubject,
  settings?: SystemSettings,
  options: { smsProof?: boolean } = {},
) {
  return openSession(deps, subject, { ...options, idleMinutes: settings?.security.sessionTimeout });
}

export async function checkCustomerStatus(deps: AuthDeps, phoneNumber: string, ip: string) {
  await enforceLimits(deps.db, deps.clock.now(), [
    { key: `status-ip:${ip}`, max: 30, windowMs: 15 * MINUTE },
  ]);
  const customer = await findCustomerByPhone(deps.db, phoneNumber);
  const hasPin = Boolean(customer?.pinHash);
  return {
    exists: customer !== undefined,
    hasPin,
    canLoginWithPin: hasPin && !customer?.pinLocked,
    needsPinSetup: !hasPin,
  };
}

/** Sends a 6-digit code; each SMS costs money, so sends are limited per phone and per IP. */
export async function sendOtp(deps: AuthDeps, phoneNumber: string, ip: string) {
  return textCode(deps, phoneNumber, ip, 'otp');
}

const phoneInUse = () =>
  new ConflictError('Ese número ya está registrado en otra cuenta.', 'PHONE_IN_USE', [
    { field: 'phoneNumber', message: 'Ese número ya está registrado en otra cuenta.' },
  ]);

/**
 * The first step of a customer's own phone change: a code texted to the new number. A number of
 * another customer answers 409; sends are limited per customer besides the usual SMS limits.
 */
export async function requestPhoneChange(
  deps: AuthDeps,
  customerId: string,
  phoneNumber: string,
  ip: string,
) {
  const customer = await findCustomerById(deps.db, customerId);
  if (!customer) throw new NotFoundError('Cliente no encontrado.');
  if (customer.phoneNumber === phoneNumber) {
    throw new ValidationError(
      'Ese ya es tu número actual.',
      [{ field: 'phoneNumber', message: 'Ese ya es tu número actual.' }],
      'PHONE_UNCHANGED',
    );
  }
  if (await findCustomerByPhone(deps.db, phoneNumber)) throw phoneInUse();
  await enforceLimits(deps.db, deps.clock.now(), [
    { key: `phone-change:${customerId}`, max: 5, windowMs: 60 * MINUTE },
  ]);
  return textCode(deps, phoneNumber, ip, 'phone-change');
}

/**
 * The second step: with the new number's code, the phone changes, every session of the customer
 * ends (the token version moves on) and the PIN is cleared, so the next sign-in is by SMS on the
 * new number and sets a new PIN. Audited, the PIN masked.
 */
export async function changePhone(
  deps: AuthDeps,
  customerId: string,
  input: { phoneNumber: string; otp: string; ip: string },
) {
  await passOtp(deps, input.phoneNumber, input.otp, input.ip);
  return deps.db.transaction(async (tx) => {
    const before = await lockCustomer(tx, customerId);
    if (!before) throw new NotFoundError('Cliente no encontrado.');
    if (await findCustomerByPhone(tx, input.phoneNumber)) throw phoneInUse();
    const after = await updateCustomer(tx, customerId, {
      updatedAt: deps.clock.now(),
      phoneNumber: input.phoneNumber,
      pinHash: null,
      pinFailedAttempts: 0,
      pinLocked: false,
      tokenVersion: before.tokenVersion + 1,
    });
    if (!after) throw new NotFoundError('Cliente no encontrado.');
    await recordAudit(tx, {
      entityType: 'customer',
      entityId: customerId,
      action: 'phone_changed',
      actor: { role: 'customer', id: customerId },
      changes: auditDiff(
        { phoneNumber: before.phoneNumber, pin: before.pinHash },
        { phoneNumber: after.phoneNumber, pin: null },
      ),
    });
    return { phoneNumber: after.phoneNumber };
  });
}

/**
 * A customer's code opens a customer session (creating the customer on first sign-in and unlocking
 * the PIN). Called with a vendor's token it records that vendor's consent instead.
 */
export async function verifyOtp(
  deps: AuthDeps,
  input: { phoneNumber: string; otp: string; ip: string; vendorId?: string },
) {
  await passOtp(deps, input.phoneNumber, input.otp, input.ip);
  const now = deps.clock.now();
  if (input.vendorId) {
    const expiresAt = new Date(now.getTime() + CONSENT_TTL_MS);
    await insertConsent(deps.db, input.vendorId, input.phoneNumber, expiresAt);
    return { consent: true as const, phoneNumber: input.phoneNumber, expiresAt: expiresAt.toISOString() };
  }
  const existing = await findCustomerByPhone(deps.db, input.phoneNumber);
  const unlocked = await deps.db.transaction(async (tx) => {
    const { row: before, created } = existing
      ? { row: existing, created: false }
      : await insertCustomerByPhone(tx, input.phoneNumber);
    const after =
      (await updateCustomer(tx, before.id, {
        pinLocked: false,
        pinFailedAttempts: 0,
        isVerified: true,
        updatedAt: deps.clock.now(),
      })) ?? before;
    const actor = { role: 'customer' as const, id: after.id };
    // A sign-up creates the customer; a sign-in may verify it or unlock its PIN.
    const changes = created
      ? auditDiff(null, customerSnapshot(after))
      : auditDiff(
          { isVerified: before.isVerified, pinLocked: before.pinLocked },
          { isVerified: after.isVerified, pinLocked: after.pinLocked },
        );
    if (Object.keys(changes).length > 0) {
      const action = created ? 'created' : 'updated';
      await recordAudit(tx, { entityType: 'customer', entityId: after.id, action, actor, changes });
    }
    return after;
  });
  // The code just passed is the fresh proof a PIN may be set with (setPin).
  const { token } = await issue(
    deps,
    { role: 'customer', customerId: unlocked.id, ver: unlocked.tokenVersion },
    undefined,
    { smsProof: true },
  );
  return { token, customer: toCustomerProfile(unlocked), isNewUser: existing === undefined };
}

/** How long after an SMS code the session it opened may set a PIN without the current one. */
export const PIN_PROOF_WINDOW_MS = 15 * MINUTE;

const pinProofRequired = (message: string) =>
  new AppError(403, 'PIN_PROOF_REQUIRED', message, [{ field: 'currentPin', message }]);
const wrongCurrentPin = (triesLeft: number) => {
  const message = `El PIN actual es incorrecto. ${
    triesLeft === 1 ? 'Te queda 1 intento' : `Te quedan ${triesLeft} intentos`
  } antes de que se bloquee tu PIN.`;
  // 400, not 401: the session is fine, what was typed is not.
  return new ValidationError(message, [{ field: 'currentPin', message }], 'WRONG_PIN');
};

/**
 * The current PIN as proof for a change: it takes one of the same tries as the PIN sign-in (one
 * atomic counter on the customer), so a stolen session cannot guess it without locking it; a wrong
 * one is audited.
 */
async function passCurrentPin(
  deps: AuthDeps,
  customer: { id: string; pinHash: string },
  currentPin: string,
  ip: string,
  maxAttempts: number,
): Promise<void> {
  await enforceLimits(deps.db, deps.clock.now(), [{ key: `pin-ip:${ip}`, max: 30, windowMs: 15 * MINUTE }]);
  const taken = await reservePinTry(deps.db, customer.id, maxAttempts);
  if (taken === null) {
    await lockPin(deps, customer.id, maxAttempts);
    throw pinLocked();
  }
  if (await verifySecret(customer.pinHash, currentPin)) return;
  await recordAudit(deps.db, {
    entityType: 'customer',
    entityId: customer.id,
    action: 'pin_change_failed',
    actor: { role: 'customer', id: customer.id },
  });
  if (await lockPin(deps, customer.id, maxAttempts)) throw pinLocked();
  throw wrongCurrentPin(maxAttempts - taken);
}

/**
 * Sets or changes the customer's PIN (ADR 023). It needs a proof that the caller is the customer, not
 * only a token: an SMS code passed moments ago (the session verify-otp opened, within
 * PIN_PROOF_WINDOW_MS) or the current PIN. The new PIN ends every other session of the customer;
 * the caller's goes on with the token answered.
 */
export async function setPin(
  deps: AuthDeps,
  session: Extract<SessionClaims, { role: 'customer' }>,
  input: { phoneNumber: string; pin: string; currentPin?: string; ip: string },
) {
  if (isTrivialPin(input.pin)) {
    throw new ValidationError('Ese PIN es muy fácil de adivinar. Elige otro.', undefined, 'PIN_TOO_WEAK');
  }
  const { customerId } = session;
  const settings = await findSystemSettings(deps.db);
  const customer = await findCustomerById(deps.db, customerId);
  if (!customer || customer.phoneNumber !== input.phoneNumber) {
    throw new NotFoundError('Cliente no encontrado.');
  }
  const now = deps.clock.now().getTime();
  const smsProof = session.smsAt !== undefined && now - session.smsAt * 1000 <= PIN_PROOF_WINDOW_MS;
  if (!smsProof) {
    if (!customer.pinHash) {
      throw pinProofRequired('Para crear tu PIN, ingresa con el código que te enviamos por SMS.');
    }
    if (input.currentPin === undefined) throw pinProofRequired('Ingresa tu PIN actual para cambiarlo.');
    await passCurrentPin(
      deps,
      { id: customer.id, pinHash: customer.pinHash },
      input.currentPin,
      input.ip,
      settings.security.maxLoginAttempts,
    );
  }
  const pinHash = await hashSecret(input.pin);
  const tokenVersion = await deps.db.transaction(async (tx) => {
    // Under the row's lock: a phone change committed meanwhile (which clears the PIN) is seen here,
    // so a request of the old session still in flight cannot set a PIN on the new number; and a PIN
    // changed meanwhile is not the one the current PIN proved.
    const locked = await lockCustomer(tx, customerId);
    if (!locked || locked.phoneNumber !== input.phoneNumber)
      throw new NotFoundError('Cliente no encontrado.');
    if (!smsProof && locked.pinHash !== customer.pinHash) {
      throw new ConflictError('Tu PIN cambió mientras tanto. Intenta nuevamente.', 'PIN_CHANGED');
    }
    const next = locked.tokenVersion + 1;
    await updateCustomer(tx, customerId, {
      updatedAt: deps.clock.now(),
      pinHash,
      pinFailedAttempts: 0,
      pinLocked: false,
      tokenVersion: next,
    });
    // That the PIN was set or changed, masked: never the PIN or its hash.
    await recordAudit(tx, {
      entityType: 'customer',
      entityId: customerId,
      action: locked.pinHash ? 'pin_changed' : 'pin_set',
      actor: { role: 'customer', id: customerId },
      changes: auditDiff(
        { pin: locked.pinHash, pinLocked: locked.pinLocked },
        { pin: pinHash, pinLocked: false },
      ),
    });
    return next;
  });
  // Every other session ended with the version; the caller's goes on (without its SMS proof).
  const { token } = await reissueSession(deps, session, tokenVersion, {
    idleMinutes: settings.security.sessionTimeout,
  });
  return { hasPin: true, token };
}

/** Locks the PIN once its tries are used up; the one request that locks it records it. */
async function lockPin(deps: AuthDeps, customerId: string, maxAttempts: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const { locked, lockedNow } = await lockPinIfExhausted(tx, customerId, maxAttempts);
    if (lockedNow) {
      await recordAudit(tx, {
        entityType: 'customer',
        entityId: customerId,
        action: 'pin_locked',
        actor: { role: 'system' },
        changes: auditDiff({ pinLocked: false }, { pinLocked: true }),
      });
    }
    return locked;
  });
}

export async function loginWithPin(deps: AuthDeps, phoneNumber: string, pin: string, ip: string) {
  const settings = await findSystemSettings(deps.db);
  await enforceLimits(deps.db, deps.clock.now(), [{ key: `pin-ip:${ip}`, max: 30, windowMs: 15 * MINUTE }]);
  const customer = await findCustomerByPhone(deps.db, phoneNumber);
  if (!customer?.pinHash) {
    await verifySecret(await decoyHash, pin);
    throw wrongPin();
  }
  const maxAttempts = settings.security.maxLoginAttempts;
  const taken = await reservePinTry(deps.db, customer.id, maxAttempts);
  if (taken === null) {
    await lockPin(deps, customer.id, maxAttempts);
    throw pinLocked();
  }
  if (!(await verifySecret(customer.pinHash, pin))) {
    if (await lockPin(deps, customer.id, maxAttempts)) throw pinLocked();
    throw wrongPin(maxAttempts - taken);
  }
  await updateCustomer(deps.db, customer.id, { pinFailedAttempts: 0, updatedAt: deps.clock.now() });
  const { token } = await issue(
    deps,
    { role: 'customer', customerId: customer.id, ver: customer.tokenVersion },
    settings,
  );
  return { token, customer: toCustomerProfile(customer) };
}

/**
 * Username and password for the back-office and the vendors. The limits (`reserveLogin`) are taken
 * before the password is checked and count a username whether it exists or not, so they reveal
 * nothing; a deactivated account answers exactly as a wrong password does.
 */
async function passwordLogin<T extends AdminRow | VendorRow>(
  deps: AuthDeps,
  input: { username: string; password: string; ip: string },
  find: (username: string) => Promise<T | undefined>,
): Promise<{ account: T; settings: SystemSettings }> {
  const settings = await findSystemSettings(deps.db);
  const reservation = await reserveLogin(deps.db, deps.clock.now(), {
    ...input,
    maxLoginAttempts: settings.security.maxLoginAttempts,
  });
  const account = await find(input.username);
  const valid = await verifySecret(account?.passwordHash ?? (await decoyHash), input.password);
  if (!account || !valid || !account.isActive) {
    await reservation.failed();
    throw wrongPassword();
  }
  await reservation.succeeded();
  return { account, settings };
}

export async function loginAdmin(deps: AuthDeps, input: { username: string; password: string; ip: string }) {
  const { account, settings } = await passwordLogin(deps, input, (u) => findAdminByUsername(deps.db, u));
  const now = deps.clock.now();
  await updateAdmin(deps.db, account.id, { lastLoginAt: now, updatedAt: now });
  const { token } = await issue(
    deps,
    { role: 'admin', adminId: account.id, ver: account.tokenVersion },
    settings,
  );
  return { token, admin: toAdminAccount(account) };
}

export async function loginVendor(deps: AuthDeps, input: { username: string; password: string; ip: string }) {
  const { account, settings } = await passwordLogin(deps, input, (u) => findVendorByUsername(deps.db, u));
  const now = deps.clock.now();
  await updateVendor(deps.db, account.id, { lastLoginAt: now, updatedAt: now });
  const { token } = await issue(
    deps,
    { role: 'vendor', vendorId: account.id, ver: account.tokenVersion },
    settings,
  );
  return { token, vendor: toVendorAccount(account) };
}

/** A new token in place of the one presented, which stops working at once (ADR 023). */
export async function refreshSession(deps: AuthDeps, claims: SessionClaims) {
  const { token, expiresAt } = await rotateSession(deps, claims);
  return { token, expiresAt: expiresAt.toISOString() };
}

/** Signing out ends every session of the account, on every device. */
export async function logout(deps: AuthDeps, claims: SessionClaims): Promise<void> {
  await revokeSessions(deps.db, claims.role, subjectOf(claims));
}

export async function currentUser(deps: AuthDeps, claims: SessionClaims) {
  if (claims.role === 'customer') {
    const row = await findCustomerById(deps.db, claims.customerId);
    if (!row) throw new NotFoundError();
    return toCustomerProfile(row);
  }
  if (claims.role === 'vendor') {
    const row = await findVendorById(deps.db, claims.vendorId);
    if (!row) throw new NotFoundError();
    return toVendorAccount(row);
  }
  const row = await findAdminById(deps.db, claims.adminId);
  if (!row) throw new NotFoundError();
  return toAdminAccount(row);
}
