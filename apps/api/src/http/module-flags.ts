// Module flags enforced by the API (spec §3, §6): every endpoint of a switchable module
// (deals, stamps, gifts, menu, reservations, orders, analytics, partner cards, vouchers) calls
// requireModuleEnabled with the shop it acts on before doing anything.
import type { ModuleFlagName } from '@studio/domain/shop';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findModuleFlags } from '../features/shops/shops.repo.ts';
import { AppError } from './app-error.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 9403 when the shop's module is switched off; 1001 when there is no such shop. */
export async function requireModuleEnabled(
  db: Kysely<Database>,
  shopId: string,
  flag: ModuleFlagName,
): Promise<void> {
  const flags = uuidPattern.test(shopId) ? await findModuleFlags(db, shopId) : undefined;
  if (!flags) throw new AppError(1001);
  if (!flags[flag]) throw new AppError(9403);
}
