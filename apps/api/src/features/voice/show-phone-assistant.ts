// GET shops/{shopId}/voice: the assistant's number and state, the forwarding codes for it and the
// greeting callers hear in each language; locked below Plus.
import { forwardingCodes, type Voice } from '@studio/domain/payments-contract';
import { assistantLanguages } from '@studio/domain/voice-contract';
import type { Kysely } from 'kysely';
import type { TelephonyProviderName } from '../../config.ts';
import type { Database, ShopRow } from '../../db/schema.ts';
import { paidPlan } from '../payments/payments.public.ts';
import { assistantTexts } from './assistant-texts.ts';
import { findPhoneAssistant } from './voice.repo.ts';

export function greetingsOf(shop: ShopRow): Voice['greetings'] {
  const [de, en, vi, ar] = assistantLanguages.map((language) => assistantTexts[language].greeting(shop.name));
  return { de: de ?? '', en: en ?? '', vi: vi ?? '', ar: ar ?? '' };
}

export async function showPhoneAssistant(
  db: Kysely<Database>,
  provider: TelephonyProviderName,
  shop: ShopRow,
): Promise<Voice> {
  const plan = await paidPlan(db, shop.id);
  const assistant = plan === 'plus' ? await findPhoneAssistant(db, shop.id) : undefined;
  return {
    locked: plan !== 'plus',
    plan,
    phoneNumber: assistant?.phone_number ?? null,
    active: assistant !== undefined,
    forwarding: assistant ? forwardingCodes(assistant.phone_number) : null,
    provider: assistant?.provider ?? provider,
    language: assistant?.language ?? 'de',
    greetings: greetingsOf(shop),
  };
}
