// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { aPublicShop } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { DealSalesSection } from './deal-sales-section.tsx';

describe('the studio’s deal sales', () => {
  it('should list each paid deal with its buyer, price and whether it was redeemed', async () => {
    fakeApi({
      'GET /shops/s1/deals/sales': [
        {
          purchaseId: 'p1',
          dealId: 'd1',
          dealTitle: 'Nagel-Flatrate',
          priceCents: 1500,
          currency: 'EUR',
          state: 'paid',
          paidAt: '2026-11-27T10:00:00.000Z',
          customer: { name: 'Dana Deal', email: 'dana@example.com' },
        },
      ],
      'GET /shops/s1': aPublicShop,
    });
    renderWithProviders(<DealSalesSection shopId="s1" />);
    const sale = await screen.findByTestId('deal-sale');
    expect(sale.getAttribute('data-state')).toBe('paid');
    expect(sale.textContent).toContain('Nagel-Flatrate');
    expect(sale.textContent).toContain('Dana Deal');
    expect(sale.textContent).toContain('€15.00');
    expect(sale.textContent).toContain('Not yet redeemed');
  });
});
