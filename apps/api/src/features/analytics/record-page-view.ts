import type { PageViewRequest } from '@studio/domain/analytics-contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { Identity } from '../../http/identity.ts';
import { insertPageView } from './page-views.repo.ts';

export async function recordPageView(
  db: Kysely<Database>,
  clock: Clock,
  identity: Identity | null,
  view: PageViewRequest,
): Promise<void> {
  // Query strings can carry tokens (reset links); only the path is kept.
  const path = view.path.split(/[?#]/)[0] ?? '/';
  await insertPageView(db, {
    path,
    shopId: view.shopId ?? null,
    visitorId: view.visitorId,
    userId: identity?.guest ? null : (identity?.uid ?? null),
    // The app's clock, as the summary's "today" is: a server whose clock was moved (CLOCK_START)
    // counts its page views on its own day, not the machine's.
    occurredAt: new Date(clock.now()),
  });
}
