// The find-a-studio page keeps its whole search in the URL, so a search can be shared, reloaded
// and reached from a city page (/find?city=berlin&category=nails). The server reads the same URL to
// send the page rendered with its first results (apps/api/src/http/first-answers.ts).
import { type CityPageCategory, cityPageCategories, consumerCityOf } from './consumer-cities.ts';

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

/** What is read of a query string: URLSearchParams has it (this package compiles without DOM or Node types). */
export interface QueryParams {
  get(name: string): string | null;
}

/** A query string of the pairs that have a value, in their order, encoded as in a URL. */
function queryString(pairs: [string, string | null | undefined][]): string {
  return pairs
    .filter((pair): pair is [string, string] => Boolean(pair[1]))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

function coordinateOf(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

function placeOf(params: QueryParams): FindPlace | null {
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

export function readFindQuery(params: QueryParams): FindQuery {
  const category = params.get('category');
  return {
    place: placeOf(params),
    category: cityPageCategories.find((known) => known === category) ?? null,
    text: (params.get('q') ?? '').trim().slice(0, 100),
    when: whenOf(params.get('when')),
  };
}

/** The search as the page's query string (without `?`): empty parts left out, today by default. */
export function findQueryString(query: FindQuery): string {
  const { place } = query;
  return queryString([
    ['city', place?.city],
    ['lat', place && !place.city ? place.latitude.toFixed(5) : null],
    ['lng', place && !place.city ? place.longitude.toFixed(5) : null],
    ['place', place && !place.city ? place.label : null],
    ['category', query.category],
    ['q', query.text],
    ['when', query.when === 'today' ? null : typeof query.when === 'string' ? query.when : query.when.date],
  ]);
}

/** The calendar day in a time zone at an instant (plain Intl: luxon would weigh 22 KB on the find page). */
function dayIn(timezone: string, now: number): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The calendar day after `day`. */
function dayAfter(day: string): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * The day the search asks the studios about (YYYY-MM-DD), on the searcher's clock: the studios
 * near someone share their time zone. Undefined for "any": each studio answers for its own today.
 */
export function searchDayOf(when: FindWhen, timezone: string, now: number): string | undefined {
  if (when === 'any') return undefined;
  if (typeof when === 'object') return when.date;
  const today = dayIn(timezone, now);
  return when === 'tomorrow' ? dayAfter(today) : today;
}

/** The GET studios query string of a search that has a place. */
export function studioSearchParams(query: FindQuery, place: FindPlace, day: string | undefined): string {
  return queryString([
    ['lat', String(place.latitude)],
    ['lng', String(place.longitude)],
    ['radiusKm', place.city ? String(consumerCityOf(place.city)?.radiusKm ?? 25) : '25'],
    ['category', query.category],
    ['q', query.text],
    ['date', day],
  ]);
}

/**
 * The clock the server renders the find page on, where no searcher's is known: that of the
 * platform's cities. A browser elsewhere asks again on its own clock.
 */
export const findPageServerZone = 'Europe/Berlin';

/** The GET studios query string the find page at this URL asks first; null without a place. */
export function firstStudioSearchOf(params: QueryParams, timezone: string, now: number): string | null {
  const query = readFindQuery(params);
  return query.place ? studioSearchParams(query, query.place, searchDayOf(query.when, timezone, now)) : null;
}
