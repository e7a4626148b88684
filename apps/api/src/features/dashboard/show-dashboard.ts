// The shop admin's dashboard numbers (spec §2 /shop, §4 onboarding checklist) from the real state.
import type { Dashboard } from '@studio/domain/booking-contract';
import { missingForReview } from '@studio/domain/shop-contract';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';

const dayMs = 24 * 60 * 60 * 1000;

async function exists(
  db: Kysely<Database>,
  table: 'services' | 'opening_hours' | 'unavailabilities' | 'booking_rules' | 'team_members',
  shopId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('shop_id')
    .where('shop_id', '=', shopId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function showDashboard(db: Kysely<Database>, shop: ShopRow, now: number): Promise<Dashboard> {
  const since = new Date(now - 30 * dayMs);
  const [counts, activeTreatment, hours, closures, rules, team] = await Promise.all([
    db
      .selectFrom('bookings')
      .select((eb) => [
        eb.fn
          .count<number>('id')
          .filterWhere((inner) =>
            inner.and([inner('created_at', '>=', since), inner('status', '<>', 'cancelled')]),
          )
          .as('recent'),
        eb.fn
          .count<number>('id')
          .filterWhere((inner) =>
            inner.and([
              inner('start_at', '>=', new Date(now)),
              inner('status', 'in', ['pending', 'confirmed']),
            ]),
          )
          .as('upcoming'),
      ])
      .where('shop_id', '=', shop.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('services')
      .select('id')
      .where('shop_id', '=', shop.id)
      .where('active', '=', true)
      .limit(1)
      .executeTakeFirst(),
    exists(db, 'opening_hours', shop.id),
    exists(db, 'unavailabilities', shop.id),
    exists(db, 'booking_rules', shop.id),
    exists(db, 'team_members', shop.id),
  ]);
  const profile = missingForReview({
    name: shop.name,
    address: shop.address,
    phone: shop.phone,
    email: shop.email,
    category: shop.category,
    logoUrl: shop.logo_url,
    backgroundUrl: shop.background_url,
    googlePlacesId: shop.google_places_id,
    latitude: shop.latitude,
    longitude: shop.longitude,
  });
  return {
    bookingsLast30Days: Number(counts.recent),
    stampsLast30Days: 0,
    vouchersLast30Days: 0,
    upcomingBookings: Number(counts.upcoming),
    checklist: {
      profile: profile.length === 0,
      treatments: activeTreatment !== undefined,
      bookingHours: hours,
      closures,
      slots: rules,
      team,
      deals: false,
      stampCards: false,
      vouchers: false,
      phoneAssistant: false,
    },
  };
}
