import { z } from 'zod';
import { SmsDeliveryError, type SmsSender } from './sms-sender.ts';

const twilioAnswer = z.object({ sid: z.string().min(1), status: z.string() });

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
  timeoutMs?: number;
}

/** Twilio's Messages API; the answer is validated and a slow provider times out. */
export function twilioSms(options: TwilioOptions): SmsSender {
  const url = `${options.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    provider: 'twilio',
    async send(to, body) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: to, From: options.from, Body: body }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new SmsDeliveryError(`Twilio unreachable: ${(err as Error).name}`);
      }
      if (!response.ok) throw new SmsDeliveryError(`Twilio answered ${response.status}`);
      const parsed = twilioAnswer.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new SmsDeliveryError('Twilio answered an unexpected body');
      return { providerMessageId: parsed.data.sid };
    },
  };
}
