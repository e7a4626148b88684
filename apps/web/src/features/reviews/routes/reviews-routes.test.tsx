// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/auth-session.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { AdminReviewsRoute } from './admin-reviews-route.tsx';
import { ShopReviewsRoute } from './shop-reviews-route.tsx';

const review = {
  id: 'r1',
  rating: 2,
  text: 'Waited 20 minutes',
  authorName: 'Clara',
  createdAt: '2026-12-03T10:00:00.000Z',
};

describe('ShopReviewsRoute', () => {
  it('should publish the studio’s answer to a review', async () => {
    sessionStore.save('token', {
      uid: 'owner-1',
      email: 'owner@example.com',
      name: 'Owner',
      role: 'shopAdmin',
      shopId: 's1',
      shopLevel: 'owner',
      teamMemberId: null,
      emailVerified: true,
      guest: false,
    });
    let answered: string | undefined;
    const api = fakeApi({
      'GET /shops/s1': {
        id: 's1',
        name: 'Nail Bar',
        address: 'Hauptstraße 1, Berlin',
        category: 'nails',
        status: 'active',
        timezone: 'Europe/Berlin',
        currencyCode: 'EUR',
      },
      'GET /shops/s1/reviews': () => ({
        body: { average: 2, count: 1, items: [{ ...review, ...(answered ? { answer: answered } : {}) }] },
      }),
      'POST /shops/s1/reviews/r1/answer': (call) => {
        answered = (call.body as { answer: string }).answer;
        return { body: { ...review, answer: answered, answeredAt: '2026-12-03T12:00:00.000Z' } };
      },
    });
    const { user } = renderWithProviders(<ShopReviewsRoute />);
    const card = await screen.findByTestId('shop-review');
    // The date in the studio's zone, once that is known.
    await expect.poll(() => card.textContent).toContain('Clara · 03/12/2026');
    expect(screen.getByTestId('shop-reviews-summary').textContent).toContain('2 out of 5 · 1 review');
    await user.click(within(card).getByTestId('shop-review-answer-open'));
    await user.type(within(card).getByTestId('shop-review-answer-text'), 'Sorry, we were short-staffed.');
    await user.click(within(card).getByTestId('shop-review-answer-send'));
    expect((await screen.findByTestId('shop-review-answer')).textContent).toBe(
      'Your answer: Sorry, we were short-staffed.',
    );
    expect(api.callsTo('POST /shops/s1/reviews/r1/answer').map((call) => call.body)).toEqual([
      { answer: 'Sorry, we were short-staffed.' },
    ]);
  });
});

describe('AdminReviewsRoute', () => {
  it('should hide a review with its reason and show the reason afterwards', async () => {
    let hidden: string | undefined;
    const moderated = () => ({
      ...review,
      shopId: 's1',
      shopName: 'Nail Bar',
      hidden: hidden !== undefined,
      ...(hidden ? { hiddenReason: hidden, hiddenAt: '2026-12-04T10:00:00.000Z' } : {}),
    });
    const api = fakeApi({
      'GET /reviews': () => ({ body: [moderated()] }),
      'POST /reviews/r1/hide': (call) => {
        hidden = (call.body as { reason: string }).reason;
        return { body: moderated() };
      },
    });
    const { user } = renderWithProviders(<AdminReviewsRoute />);
    const card = await screen.findByTestId('admin-review');
    expect(within(card).queryByTestId('admin-review-reason')).toBeNull();
    await user.type(within(card).getByTestId('admin-review-reason-text'), 'Insults staff');
    await user.click(within(card).getByTestId('admin-review-hide'));
    expect((await screen.findByTestId('admin-review-reason')).textContent).toBe(
      'Hidden because: Insults staff',
    );
    expect(api.callsTo('POST /reviews/r1/hide').map((call) => call.body)).toEqual([
      { reason: 'Insults staff' },
    ]);
  });
});
