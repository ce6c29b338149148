import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { consoleSms } from './console-sms.ts';
import type { SmsSender } from './sms-sender.ts';
import { twilioSms } from './twilio-sms.ts';

export function createSmsSender(config: AppConfig, log: FastifyBaseLogger): SmsSender {
  if (config.sms.provider === 'console') return consoleSms(log);
  const { accountSid, authToken, from, baseUrl } = config.sms.twilio;
  if (!accountSid || !authToken || !from) {
    throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  return twilioSms({ accountSid, authToken, from, baseUrl });
}
