// Place search for a studio's registration and the consumer search's "where": a name and a place
// typed by a person become addresses with coordinates (and Google's place id when Google answers).
import type { Locale } from '@studio/domain/locale';

export interface FoundPlace {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  /** The provider's id of the place: Google's place id, or OpenStreetMap's `N123`/`W123`/`R123`. */
  placeId: string;
}

export type GeocoderName = 'google' | 'osm' | 'fake';

export interface Geocoder {
  name: GeocoderName;
  /** At most `limit` places for the text, best first; an empty list when nothing matches. */
  search(query: string, options: { locale: Locale; limit: number }): Promise<FoundPlace[]>;
}

/** Raised when the provider cannot be asked (network, quota, a refusal): the route answers 503. */
export class GeocoderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderUnavailable';
  }
}
