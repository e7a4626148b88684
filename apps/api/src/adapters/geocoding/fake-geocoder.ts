// The offline stand-in for place search (GEOCODER=fake; the default outside production): it knows a
// few German cities and places whatever else is typed near the named city (Berlin when none is
// named), the same text always at the same spot. Tests and the two-command start need no network;
// the registration says on screen that the places are made up.
import { createHash } from 'node:crypto';
import type { FoundPlace, Geocoder } from './geocoder.ts';

export const fakeGeocoderCities = [
  { name: 'Berlin', postcode: '10115', latitude: 52.52, longitude: 13.405 },
  { name: 'Hamburg', postcode: '20095', latitude: 53.5511, longitude: 9.9937 },
  { name: 'München', postcode: '80331', latitude: 48.1372, longitude: 11.5755 },
  { name: 'Köln', postcode: '50667', latitude: 50.9375, longitude: 6.9603 },
  { name: 'Frankfurt am Main', postcode: '60311', latitude: 50.1109, longitude: 8.6821 },
  { name: 'Leipzig', postcode: '04109', latitude: 51.3397, longitude: 12.3731 },
] as const;

const normalized = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Up to ±0.02° (about 2 km) from the city's centre, fixed by the text. */
function offsetOf(text: string): { latitude: number; longitude: number; id: string } {
  const digest = createHash('sha256').update(normalized(text)).digest();
  const spread = (byte: number) => ((byte - 127.5) / 127.5) * 0.02;
  return {
    latitude: spread(digest[0] ?? 0),
    longitude: spread(digest[1] ?? 0),
    id: digest.toString('hex', 0, 8),
  };
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function fakeGeocoder(): Geocoder {
  return {
    name: 'fake',
    async search(query, { limit }) {
      const text = query.trim();
      if (text === '') return [];
      const wanted = normalized(text);
      const named = fakeGeocoderCities.filter((city) => wanted.includes(normalized(city.name)));
      const city = named[0] ?? fakeGeocoderCities[0];
      const rest = text
        .replace(new RegExp(city.name, 'i'), '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const places: FoundPlace[] = [];
      if (rest.length > 0) {
        const [name = '', ...street] = rest;
        const offset = offsetOf(text);
        places.push({
          name,
          address: [...(street.length > 0 ? street : [name]), `${city.postcode} ${city.name}`].join(', '),
          latitude: round(city.latitude + offset.latitude),
          longitude: round(city.longitude + offset.longitude),
          placeId: `fake:${offset.id}`,
        });
      }
      for (const match of named.length > 0 ? named : rest.length > 0 ? [] : [city]) {
        places.push({
          name: match.name,
          address: `${match.postcode} ${match.name}, Deutschland`,
          latitude: match.latitude,
          longitude: match.longitude,
          placeId: `fake:${normalized(match.name).replaceAll(' ', '-')}`,
        });
      }
      return places.slice(0, limit);
    },
  };
}
