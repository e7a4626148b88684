// @vitest-environment jsdom

import type { TourProgress } from '@studio/domain/tour-contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/auth-session.ts';
import { type ApiRoute, apiError, fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { TourOfferCard } from './tour-offer-card.tsx';
import { TourProvider } from './tour-provider.tsx';

function renderOffer(progress: ApiRoute) {
  const server = fakeApi({ 'GET /me/tour-progress': progress });
  sessionStore.save('token', {
    uid: 'owner-1',
    email: 'owner@example.com',
    name: 'Owner',
    role: 'shopAdmin',
    shopId: 'shop-1',
    shopLevel: 'owner',
    teamMemberId: null,
    emailVerified: true,
    guest: false,
  });
  renderWithProviders(
    [
      {
        path: '/shop',
        element: (
          <TourProvider tourId="shopAdmin">
            <TourOfferCard studioIsNew />
            <p>dashboard</p>
          </TourProvider>
        ),
      },
    ],
    { route: '/shop' },
  );
  return server;
}

const dismissed: TourProgress = { tour: 'shopAdmin', stepId: null, completed: false, offerDismissed: true };

describe('the dashboard’s tour offer', () => {
  it('should offer the tour to a new studio’s owner who never answered it', async () => {
    renderOffer(() => ({ body: [] }));
    expect(await screen.findByTestId('tour-offer')).toBeTruthy();
  });

  it('should not bring back an offer the owner turned down', async () => {
    const server = renderOffer(() => ({ body: [dismissed] }));
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
    await screen.findByText('dashboard');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('tour-offer')).toBeNull();
  });

  it('should not offer the tour while the saved answer cannot be read', async () => {
    const server = renderOffer(apiError(503, 9503));
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('tour-offer')).toBeNull();
  });
});
