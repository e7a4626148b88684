import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/schema.ts';
import { personRows, personScopeOfClients } from '../personal-data/personal-data.public.ts';
import { clientGroupRows } from './clients.repo.ts';
import { requireClient } from './require-client.ts';

/** Everything the studio holds about a client, for handing it to them (one JSON document, photos inline). */
export async function exportClientData(
  db: Kysely<Database>,
  storage: FileStorage,
  shopId: string,
  clientId: string,
  now: Date,
): Promise<Record<string, unknown>> {
  const client = await requireClient(db, shopId, clientId);
  const group = await clientGroupRows(db, shopId, client.id);
  return {
    exportedAt: now.toISOString(),
    shopId,
    ...(await personRows(db, storage, personScopeOfClients(shopId, group))),
  };
}
