import { ErrorCode } from '@studio/domain/error-codes';
import type { StampCard } from '@studio/domain/stamp-card-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { presentStampCard } from './present-stamp-card.ts';
import { findStampCard } from './stamp-cards.repo.ts';

/** The live card (an unapproved new card is not live): 404 9404 when the shop has none. */
export async function showStampCard(db: Kysely<Database>, shopId: string): Promise<StampCard> {
  const card = await findStampCard(db, shopId);
  if (!card) throw new AppError(ErrorCode.notFound);
  return presentStampCard(card);
}
