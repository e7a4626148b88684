import { distanceBandsKm } from '@studio/domain/consumer-contract';
import type { ShopCategory } from '@studio/domain/shop';
import { type Kysely, sql } from 'kysely';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { MatchCount } from '../../db/match-count.ts';
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
  /** The studio's availability version, read with the row: its kept free times are valid at it. */
  availability_version: string | number | null;
}

const kmPerDegree = 111.32;

/**
 * Live studios with coordinates inside the radius, of the category (and Plus only if asked), with
 * their distance, band and Plus flag: a bounding box on the coordinates (index
 * shops_active_location) narrows the rows before the exact great-circle distance. Without the
 * treatment check, which costs an index probe per studio and is made only on the rows needed.
 */
function studiosInReach(db: Kysely<Database>, area: StudioSearchArea) {
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
    .select([distance.as('distance_km'), band.as('band'), plus.as('plus')])
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
  return query;
}

/** The studio (column `id` of the query it is used in) has an active treatment containing `text`. */
const offersTreatment = (text: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM treatments t WHERE t.shop_id = found.id AND t.active
    AND t.name ILIKE ${containsPattern(text)})`;

/**
 * A page of live studios in reach, ranked: distance band first (nearest band first), inside a band
 * Plus studios first, then by distance. The studios in reach are ranked first and the treatment
 * check runs down that ranking only until the page is full (`OFFSET 0` keeps PostgreSQL from
 * moving the check below the ranking), so a page near the centre of a busy city checks tens of
 * studios, not every one in reach.
 */
export async function searchLiveStudios(
  db: Kysely<Database>,
  area: StudioSearchArea,
): Promise<FoundStudioRow[]> {
  const ranked = studiosInReach(db, area)
    .orderBy('band')
    .orderBy('plus', 'desc')
    .orderBy('distance_km')
    .orderBy('shops.id')
    .offset(0);
  let query = db
    .selectFrom(ranked.as('found'))
    .selectAll('found')
    .select((eb) =>
      eb
        .selectFrom('availability_versions')
        .select('version')
        .whereRef('availability_versions.shop_id', '=', 'found.id')
        .as('availability_version'),
    );
  const text = area.treatmentText;
  if (text) query = query.where(offersTreatment(text));
  const rows = await query
    .orderBy('found.band')
    .orderBy('found.plus', 'desc')
    .orderBy('found.distance_km')
    .orderBy('found.id')
    .limit(area.limit)
    .offset(area.offset)
    .execute();
  return rows as unknown as FoundStudioRow[];
}

/** Live studios in reach counted one by one up to this many; beyond, the count is estimated. */
export const exactStudioCountLimit = 100;

/**
 * How many live studios in reach match: exact up to `exactUpTo`. Beyond, the treatment check stops
 * at the match after it and the count is estimated from the studios in reach (counted without the
 * check) times the share of those checked that matched.
 */
export async function countLiveStudios(
  db: Kysely<Database>,
  area: StudioSearchArea,
  exactUpTo = exactStudioCountLimit,
): Promise<MatchCount> {
  const text = area.treatmentText;
  const inReach = studiosInReach(db, area)
    .clearSelect()
    .select([
      'shops.id',
      sql<number>`row_number() OVER ()`.as('checked'),
      sql<number>`count(*) OVER ()`.as('in_reach'),
    ])
    .offset(0);
  if (!text) {
    const first = await db
      .selectFrom(inReach.as('found'))
      .select('found.in_reach')
      .limit(1)
      .executeTakeFirst();
    return { total: Number(first?.in_reach ?? 0), estimated: false };
  }
  const matches = await db
    .selectFrom(inReach.as('found'))
    .select(['found.checked', 'found.in_reach'])
    .where(offersTreatment(text))
    .limit(exactUpTo + 1)
    .execute();
  const last = matches.at(-1);
  if (!last || matches.length <= exactUpTo) return { total: matches.length, estimated: false };
  const share = matches.length / Number(last.checked);
  return {
    total: Math.max(matches.length, Math.round(Number(last.in_reach) * share)),
    estimated: Number(last.checked) < Number(last.in_reach),
  };
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
