// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { PlanDialog } from './plan-dialog.tsx';

const plans = [
  { id: 'lite', name: 'Lite', monthlyPriceCents: 2900, currency: 'EUR', features: ['booking'] },
  { id: 'basic', name: 'Basic', monthlyPriceCents: 5900, currency: 'EUR', features: ['booking', 'vouchers'] },
];

/** The tag the server writes into the page for its payment provider (PAYMENTS_PROVIDER). */
function serverNamesProvider(provider: string) {
  const meta = document.createElement('meta');
  meta.name = 'payments-provider';
  meta.content = provider;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="payments-provider"]')) meta.remove();
});

describe('PlanDialog', () => {
  it('should say plainly that no money is taken while the server runs the test provider', async () => {
    serverNamesProvider('test');
    fakeApi({ 'GET /plans': plans });
    renderWithProviders(<PlanDialog shopId="shop-1" current={null} onClose={() => undefined} />);
    expect(await screen.findByText('Basic')).toBeTruthy();
    expect(screen.getByTestId('no-money-taken').textContent).toBe(
      'Test payments: no money is taken. Purchases and plans are completed without paying.',
    );
  });

  it('should show no such notice with a real payment provider', async () => {
    serverNamesProvider('stripe');
    fakeApi({ 'GET /plans': plans });
    renderWithProviders(<PlanDialog shopId="shop-1" current={null} onClose={() => undefined} />);
    expect(await screen.findByText('Basic')).toBeTruthy();
    expect(screen.queryByTestId('no-money-taken')).toBeNull();
  });
});
