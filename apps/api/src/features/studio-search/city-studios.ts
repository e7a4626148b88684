import {
  type CityPageCategory,
  type ConsumerCity,
  cityPageCategories,
  consumerCities,
} from '@studio/domain/consumer-cities';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  countLiveStudiosByCategory,
  type FoundStudioRow,
  listActiveTreatments,
  listOpeningRanges,
  type OpeningRangeRow,
  searchLiveStudios,
} from './studio-search.repo.ts';

/** The most studios one city page lists (Plus first inside each distance band from the centre). */
const studiosPerCityPage = 50;

export interface CityStudio {
  row: FoundStudioRow;
  priceRangeCents: { min: number; max: number } | null;
  openingRanges: OpeningRangeRow[];
}

/** The live studios of a city (and category), with their price ranges and booking hours. */
export async function listCityStudios(
  db: Kysely<Database>,
  city: ConsumerCity,
  category: CityPageCategory | undefined,
): Promise<CityStudio[]> {
  const rows = await searchLiveStudios(db, {
    latitude: city.latitude,
    longitude: city.longitude,
    radiusKm: city.radiusKm,
    category,
    treatmentText: undefined,
    limit: studiosPerCityPage,
    offset: 0,
  });
  const ids = rows.map((row) => row.id);
  const [treatments, ranges] = await Promise.all([listActiveTreatments(db, ids), listOpeningRanges(db, ids)]);
  return rows.map((row) => {
    const prices = treatments.filter((t) => t.shop_id === row.id).map((t) => t.price_cents);
    return {
      row,
      priceRangeCents: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
      openingRanges: ranges.filter((range) => range.shop_id === row.id),
    };
  });
}

export interface CityPageEntry {
  city: ConsumerCity;
  category: CityPageCategory | undefined;
}

/** The city pages that list at least one live studio: each city, and each of its categories. */
export async function listCityPagesWithStudios(db: Kysely<Database>): Promise<CityPageEntry[]> {
  const pages: CityPageEntry[] = [];
  for (const city of consumerCities) {
    const counts = await countLiveStudiosByCategory(db, city);
    const categories = cityPageCategories.filter((category) => (counts.get(category) ?? 0) > 0);
    if (categories.length === 0) continue;
    pages.push({ city, category: undefined }, ...categories.map((category) => ({ city, category })));
  }
  return pages;
}
