import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import { openingHoursTemplate } from '@studio/domain/opening-hours';
import { moduleFlagsForCategory } from '@studio/domain/shop';
import type { CreateShopRequest, ManagedShop } from '@studio/domain/shop-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { requireVerifiedEmail } from '../auth/auth.public.ts';
import { replaceOpeningRanges } from '../availability/availability.public.ts';
import { presentManagedShop } from './present-managed-shop.ts';
import { findAccountForUpdate, insertShop, makeShopAdmin } from './shops.repo.ts';

/**
 * A new studio, `pending` until a global admin activates it, with the module flags of its category
 * (a nail studio has no menu, table orders or reservations until switched on) and the booking
 * hours template (Mon–Fri 09:00–18:00, Sat 10:00–14:00) to edit. A verified
 * user without a shop creates one and becomes its shopAdmin; a global admin may name the owner
 * (`ownerUid`). Shop, flags and the owner's new role are written in ONE transaction, with the
 * owner's account locked so that a double submission cannot make two shops.
 */
export async function createShop(
  db: Kysely<Database>,
  creator: Identity,
  input: CreateShopRequest,
): Promise<ManagedShop> {
  const { ownerUid: requestedOwner, ...fields } = input;
  const byGlobalAdmin = creator.role === 'globalAdmin';
  if (!byGlobalAdmin) {
    if (requestedOwner !== undefined && requestedOwner !== creator.uid)
      throw new AppError(ErrorCode.forbidden);
    if (creator.role === 'shopAdmin' && creator.shopId) throw new AppError(ErrorCode.conflict);
    await requireVerifiedEmail(db, creator);
  }
  const ownerUid = byGlobalAdmin ? requestedOwner : creator.uid;

  const shop = await inTransaction(db, async (trx) => {
    if (ownerUid) {
      const owner = await findAccountForUpdate(trx, ownerUid);
      if (!owner || owner.guest)
        throw new AppError(byGlobalAdmin ? ErrorCode.notFound : ErrorCode.signInRequired);
      if (owner.role === 'globalAdmin' || (owner.role === 'shopAdmin' && owner.shop_id)) {
        throw new AppError(ErrorCode.conflict);
      }
    }
    const row = await insertShop(
      trx,
      {
        id: randomUUID(),
        name: fields.name,
        address: fields.address,
        phone: fields.phone,
        email: fields.email,
        category: fields.category,
        status: 'pending',
        ...(fields.description !== undefined ? { description: fields.description } : {}),
        ...(fields.googlePlacesId ? { google_places_id: fields.googlePlacesId } : {}),
        ...(fields.latitude != null ? { latitude: fields.latitude } : {}),
        ...(fields.longitude != null ? { longitude: fields.longitude } : {}),
        ...(fields.timezone ? { timezone: fields.timezone } : {}),
        ...(fields.currencyCode ? { currency_code: fields.currencyCode } : {}),
        ...(fields.externalLinks ? { external_links: JSON.stringify(fields.externalLinks) } : {}),
      },
      moduleFlagsForCategory(fields.category),
    );
    await replaceOpeningRanges(
      trx,
      row.id,
      openingHoursTemplate.flatMap((day) => day.ranges.map((range) => ({ weekday: day.weekday, ...range }))),
    );
    if (ownerUid) await makeShopAdmin(trx, row.id, ownerUid);
    return row;
  });
  return presentManagedShop(shop, undefined);
}
