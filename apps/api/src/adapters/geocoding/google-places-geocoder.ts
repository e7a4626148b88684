// Google Places (the Places API's Text Search): used when GOOGLE_PLACES_API_KEY is set; its place
// id is what a studio's `googlePlacesId` stores. Only the fields we show are asked for (billing).
import { z } from 'zod';
import { type Geocoder, GeocoderUnavailable } from './geocoder.ts';

const textSearchAnswer = z.object({
  places: z
    .array(
      z.object({
        id: z.string(),
        displayName: z.object({ text: z.string() }).optional(),
        formattedAddress: z.string().default(''),
        location: z.object({ latitude: z.number(), longitude: z.number() }),
      }),
    )
    .default([]),
});

export function googlePlacesGeocoder(settings: {
  apiKey: string;
  url?: string;
  fetch?: typeof fetch;
}): Geocoder {
  const send = settings.fetch ?? fetch;
  const endpoint = new URL('/v1/places:searchText', settings.url ?? 'https://places.googleapis.com');
  return {
    name: 'google',
    async search(query, { locale, limit }) {
      let response: Response;
      try {
        response = await send(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-goog-api-key': settings.apiKey,
            'x-goog-fieldmask': 'places.id,places.displayName,places.formattedAddress,places.location',
          },
          body: JSON.stringify({ textQuery: query, languageCode: locale, pageSize: limit }),
          signal: AbortSignal.timeout(5000),
        });
      } catch (error) {
        throw new GeocoderUnavailable('Google Places did not answer', { cause: error });
      }
      if (!response.ok) throw new GeocoderUnavailable(`Google Places answered ${response.status}`);
      const parsed = textSearchAnswer.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new GeocoderUnavailable('Google Places answered something else');
      return parsed.data.places.slice(0, limit).map((place) => ({
        name: place.displayName?.text ?? place.formattedAddress,
        address: place.formattedAddress,
        latitude: place.location.latitude,
        longitude: place.location.longitude,
        placeId: place.id,
      }));
    },
  };
}
