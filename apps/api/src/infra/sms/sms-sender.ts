/** Sends one text message; adapters are chosen by configuration (console outside production, Twilio). */
export interface SmsSender {
  readonly provider: 'console' | 'twilio';
  send(to: string, body: string): Promise<{ providerMessageId?: string }>;
}

export class SmsDeliveryError extends Error {}
