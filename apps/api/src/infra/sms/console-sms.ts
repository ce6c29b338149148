import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender.ts';

/** Development adapter: the message goes to the log (and the outbox table, like every message). */
export function consoleSms(log: FastifyBaseLogger): SmsSender {
  return {
    provider: 'console',
    async send(to, body) {
      log.info({ to, sms: body }, 'SMS (console)');
      return {};
    },
  };
}
