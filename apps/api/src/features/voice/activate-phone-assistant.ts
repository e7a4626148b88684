// POST shops/{shopId}/voice/activate: a Plus studio gets its own number from the telephony provider
// (a local number in its country, its voice and messaging webhooks pointed at PUBLIC_URL), once.
import { ErrorCode } from '@studio/domain/error-codes';
import type { Voice } from '@studio/domain/payments-contract';
import type { Kysely } from 'kysely';
import type { TelephonyProvider } from '../../adapters/telephony/telephony-provider.ts';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { paidPlan } from '../payments/payments.public.ts';
import { showPhoneAssistant } from './show-phone-assistant.ts';
import { findPhoneAssistant, insertPhoneAssistant } from './voice.repo.ts';
import { voiceWebhookUrls } from './webhook-urls.ts';

export interface ActivationDeps {
  db: Kysely<Database>;
  telephony: TelephonyProvider;
  publicUrl: string;
}

// Country calling codes of the studios' countries, longest first where they share digits.
const countryCodes: [string, string][] = [
  ['+971', 'AE'],
  ['+352', 'LU'],
  ['+49', 'DE'],
  ['+43', 'AT'],
  ['+41', 'CH'],
  ['+44', 'GB'],
  ['+33', 'FR'],
  ['+31', 'NL'],
  ['+32', 'BE'],
  ['+39', 'IT'],
  ['+34', 'ES'],
  ['+45', 'DK'],
  ['+46', 'SE'],
  ['+48', 'PL'],
  ['+84', 'VN'],
  ['+1', 'US'],
];

/** The studio's country from its own phone number; Germany when the number does not say. */
export function countryOfPhone(phone: string): string {
  const compact = phone.replace(/[\s()/-]/g, '').replace(/^00/, '+');
  return countryCodes.find(([prefix]) => compact.startsWith(prefix))?.[1] ?? 'DE';
}

export async function activatePhoneAssistant(deps: ActivationDeps, shop: ShopRow): Promise<Voice> {
  const { db, telephony } = deps;
  if ((await paidPlan(db, shop.id)) !== 'plus') throw new AppError(ErrorCode.planUpgradeNeeded);
  // The simulator's range is small: a number another studio holds is drawn again.
  for (let attempt = 0; attempt < 20 && !(await findPhoneAssistant(db, shop.id)); attempt += 1) {
    const urls = voiceWebhookUrls(deps.publicUrl);
    const number = await telephony.provisionNumber({
      countryCode: countryOfPhone(shop.phone),
      voiceUrl: urls.incomingCall,
      messagingUrl: urls.incomingMessage,
      statusUrl: urls.callStatus,
    });
    const stored = await insertPhoneAssistant(db, shop.id, { ...number, provider: telephony.name });
    // A simultaneous activation stored its number first, or the number is someone else's: give it back.
    if (!stored) await telephony.releaseNumber(number.numberRef);
  }
  return showPhoneAssistant(db, telephony.name, shop);
}
