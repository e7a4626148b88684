// Module flags enforced by the API: every endpoint of a switchable module
// (deals, stamps, gifts, menu, reservations, orders, analytics, partner cards, vouchers) calls
// requireModuleEnabled with the shop it acts on before doing anything.

import { ErrorCode } from '@studio/domain/error-codes';
import type { ModuleFlagName } from '@studio/domain/shop';
import { isUuid } from '@studio/domain/uuid';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { findModuleFlags } from './shops.repo.ts';

/**
 * 404 9404 when the shop's module is switched off, for everyone but a global admin (who switches it
 * back on and may look meanwhile); 1001 when there is no such shop.
 */
export async function requireModuleEnabled(
  db: Kysely<Database>,
  shopId: string,
  flag: ModuleFlagName,
  identity: Identity | null,
): Promise<void> {
  // Routes reach here with the shop route access found; a caller without one may pass anything.
  const flags = isUuid(shopId) ? await findModuleFlags(db, shopId) : undefined;
  if (!flags) throw new AppError(ErrorCode.shopNotFound);
  if (!flags[flag] && identity?.role !== 'globalAdmin') throw new AppError(ErrorCode.notFound);
}
