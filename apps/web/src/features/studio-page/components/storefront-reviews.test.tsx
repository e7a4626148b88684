// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { StorefrontReviews } from './storefront-reviews.tsx';

describe('StorefrontReviews', () => {
  it('should show the average, the count and each review with the studio’s answer', async () => {
    fakeApi({
      'GET /shops/shop-1/reviews': {
        average: 4.5,
        count: 2,
        items: [
          {
            id: 'r2',
            rating: 5,
            text: 'Perfect refill',
            authorName: 'Clara',
            createdAt: '2026-12-03T10:00:00.000Z',
            answer: 'Thank you, Clara!',
            answeredAt: '2026-12-03T12:00:00.000Z',
          },
          { id: 'r1', rating: 4, authorName: 'Mia', createdAt: '2026-12-02T10:00:00.000Z' },
        ],
      },
    });
    renderWithProviders(<StorefrontReviews shopId="shop-1" timezone="Europe/Berlin" />);
    expect((await screen.findByTestId('storefront-reviews-summary')).textContent).toBe(
      '★★★★★4.5 out of 5 · 2 reviews',
    );
    const reviews = screen.getAllByTestId('storefront-review');
    expect(reviews.map((review) => review.textContent)).toEqual([
      '★★★★★Clara · 03/12/2026Perfect refillThe studio: Thank you, Clara!',
      '★★★★☆Mia · 02/12/2026',
    ]);
    expect(screen.getByRole('img', { name: '4 stars' }).textContent).toBe('★★★★☆');
  });

  it('should show nothing while the studio has no review', async () => {
    const api = fakeApi({ 'GET /shops/shop-1/reviews': { average: null, count: 0, items: [] } });
    renderWithProviders(<StorefrontReviews shopId="shop-1" timezone="Europe/Berlin" />);
    await expect.poll(() => api.calls.length).toBe(1);
    expect(screen.queryByTestId('storefront-reviews')).toBeNull();
  });
});
