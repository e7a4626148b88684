import {
  type AnalyticsShop,
  type AnalyticsSummary,
  type AnalyticsSummaryQuery,
  analyticsShopsShown,
  analyticsTimeZone,
} from '@studio/domain/analytics-contract';
import { addDays } from '@studio/domain/calendar-day';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { DaySpan } from './analytics-facts.ts';
import {
  addFacts,
  type FactSums,
  type FactsRow,
  readSummaryStamps,
  type SummaryScope,
  shopExists,
  shopNames,
  splitSpan,
  sumFacts,
  sumLiveFacts,
  sumPageViews,
} from './analytics-summary.repo.ts';

const topPagesShown = 10;

/** The studio a page path belongs to (`/partner/<shop id>` and below), if any. */
const studioPath = /^\/partner\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[/?#]|$)/i;

function studioOfPath(path: string): string | null {
  return studioPath.exec(path)?.[1]?.toLowerCase() ?? null;
}

/** A part of the range summed: its day, shop and total rows, and every path's page views. */
interface SummedPart {
  facts: FactsRow[];
  pages: { path: string; page_views: number }[];
}

/** The stored part: the rollup's rows. */
async function sumPart(db: Kysely<Database>, scope: SummaryScope): Promise<SummedPart> {
  const [facts, pages] = await Promise.all([sumFacts(db, scope), sumPageViews(db, scope)]);
  return { facts, pages };
}

// A part of a range is summed again only when what it depends on changed: the stored part when the
// rollup writes, a studio's analytics are switched or a studio leaves; the live part besides when
// anything is recorded. The platform's admin opening the summary again, or several at once, pays
// for it once. Kept per database, a few ranges, for a while: a year's stored part of 10,000 studios
// holds their sums and every path's views (a few MB), its combination only what the answer shows.
const partLifetimeMs = 10 * 60_000;
interface Kept<T> {
  most: number;
  byDatabase: WeakMap<Kysely<Database>, Map<string, { value: Promise<T>; at: number }>>;
}
const keptParts: Kept<SummedPart> = { most: 8, byDatabase: new WeakMap() };
const keptCombinations: Kept<Combined> = { most: 32, byDatabase: new WeakMap() };

function reused<T>(store: Kept<T>, db: Kysely<Database>, key: string, make: () => Promise<T>): Promise<T> {
  let kept = store.byDatabase.get(db);
  if (!kept) {
    kept = new Map();
    store.byDatabase.set(db, kept);
  }
  const found = kept.get(key);
  if (found && Date.now() - found.at < partLifetimeMs) return found.value;
  const value = make();
  const entry = { value, at: Date.now() };
  kept.delete(key);
  kept.set(key, entry);
  // A failed sum is not kept.
  value.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  // Maps iterate in insertion order: the first key is the oldest.
  for (const oldest of kept.keys()) {
    if (kept.size <= store.most) break;
    kept.delete(oldest);
  }
  return value;
}

/** The parts' sums added up: by day, the busiest shops, the number of shops, the top pages, the total. */
interface Combined {
  days: Map<string, FactSums>;
  busiest: [string, FactSums][];
  shopCount: number;
  pages: [string, number][];
  total: FactSums | undefined;
}

function combine(parts: (SummedPart | null)[]): Combined {
  const days = new Map<string, FactSums>();
  const shopSums = new Map<string, FactSums>();
  const pageViews = new Map<string, number>();
  let total: FactSums | undefined;
  for (const part of parts) {
    if (!part) continue;
    for (const row of part.facts) {
      if (row.level === 'day' && row.day !== null) days.set(row.day, addFacts(days.get(row.day), row));
      // Page views of no shop group under a null shop; they are no shop of the breakdown.
      if (row.level === 'shop' && row.shop_id !== null) {
        shopSums.set(row.shop_id, addFacts(shopSums.get(row.shop_id), row));
      }
      if (row.level === 'total') total = addFacts(total, row);
    }
    for (const page of part.pages) {
      pageViews.set(page.path, (pageViews.get(page.path) ?? 0) + page.page_views);
    }
  }
  const busiest = [...shopSums]
    .sort(
      ([aId, a], [bId, b]) => b.page_views - a.page_views || b.bookings - a.bookings || (aId < bId ? -1 : 1),
    )
    .slice(0, analyticsShopsShown);
  const pages = [...pageViews]
    .sort(([aPath, a], [bPath, b]) => b - a || (aPath < bPath ? -1 : 1))
    .slice(0, topPagesShown);
  return { days, busiest, shopCount: shopSums.size, pages, total };
}

export async function showAnalyticsSummary(
  db: Kysely<Database>,
  query: AnalyticsSummaryQuery,
): Promise<AnalyticsSummary> {
  const shopId = query.shopId ?? null;
  if (shopId !== null && !(await shopExists(db, shopId))) throw new AppError(ErrorCode.shopNotFound);
  const span = { from: query.from, to: query.to };
  const stamps = await readSummaryStamps(db);
  const { rolledThrough } = stamps;
  // The days the rollup holds come from its tables, the days after it from the records.
  const { stored, live } = splitSpan({ span, shopId, rolledThrough });
  const keyOf = (part: DaySpan, ...stamp: string[]) => [...stamp, part.from, part.to, shopId ?? ''].join('|');
  const storedKey = stored ? keyOf(stored, 'stored', stamps.stored) : '';
  const liveKey = live ? keyOf(live, 'live', stamps.stored, stamps.live) : '';
  const storedPart = () =>
    stored && rolledThrough !== null
      ? reused(keptParts, db, storedKey, () => sumPart(db, { span: stored, shopId, rolledThrough }))
      : null;
  const livePart = () =>
    live
      ? reused(keptParts, db, liveKey, async () => {
          const [facts, pages] = await Promise.all([
            sumLiveFacts(db, live, shopId),
            sumPageViews(db, { span: live, shopId, rolledThrough: null }),
          ]);
          return { facts, pages };
        })
      : null;
  const { days, busiest, shopCount, pages, total } = await reused(
    keptCombinations,
    db,
    `${storedKey}#${liveKey}`,
    async () => combine(await Promise.all([storedPart(), livePart()])),
  );
  const pageShops = pages.map(([path]) => studioOfPath(path)).filter((id) => id !== null);
  // Names are read now (a studio may have been renamed since the stored part was summed); a studio
  // that has left since is left out.
  const names = await shopNames(db, [...new Set([...busiest.map(([id]) => id), ...pageShops])]);
  const shops: AnalyticsShop[] = busiest
    .filter(([id]) => names.has(id))
    .map(([id, sums]) => ({
      shopId: id,
      name: names.get(id) ?? '',
      pageViews: sums.page_views,
      visitors: sums.visitors,
      bookings: sums.bookings,
      orders: sums.orders,
      stampsGiven: sums.stamps_given,
      vouchersSoldCents: sums.vouchers_sold_cents,
    }))
    .sort((a, b) => b.pageViews - a.pageViews || b.bookings - a.bookings || a.name.localeCompare(b.name));

  const dayList: AnalyticsSummary['days'] = [];
  for (let day = query.from; day <= query.to; day = addDays(day, 1)) {
    const row = days.get(day);
    dayList.push({
      date: day,
      pageViews: row?.page_views ?? 0,
      visitors: row?.visitors ?? 0,
      bookings: row?.bookings ?? 0,
      orders: row?.orders ?? 0,
    });
  }
  return {
    from: query.from,
    to: query.to,
    timezone: analyticsTimeZone,
    pageViews: total?.page_views ?? 0,
    visitors: total?.visitors ?? 0,
    bookings: total?.bookings ?? 0,
    orders: total?.orders ?? 0,
    stampsGiven: total?.stamps_given ?? 0,
    vouchersSoldCents: total?.vouchers_sold_cents ?? 0,
    days: dayList,
    shops,
    shopCount,
    topPages: pages.map(([path, views]) => {
      const pageShop = studioOfPath(path);
      return {
        path,
        shopName: pageShop === null ? null : (names.get(pageShop) ?? null),
        pageViews: views,
      };
    }),
  };
}
