import type { AnalyticsSummary } from '@studio/domain/analytics-contract';
import { describe, expect, it } from 'vitest';
import { analyticsCsv } from './analytics-csv.ts';

const summary: AnalyticsSummary = {
  from: '2026-03-01',
  to: '2026-03-02',
  timezone: 'Europe/Berlin',
  pageViews: 7,
  visitors: 3,
  bookings: 2,
  orders: 1,
  stampsGiven: 4,
  vouchersSoldCents: 5000,
  days: [
    { date: '2026-03-01', pageViews: 5, visitors: 2, bookings: 2, orders: 0 },
    { date: '2026-03-02', pageViews: 2, visitors: 1, bookings: 0, orders: 1 },
  ],
  shops: [
    {
      shopId: 'shop-1',
      name: 'Studio "Lumière", Berlin',
      pageViews: 7,
      visitors: 3,
      bookings: 2,
      orders: 1,
      stampsGiven: 4,
      vouchersSoldCents: 5000,
    },
    {
      shopId: 'shop-2',
      name: '=HYPERLINK("x")',
      pageViews: 0,
      visitors: 0,
      bookings: 0,
      orders: 0,
      stampsGiven: 0,
      vouchersSoldCents: 0,
    },
  ],
  shopCount: 2,
  topPages: [],
};

describe('analyticsCsv', () => {
  it('should list every day, the total and the shops, quoting what needs quoting', () => {
    expect(analyticsCsv(summary).split('\r\n')).toEqual([
      'date,pageViews,visitors,bookings,orders',
      '2026-03-01,5,2,2,0',
      '2026-03-02,2,1,0,1',
      'total,7,3,2,1',
      '',
      'shopId,shop,pageViews,visitors,bookings,orders,stampsGiven,vouchersSoldCents',
      'shop-1,"Studio ""Lumière"", Berlin",7,3,2,1,4,5000',
      `shop-2,"'=HYPERLINK(""x"")",0,0,0,0,0,0`,
      '',
    ]);
  });
});
