import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key Yappy signs its notifications with: the part before the first '.' of the base64-decoded
 * secret key the merchant is given (PRODUCT.md §11).
 */
export function ipnKey(secretKey: string): string {
  return Buffer.from(secretKey, 'base64').toString('utf8').split('.')[0] ?? '';
}

/** The hex HMAC-SHA256 of `orderId + status + domain` that Yappy sends as `hash`. */
export function ipnHash(secretKey: string, orderId: string, status: string, domain: string): string {
  return createHmac('sha256', ipnKey(secretKey)).update(`${orderId}${status}${domain}`).digest('hex');
}

/** Whether `hash` is the notification's own, compared in constant time. */
export function isIpnHash(
  secretKey: string,
  notice: { orderId: string; status: string; domain: string; hash: string },
): boolean {
  const expected = Buffer.from(ipnHash(secretKey, notice.orderId, notice.status, notice.domain), 'hex');
  const given = /^[0-9a-fA-F]{64}$/.test(notice.hash) ? Buffer.from(notice.hash, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
