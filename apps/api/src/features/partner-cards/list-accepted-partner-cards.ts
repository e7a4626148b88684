import type { PartnerCard } from '@studio/domain/partner-card-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listAcceptedCards } from './partner-cards.repo.ts';
import { presentPartnerCard } from './present-partner-card.ts';

/** The cards the shop accepts now (a choice waiting for approval is not live yet). */
export async function listAcceptedPartnerCards(db: Kysely<Database>, shopId: string): Promise<PartnerCard[]> {
  return (await listAcceptedCards(db, shopId)).map(presentPartnerCard);
}
