// All SQL of deposits and fees: the booking policy, a booking's deposit payment and the one fee a
// booking may carry. Every function takes the shop first and uses it in each statement.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../../db/generated-schema.ts';
import type { BookingRow, Database, PaymentRow } from '../../db/schema.ts';

export type BookingPolicyRow = Selectable<DB['booking_policies']>;
export type BookingFeeRow = Selectable<DB['booking_fees']>;

export function findPolicy(db: Kysely<Database>, shopId: string): Promise<BookingPolicyRow | undefined> {
  return db.selectFrom('booking_policies').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
}

export interface PolicyValues {
  deposit_percent: number | null;
  deposit_cents: number | null;
  deposit_new_clients_only: boolean;
  free_cancellation_hours: number;
  late_cancellation_fee_cents: number | null;
  no_show_fee_cents: number | null;
}

export function upsertPolicy(
  db: Kysely<Database>,
  shopId: string,
  values: PolicyValues,
  now: Date,
): Promise<BookingPolicyRow> {
  return db
    .insertInto('booking_policies')
    .values({ shop_id: shopId, ...values, updated_at: now })
    .onConflict((conflict) => conflict.column('shop_id').doUpdateSet({ ...values, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type TreatmentDepositRow = Selectable<DB['treatment_deposits']>;

export function findTreatmentDeposits(db: Kysely<Database>, shopId: string): Promise<TreatmentDepositRow[]> {
  return db
    .selectFrom('treatment_deposits')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('treatment_id')
    .execute();
}

/** The treatments' own deposits, all replaced (the caller checked the treatments are the shop's). */
export async function replaceTreatmentDeposits(
  trx: Kysely<Database>,
  shopId: string,
  deposits: readonly Omit<TreatmentDepositRow, 'shop_id'>[],
): Promise<void> {
  await trx.deleteFrom('treatment_deposits').where('shop_id', '=', shopId).execute();
  if (deposits.length === 0) return;
  await trx
    .insertInto('treatment_deposits')
    .values(deposits.map((deposit) => ({ ...deposit, shop_id: shopId })))
    .execute();
}

/** Whether the customer (by account or by email) has had a completed visit at the shop. */
export async function hasCompletedVisit(
  db: Kysely<Database>,
  shopId: string,
  customer: { userId: string | null; email: string | null },
): Promise<boolean> {
  const { userId, email } = customer;
  if (!userId && !email) return false;
  const visit = await db
    .selectFrom('bookings')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('status', '=', 'completed')
    .where((where) =>
      where.or([
        ...(userId ? [where('user_id', '=', userId)] : []),
        ...(email ? [where(sql`lower(customer_email)`, '=', email.trim().toLowerCase())] : []),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return visit !== undefined;
}

export function findDepositPayments(
  db: Kysely<Database>,
  shopId: string,
  paymentIds: string[],
): Promise<PaymentRow[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('payments')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', 'in', paymentIds)
    .execute();
}

/** The booking a fee is taken for, row-locked so that of simultaneous clicks one decides. */
export function lockBookingForFee(
  trx: Kysely<Database>,
  shopId: string,
  bookingId: string,
): Promise<BookingRow | undefined> {
  return trx
    .selectFrom('bookings')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', bookingId)
    .forUpdate()
    .executeTakeFirst();
}

export function findFee(
  db: Kysely<Database>,
  shopId: string,
  bookingId: string,
): Promise<BookingFeeRow | undefined> {
  return db
    .selectFrom('booking_fees')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
}

export interface NewFee {
  bookingId: string;
  kind: BookingFeeRow['kind'];
  method: BookingFeeRow['method'];
  status: BookingFeeRow['status'];
  amountCents: number;
  currency: string;
  paymentId: string | null;
  createdBy: string;
  now: Date;
}

/** Undefined when the booking already has its fee (the primary key keeps it to one). */
export function insertFee(
  trx: Kysely<Database>,
  shopId: string,
  fee: NewFee,
): Promise<BookingFeeRow | undefined> {
  return trx
    .insertInto('booking_fees')
    .values({
      booking_id: fee.bookingId,
      shop_id: shopId,
      kind: fee.kind,
      method: fee.method,
      status: fee.status,
      amount_cents: fee.amountCents,
      currency: fee.currency,
      payment_id: fee.paymentId,
      created_by: fee.createdBy,
      created_at: fee.now,
      paid_at: fee.status === 'paid' ? fee.now : null,
    })
    .onConflict((conflict) => conflict.column('booking_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Open → paid, once however often the provider reports the payment. */
export function markFeePaid(
  trx: Kysely<Database>,
  shopId: string,
  paymentId: string,
  now: Date,
): Promise<BookingFeeRow | undefined> {
  return trx
    .updateTable('booking_fees')
    .set({ status: 'paid', paid_at: now })
    .where('shop_id', '=', shopId)
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

export function findBookingOfFee(
  db: Kysely<Database>,
  shopId: string,
  bookingId: string,
): Promise<BookingRow | undefined> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', bookingId)
    .executeTakeFirst();
}

/** Claims the fee's payment link: true once, for whoever mails it. */
export async function claimFeePaymentLink(
  db: Kysely<Database>,
  shopId: string,
  bookingId: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .updateTable('booking_fees')
    .set({ payment_link_sent_at: now })
    .where('shop_id', '=', shopId)
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'open')
    .where('payment_link_sent_at', 'is', null)
    .returning('booking_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The fee charged through `paymentId`, if any. */
export function findFeeOfPayment(
  db: Kysely<Database>,
  shopId: string,
  paymentId: string,
): Promise<BookingFeeRow | undefined> {
  return db
    .selectFrom('booking_fees')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
}

/** Card charges whose answer was lost, attempted before `before`: oldest first, across shops. */
export function listUnsettledCardCharges(
  db: Kysely<Database>,
  attempted: { after: Date; before: Date },
  limit: number,
): Promise<BookingFeeRow[]> {
  return db
    .selectFrom('booking_fees')
    .selectAll()
    .where('method', '=', 'charged')
    .where('status', '=', 'open')
    .where('payment_link_sent_at', 'is', null)
    .where('created_at', '>', attempted.after)
    .where('created_at', '<=', attempted.before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
