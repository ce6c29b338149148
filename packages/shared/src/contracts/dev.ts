import { z } from 'zod';
import { outboxResponse } from '../schemas/auth.ts';
import { panamaPhone } from '../schemas/common.ts';
import { defineRoute } from './define.ts';

/** GET: the text messages sent to a phone; outside production and from this machine only. */
export const listSmsOutboxContract = defineRoute({
  method: 'GET',
  path: '/dev/sms-outbox',
  query: z.object({ phoneNumber: panamaPhone }),
  response: outboxResponse,
});
