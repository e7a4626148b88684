// PUT shops/{shopId}/voice: the language the assistant greets callers in.
import { ErrorCode } from '@studio/domain/error-codes';
import type { Voice } from '@studio/domain/payments-contract';
import type { AssistantLanguage } from '@studio/domain/voice-contract';
import type { Kysely } from 'kysely';
import type { TelephonyProviderName } from '../../config.ts';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { showPhoneAssistant } from './show-phone-assistant.ts';
import { findPhoneAssistant, updatePhoneAssistantLanguage } from './voice.repo.ts';

export async function changeAssistantLanguage(
  db: Kysely<Database>,
  provider: TelephonyProviderName,
  shop: ShopRow,
  language: AssistantLanguage,
): Promise<Voice> {
  const current = await showPhoneAssistant(db, provider, shop);
  if (current.locked) throw new AppError(ErrorCode.planUpgradeNeeded);
  if (!(await findPhoneAssistant(db, shop.id))) throw new AppError(ErrorCode.notFound);
  await updatePhoneAssistantLanguage(db, shop.id, language);
  return showPhoneAssistant(db, provider, shop);
}
