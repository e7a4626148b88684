import type { StampRequest } from '@studio/domain/stamp-card-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { presentStampRequest } from './present-stamp-request.ts';
import { listStampRequests as listStampRequestRows, type StampRequestFilter } from './stamp-cards.repo.ts';

/** The shop's requests (pending ones oldest first, the order staff work through them). */
export async function listStampRequests(
  db: Kysely<Database>,
  shopId: string,
  filter: StampRequestFilter,
  page: { limit: number; offset: number },
): Promise<StampRequest[]> {
  const rows = await listStampRequestRows(db, shopId, filter, page);
  return rows.map(presentStampRequest);
}
