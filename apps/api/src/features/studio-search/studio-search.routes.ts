// The consumer platform's search (GET studios): where, what and when, for anyone with the API key.
import { studioSearchAnswerSchema, studioSearchQuerySchema } from '@studio/domain/consumer-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { searchStudios } from './search-studios.ts';

export const studioSearchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  app.get(
    '/studios',
    {
      config: { access: access.public },
      schema: {
        tags: ['consumer platform'],
        summary: 'Find live studios near a point, with their next free times (public)',
        description:
          'Live studios with coordinates within `radiusKm` (default 10, at most 100) of `lat`/`lng`. Ranking: the distance band first (under 1 km, 1–3, 3–10, 10–25, beyond), inside a band Plus studios first, then the nearer. `category` filters the studio’s category; `q` keeps studios with an active treatment whose name contains it; `plus=true` keeps Plus studios only. `treatment` is the first of the studio’s treatments whose name contains `q`, else its first; `nextFreeTimes` are up to six free start times of it on `date`, as the booking page finds them; without `date` (any day) on the studio’s next day with free times, from its today up to 14 days ahead. `total` counts every match; `limit` (≤ 50) and `offset` page through them.',
        querystring: studioSearchQuerySchema,
        response: { 200: studioSearchAnswerSchema },
      },
    },
    async function findStudios(request) {
      return searchStudios(db, request.query, clock.now());
    },
  );
};
