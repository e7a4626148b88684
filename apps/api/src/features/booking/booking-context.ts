import type { Kysely } from 'kysely';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { Clock } from '../../clock.ts';
import type { BookingRow, Database, ShopRow } from '../../db/schema.ts';
import type { BookingMailData } from './booking-mails.ts';
import { presentBooking } from './booking-presenters.ts';
import { findBookingServices } from './bookings.repo.ts';

/** What the booking use cases need: the database, mail, the clock and somewhere to report mail failures. */
export interface BookingContext {
  db: Kysely<Database>;
  mail: MailContext;
  clock: Clock;
  log: { error(details: Record<string, unknown>, message: string): void };
}

/** The booking, its treatments and its member's name, as the mails show them. */
export async function loadMailData(
  db: Kysely<Database>,
  booking: BookingRow,
  shop: ShopRow,
  cancelUrl?: string,
): Promise<BookingMailData> {
  const services = (await findBookingServices(db, [booking.id])).get(booking.id) ?? [];
  const member = booking.team_member_id
    ? await db
        .selectFrom('team_members')
        .select('name')
        .where('id', '=', booking.team_member_id)
        .executeTakeFirst()
    : undefined;
  return { booking, services, shop, teamMemberName: member ? member.name : null, cancelUrl };
}

/** Mails go out after the booking is committed; a failure to write one does not undo the booking. */
export async function sendSafely(
  context: BookingContext,
  what: string,
  send: () => Promise<void>,
): Promise<void> {
  try {
    await send();
  } catch (error) {
    context.log.error({ err: error, mail: what }, 'booking mail could not be written');
  }
}

export async function presentBookingRows(
  db: Kysely<Database>,
  rows: readonly BookingRow[],
  timezone: string,
) {
  const services = await findBookingServices(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentBooking(row, services.get(row.id) ?? [], timezone));
}
