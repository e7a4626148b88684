// A message from the studio to a customer through the messaging app (WhatsApp, SMS where WhatsApp
// cannot deliver), sent from the studio's assistant number: reminders, waitlist offers, refills.
// Only a Plus studio with an active assistant has a number to send from; a number that said STOP
// gets nothing. The message is kept in the studio's message log like the assistant's own.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TelephonyProvider } from '../../adapters/telephony/telephony-provider.ts';
import type { Database } from '../../db/schema.ts';
import { paidPlan } from '../payments/payments.public.ts';
import { findPhoneAssistant, hasOptedOut, insertMessage } from './voice.repo.ts';

export interface StudioMessaging {
  db: Kysely<Database>;
  telephony: TelephonyProvider;
}

export type StudioMessageResult =
  | { sent: true; channel: 'whatsapp' | 'sms' }
  | { sent: false; reason: 'noNumber' | 'optedOut' };

export async function sendStudioMessage(
  deps: StudioMessaging,
  shopId: string,
  message: { to: string; body: string; now: number },
): Promise<StudioMessageResult> {
  const { db } = deps;
  const assistant = await findPhoneAssistant(db, shopId);
  if (!assistant || (await paidPlan(db, shopId)) !== 'plus') return { sent: false, reason: 'noNumber' };
  if (await hasOptedOut(db, shopId, message.to)) return { sent: false, reason: 'optedOut' };
  const sent = await deps.telephony.sendMessage({
    from: assistant.phone_number,
    to: message.to,
    body: message.body,
  });
  await insertMessage(db, shopId, {
    id: randomUUID(),
    providerMessageId: sent.messageRef,
    direction: 'out',
    channel: sent.channel,
    counterpart: message.to,
    body: message.body,
    callId: null,
    createdAt: new Date(message.now),
  });
  return { sent: true, channel: sent.channel };
}
