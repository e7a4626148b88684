// The consumer platform's contract: place search (GET places) and the studio search (GET studios).
import { z } from 'zod';
import { shopCategories } from './shop.ts';

/** GET places?q=: what a person typed, a name and a place ("Nagelstudio Lumière, Kastanienallee Berlin"). */
export const placesQuerySchema = z.object({ q: z.string().trim().min(2).max(200) });

export const foundPlaceSchema = z
  .object({
    name: z.string(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    /** Google's place id when Google answered, else the provider's own id of the place. */
    placeId: z.string(),
  })
  .meta({ id: 'Place' });
export type FoundPlaceAnswer = z.infer<typeof foundPlaceSchema>;
export const foundPlacesSchema = z.array(foundPlaceSchema);

/** How far the search reaches by default, and at most. */
export const defaultSearchRadiusKm = 10;
export const maxSearchRadiusKm = 100;

/**
 * The distance bands of the ranking: studios are ordered by band (nearest first), and inside a band
 * Plus studios come first, then by distance. Upper bounds in km; the last band is open.
 */
export const distanceBandsKm = [1, 3, 10, 25] as const;

/** The band a distance falls in: 0 for the nearest, `distanceBandsKm.length` past the last bound. */
export function distanceBandOf(distanceKm: number): number {
  const band = distanceBandsKm.findIndex((bound) => distanceKm < bound);
  return band === -1 ? distanceBandsKm.length : band;
}

/** GET studios: where (`lat`, `lng`, `radiusKm`), what (`category`, `q` over treatment names), when (`date`). */
export const studioSearchQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  radiusKm: z.coerce.number().gt(0).max(maxSearchRadiusKm).default(defaultSearchRadiusKm),
  category: z.enum(shopCategories).optional(),
  q: z.string().trim().min(1).max(100).optional(),
  date: z.iso.date().optional(),
  /** `true`: Plus studios only (the home page features them). */
  plus: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(1000).default(0),
});
export type StudioSearchQuery = z.infer<typeof studioSearchQuerySchema>;

export const studioSearchItemSchema = z
  .object({
    shopId: z.string(),
    name: z.string(),
    address: z.string(),
    category: z.enum(shopCategories),
    /** The studio's IANA time zone: its free times are shown on its clock. */
    timezone: z.string(),
    /** The currency of its prices (ISO 4217). */
    currencyCode: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    /** Rounded to 0.1 km. */
    distanceKm: z.number(),
    /** A Plus studio: ranked first inside its distance band and badged. */
    plus: z.boolean(),
    logoUrl: z.string().nullable(),
    /** The treatment the free times are for: the first whose name matches `q`, else the studio's first. */
    treatment: z
      .object({
        id: z.string(),
        name: z.string(),
        priceCents: z.number().int(),
        durationMinutes: z.number().int(),
      })
      .nullable(),
    /** The lowest and highest price of the studio's bookable treatments, in cents. */
    priceRangeCents: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
    /**
     * Free start times of that treatment on `date` (ISO instants on the studio's clock), the first few;
     * without `date`, those of the studio's next day with free times (up to two weeks ahead).
     */
    nextFreeTimes: z.array(z.string()),
    /** The studio's visible reviews: average to one decimal (null while there is none) and count. */
    reviews: z.object({ average: z.number().nullable(), count: z.number().int() }),
  })
  .meta({ id: 'StudioSearchItem' });
export type StudioSearchItem = z.infer<typeof studioSearchItemSchema>;

export const studioSearchAnswerSchema = z
  .object({ items: z.array(studioSearchItemSchema), total: z.number().int() })
  .meta({ id: 'StudioSearchAnswer' });
export type StudioSearchAnswer = z.infer<typeof studioSearchAnswerSchema>;
