import type { BookingPolicy } from '@studio/domain/booking-policy-contract';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { findPolicy, findTreatmentDeposits } from './deposits.repo.ts';
import { presentBookingPolicy } from './present-booking-policy.ts';

export async function showBookingPolicy(db: Kysely<Database>, shop: ShopRow): Promise<BookingPolicy> {
  const [policy, treatmentDeposits] = await Promise.all([
    findPolicy(db, shop.id),
    findTreatmentDeposits(db, shop.id),
  ]);
  return presentBookingPolicy(policy, treatmentDeposits, shop);
}
