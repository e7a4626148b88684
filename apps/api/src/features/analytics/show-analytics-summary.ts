import {
  type AnalyticsShop,
  type AnalyticsSummary,
  type AnalyticsSummaryQuery,
  analyticsTimeZone,
} from '@studio/domain/analytics-contract';
import { addDays } from '@studio/domain/calendar-day';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type SummaryScope, shopExists, shopNames, sumFacts, topPages } from './analytics-summary.repo.ts';
import { readRolledThrough } from './roll-up-analytics.ts';

const topPagesShown = 10;

/** The studio a page path belongs to (`/partner/<shop id>` and below), if any. */
const studioPath = /^\/partner\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[/?#]|$)/i;

function studioOfPath(path: string): string | null {
  return studioPath.exec(path)?.[1]?.toLowerCase() ?? null;
}

export async function showAnalyticsSummary(
  db: Kysely<Database>,
  query: AnalyticsSummaryQuery,
): Promise<AnalyticsSummary> {
  const shopId = query.shopId ?? null;
  if (shopId !== null && !(await shopExists(db, shopId))) throw new AppError(ErrorCode.shopNotFound);
  const scope: SummaryScope = {
    span: { from: query.from, to: query.to },
    shopId,
    rolledThrough: await readRolledThrough(db),
  };
  const [facts, pages] = await Promise.all([sumFacts(db, scope), topPages(db, scope, topPagesShown)]);

  const dayFacts = new Map(facts.filter((row) => row.level === 'day').map((row) => [row.day, row]));
  const days: AnalyticsSummary['days'] = [];
  for (let day = query.from; day <= query.to; day = addDays(day, 1)) {
    const row = dayFacts.get(day);
    days.push({
      date: day,
      pageViews: row?.page_views ?? 0,
      visitors: row?.visitors ?? 0,
      bookings: row?.bookings ?? 0,
      orders: row?.orders ?? 0,
    });
  }

  // Page views of no shop group under a null shop; they are no shop of the breakdown.
  const shopRows = facts.filter((row) => row.level === 'shop' && row.shop_id !== null);
  // The platform's rows carry their names; one studio's summary and the top pages look theirs up.
  const pageShops = pages.map((page) => studioOfPath(page.path)).filter((id) => id !== null);
  const names = await shopNames(db, [...new Set([...(shopId === null ? [] : [shopId]), ...pageShops])]);
  const shops: AnalyticsShop[] = shopRows
    .map((row) => ({
      shopId: row.shop_id ?? '',
      name: row.shop_name ?? names.get(row.shop_id ?? '') ?? '',
      pageViews: row.page_views,
      visitors: row.visitors,
      bookings: row.bookings,
      orders: row.orders,
      stampsGiven: row.stamps_given,
      vouchersSoldCents: row.vouchers_sold_cents,
    }))
    .sort((a, b) => b.pageViews - a.pageViews || b.bookings - a.bookings || a.name.localeCompare(b.name));

  const total = facts.find((row) => row.level === 'total');
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
    days,
    shops,
    topPages: pages.map((page) => {
      const pageShop = studioOfPath(page.path);
      return {
        path: page.path,
        shopName: pageShop === null ? null : (names.get(pageShop) ?? null),
        pageViews: page.page_views,
      };
    }),
  };
}
