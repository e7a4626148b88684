// Onboarding tours: how far the signed-in user got in each tour (GET|PUT me/tour-progress).
import { z } from 'zod';

export const tourIds = ['shopAdmin', 'globalAdmin'] as const;
export const tourIdSchema = z.enum(tourIds);
export type TourId = z.infer<typeof tourIdSchema>;

export const tourProgressSchema = z.object({
  tour: tourIdSchema,
  /** The step last shown, by its id (indices move when modules are switched on or off). */
  stepId: z.string().min(1).max(60).nullable(),
  completed: z.boolean(),
  /** The dashboard's offer to take the tour was turned down. */
  offerDismissed: z.boolean(),
});
export type TourProgress = z.infer<typeof tourProgressSchema>;

/** One entry per tour the user has started or been offered; a tour without one is untouched. */
export const tourProgressListSchema = z.array(tourProgressSchema);
