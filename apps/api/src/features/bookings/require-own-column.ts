import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findBookingRow } from './bookings.repo.ts';

/**
 * Staff change only their own column: the booking must be their team member's and stay theirs.
 * Staff without a linked team member change nothing (403); an unknown booking answers 8103.
 */
export async function requireOwnColumn(
  db: Kysely<Database>,
  shopId: string,
  bookingId: string,
  ownMemberId: string | null,
  movedTo: string | undefined,
): Promise<void> {
  const booking = await findBookingRow(db, shopId, bookingId);
  if (!booking) throw new AppError(ErrorCode.bookingNotFound);
  if (!ownMemberId || booking.team_member_id !== ownMemberId) throw new AppError(ErrorCode.forbidden);
  if (movedTo !== undefined && movedTo !== ownMemberId) throw new AppError(ErrorCode.forbidden);
}
