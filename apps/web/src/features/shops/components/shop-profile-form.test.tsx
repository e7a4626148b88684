// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { aPublicShop } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { ShopProfileForm } from './shop-profile-form.tsx';

const shop = {
  ...aPublicShop,
  status: 'pending' as const,
  category: 'nails' as const,
  pendingChange: null,
  reviewRequestedAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};

const found = [
  {
    name: 'Nagelstudio Lena',
    address: 'Hauptstraße 1, 10827 Berlin',
    latitude: 52.4862,
    longitude: 13.3544,
    placeId: 'ChIJ-lena',
  },
];

describe('ShopProfileForm', () => {
  it('should find the location from name and address instead of asking for coordinates', async () => {
    const api = fakeApi({
      'GET /places': found,
      'PUT /shops/s1': (call) => ({ body: { ...shop, ...(call.body as object) } }),
    });
    const { user } = renderWithProviders(<ShopProfileForm shop={shop} />);
    expect(screen.queryByTestId('shop-profile-latitude')).toBeNull();
    expect(screen.queryByTestId('shop-profile-place-id')).toBeNull();
    expect(screen.queryByLabelText(/Latitude/)).toBeNull();

    await user.click(screen.getByTestId('shop-profile-find-place'));
    const places = await screen.findByTestId('shop-profile-places');
    expect(api.callsTo('GET /places')[0]?.query.get('q')).toBe('Nagelstudio Lena Hauptstraße 1, Berlin');
    await user.click(within(places).getByRole('button', { name: /Hauptstraße 1, 10827 Berlin/ }));
    expect(await screen.findByTestId('shop-profile-location-set')).toBeTruthy();

    await user.click(screen.getByTestId('shop-profile-submit'));
    await waitFor(() => expect(api.callsTo('PUT /shops/s1')).toHaveLength(1));
    expect(api.callsTo('PUT /shops/s1')[0]?.body).toMatchObject({
      latitude: 52.4862,
      longitude: 13.3544,
      googlePlacesId: 'ChIJ-lena',
    });
  });

  it('should say plainly when the place search is away, without blocking anything', async () => {
    fakeApi({
      'GET /places': () => ({ status: 503, body: { errorCode: 2070, message: 'unavailable' } }),
    });
    const { user } = renderWithProviders(<ShopProfileForm shop={shop} />);
    await user.click(screen.getByTestId('shop-profile-find-place'));
    expect(
      await screen.findByText(
        /The place search cannot be reached right now\. You can add the location later/,
      ),
    ).toBeTruthy();
  });
});
