// The customer follows the refill reminder's unsubscribe link: no more refill reminders from that
// studio, by mail or messaging app. Showing the page changes nothing (mail scanners open links);
// the page's button, or a mail client's one-click request, does it.
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findShopById } from '../shops/shops.public.ts';
import { insertRefillOptOut } from './bookings.repo.ts';
import { refillUnsubscribeTokens } from './refill-unsubscribe-links.ts';

/** The studio the token names; a token that is not ours (or a studio gone) → 404 9404. */
export async function findRefillUnsubscribeStudio(db: Kysely<Database>, token: string): Promise<ShopRow> {
  const subscriber = (await refillUnsubscribeTokens(db)).verify(token);
  const shop = subscriber ? await findShopById(db, subscriber.shopId) : undefined;
  if (!shop) throw new AppError(ErrorCode.notFound);
  return shop;
}

export async function unsubscribeFromRefills(db: Kysely<Database>, token: string): Promise<ShopRow> {
  const subscriber = (await refillUnsubscribeTokens(db)).verify(token);
  const shop = subscriber ? await findShopById(db, subscriber.shopId) : undefined;
  if (!subscriber || !shop) throw new AppError(ErrorCode.notFound);
  await insertRefillOptOut(db, shop.id, subscriber.email);
  return shop;
}
