import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { smsOutbox } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { SmsSender } from '../../infra/sms/sms-sender.ts';
import { insertOutboxMessage, insertOutboxMessages } from './otp.repository.ts';

/**
 * Sends a text and keeps it in the outbox, sent or failed, so every message can be accounted for.
 * A secret in it (a code) is masked in the stored copy, except for the development console outbox.
 */
export async function sendSms(
  deps: { db: Database; sms: SmsSender; log: FastifyBaseLogger },
  to: string,
  text: string,
  secret?: string,
): Promise<void> {
  const body =
    secret && deps.sms.provider !== 'console' ? text.replaceAll(secret, '•'.repeat(secret.length)) : text;
  try {
    const { providerMessageId } = await deps.sms.send(to, text);
    await insertOutboxMessage(deps.db, {
      to,
      body,
      provider: deps.sms.provider,
      status: 'sent',
      providerMessageId,
    });
  } catch (err) {
    // Neither the number nor the provider's message (it may quote the text) goes to the log.
    deps.log.error({ provider: deps.sms.provider, failure: (err as Error).name }, 'SMS delivery failed');
    await insertOutboxMessage(deps.db, {
      to,
      body,
      provider: deps.sms.provider,
      status: 'failed',
      error: (err as Error).message,
    });
    throw new AppError(502, 'SMS_FAILED', 'No se pudo enviar el SMS. Intenta nuevamente.');
  }
}

/**
 * Sends texts that carry no secret (a bank statement's receipts), each on its own, and keeps them in
 * the outbox in one statement. A failed one is logged and kept as failed; the rest still go.
 */
export async function sendSmsBatch(
  deps: { db: Database; sms: SmsSender; log: FastifyBaseLogger },
  messages: readonly { to: string; text: string }[],
): Promise<void> {
  const kept: (typeof smsOutbox.$inferInsert)[] = [];
  for (const { to, text } of messages) {
    const provider = deps.sms.provider;
    try {
      const { providerMessageId } = await deps.sms.send(to, text);
      kept.push({ to, body: text, provider, status: 'sent', providerMessageId });
    } catch (err) {
      deps.log.error({ provider, failure: (err as Error).name }, 'SMS delivery failed');
      kept.push({ to, body: text, provider, status: 'failed', error: (err as Error).message });
    }
  }
  await insertOutboxMessages(deps.db, kept);
}
