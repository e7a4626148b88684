/** Where the studio is, as the studio gave it: coordinates, a Google place, or the address alone. */
export interface StudioPlace {
  address: string;
  latitude?: number | null;
  longitude?: number | null;
  googlePlacesId?: string | null;
}

/**
 * A Google Maps link (the documented `api=1` search URL, which phones open in their maps app).
 * Coordinates pin the exact place; a place id names the listing; the address is the fallback.
 */
export function mapLinkOf(place: StudioPlace): string {
  const hasCoordinates = typeof place.latitude === 'number' && typeof place.longitude === 'number';
  const query = hasCoordinates ? `${place.latitude},${place.longitude}` : place.address;
  const params = new URLSearchParams({ api: '1', query });
  if (place.googlePlacesId) params.set('query_place_id', place.googlePlacesId);
  return `https://www.google.com/maps/search/?${params.toString()}`;
}
