import { distanceBandsKm } from '@studio/domain/consumer-contract';
import type { ShopCategory } from '@studio/domain/shop';
import { type Kysely, sql } from 'kysely';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { Database, ShopRow } from '../../db/schema.ts';

export interface StudioSearchArea {
  latitude: number;
  longitude: number;
  radiusKm: number;
  category: ShopCategory | undefined;
  /** Part of a treatment name; the studio needs an active treatment that contains it. */
  treatmentText: string | undefined;
  /** Plus studios only. */
  plusOnly?: boolean;
  limit: number;
  offset: number;
}

export interface FoundStudioRow extends ShopRow {
  distance_km: number;
  plus: boolean;
  total: number | string;
}

const kmPerDegree = 111.32;

/**
 * Live studios with coordinates inside the radius, ranked: distance band first (nearest band
 * first), inside a band Plus studios first, then by distance. A bounding box on the coordinates
 * (index shops_active_location) narrows the rows before the exact great-circle distance.
 */
export async function searchLiveStudios(
  db: Kysely<Database>,
  area: StudioSearchArea,
): Promise<FoundStudioRow[]> {
  const latitudeSpan = area.radiusKm / kmPerDegree;
  const longitudeSpan =
    area.radiusKm / (kmPerDegree * Math.max(Math.cos((area.latitude * Math.PI) / 180), 0.01));
  const distance = sql<number>`(6371.0088 * 2 * asin(sqrt(
    power(sin(radians(shops.latitude - ${area.latitude}) / 2), 2) +
    cos(radians(${area.latitude})) * cos(radians(shops.latitude)) *
    power(sin(radians(shops.longitude - ${area.longitude}) / 2), 2))))`;
  const band = sql<number>`(CASE ${sql.join(
    distanceBandsKm.map((bound, index) => sql`WHEN ${distance} < ${bound} THEN ${index}`),
    sql` `,
  )} ELSE ${distanceBandsKm.length} END)`;
  const plus = sql<boolean>`EXISTS (SELECT 1 FROM shop_subscriptions s WHERE s.shop_id = shops.id
    AND s.plan = 'plus' AND s.status IN ('active', 'past_due'))`;
  let query = db
    .selectFrom('shops')
    .selectAll('shops')
    .select([distance.as('distance_km'), plus.as('plus'), sql<number>`count(*) OVER ()`.as('total')])
    .where('shops.status', '=', 'active')
    .where('shops.latitude', 'is not', null)
    .where('shops.longitude', 'is not', null)
    .where('shops.latitude', '>=', area.latitude - latitudeSpan)
    .where('shops.latitude', '<=', area.latitude + latitudeSpan)
    .where('shops.longitude', '>=', area.longitude - longitudeSpan)
    .where('shops.longitude', '<=', area.longitude + longitudeSpan)
    .where(distance, '<=', area.radiusKm);
  if (area.category) query = query.where('shops.category', '=', area.category);
  if (area.plusOnly) query = query.where(plus, '=', true);
  const text = area.treatmentText;
  if (text) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('treatments')
          .select(sql`1`.as('one'))
          .whereRef('treatments.shop_id', '=', 'shops.id')
          .where('treatments.active', '=', true)
          .where('treatments.name', 'ilike', containsPattern(text)),
      ),
    );
  }
  const rows = await query
    .orderBy(band)
    .orderBy(plus, 'desc')
    .orderBy(distance)
    .orderBy('shops.id')
    .limit(area.limit)
    .offset(area.offset)
    .execute();
  return rows as FoundStudioRow[];
}

export interface BookableTreatmentRow {
  id: string;
  shop_id: string;
  name: string;
  price_cents: number;
  duration_minutes: number;
}

/** The active treatments of the given studios, in each studio's order. */
export function listActiveTreatments(
  db: Kysely<Database>,
  shopIds: string[],
): Promise<BookableTreatmentRow[]> {
  if (shopIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('treatments')
    .select(['id', 'shop_id', 'name', 'price_cents', 'duration_minutes'])
    .where('shop_id', 'in', shopIds)
    .where('active', '=', true)
    .orderBy('shop_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export interface OpeningRangeRow {
  shop_id: string;
  weekday: number;
  start_time: string;
  end_time: string;
}

/** The booking hours of the given studios (weekday 1 = Monday), for their structured data. */
export function listOpeningRanges(db: Kysely<Database>, shopIds: string[]): Promise<OpeningRangeRow[]> {
  if (shopIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('opening_hours')
    .select(['shop_id', 'weekday', 'start_time', 'end_time'])
    .where('shop_id', 'in', shopIds)
    .orderBy('shop_id')
    .orderBy('weekday')
    .orderBy('start_time')
    .execute();
}

/** How many live studios of each category lie within the area (for the sitemap's city pages). */
export async function countLiveStudiosByCategory(
  db: Kysely<Database>,
  area: { latitude: number; longitude: number; radiusKm: number },
): Promise<Map<ShopCategory, number>> {
  const rows = await searchLiveStudios(db, {
    ...area,
    category: undefined,
    treatmentText: undefined,
    limit: 10_000,
    offset: 0,
  });
  const counts = new Map<ShopCategory, number>();
  for (const row of rows) counts.set(row.category, (counts.get(row.category) ?? 0) + 1);
  return counts;
}
