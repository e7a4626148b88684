// Instants and local days of a shop: API answers carry the shop's own offset.
import { localDateOf as localDateByLuxon, localTimeToInstant } from '@studio/domain/slot-engine';
import { IANAZone } from 'luxon';

export const minuteMs = 60_000;
export const dayMs = 24 * 60 * minuteMs;

// Asking Intl for a zone's offset costs ~10 µs, and a week of free times formats hundreds of
// instants. So offsets are kept per zone and UTC day: a day whose offset is the same at both ends
// (every day but the few with a clock change) has that offset throughout; on the others each
// quarter hour is looked up (every transition of the IANA data in use today falls on one).
const quarterHourMs = 15 * 60_000;
const utcDayMs = 24 * 60 * 60_000;
const zones = new Map<
  string,
  { zone: IANAZone; days: Map<number, number | null>; quarters: Map<number, number> }
>();

function zoneCache(timezone: string) {
  let cache = zones.get(timezone);
  if (!cache) {
    cache = { zone: IANAZone.create(timezone), days: new Map(), quarters: new Map() };
    zones.set(timezone, cache);
  }
  if (cache.days.size > 20_000) cache.days.clear();
  if (cache.quarters.size > 20_000) cache.quarters.clear();
  return cache;
}

/** Minutes east of UTC of a time zone at an instant. */
export function zoneOffsetMinutes(instant: number, timezone: string): number {
  const cache = zoneCache(timezone);
  const day = Math.floor(instant / utcDayMs);
  let whole = cache.days.get(day);
  if (whole === undefined) {
    const first = cache.zone.offset(day * utcDayMs);
    whole = first === cache.zone.offset((day + 1) * utcDayMs - 1) ? first : null;
    cache.days.set(day, whole);
  }
  if (whole !== null) return whole;
  const quarter = Math.floor(instant / quarterHourMs);
  let offset = cache.quarters.get(quarter);
  if (offset === undefined) {
    offset = cache.zone.offset(quarter * quarterHourMs);
    cache.quarters.set(quarter, offset);
  }
  return offset;
}

const two = (value: number) => (value < 10 ? `0${value}` : String(value));
const three = (value: number) => (value < 10 ? `00${value}` : value < 100 ? `0${value}` : String(value));

// `Date.toISOString` per instant was a quarter of a week of free times' CPU. The date part is the
// same for a whole local day and the offset for a whole zone, so both are kept; the time is built by hand.
const localDates = new Map<number, string>();
const offsetTexts = new Map<number, string>();

function localDateText(localDay: number): string {
  let text = localDates.get(localDay);
  if (text === undefined) {
    if (localDates.size > 20_000) localDates.clear();
    const iso = new Date(localDay * dayMs).toISOString();
    text = iso.slice(0, iso.indexOf('T'));
    localDates.set(localDay, text);
  }
  return text;
}

function offsetText(offset: number): string {
  let text = offsetTexts.get(offset);
  if (text === undefined) {
    const size = Math.abs(offset);
    text = `${offset < 0 ? '-' : '+'}${two(Math.floor(size / 60))}:${two(size % 60)}`;
    offsetTexts.set(offset, text);
  }
  return text;
}

/** ISO 8601 with the shop's offset at that instant, e.g. 2026-12-07T09:00:00+01:00 (milliseconds only when not 0). */
export function shopIso(instant: Date | number, timezone: string): string {
  const millis = Math.trunc(typeof instant === 'number' ? instant : instant.getTime());
  const offset = zoneOffsetMinutes(millis, timezone);
  const local = millis + offset * minuteMs;
  const localDay = Math.floor(local / dayMs);
  let rest = local - localDay * dayMs;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / minuteMs);
  rest -= minutes * minuteMs;
  const seconds = Math.floor(rest / 1000);
  const fraction = rest - seconds * 1000;
  const time = `${two(hours)}:${two(minutes)}:${two(seconds)}${fraction === 0 ? '' : `.${three(fraction)}`}`;
  return `${localDateText(localDay)}T${time}${offsetText(offset)}`;
}

/** The instant a local day begins in a time zone. */
export function startOfLocalDay(date: string, timezone: string): number {
  return localTimeToInstant(date, '00:00', timezone);
}

/**
 * The local calendar date ("YYYY-MM-DD") of an instant in a time zone, from the kept offsets and
 * dates: a luxon DateTime per call was 4 % of a free-time answer's CPU, called a few times each.
 */
export function localDateOf(instant: number, timezone: string): string {
  const offset = zoneOffsetMinutes(instant, timezone);
  // Not a zone luxon knows: its own answer (an empty date) stands.
  if (!Number.isFinite(offset) || !Number.isFinite(instant)) return localDateByLuxon(instant, timezone);
  return localDateText(Math.floor((instant + offset * minuteMs) / dayMs));
}
