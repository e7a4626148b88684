// OpenStreetMap place search through a Photon server (https://photon.komoot.io by default, or one
// of our own). The public servers' rules: an identifying user agent, at most one request a second,
// answers cached (cached-geocoder.ts); requests here wait their turn rather than being refused.
import { z } from 'zod';
import { type FoundPlace, type Geocoder, GeocoderUnavailable } from './geocoder.ts';

const photonAnswer = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z
        .object({
          osm_id: z.number(),
          osm_type: z.string(),
          name: z.string(),
          street: z.string(),
          housenumber: z.string(),
          postcode: z.string(),
          city: z.string(),
          country: z.string(),
        })
        .partial(),
    }),
  ),
});

type PhotonFeature = z.infer<typeof photonAnswer>['features'][number];

function placeOf(feature: PhotonFeature): FoundPlace {
  const p = feature.properties;
  const [longitude, latitude] = feature.geometry.coordinates;
  const street = [p.street, p.housenumber].filter(Boolean).join(' ');
  const town = [p.postcode, p.city].filter(Boolean).join(' ');
  const address = [street, town, p.country].filter(Boolean).join(', ');
  return {
    name: p.name ?? (street || p.city || address),
    address: address || (p.name ?? ''),
    latitude,
    longitude,
    placeId: `${p.osm_type ?? ''}${p.osm_id ?? ''}`,
  };
}

/** Spaces the calls to at least `intervalMs` apart, in the order they came. */
export function spacedCalls(intervalMs: number, now: () => number = Date.now) {
  let next = 0;
  return async function waitTurn(): Promise<void> {
    const at = Math.max(now(), next);
    next = at + intervalMs;
    const wait = at - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
}

export function osmGeocoder(settings: { url: string; userAgent: string; fetch?: typeof fetch }): Geocoder {
  const send = settings.fetch ?? fetch;
  const waitTurn = spacedCalls(1000);
  return {
    name: 'osm',
    async search(query, { locale, limit }) {
      const url = new URL('/api/', settings.url);
      url.searchParams.set('q', query);
      url.searchParams.set('limit', String(limit));
      // Photon knows de, en and fr; other languages get the local names.
      if (locale === 'de' || locale === 'en') url.searchParams.set('lang', locale);
      await waitTurn();
      let response: Response;
      try {
        response = await send(url, {
          headers: { 'user-agent': settings.userAgent, accept: 'application/json' },
          signal: AbortSignal.timeout(5000),
        });
      } catch (error) {
        throw new GeocoderUnavailable('the OpenStreetMap geocoder did not answer', { cause: error });
      }
      if (!response.ok)
        throw new GeocoderUnavailable(`the OpenStreetMap geocoder answered ${response.status}`);
      const parsed = photonAnswer.safeParse(await response.json().catch(() => null));
      if (!parsed.success)
        throw new GeocoderUnavailable('the OpenStreetMap geocoder answered something else');
      return parsed.data.features.slice(0, limit).map(placeOf);
    },
  };
}
