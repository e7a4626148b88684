import type { ModuleFlags } from '@studio/domain/shop';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { updateModuleFlags } from './shops.repo.ts';
import { showModuleFlags } from './show-module-flags.ts';

/** The global admin switches modules of a shop on or off; flags left out stay. */
export async function changeModuleFlags(
  db: Kysely<Database>,
  shopId: string,
  changes: Partial<ModuleFlags>,
): Promise<ModuleFlags> {
  await updateModuleFlags(db, shopId, changes);
  return showModuleFlags(db, shopId);
}
