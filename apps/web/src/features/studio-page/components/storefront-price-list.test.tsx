// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation } from '../../../routing/build-router.ts';
import { aService } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { StorefrontPriceList } from './storefront-price-list.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

describe('StorefrontPriceList', () => {
  it('should start booking the treatment a customer taps', async () => {
    const services = [
      aService({ id: 'sv-gel', name: 'Gel-Modellage Neuset', priceCents: 5900 }),
      aService({ id: 'sv-mani', name: 'Maniküre', priceCents: 2900 }),
    ];
    const { user } = renderWithProviders(
      [
        { path: '/partner/:shopId', element: <StorefrontPriceList services={services} currencyCode="EUR" /> },
        { path: '/partner/:shopId/app/book/selectDate', element: <Where /> },
      ],
      { route: '/partner/s1' },
    );
    await user.click(await screen.findByRole('link', { name: 'Book Maniküre' }));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/partner/s1/app/book/selectDate?services=sv-mani',
    );
  });
});
