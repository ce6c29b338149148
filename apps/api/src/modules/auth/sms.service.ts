import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { smsOutbox } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { SmsSender } from '../../infra/sms/sms-sender.ts';
import { insertOutboxMessages } from './otp.repository.ts';

type SmsDeps = { db: Database; sms: SmsSender; log: FastifyBaseLogger };
type OutboxRow = typeof smsOutbox.$inferInsert;

/**
 * Sends one text; answers its outbox row, sent or failed. `body` is the copy kept.
 */
async function deliver(deps: SmsDeps, to: string, text: string, body: string): Promise<OutboxRow> {
  const provider = deps.sms.provider;
  try {
    const { providerMessageId } = await deps.sms.send(to, text);
    return { to, body, provider, status: 'sent', providerMessageId };
  } catch (err) {
    // Neither the number nor the provider's message (it may quote the text) goes to the log.
    deps.log.error({ provider, failure: (err as Error).name }, 'SMS delivery failed');
    return { to, body, provider, status: 'failed', error: (err as Error).message };
  }
}

/**
 * Sends a text and keeps it in the outbox, sent or failed, so every message can be accounted for.
 * A secret in it (a code) is masked in the stored copy, except for the development console outbox.
 */
export async function sendSms(deps: SmsDeps, to: string, text: string, secret?: string): Promise<void> {
  const body =
    secret && deps.sms.provider !== 'console' ? text.replaceAll(secret, '•'.repeat(secret.length)) : text;
  const row = await deliver(deps, to, text, body);
  await insertOutboxMessages(deps.db, [row]);
  if (row.status === 'failed') {
    throw new AppError(502, 'SMS_FAILED', 'No se pudo enviar el SMS. Intenta nuevamente.');
  }
}

/**
 * Sends texts that carry no secret (a bank statement's receipts), each on its own, and keeps them in
 * the outbox in one statement. A failed one is logged and kept as failed; the rest still go.
 */
export async function sendSmsBatch(deps: SmsDeps, messages: readonly { to: string; text: string }[]) {
  const rows: OutboxRow[] = [];
  for (const { to, text } of messages) rows.push(await deliver(deps, to, text, text));
  await insertOutboxMessages(deps.db, rows);
}
