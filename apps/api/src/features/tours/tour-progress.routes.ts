// Onboarding tours: the signed-in user's progress in each tour, so the floating player resumes
// where it was left and the dashboard stops offering a tour once taken or turned down, on any device.
import { type TourProgress, tourProgressListSchema, tourProgressSchema } from '@studio/domain/tour-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import { listTourProgressRows, type TourProgressRow, upsertTourProgressRow } from './tour-progress.repo.ts';

const tags = ['onboarding tours'];

const example: TourProgress = {
  tour: 'shopAdmin',
  stepId: 'bookingHours',
  completed: false,
  offerDismissed: true,
};

function presentTourProgress(row: TourProgressRow): TourProgress {
  return {
    tour: row.tour,
    stepId: row.step_id,
    completed: row.completed,
    offerDismissed: row.offer_dismissed,
  };
}

export const tourProgressRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  app.get(
    '/me/tour-progress',
    {
      config: { access: access.account },
      schema: {
        tags,
        summary: 'The caller’s progress in the onboarding tours (signed-in account)',
        description:
          'One entry per tour the caller has started or whose offer was turned down; none for the others.',
        response: { 200: tourProgressListSchema },
      },
    },
    async function listOwnTourProgress(request) {
      const rows = await listTourProgressRows(db, requireIdentity(request).uid);
      return rows.map(presentTourProgress);
    },
  );

  app.put(
    '/me/tour-progress',
    {
      config: { access: access.account },
      schema: {
        tags,
        summary: 'Save the caller’s progress in one onboarding tour (signed-in account)',
        description:
          'Replaces the entry of `tour` as a whole: the step last shown, whether the tour was completed and whether its offer was turned down.',
        body: tourProgressSchema,
        requestExample: { body: example },
        response: { 200: tourProgressSchema },
      },
    },
    async function saveOwnTourProgress(request) {
      const { tour, stepId, completed, offerDismissed } = request.body;
      const row = await upsertTourProgressRow(db, requireIdentity(request).uid, {
        tour,
        stepId,
        completed,
        offerDismissed,
        at: new Date(clock.now()),
      });
      return presentTourProgress(row);
    },
  );
};
