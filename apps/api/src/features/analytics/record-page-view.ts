import { analyticsTimeZone, type PageViewRequest } from '@studio/domain/analytics-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { localDateOf } from '@studio/domain/slot-engine';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { findShopById } from '../shops/shops.public.ts';
import { insertPageView } from './page-views.repo.ts';
import type { VisitorPseudonyms } from './visitor-pseudonyms.ts';

export interface PageViewDeps {
  db: Kysely<Database>;
  clock: Clock;
  visitorOf: VisitorPseudonyms;
}

/** POST analytics/page-views: a studio that does not exist answers 404 1001 and counts nothing. */
export async function recordPageView(
  deps: PageViewDeps,
  view: PageViewRequest,
  client: { identity: Identity | null; address: string | undefined; userAgent: string | undefined },
): Promise<void> {
  const shopId = view.shopId ?? null;
  if (shopId !== null && !(await findShopById(deps.db, shopId))) throw new AppError(ErrorCode.shopNotFound);
  // Query strings can carry tokens (reset links); only the path is kept.
  const path = view.path.split(/[?#]/)[0] ?? '/';
  // The app's clock, as the summary's "today" is: a server whose clock was moved (CLOCK_START)
  // counts its page views on its own day, not the machine's.
  const now = deps.clock.now();
  const visitorId = await deps.visitorOf({
    day: localDateOf(now, analyticsTimeZone),
    shopId,
    address: client.address,
    userAgent: client.userAgent,
  });
  await insertPageView(deps.db, {
    path,
    shopId,
    visitorId,
    userId: client.identity?.guest ? null : (client.identity?.uid ?? null),
    occurredAt: new Date(now),
  });
}
