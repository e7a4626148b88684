import type { CustomerPartnerCard } from '@studio/domain/partner-card-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Identity } from '../../http/identity.ts';
import { listCustomerCards } from './partner-cards.repo.ts';
import { presentCustomerPartnerCard } from './present-partner-card.ts';

/** The caller's own cards, newest first. */
export async function listCustomerPartnerCards(
  db: Kysely<Database>,
  identity: Identity,
): Promise<CustomerPartnerCard[]> {
  return (await listCustomerCards(db, identity.uid)).map(presentCustomerPartnerCard);
}
