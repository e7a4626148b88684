// Tour progress belongs to one user: every statement is bound to the caller's user id.
import type { TourId } from '@studio/domain/tour-contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, TourProgressTable } from '../../db/schema.ts';

export type TourProgressRow = Selectable<TourProgressTable>;

export function listTourProgressRows(db: Kysely<Database>, userId: string): Promise<TourProgressRow[]> {
  return db.selectFrom('tour_progress').selectAll().where('user_id', '=', userId).orderBy('tour').execute();
}

export function upsertTourProgressRow(
  db: Kysely<Database>,
  userId: string,
  progress: { tour: TourId; stepId: string | null; completed: boolean; offerDismissed: boolean; at: Date },
): Promise<TourProgressRow> {
  const values = {
    step_id: progress.stepId,
    completed: progress.completed,
    offer_dismissed: progress.offerDismissed,
    updated_at: progress.at,
  };
  return db
    .insertInto('tour_progress')
    .values({ user_id: userId, tour: progress.tour, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'tour']).doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}
