// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/auth-session.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { fakeCursorList } from '../../../testing/fake-cursor-list.ts';
import { aPublicShop } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { ClientsRoute } from './clients-route.tsx';

const client = (id: string, name: string) => ({ id, name, visits: 1, noShows: 0 });

// The client list counts in its body ({ items, total }) and carries the cursor in its header.
const clientPages = fakeCursorList(
  [
    { rows: [client('c1', 'Anna Erste')], total: 2 },
    { rows: [client('c2', 'Berta Zweite')], total: 2 },
  ],
  (page) => ({ items: page.rows, total: page.total }),
);

describe('ClientsRoute', () => {
  it('should page on by the next cursor, back by the one it came by, and start again on a new search', async () => {
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
    const api = fakeApi({
      'GET /shops/s1': aPublicShop,
      'GET /shops/s1/clients': clientPages,
    });
    const { user } = renderWithProviders(<ClientsRoute />);
    expect(await screen.findByText('Anna Erste')).toBeTruthy();
    expect(screen.getByText('1–1 of 2')).toBeTruthy();
    const asked = () => api.callsTo('GET /shops/s1/clients').at(-1)?.query;
    expect(asked()?.get('page')).toBeNull();
    expect(asked()?.get('pageSize')).toBe('25');

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(await screen.findByText('Berta Zweite')).toBeTruthy();
    expect(asked()?.get('cursor')).toBe('page-1');
    expect(screen.getByRole('button', { name: 'Go to the next page' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Go to the previous page' }));
    expect(await screen.findByText('Anna Erste')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(await screen.findByText('Berta Zweite')).toBeTruthy();
    await user.type(screen.getByTestId('clients-search'), 'anna');
    await waitFor(() => expect(asked()?.get('q')).toBe('anna'));
    expect(asked()?.get('cursor')).toBeNull();
  });
});
