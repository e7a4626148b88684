// Place search (GET places): a studio's registration finds itself by name and street; the answer
// fills its address, coordinates and place id. Place suggestions (GET place-suggestions): the
// public find page's "where", a place, district or postcode typed by anyone.
import { foundPlacesSchema, placesQuerySchema } from '@studio/domain/consumer-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Geocoder } from '../../adapters/geocoding/geocoder.ts';
import type { AppDeps } from '../../app-deps.ts';
import { access } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import {
  consumeRateLimit,
  countInDatabase,
  countInProcess,
  type RateLimit,
  rateLimitBucket,
  resolveRateLimits,
} from '../../http/rate-limits.ts';
import { searchPlaces } from './search-places.ts';

export const placeRoutes: FastifyPluginAsyncZod<AppDeps & { geocoder: Geocoder }> = async (app, deps) => {
  const { db, geocoder } = deps;
  const limits = resolveRateLimits(deps.rateLimits);
  const counterOf = (limit: RateLimit) =>
    deps.soleProcess ? countInProcess(limit, () => Date.now()) : countInDatabase(db, limit);
  const countSuggestionsOfAddress = counterOf(limits.placeSuggestionsPerIp);
  const countSuggestions = counterOf(limits.placeSuggestionsOverall);

  app.get(
    '/places',
    {
      config: { access: access.account },
      schema: {
        tags: ['places'],
        summary: 'Find places by name and address (signed in)',
        description: `Up to five places for the text, best first, from the configured geocoder (GEOCODER: Google Places, OpenStreetMap through Photon, or the offline fake, whose places are made up; the \`x-geocoder\` header names it). 503 with errorCode ${ErrorCode.placeSearchUnavailable} when the geocoder cannot be asked; the address can still be entered by hand.`,
        errorCodes: [ErrorCode.placeSearchUnavailable, ErrorCode.rateLimited],
        querystring: placesQuerySchema,
        response: { 200: foundPlacesSchema },
      },
    },
    async function findPlaces(request, reply) {
      const identity = requireIdentity(request);
      await consumeRateLimit(
        db,
        rateLimitBucket('place-searches', identity.uid),
        limits.placeSearchesPerAccount,
      );
      const places = await searchPlaces(geocoder, request.query.q, request.locale);
      return reply.header('x-geocoder', geocoder.name).send(places);
    },
  );

  app.get(
    '/place-suggestions',
    {
      config: { access: access.public },
      schema: {
        tags: ['consumer platform'],
        summary: 'Suggest places for the studio search’s “where” (public)',
        description: `Up to five places (a town, district, street or postcode) for the text, best first, from the same geocoder as GET places; the \`x-geocoder\` header names it (\`fake\`: made-up places, which the find page says). Limited per client IP and overall (429, errorCode ${ErrorCode.rateLimited}); 503 with errorCode ${ErrorCode.placeSearchUnavailable} when the geocoder cannot be asked.`,
        errorCodes: [ErrorCode.placeSearchUnavailable, ErrorCode.rateLimited],
        querystring: placesQuerySchema,
        response: { 200: foundPlacesSchema },
      },
    },
    async function suggestPlaces(request, reply) {
      await countSuggestionsOfAddress(rateLimitBucket('place-suggestions-ip', request.ip));
      await countSuggestions('place-suggestions');
      const places = await searchPlaces(geocoder, request.query.q, request.locale);
      return reply.header('x-geocoder', geocoder.name).send(places);
    },
  );
};
