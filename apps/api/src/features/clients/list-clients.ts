import { type ClientList, type ClientListQuery, lateCancellationHours } from '@studio/domain/client-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { clientStats, listClientRows } from './clients.repo.ts';
import { presentClientListItem } from './present-client.ts';
import { type ClientViewer, servedByOf } from './require-client.ts';

/** One page of the studio's clients by name, narrowed by a search over name, email and phone. */
export async function listClients(
  db: Kysely<Database>,
  shopId: string,
  query: ClientListQuery,
  viewer: ClientViewer,
  now: Date,
): Promise<{ list: ClientList; nextCursor: string | undefined }> {
  const { rows, total, nextCursor } = await listClientRows(db, shopId, {
    q: query.q,
    servedBy: servedByOf(viewer),
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
    cursor: query.cursor,
  });
  const stats = await clientStats(
    db,
    shopId,
    rows.map((row) => row.id),
    now,
    lateCancellationHours,
  );
  return {
    list: { items: rows.map((row) => presentClientListItem(row, stats.get(row.id))), total },
    nextCursor,
  };
}
