// @vitest-environment jsdom

import type { OwnDealPurchase } from '@studio/domain/deal-contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { aPublicShop } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { OwnDealPurchasesCard } from './own-deal-purchases-card.tsx';

function aPurchase(fields: Pick<OwnDealPurchase, 'purchaseId' | 'state'>): OwnDealPurchase {
  return {
    dealId: 'd1',
    shopId: 's1',
    shopName: 'Nagelstudio Lena',
    title: 'Nagel-Flatrate',
    offerText: '3 Maniküren',
    priceCents: 1500,
    currency: 'EUR',
    purchasedAt: '2026-11-27T10:00:00.000Z',
    paidAt: null,
    ...fields,
  };
}

describe('the account’s deal purchases', () => {
  it('should list the bought deals with their state, and link a paid one to redeeming it at its studio', async () => {
    fakeApi({
      'GET /me/deal-purchases': [
        aPurchase({ purchaseId: 'p2', state: 'paid' }),
        aPurchase({ purchaseId: 'p1', state: 'redeemed' }),
      ],
      'GET /shops/s1': aPublicShop,
    });
    renderWithProviders(<OwnDealPurchasesCard />);
    const purchases = await screen.findAllByTestId('own-deal-purchase');
    expect(purchases.map((purchase) => purchase.getAttribute('data-state'))).toEqual(['paid', 'redeemed']);
    expect(purchases[0]?.textContent).toContain('Ready to redeem');
    expect(purchases[0]?.textContent).toContain('€15.00');
    expect(purchases[1]?.textContent).toContain('Redeemed');
    const redeem = screen.getAllByRole('link', { name: 'Redeem' });
    expect(redeem).toHaveLength(1);
    expect(redeem[0]?.getAttribute('href')).toBe('/partner/s1/app?tab=deals&deal=d1&purchase=p2');
  });

  it('should show nothing while the customer bought no deal', async () => {
    const server = fakeApi({ 'GET /me/deal-purchases': [] });
    renderWithProviders(<OwnDealPurchasesCard />);
    await expect.poll(() => server.calls.length).toBe(1);
    expect(screen.queryByTestId('own-deal-purchases')).toBeNull();
  });
});
