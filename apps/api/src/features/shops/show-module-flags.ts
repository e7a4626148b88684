import { ErrorCode } from '@studio/domain/error-codes';
import type { ModuleFlags } from '@studio/domain/shop';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findModuleFlags } from './shops.repo.ts';

/** Which modules the shop has switched on (a shop without its flags row: 1001). */
export async function showModuleFlags(db: Kysely<Database>, shopId: string): Promise<ModuleFlags> {
  const flags = await findModuleFlags(db, shopId);
  if (!flags) throw new AppError(ErrorCode.shopNotFound);
  return flags;
}
