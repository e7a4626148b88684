import type { BookingPolicy } from '@studio/domain/booking-policy-contract';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { findPolicy } from './deposits.repo.ts';
import { presentBookingPolicy } from './present-booking-policy.ts';

export async function showBookingPolicy(db: Kysely<Database>, shop: ShopRow): Promise<BookingPolicy> {
  return presentBookingPolicy(await findPolicy(db, shop.id), shop);
}
