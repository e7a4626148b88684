import type { OwnContactPhone } from '@studio/domain/booking-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findLastOwnPhone } from './bookings.repo.ts';

/**
 * GET me/contact-phone: the number the caller last booked with, so that a signed-in customer is
 * offered the messaging consent with it without typing it again.
 */
export async function showOwnContactPhone(db: Kysely<Database>, userId: string): Promise<OwnContactPhone> {
  return { phone: await findLastOwnPhone(db, userId) };
}
