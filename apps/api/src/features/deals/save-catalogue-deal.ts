import { randomUUID } from 'node:crypto';
import type { DealValues, ManagedDeal } from '@studio/domain/deal-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { dealColumnsOf } from './deal-columns.ts';
import {
  existingShopIds,
  insertCatalogueDeal,
  listCatalogueDeals,
  replaceDealShops,
  updateCatalogueDeal,
} from './deals.repo.ts';
import { presentManagedDeal } from './present-deal.ts';

async function requireShops(db: Kysely<Database>, shopIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(shopIds)];
  const found = await existingShopIds(db, unique);
  if (found.length !== unique.length)
    throw new AppError(ErrorCode.invalidInput, { problems: { shopIds: 'invalid' } });
  return unique;
}

async function shown(db: Kysely<Database>, id: string): Promise<ManagedDeal> {
  const [row] = await listCatalogueDeals(db, id);
  if (!row) throw new AppError(ErrorCode.dealNotFound);
  return presentManagedDeal(row);
}

/**
 * POST deals: a global admin's ready-made deal, live at once and switched off in each of its shops
 * until the shop (or a global admin) switches it on.
 */
export async function createCatalogueDeal(db: Kysely<Database>, values: DealValues): Promise<ManagedDeal> {
  const shopIds = await requireShops(db, values.shopIds);
  const id = randomUUID();
  await inTransaction(db, async (trx) => {
    await insertCatalogueDeal(trx, id, dealColumnsOf(values));
    await replaceDealShops(trx, id, shopIds);
  });
  return shown(db, id);
}

/** PUT deals/{id}: changes apply at once; shops added start switched off, kept shops keep their state. */
export async function updateCatalogueDealById(
  db: Kysely<Database>,
  id: string,
  values: DealValues,
): Promise<ManagedDeal> {
  const shopIds = await requireShops(db, values.shopIds);
  await inTransaction(db, async (trx) => {
    if (!(await updateCatalogueDeal(trx, id, dealColumnsOf(values))))
      throw new AppError(ErrorCode.dealNotFound);
    await replaceDealShops(trx, id, shopIds);
  });
  return shown(db, id);
}
