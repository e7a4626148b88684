import { addDays } from '@studio/domain/calendar-day';
import type {
  StudioSearchAnswer,
  StudioSearchItem,
  StudioSearchQuery,
} from '@studio/domain/consumer-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type FreeSlotsCache, listKeptFreeSlots, localDateOf } from '../availability/availability.public.ts';
import { findShopRatings } from '../reviews/reviews.public.ts';
import {
  type BookableTreatmentRow,
  countLiveStudios,
  type FoundStudioRow,
  listActiveTreatments,
  searchLiveStudios,
} from './studio-search.repo.ts';

/** Free times shown per studio: enough to choose from on a phone, few enough to stay fast. */
const freeTimesPerStudio = 6;

/**
 * How far "any day" looks ahead for a studio's next free day: two weeks covers a studio closed for
 * a holiday, and keeps each studio to two reads of its calendar.
 */
const anyDayDays = 14;

/** The free start times of one day (the part of an ISO instant before the `T`). */
function firstDayOf(starts: string[]): string[] {
  const day = starts[0]?.slice(0, 10);
  return starts.filter((start) => start.slice(0, 10) === day);
}

/**
 * The treatment's free start times on `day`; without one, on the studio's next day with any: its
 * today first (most studios have a time left), then the following days in one read of the calendar.
 * Each read is the booking page's kept answer for the same days while the studio's availability
 * version is the one read with its row: customers of one city ask for the same studios and days
 * again and again, and a booking or a cancellation changes the version.
 */
async function freeTimesOf(
  db: Kysely<Database>,
  freeSlots: FreeSlotsCache,
  row: FoundStudioRow,
  treatmentId: string,
  day: string | undefined,
  now: number,
): Promise<string[]> {
  const kept = { shop: row, availabilityVersion: String(row.availability_version ?? 0) };
  const startsBetween = async (from: string, to: string) =>
    (await listKeptFreeSlots(db, freeSlots, kept, { serviceIds: treatmentId, from, to }, now)).slots.map(
      (slot) => slot.start,
    );
  if (day) return startsBetween(day, day);
  const today = localDateOf(now, row.timezone);
  const todays = await startsBetween(today, today);
  if (todays.length > 0) return todays;
  return firstDayOf(await startsBetween(addDays(today, 1), addDays(today, anyDayDays - 1)));
}

function treatmentFor(
  treatments: BookableTreatmentRow[],
  text: string | undefined,
): BookableTreatmentRow | undefined {
  const wanted = text?.toLocaleLowerCase();
  return (wanted && treatments.find((t) => t.name.toLocaleLowerCase().includes(wanted))) || treatments[0];
}

/**
 * GET studios: live studios around a point, ranked by distance band, Plus first inside a band (see
 * studio-search.repo.ts), each with the treatment the search is about and its free times on the day
 * asked for (on its next day with free times when none), from the same slot engine as the booking page.
 */
export async function searchStudios(
  db: Kysely<Database>,
  freeSlots: FreeSlotsCache,
  query: StudioSearchQuery,
  now: number,
): Promise<StudioSearchAnswer & { totalEstimated: boolean }> {
  const area = {
    latitude: query.lat,
    longitude: query.lng,
    radiusKm: query.radiusKm,
    category: query.category,
    treatmentText: query.q,
    plusOnly: query.plus,
    limit: query.limit,
    offset: query.offset,
  };
  const [rows, count] = await Promise.all([searchLiveStudios(db, area), countLiveStudios(db, area)]);
  const shopIds = rows.map((row) => row.id);
  const [treatments, ratings] = await Promise.all([
    listActiveTreatments(db, shopIds),
    findShopRatings(db, shopIds),
  ]);
  const treatmentsByShop = new Map<string, BookableTreatmentRow[]>();
  for (const treatment of treatments) {
    const own = treatmentsByShop.get(treatment.shop_id);
    if (own) own.push(treatment);
    else treatmentsByShop.set(treatment.shop_id, [treatment]);
  }
  const items = await Promise.all(
    rows.map(async (row): Promise<StudioSearchItem> => {
      const own = treatmentsByShop.get(row.id) ?? [];
      const treatment = treatmentFor(own, query.q);
      const freeTimes = treatment ? await freeTimesOf(db, freeSlots, row, treatment.id, query.date, now) : [];
      const prices = own.map((t) => t.price_cents);
      return {
        shopId: row.id,
        name: row.name,
        address: row.address,
        category: row.category,
        timezone: row.timezone,
        currencyCode: row.currency_code,
        latitude: row.latitude ?? 0,
        longitude: row.longitude ?? 0,
        distanceKm: Math.round(Number(row.distance_km) * 10) / 10,
        plus: Boolean(row.plus),
        logoUrl: row.logo_url,
        treatment: treatment
          ? {
              id: treatment.id,
              name: treatment.name,
              priceCents: treatment.price_cents,
              durationMinutes: treatment.duration_minutes,
            }
          : null,
        priceRangeCents: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
        nextFreeTimes: freeTimes.slice(0, freeTimesPerStudio),
        reviews: ratings.get(row.id) ?? { average: null, count: 0 },
      };
    }),
  );
  return { items, total: count.total, totalEstimated: count.estimated };
}
