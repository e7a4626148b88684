// The geocoder GEOCODER chose (config.ts), with its answers cached.
import type { AppConfig } from '../../config.ts';
import { cachedGeocoder } from './cached-geocoder.ts';
import { fakeGeocoder } from './fake-geocoder.ts';
import type { Geocoder } from './geocoder.ts';
import { googlePlacesGeocoder } from './google-places-geocoder.ts';
import { osmGeocoder } from './osm-geocoder.ts';

export function selectGeocoder(config: AppConfig): Geocoder {
  const { geocoding } = config;
  if (geocoding.provider === 'fake') return fakeGeocoder();
  const inner =
    geocoding.provider === 'google' && geocoding.googleApiKey
      ? googlePlacesGeocoder({ apiKey: geocoding.googleApiKey })
      : osmGeocoder({ url: geocoding.osmUrl, userAgent: geocoding.userAgent });
  return cachedGeocoder(inner, { maxEntries: 5000, maxAgeMs: 24 * 60 * 60 * 1000 });
}
