import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender.ts';

/**
 * Development adapter: nothing leaves the machine. The message is kept in the outbox table, like
 * every message, where `/api/dev/sms-outbox` shows it; the log says only that one went,
 * never the number or the text (it carries codes).
 */
export function consoleSms(log: FastifyBaseLogger): SmsSender {
  return {
    provider: 'console',
    async send() {
      log.info('SMS kept in the development outbox (GET /api/dev/sms-outbox?phoneNumber=…)');
      return {};
    },
  };
}
