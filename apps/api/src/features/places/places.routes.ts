// Place search (GET places): a studio's registration finds itself by name and street; the answer
// fills its address, coordinates and place id.
import { foundPlacesSchema, placesQuerySchema } from '@studio/domain/consumer-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Geocoder } from '../../adapters/geocoding/geocoder.ts';
import type { AppDeps } from '../../app-deps.ts';
import { access } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import { consumeRateLimit, rateLimitBucket, resolveRateLimits } from '../../http/rate-limits.ts';
import { searchPlaces } from './search-places.ts';

export const placeRoutes: FastifyPluginAsyncZod<AppDeps & { geocoder: Geocoder }> = async (app, deps) => {
  const { db, geocoder } = deps;
  const limits = resolveRateLimits(deps.rateLimits);

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
};
