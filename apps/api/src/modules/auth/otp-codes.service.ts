import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { TooManyRequestsError, ValidationError } from '../../errors.ts';
import type { SmsSender } from '../../infra/sms/sms-sender.ts';
import { enforceLimits } from '../rate-limit/index.ts';
import { closeOpenOtps, consumeOtp, findLatestOtp, insertOtp, reserveOtpTry } from './otp.repository.ts';
import { sendSms } from './sms.service.ts';

/*
 * Texted codes (sign-in, phone change, and codes for one act such as accepting a contract): sent
 * under per-phone and per-address limits, 5 minutes, single use, 5 tries. Kept apart from the
 * sessions, so other modules may ask for a code without the customers' module in between.
 */

const MINUTE = 60_000;
const OTP_TTL_MS = 5 * MINUTE;
const OTP_MAX_TRIES = 5;

const invalidOtp = () => new ValidationError('OTP inválido', undefined, 'OTP_INVALID');

/**
 * A code's stored hash. A code for one act (`scope`, e.g. one contract's acceptance) hashes with it,
 * so it passes for that act alone: never as a sign-in code, nor for another contract.
 */
function otpHash(secret: string, phoneNumber: string, code: string, scope?: string): string {
  const subject = scope ? `${phoneNumber}:${scope}:${code}` : `${phoneNumber}:${code}`;
  return createHmac('sha256', secret).update(subject).digest('hex');
}

/** What texting and checking a code needs (no sessions). */
export interface CodeDeps {
  db: Database;
  clock: Clock;
  sms: SmsSender;
  log: FastifyBaseLogger;
  secret: string;
}

const signInText = (code: string) =>
  `Quincena: tu código de verificación es ${code}. Vence en 5 minutos. No lo compartas.`;

/**
 * Texts a code. `purpose` keeps the limits of sign-in codes, phone-change codes and codes for an act
 * apart, so a customer who just proved a new number can sign in with it at once.
 */
export async function textCode(
  deps: CodeDeps,
  phoneNumber: string,
  ip: string,
  purpose: 'otp' | 'phone-change' | 'contract',
  /** A code for one act (`passOtp` with the same scope), and the SMS that carries it. */
  { scope, text }: { scope?: string; text: (code: string) => string } = { text: signInText },
) {
  const now = deps.clock.now();
  await enforceLimits(deps.db, now, [
    {
      key: `${purpose}-phone:${phoneNumber}`,
      max: 1,
      windowMs: MINUTE,
      message: 'Espera un minuto antes de pedir otro código.',
    },
    { key: `${purpose}-phone:${phoneNumber}`, max: 5, windowMs: 60 * MINUTE },
    { key: `otp-ip:${ip}`, max: 20, windowMs: 60 * MINUTE },
  ]);
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await deps.db.transaction(async (tx) => {
    await closeOpenOtps(tx, phoneNumber, now);
    await insertOtp(tx, {
      phoneNumber,
      codeHash: otpHash(deps.secret, phoneNumber, code, scope),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      requestedIp: ip,
    });
  });
  await sendSms(deps, phoneNumber, text(code), code);
  return { expiresInSeconds: OTP_TTL_MS / 1000 };
}

/** Checks a code: single use, 5 minutes, at most 5 wrong tries; one sent for an act, with its scope. */
export async function passOtp(
  deps: CodeDeps,
  phoneNumber: string,
  code: string,
  ip: string,
  scope?: string,
): Promise<void> {
  const now = deps.clock.now();
  await enforceLimits(deps.db, now, [{ key: `verify-ip:${ip}`, max: 30, windowMs: 15 * MINUTE }]);
  const otp = await findLatestOtp(deps.db, phoneNumber);
  if (!otp || otp.consumedAt) throw invalidOtp();
  if (otp.expiresAt <= now)
    throw new ValidationError('El código expiró. Solicita uno nuevo.', undefined, 'OTP_EXPIRED');
  if (!(await reserveOtpTry(deps.db, otp.id, OTP_MAX_TRIES))) {
    throw new TooManyRequestsError(
      'Demasiados intentos con este código. Solicita uno nuevo.',
      'OTP_TOO_MANY_ATTEMPTS',
    );
  }
  const given = Buffer.from(otpHash(deps.secret, phoneNumber, code, scope));
  if (!timingSafeEqual(given, Buffer.from(otp.codeHash))) throw invalidOtp();
  if (!(await consumeOtp(deps.db, otp.id, now))) throw invalidOtp();
}
