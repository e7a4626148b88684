import { defaultShopTimezone, isIanaTimeZone } from '@studio/domain/shop';

let cached: readonly string[] | null = null;

/** The IANA time zones the browser knows, sorted, with the default always present. */
export function timeZoneOptions(): readonly string[] {
  if (cached) return cached;
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone').filter(isIanaTimeZone);
  } catch {
    zones = [];
  }
  if (!zones.includes(defaultShopTimezone)) zones.push(defaultShopTimezone);
  if (!zones.includes('UTC')) zones.push('UTC');
  cached = [...zones].sort((a, b) => a.localeCompare(b));
  return cached;
}

/** "Europe/Berlin" → "Europe / Berlin", easier to read in a long list. */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ').replaceAll('/', ' / ');
}
