// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { PlusScreen } from './plus-route.tsx';

const plans = [
  { id: 'basic', name: 'Basic', monthlyPriceCents: 4900, currency: 'EUR', features: ['booking'] },
  {
    id: 'plus',
    name: 'Plus',
    monthlyPriceCents: 9900,
    currency: 'EUR',
    features: ['booking', 'phoneAssistant'],
  },
];
const subscriptionOf = (plan: string | null, status: string) => ({
  plan,
  status,
  currentPeriodEnd: null,
  lastPaymentFailed: false,
});

describe('the Plus page', () => {
  it('should show what Plus gives at the price the server bills, and how to get it', async () => {
    fakeApi({ 'GET /plans': plans, 'GET /shops/s1/subscription': subscriptionOf('basic', 'active') });
    const { user } = renderWithProviders(<PlusScreen shopId="s1" />);
    expect((await screen.findByTestId('plus-price')).textContent).toContain('99.00');
    expect(within(screen.getByTestId('plus-gives')).getByText('AI phone assistant')).toBeTruthy();
    await user.click(await screen.findByTestId('plus-upgrade'));
    expect(await screen.findByTestId('plan-dialog')).toBeTruthy();
    expect(screen.queryByTestId('plus-active')).toBeNull();
  });

  it('should not ask a studio that has Plus to upgrade, and lead to each part instead', async () => {
    fakeApi({ 'GET /plans': plans, 'GET /shops/s1/subscription': subscriptionOf('plus', 'active') });
    renderWithProviders(<PlusScreen shopId="s1" />);
    expect(await screen.findByTestId('plus-active')).toBeTruthy();
    expect(screen.queryByTestId('plus-upgrade')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Phone assistant' })[0]?.getAttribute('href')).toBe('/voice');
  });

  it('should say the payment is being confirmed right after paying, not offer Plus again', async () => {
    fakeApi({ 'GET /plans': plans, 'GET /shops/s1/subscription': subscriptionOf('plus', 'incomplete') });
    renderWithProviders(<PlusScreen shopId="s1" />);
    expect(await screen.findByTestId('plus-confirming')).toBeTruthy();
    expect(screen.getByTestId('plus-upgrade').hasAttribute('disabled')).toBe(true);
  });
});
