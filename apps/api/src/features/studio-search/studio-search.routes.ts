// The consumer platform's search (GET studios): where, what and when, for anyone with the API key.
import { studioSearchAnswerSchema, studioSearchQuerySchema } from '@studio/domain/consumer-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import type { FreeSlotsCache } from '../availability/availability.public.ts';
import { searchStudios } from './search-studios.ts';

export const studioSearchRoutes: FastifyPluginAsyncZod<AppDeps & { freeSlots: FreeSlotsCache }> = async (
  app,
  deps,
) => {
  const { db, freeSlots } = deps;
  const clock = deps.clock ?? systemClock;

  app.get(
    '/studios',
    {
      config: { access: access.public },
      schema: {
        tags: ['consumer platform'],
        summary: 'Find live studios near a point, with their next free times (public)',
        description:
          'Live studios with coordinates within `radiusKm` (default 10, at most 100) of `lat`/`lng`. Ranking: the distance band first (under 1 km, 1–3, 3–10, 10–25, beyond), inside a band Plus studios first, then the nearer. `category` filters the studio’s category; `q` keeps studios with an active treatment whose name contains it; `plus=true` keeps Plus studios only. `treatment` is the first of the studio’s treatments whose name contains `q`, else its first; `nextFreeTimes` are up to six free start times of it on `date`, as the booking page finds them; without `date` (any day) on the studio’s next day with free times, from its today up to 14 days ahead. `total` counts every match up to 100; beyond, it is an estimate from the share of matches among the studios in reach, and the header `x-total-count-estimated: true` says so. `limit` (≤ 50) and `offset` page through them.',
        querystring: studioSearchQuerySchema,
        response: { 200: studioSearchAnswerSchema },
      },
    },
    async function findStudios(request, reply) {
      const { items, total, totalEstimated } = await searchStudios(db, freeSlots, request.query, clock.now());
      if (totalEstimated) reply.header('x-total-count-estimated', 'true');
      return { items, total };
    },
  );
};
