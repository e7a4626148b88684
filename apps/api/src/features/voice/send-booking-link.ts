// The booking link to a customer's number through the messaging app (WhatsApp, SMS where WhatsApp
// cannot deliver), in the conversation's language, pre-filled with the treatment spoken of. Never
// to a number that said STOP, and at most a few messages per number and day. The simulator's
// conversations have no number: their message goes to the message log only.
import { randomUUID } from 'node:crypto';
import { addDays } from '@studio/domain/calendar-day';
import type { AssistantLanguage } from '@studio/domain/voice-contract';
import type { Kysely } from 'kysely';
import type { TelephonyProvider } from '../../adapters/telephony/telephony-provider.ts';
import type { Database } from '../../db/schema.ts';
import { assistantTexts, listInLanguage } from './assistant-texts.ts';
import { clockTime, dayLabel, type StudioFacts, todayOf } from './studio-facts.ts';
import { countMessagesSentSince, hasOptedOut, insertMessage } from './voice.repo.ts';

export interface MessagingDeps {
  db: Kysely<Database>;
  telephony: TelephonyProvider;
  publicUrl: string;
  messagesPerNumberPerDay: number;
}

export interface LinkRequest {
  /** The assistant's number, the sender. */
  from: string;
  /** The customer's number (E.164); null in the simulator. */
  to: string | null;
  language: AssistantLanguage;
  treatmentId: string | null;
  callId: string | null;
  /** Add the next free times (the answer to a customer's message). */
  withFreeTimes: boolean;
}

export type LinkResult =
  | { sent: true; channel: 'whatsapp' | 'sms' | 'simulator' }
  | { sent: false; reason: 'optedOut' | 'dailyLimit' };

export function bookingLink(publicUrl: string, shopId: string, treatmentId: string | null): string {
  const base = `${publicUrl}/partner/${shopId}/app/book`;
  return treatmentId ? `${base}?${new URLSearchParams({ services: treatmentId }).toString()}` : base;
}

async function nextFreeTimes(facts: StudioFacts, treatmentId: string | null, language: AssistantLanguage) {
  const treatments = await facts.treatments();
  const treatment = treatments.find((row) => row.id === treatmentId) ?? treatments[0];
  if (!treatment) return null;
  const texts = assistantTexts[language];
  for (let index = 0; index < 14; index += 1) {
    const date = addDays(todayOf(facts), index);
    const times = await facts.freeTimes(treatment.id, date);
    if (times.length > 0) {
      const label = dayLabel(facts, date, texts);
      return `${treatment.name}, ${label}: ${listInLanguage(times.slice(0, 3).map(clockTime), language)}`;
    }
  }
  return null;
}

export async function sendBookingLink(
  deps: MessagingDeps,
  facts: StudioFacts,
  request: LinkRequest,
): Promise<LinkResult> {
  const { db } = deps;
  const { shop, now } = facts;
  const to = request.to;
  if (to !== null) {
    if (await hasOptedOut(db, shop.id, to)) return { sent: false, reason: 'optedOut' };
    const since = new Date(now - 24 * 60 * 60 * 1000);
    if ((await countMessagesSentSince(db, shop.id, to, since)) >= deps.messagesPerNumberPerDay) {
      return { sent: false, reason: 'dailyLimit' };
    }
  }
  const times = request.withFreeTimes
    ? await nextFreeTimes(facts, request.treatmentId, request.language)
    : null;
  const body = assistantTexts[request.language].linkMessage(
    shop.name,
    bookingLink(deps.publicUrl, shop.id, request.treatmentId),
    times,
  );
  const sent =
    to === null
      ? { messageRef: null, channel: 'simulator' as const }
      : await deps.telephony.sendMessage({ from: request.from, to, body });
  await insertMessage(db, shop.id, {
    id: randomUUID(),
    providerMessageId: sent.messageRef,
    direction: 'out',
    channel: sent.channel,
    counterpart: to ?? 'simulator',
    body,
    callId: request.callId,
    createdAt: new Date(now),
  });
  return { sent: true, channel: sent.channel };
}
