// The find-a-studio page keeps its whole search in the URL, so a search can be shared, reloaded
// and reached from a city page (/find?city=berlin&category=nails).
import { addDays, todayIn } from '@studio/domain/calendar-day';
import { type CityPageCategory, cityPageCategories, consumerCityOf } from '@studio/domain/consumer-cities';

/** When the customer wants to go: a named day, a chosen date, or any day (each studio's today). */
export type FindWhen = 'today' | 'tomorrow' | 'any' | { date: string };

export interface FindPlace {
  /** What the place field shows: a city's name, or empty for the device's location. */
  label: string;
  latitude: number;
  longitude: number;
  /** The city's slug when the place is one of the platform's cities. */
  city: string | null;
}

export interface FindQuery {
  place: FindPlace | null;
  category: CityPageCategory | null;
  /** Free text over treatment names ("Shellac"). */
  text: string;
  when: FindWhen;
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

function coordinateOf(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

function placeOf(params: URLSearchParams): FindPlace | null {
  const city = consumerCityOf(params.get('city') ?? '');
  if (city) {
    return { label: city.name, latitude: city.latitude, longitude: city.longitude, city: city.slug };
  }
  const latitude = coordinateOf(params.get('lat'), 90);
  const longitude = coordinateOf(params.get('lng'), 180);
  if (latitude === null || longitude === null) return null;
  return { label: params.get('place') ?? '', latitude, longitude, city: null };
}

function whenOf(value: string | null): FindWhen {
  if (value === 'tomorrow' || value === 'any') return value;
  if (value && isoDatePattern.test(value)) return { date: value };
  return 'today';
}

export function readFindQuery(params: URLSearchParams): FindQuery {
  const category = params.get('category');
  return {
    place: placeOf(params),
    category: cityPageCategories.find((known) => known === category) ?? null,
    text: (params.get('q') ?? '').trim().slice(0, 100),
    when: whenOf(params.get('when')),
  };
}

export function findQueryParams(query: FindQuery): URLSearchParams {
  const params = new URLSearchParams();
  const { place } = query;
  if (place?.city) params.set('city', place.city);
  else if (place) {
    params.set('lat', place.latitude.toFixed(5));
    params.set('lng', place.longitude.toFixed(5));
    if (place.label) params.set('place', place.label);
  }
  if (query.category) params.set('category', query.category);
  if (query.text) params.set('q', query.text);
  if (query.when !== 'today')
    params.set('when', typeof query.when === 'string' ? query.when : query.when.date);
  return params;
}

/**
 * The day the search asks the studios about (YYYY-MM-DD), on the searcher's clock: the studios
 * near someone share their time zone. Undefined for "any": each studio answers for its own today.
 */
export function searchDayOf(when: FindWhen, timezone: string, now: number): string | undefined {
  if (when === 'any') return undefined;
  if (typeof when === 'object') return when.date;
  const today = todayIn(timezone, now);
  return when === 'tomorrow' ? addDays(today, 1) : today;
}

/** The GET studios query string of a search that has a place. */
export function studioSearchParams(query: FindQuery, place: FindPlace, day: string | undefined): string {
  const params = new URLSearchParams({ lat: String(place.latitude), lng: String(place.longitude) });
  params.set('radiusKm', place.city ? String(consumerCityOf(place.city)?.radiusKm ?? 25) : '25');
  if (query.category) params.set('category', query.category);
  if (query.text) params.set('q', query.text);
  if (day) params.set('date', day);
  return params.toString();
}
