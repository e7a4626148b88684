import type { BookingRule } from '@studio/domain/booking-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listBookingRuleRows } from './closures.repo.ts';
import { presentBookingRule } from './present-booking-rule.ts';

export async function listBookingRules(db: Kysely<Database>, shopId: string): Promise<BookingRule[]> {
  return (await listBookingRuleRows(db, shopId)).map(presentBookingRule);
}
