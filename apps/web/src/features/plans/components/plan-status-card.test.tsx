// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { PlanStatusCard } from './plan-status-card.tsx';

const plans = [
  { id: 'lite', name: 'Lite', monthlyPriceCents: 2900, currency: 'EUR', features: ['booking'] },
  {
    id: 'plus',
    name: 'Plus',
    monthlyPriceCents: 9900,
    currency: 'EUR',
    features: ['booking', 'phoneAssistant'],
  },
];

describe('PlanStatusCard', () => {
  it('should thank the owner back from paying once the plan is active', async () => {
    let asked = 0;
    fakeApi({
      // The provider's report arrives after the browser is back: first still nothing, then active.
      'GET /shops/s1/subscription': () => {
        asked += 1;
        return {
          body:
            asked === 1
              ? { plan: null, status: 'none', currentPeriodEnd: null, lastPaymentFailed: false }
              : {
                  plan: 'plus',
                  status: 'active',
                  currentPeriodEnd: '2026-12-28T00:00:00Z',
                  lastPaymentFailed: false,
                },
        };
      },
    });
    renderWithProviders(<PlanStatusCard shopId="s1" shopStatus="pending_payment" />, {
      route: '/shop?plan=plus&payment=p1',
      path: '/shop',
    });
    expect(await screen.findByTestId('plan-payment-confirming')).toBeTruthy();
    expect((await screen.findByTestId('plan-payment-success')).textContent).toBe(
      'Thank you! Your payment has arrived – your Plus plan is now active.',
    );
    expect(screen.queryByTestId('plan-payment-confirming')).toBeNull();
  });

  it('should open the plans at once from the "approved, now choose your plan" mail, with prices and the buttons first', async () => {
    fakeApi({
      'GET /shops/s1/subscription': {
        plan: null,
        status: 'none',
        currentPeriodEnd: null,
        lastPaymentFailed: false,
      },
      'GET /plans': plans,
    });
    renderWithProviders(<PlanStatusCard shopId="s1" shopStatus="pending_payment" />, {
      route: '/shop?choosePlan=1',
      path: '/shop',
    });
    const card = await screen.findByTestId('plan-plus');
    expect(screen.getByTestId('plan-plus-price').textContent).toBe('€99.00');
    // The button comes before the feature list, so it is in view without scrolling.
    const button = screen.getByTestId('plan-choose-plus');
    const firstFeature = card.querySelector('li');
    expect(firstFeature).not.toBeNull();
    expect(
      button.compareDocumentPosition(firstFeature as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
