// @vitest-environment jsdom
import type { StudioSearchItem } from '@studio/domain/consumer-contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/auth-session.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { FindStudioRoute } from '../routes/find-studio-route.tsx';

function studio(overrides: Partial<StudioSearchItem>): StudioSearchItem {
  return {
    shopId: 'shop-a',
    name: 'Nagelbar Mai',
    address: 'Kastanienallee 3, 10115 Berlin',
    category: 'nails',
    timezone: 'Europe/Berlin',
    currencyCode: 'EUR',
    latitude: 52.53,
    longitude: 13.41,
    distanceKm: 1.2,
    plus: false,
    logoUrl: null,
    treatment: { id: 'shellac-a', name: 'Shellac Maniküre', priceCents: 3500, durationMinutes: 45 },
    priceRangeCents: { min: 2500, max: 6000 },
    nextFreeTimes: ['2027-03-02T10:00:00+01:00', '2027-03-02T10:30:00+01:00'],
    reviews: { average: null, count: 0 },
    ...overrides,
  };
}

const plusStudio = studio({ shopId: 'shop-plus', name: 'Lumière Plus', plus: true, distanceKm: 0.8 });
const plainStudio = studio({ shopId: 'shop-plain', name: 'Nagelbar Mai', nextFreeTimes: [] });

function renderFind(route: string) {
  return renderWithProviders([{ path: '/find', element: <FindStudioRoute /> }], { route });
}

describe('FindStudioRoute', () => {
  it('should ask for a place before searching', async () => {
    const api = fakeApi({});
    renderFind('/find');
    expect(await screen.findByTestId('find-need-place')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('should search the city for the treatment and show studios with their free times as taps into booking', async () => {
    const api = fakeApi({ 'GET /studios': { items: [plusStudio, plainStudio], total: 2 } });
    renderFind('/find?city=berlin&q=Shellac&when=2027-03-02');

    const results = await screen.findAllByTestId('find-result');
    expect(results.map((result) => within(result).getByTestId('find-result-name').textContent)).toEqual([
      'Lumière Plus',
      'Nagelbar Mai',
    ]);
    expect(within(results[0] as HTMLElement).getByTestId('find-result-plus').textContent).toBe('Plus');
    expect(within(results[1] as HTMLElement).queryByTestId('find-result-plus')).toBeNull();
    expect(within(results[0] as HTMLElement).getByTestId('find-result-facts').textContent).toContain(
      '0.8 km',
    );
    expect(within(results[0] as HTMLElement).getByTestId('find-result-facts').textContent).toContain(
      '€25.00',
    );

    const times = within(results[0] as HTMLElement).getAllByTestId('find-result-time');
    expect(times.map((time) => time.textContent)).toEqual(['10:00', '10:30']);
    const link = new URL(times[0]?.getAttribute('href') ?? '', 'http://localhost');
    expect(link.pathname).toBe('/partner/shop-plus/app/book/confirm');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      services: 'shellac-a',
      day: '2027-03-02',
      start: '2027-03-02T10:00:00+01:00',
    });
    expect(within(results[1] as HTMLElement).getByTestId('find-result-no-times')).toBeTruthy();

    const [search] = api.callsTo('GET /studios');
    expect(Object.fromEntries(search?.query ?? [])).toMatchObject({
      lat: '52.52',
      lng: '13.405',
      q: 'Shellac',
      date: '2027-03-02',
    });
  });

  it('should, for any day, ask without a date and name each studio’s next free day', async () => {
    const api = fakeApi({ 'GET /studios': { items: [plusStudio, plainStudio], total: 2 } });
    renderFind('/find?city=berlin&when=any');

    const results = await screen.findAllByTestId('find-result');
    expect(within(results[0] as HTMLElement).getByTestId('find-result-day').textContent).toContain('Tuesday');
    expect(within(results[1] as HTMLElement).queryByTestId('find-result-day')).toBeNull();
    expect(within(results[1] as HTMLElement).getByTestId('find-result-no-times').textContent).toBe(
      'No free time in the next two weeks',
    );
    expect(api.callsTo('GET /studios')[0]?.query.has('date')).toBe(false);
  });

  it('should suggest places for what is typed and search around the one chosen', async () => {
    const meta = document.createElement('meta');
    meta.name = 'geocoder';
    meta.content = 'fake';
    document.head.append(meta);
    const api = fakeApi({
      'GET /place-suggestions': [
        {
          name: 'Kreuzberg',
          address: 'Kreuzberg, 10115 Berlin',
          latitude: 52.4986,
          longitude: 13.4033,
          placeId: 'fake:kreuzberg',
        },
      ],
      'GET /studios': { items: [plainStudio], total: 1 },
    });
    const { user, router } = renderFind('/find');

    await user.type(screen.getByTestId('find-where'), 'Kreuz');
    const option = await screen.findByText('Kreuzberg');
    expect(api.callsTo('GET /place-suggestions').at(-1)?.query.get('q')).toBe('Kreuz');
    expect(screen.getByTestId('find-where-made-up')).toBeTruthy();
    await user.click(option);

    await waitFor(() => expect(api.callsTo('GET /studios')).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      lat: '52.49860',
      lng: '13.40330',
      place: 'Kreuzberg',
    });
    expect((screen.getByTestId('find-where') as HTMLInputElement).value).toBe('Kreuzberg');
    meta.remove();
  });

  it('should search again when a category is chosen and keep the choice in the URL', async () => {
    const api = fakeApi({ 'GET /studios': { items: [plainStudio], total: 1 } });
    const { user, router } = renderFind('/find?city=berlin');
    await screen.findByTestId('find-result');

    await user.click(screen.getByTestId('find-category-lashes_brows'));

    await waitFor(() =>
      expect(api.callsTo('GET /studios').at(-1)?.query.get('category')).toBe('lashes_brows'),
    );
    expect(router.state.location.search).toBe('?city=berlin&category=lashes_brows');
  });

  it('should put a signed-in customer’s favourites first and let them mark one', async () => {
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
    const api = fakeApi({
      'GET /studios': { items: [plusStudio, plainStudio], total: 2 },
      'GET /me/favourite-studios': [
        {
          shopId: 'shop-plain',
          name: 'Nagelbar Mai',
          address: 'Kastanienallee 3',
          category: 'nails',
          logoUrl: null,
          addedAt: '2027-03-01T08:00:00.000Z',
        },
      ],
      'PUT /me/favourite-studios/shop-plus': () => ({ status: 204 }),
    });
    const { user } = renderFind('/find?city=berlin');

    await waitFor(() =>
      expect(screen.getAllByTestId('find-result-name').map((name) => name.textContent)).toEqual([
        'Nagelbar Mai',
        'Lumière Plus',
      ]),
    );
    const plus = screen.getAllByTestId('find-result')[1] as HTMLElement;
    await user.click(within(plus).getByTestId('find-result-favourite'));
    await waitFor(() => expect(api.callsTo('PUT /me/favourite-studios/shop-plus')).toHaveLength(1));
    sessionStore.clear();
  });
});
