import { type ClientCard, type ClientVisit, lateCancellationHours } from '@studio/domain/client-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  bookingTreatmentRows,
  clientGroupRows,
  clientStats,
  completedOrderCents,
  giftClaimRows,
  groupBookingRows,
  noteRows,
  stampCardRow,
  voucherRows,
} from './clients.repo.ts';
import { presentContact } from './present-client.ts';
import { presentClientNote } from './present-client-note.ts';
import { type ClientViewer, requireVisibleClient } from './require-client.ts';

/** Everything the studio knows of a client: contact, visits, money, loyalty, consent and notes. */
export async function showClientCard(
  db: Kysely<Database>,
  shopId: string,
  clientId: string,
  now: Date,
  viewer: ClientViewer = { all: true },
): Promise<ClientCard> {
  const client = await requireVisibleClient(db, shopId, clientId, viewer);
  const group = await clientGroupRows(db, shopId, client.id);
  const ids = group.map((row) => row.id);
  const userIds = group.flatMap((row) => (row.user_id ? [row.user_id] : []));
  const emails = group.flatMap((row) => (row.email ? [row.email.toLowerCase()] : []));
  const [bookings, stats, orderCents, stamps, vouchers, gifts, notes] = await Promise.all([
    groupBookingRows(db, shopId, ids),
    clientStats(db, shopId, [client.id], now, lateCancellationHours),
    completedOrderCents(db, shopId, userIds),
    stampCardRow(db, shopId, userIds),
    voucherRows(db, shopId, userIds, emails),
    giftClaimRows(db, shopId, userIds),
    noteRows(db, shopId, ids),
  ]);
  const treatments = await bookingTreatmentRows(
    db,
    bookings.map((booking) => booking.id),
  );
  const visits: { visit: ClientVisit; upcoming: boolean }[] = bookings.map((booking) => {
    const lines = treatments.filter((line) => line.booking_id === booking.id);
    return {
      upcoming: booking.start_at > now && (booking.status === 'pending' || booking.status === 'confirmed'),
      visit: {
        bookingId: booking.id,
        start: booking.start_at.toISOString(),
        end: booking.end_at.toISOString(),
        status: booking.status,
        treatments: lines.map((line) => line.name),
        serviceIds: lines.flatMap((line) => (line.treatment_id ? [line.treatment_id] : [])),
        teamMemberId: booking.team_member_id,
        priceCents: lines.reduce((sum, line) => sum + line.price_cents, 0),
      },
    };
  });
  const visitCents = bookings
    .filter(
      (booking) => booking.status === 'completed' || (booking.status === 'confirmed' && booking.end_at < now),
    )
    .reduce(
      (sum, booking) =>
        sum +
        treatments
          .filter((line) => line.booking_id === booking.id)
          .reduce((lineSum, line) => lineSum + line.price_cents, 0),
      0,
    );
  const clientStatsRow = stats.get(client.id);
  return {
    id: client.id,
    name: client.name,
    ...presentContact(client),
    hasAccount: userIds.length > 0,
    marketingConsent: client.marketing_consent,
    createdAt: client.created_at.toISOString(),
    visits: clientStatsRow?.visits ?? 0,
    noShows: clientStatsRow?.noShows ?? 0,
    lateCancellations: clientStatsRow?.lateCancellations ?? 0,
    totalSpentCents: visitCents + orderCents,
    ...(clientStatsRow?.lastVisitAt ? { lastVisitAt: clientStatsRow.lastVisitAt.toISOString() } : {}),
    // Upcoming soonest first, past most recent first.
    upcoming: visits
      .filter((entry) => entry.upcoming)
      .map((entry) => entry.visit)
      .reverse(),
    past: visits.filter((entry) => !entry.upcoming).map((entry) => entry.visit),
    loyalty: {
      stamps: stamps
        ? { stamps: stamps.stamps, maxStamps: stamps.max_stamps, redemptions: stamps.redemptions }
        : null,
      vouchers: vouchers.map((voucher) => ({
        id: voucher.id,
        code: voucher.code,
        remainingCents: voucher.remaining_cents,
        expiresAt: voucher.expires_at.toISOString(),
      })),
      gifts: gifts.map((gift) => ({
        id: gift.id,
        title: gift.title,
        claimedAt: gift.claimed_at.toISOString(),
        handedOver: gift.handed_over_at !== null,
      })),
    },
    notes: notes.map(presentClientNote),
    merged: group
      .filter((row) => row.id !== client.id)
      .map((row) => ({ id: row.id, name: row.name, ...presentContact(row) })),
  };
}
