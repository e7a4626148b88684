// @vitest-environment jsdom
import type { PublicDeal } from '@studio/domain/deal-contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/auth-session.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { StudioDealsTab } from './studio-deals-tab.tsx';

const paidDeal: PublicDeal = {
  id: 'deal-1',
  title: 'Spa day',
  offerText: 'Pedicure and massage',
  description: '',
  validFrom: '2027-01-01',
  validTo: '2027-12-31',
  hot: false,
  multiUse: false,
  type: 'independent',
  imageUrl: null,
  requiresPurchase: true,
  priceCents: 4900,
  percent: null,
  articleIds: [],
  bundlePriceCents: null,
};

const redemption = {
  redemptionId: 'r1',
  code: 'ABC123',
  redeemedAt: '2027-03-01T10:00:00.000Z',
  shopId: 'shop-1',
  shopName: 'Lumière',
  deal: paidDeal,
};

function renderTab(route: string) {
  return renderWithProviders(
    [{ path: '/partner/:shopId/app', element: <StudioDealsTab shopId="shop-1" currency="EUR" /> }],
    { route },
  );
}

describe('StudioDealsTab, a deal that needs a purchase', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.save('token', {
      uid: 'u1',
      email: 'kim@example.com',
      name: 'Kim',
      role: 'appUser',
      shopId: null,
      shopLevel: null,
      teamMemberId: null,
      emailVerified: true,
      guest: false,
    });
  });
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('should buy it through the checkout and keep the purchase for redeeming', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = fakeApi({
      'GET /shops/shop-1/deals': [paidDeal],
      'GET /me/deals': [],
      'GET /me/deal-purchases': [],
      'POST /shops/shop-1/deals/deal-1/purchase': () => ({
        status: 201,
        body: { purchaseId: 'purchase-1', checkoutUrl: 'https://checkout.test/session' },
      }),
    });
    const { user } = renderTab('/partner/shop-1/app');

    const buy = await screen.findByTestId('partner-deal-buy');
    expect(buy.textContent).toBe('Buy for €49.00');
    expect(screen.queryByTestId('partner-deal-redeem')).toBeNull();
    await user.click(buy);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.test/session'));
    expect(api.callsTo('POST /shops/shop-1/deals/deal-1/purchase')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('studio.dealPurchases') ?? '{}')).toEqual({
      'deal-1': 'purchase-1',
    });
  });

  it('should, back from the checkout, redeem the deal with the paid purchase', async () => {
    const api = fakeApi({
      'GET /shops/shop-1/deals': [paidDeal],
      'GET /me/deals': [],
      'GET /me/deal-purchases': [],
      'POST /shops/shop-1/deals/deal-1/redeem': () => ({ status: 201, body: redemption }),
    });
    const { user } = renderTab('/partner/shop-1/app?tab=deals&deal=deal-1&purchase=purchase-1');

    expect(await screen.findByTestId('partner-deal-paid')).toBeTruthy();
    expect(screen.queryByTestId('partner-deal-buy')).toBeNull();
    await user.click(screen.getByTestId('partner-deal-redeem'));
    await user.click(await screen.findByTestId('partner-deal-confirm-confirm'));

    await waitFor(() => expect(api.callsTo('POST /shops/shop-1/deals/deal-1/redeem')).toHaveLength(1));
    expect(api.callsTo('POST /shops/shop-1/deals/deal-1/redeem')[0]?.body).toEqual({
      purchaseId: 'purchase-1',
    });
    await waitFor(() => expect(localStorage.getItem('studio.dealPurchases')).toBe('{}'));
  });

  it("should offer to redeem a deal paid in another browser, from the account's purchases", async () => {
    const api = fakeApi({
      'GET /shops/shop-1/deals': [paidDeal],
      'GET /me/deals': [],
      'GET /me/deal-purchases': [
        {
          purchaseId: 'purchase-9',
          dealId: 'deal-1',
          shopId: 'shop-1',
          shopName: 'Lumière',
          title: 'Spa day',
          offerText: 'Pedicure and massage',
          priceCents: 4900,
          currency: 'EUR',
          state: 'paid',
          purchasedAt: '2027-03-01T09:00:00.000Z',
          paidAt: '2027-03-01T09:01:00.000Z',
        },
      ],
      'POST /shops/shop-1/deals/deal-1/redeem': () => ({ status: 201, body: redemption }),
    });
    const { user } = renderTab('/partner/shop-1/app?tab=deals');

    expect(await screen.findByTestId('partner-deal-paid')).toBeTruthy();
    await user.click(screen.getByTestId('partner-deal-redeem'));
    await user.click(await screen.findByTestId('partner-deal-confirm-confirm'));
    await waitFor(() => expect(api.callsTo('POST /shops/shop-1/deals/deal-1/redeem')).toHaveLength(1));
    expect(api.callsTo('POST /shops/shop-1/deals/deal-1/redeem')[0]?.body).toEqual({
      purchaseId: 'purchase-9',
    });
  });
});
