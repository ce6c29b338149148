/** The auth module's public face: what other modules may use (ADR 034). */

export { deleteOtpsExpiredBefore, hasConsent, listOutboxMessages } from './otp.repository.ts';
export { type CodeDeps, passOtp, textCode } from './otp-codes.service.ts';
export {
  deleteSessionsExpiredBefore,
  findAdminSession,
  findCustomerSession,
  findVendorSession,
} from './sessions.repository.ts';
export { reissueSession } from './sessions.service.ts';
export { sendSms, sendSmsBatch } from './sms.service.ts';
export { createTokenService, type SessionClaims, subjectOf, type TokenService } from './token.service.ts';
