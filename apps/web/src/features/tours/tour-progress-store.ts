// How far each user got in each tour, kept in this browser's localStorage under the user's id.
// Kept client-side on purpose: the progress is a convenience (where the player resumes, whether
// the dashboard still offers the tour), losing it on another device only means starting at step
// one again, and it needs no table, migration or endpoint outside the fixed HTTP contract.
import { z } from 'zod';
import { browserLocalStorage, type KeyValueStorage } from '../../lib/key-value-storage.ts';
import type { TourId } from './tour-steps.ts';

const tourProgressSchema = z.object({
  /** The step last shown, by its id (indices move when modules are switched on or off). */
  stepId: z.string().optional(),
  completed: z.boolean().default(false),
  /** The dashboard's offer to take the tour was turned down. */
  offerDismissed: z.boolean().default(false),
});
export type TourProgress = z.infer<typeof tourProgressSchema>;

const progressByTourSchema = z.record(z.string(), tourProgressSchema);

const emptyProgress: TourProgress = { completed: false, offerDismissed: false };

export interface TourProgressStore {
  read(userId: string, tourId: TourId): TourProgress;
  update(userId: string, tourId: TourId, change: Partial<TourProgress>): TourProgress;
}

const storageKey = (userId: string) => `studioly.tours.${userId}`;

export function createTourProgressStore(storage: KeyValueStorage = browserLocalStorage()): TourProgressStore {
  const readAll = (userId: string) => {
    try {
      const parsed = progressByTourSchema.safeParse(JSON.parse(storage.getItem(storageKey(userId)) ?? '{}'));
      return parsed.success ? parsed.data : {};
    } catch {
      return {};
    }
  };
  return {
    read: (userId, tourId) => readAll(userId)[tourId] ?? emptyProgress,
    update(userId, tourId, change) {
      const all = readAll(userId);
      const next = { ...emptyProgress, ...all[tourId], ...change };
      try {
        storage.setItem(storageKey(userId), JSON.stringify({ ...all, [tourId]: next }));
      } catch {
        // Storage full or disabled: the tour still runs, it just will not be remembered.
      }
      return next;
    },
  };
}
