import { ErrorCode } from '@studio/domain/error-codes';
import type { Reservation } from '@studio/domain/reservation-contract';
import type { Kysely } from 'kysely';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { presentReservation } from './present-reservation.ts';
import { sendReservationDecisionMail } from './reservation-mails.ts';
import { decidePendingReservation, findReservation } from './reservations.repo.ts';

/**
 * Approve or reject once: one guarded UPDATE (pending and not yet passed), so of simultaneous
 * decisions exactly one wins. Unknown 8000, decided 8001, its time passed 8002. The customer
 * gets a mail.
 */
export async function decideReservation(
  db: Kysely<Database>,
  mailer: Mailer,
  staff: Identity,
  shop: ShopRow,
  id: string,
  status: 'approved' | 'rejected',
  now: number,
): Promise<Reservation> {
  const decided = await decidePendingReservation(db, shop.id, id, {
    status,
    decidedBy: staff.uid,
    now: new Date(now),
  });
  if (!decided) {
    const reservation = await findReservation(db, shop.id, id);
    if (!reservation) throw new AppError(ErrorCode.reservationNotFound);
    throw new AppError(
      reservation.status !== 'pending' ? ErrorCode.requestAlreadyHandled : ErrorCode.requestExpired,
    );
  }
  await sendReservationDecisionMail(mailer, decided, shop);
  return presentReservation({ ...decided, shop_name: shop.name, shop_timezone: shop.timezone });
}
