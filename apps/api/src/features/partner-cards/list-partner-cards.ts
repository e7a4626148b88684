import type { PartnerCard } from '@studio/domain/partner-card-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listPartnerCardRows } from './partner-cards.repo.ts';
import { presentPartnerCard } from './present-partner-card.ts';

/** Every partner card there is, by title. */
export async function listPartnerCards(db: Kysely<Database>): Promise<PartnerCard[]> {
  return (await listPartnerCardRows(db)).map(presentPartnerCard);
}
