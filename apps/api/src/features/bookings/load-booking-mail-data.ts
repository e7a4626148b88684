import type { Kysely } from 'kysely';
import type { BookingRow, Database, ShopRow } from '../../db/schema.ts';
import { findTeamMemberName } from '../team/team.public.ts';
import type { BookingMailData } from './booking-mails.ts';
import { findBookingTreatments } from './bookings.repo.ts';

/** The booking, its treatments and its member's name, as the mails show them. */
export async function loadBookingMailData(
  db: Kysely<Database>,
  booking: BookingRow,
  shop: ShopRow,
  cancelUrl?: string,
): Promise<BookingMailData> {
  const treatments = (await findBookingTreatments(db, shop.id, [booking.id])).get(booking.id) ?? [];
  const memberName = booking.team_member_id
    ? await findTeamMemberName(db, shop.id, booking.team_member_id)
    : undefined;
  return { booking, treatments, shop, teamMemberName: memberName ?? null, cancelUrl };
}
