// The cities the consumer platform has pages for (/studios/{city}, /studios/{city}/{category}): a
// studio belongs to a city when its coordinates lie within the city's radius of its centre.

export interface ConsumerCity {
  /** The path segment: lower case, ASCII. */
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export const consumerCities: readonly ConsumerCity[] = [
  { slug: 'berlin', name: 'Berlin', latitude: 52.52, longitude: 13.405, radiusKm: 22 },
  { slug: 'hamburg', name: 'Hamburg', latitude: 53.5511, longitude: 9.9937, radiusKm: 18 },
  { slug: 'muenchen', name: 'München', latitude: 48.1372, longitude: 11.5755, radiusKm: 14 },
  { slug: 'koeln', name: 'Köln', latitude: 50.9375, longitude: 6.9603, radiusKm: 13 },
  { slug: 'frankfurt', name: 'Frankfurt am Main', latitude: 50.1109, longitude: 8.6821, radiusKm: 11 },
  { slug: 'stuttgart', name: 'Stuttgart', latitude: 48.7758, longitude: 9.1829, radiusKm: 10 },
  { slug: 'duesseldorf', name: 'Düsseldorf', latitude: 51.2277, longitude: 6.7735, radiusKm: 10 },
  { slug: 'leipzig', name: 'Leipzig', latitude: 51.3397, longitude: 12.3731, radiusKm: 11 },
  { slug: 'dortmund', name: 'Dortmund', latitude: 51.5136, longitude: 7.4653, radiusKm: 11 },
  { slug: 'essen', name: 'Essen', latitude: 51.4556, longitude: 7.0116, radiusKm: 10 },
  { slug: 'bremen', name: 'Bremen', latitude: 53.0793, longitude: 8.8017, radiusKm: 12 },
  { slug: 'dresden', name: 'Dresden', latitude: 51.0504, longitude: 13.7373, radiusKm: 12 },
  { slug: 'hannover', name: 'Hannover', latitude: 52.3759, longitude: 9.732, radiusKm: 10 },
  { slug: 'nuernberg', name: 'Nürnberg', latitude: 49.4521, longitude: 11.0767, radiusKm: 10 },
];

export function consumerCityOf(slug: string): ConsumerCity | undefined {
  return consumerCities.find((city) => city.slug === slug);
}

/** The studio categories that get city pages (the beauty trades, not cafés or shops). */
export const cityPageCategories = [
  'nails',
  'lashes_brows',
  'hair',
  'barber',
  'beauty',
  'cosmetics',
  'massage',
  'spa',
  'tattoo',
] as const;
export type CityPageCategory = (typeof cityPageCategories)[number];

/** A category's path segment: `lashes_brows` → `lashes-brows`. */
export const categorySlugOf = (category: CityPageCategory) => category.replace('_', '-');

export function cityPageCategoryOf(slug: string): CityPageCategory | undefined {
  return cityPageCategories.find((category) => categorySlugOf(category) === slug);
}
