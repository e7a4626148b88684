// @vitest-environment jsdom

import type { AnalyticsSummary } from '@studio/domain/analytics-contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { AnalyticsShopsTable, AnalyticsTopPages } from './analytics-tables.tsx';

const studioPath = '/partner/0b6c1c0e-8f7a-4d2e-9a51-2f3c4d5e6f70/app';

const summary: AnalyticsSummary = {
  from: '2026-03-01',
  to: '2026-03-02',
  timezone: 'Europe/Berlin',
  pageViews: 4,
  visitors: 2,
  bookings: 0,
  orders: 0,
  stampsGiven: 0,
  vouchersSoldCents: 0,
  days: [],
  shops: [],
  shopCount: 0,
  topPages: [
    { path: studioPath, shopName: 'Nagelstudio Lumière', pageViews: 3 },
    { path: '/login', shopName: null, pageViews: 1 },
  ],
};

describe('AnalyticsTopPages', () => {
  it("should name a studio's pages by the studio, with the path beneath, and show other paths as they are", async () => {
    renderWithProviders(<AnalyticsTopPages summary={summary} />);
    const rows = within(await screen.findByTestId('analytics-top-pages'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    const [studio, login] = rows as [HTMLElement, HTMLElement];
    expect(within(studio).getByTestId('analytics-page-studio').textContent).toBe('Nagelstudio Lumière');
    expect(within(studio).getByText(studioPath)).toBeTruthy();
    expect(within(login).queryByTestId('analytics-page-studio')).toBeNull();
    expect(within(login).getByText('/login')).toBeTruthy();
  });
});

describe('AnalyticsShopsTable', () => {
  const shop = (n: number) => ({
    shopId: `shop-${n}`,
    name: `Studio ${n}`,
    pageViews: 100 - n,
    visitors: 1,
    bookings: 0,
    orders: 0,
    stampsGiven: 0,
    vouchersSoldCents: 0,
  });

  it('should say how many studios had activity when it lists only the busiest', async () => {
    renderWithProviders(
      <AnalyticsShopsTable summary={{ ...summary, shops: [shop(1), shop(2)], shopCount: 9532 }} />,
    );
    expect((await screen.findByTestId('analytics-shops-note')).textContent).toBe(
      'The 2 busiest of 9,532 studios with activity in this period.',
    );
    expect(screen.getAllByTestId('analytics-shop-row')).toHaveLength(2);
  });

  it('should say nothing more when every studio with activity is listed', async () => {
    renderWithProviders(<AnalyticsShopsTable summary={{ ...summary, shops: [shop(1)], shopCount: 1 }} />);
    await screen.findByTestId('analytics-shop-row');
    expect(screen.queryByTestId('analytics-shops-note')).toBeNull();
  });
});
