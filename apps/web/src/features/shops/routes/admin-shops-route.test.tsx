// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { fakeCursorList } from '../../../testing/fake-cursor-list.ts';
import { aPublicShop } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { AdminShopsRoute } from './admin-shops-route.tsx';

const studio = (id: string, name: string) => ({
  ...aPublicShop,
  id,
  name,
  owner: null,
  hasPendingChange: false,
  reviewRequestedAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
});

describe('AdminShopsRoute', () => {
  it('should page on by the next cursor, back by the one it came by, and start again on a new search', async () => {
    const api = fakeApi({
      'GET /shops/all/true': fakeCursorList([
        { rows: [studio('s1', 'Nagelstudio Erste')], total: 15_000, estimated: true },
        { rows: [studio('s2', 'Nagelstudio Zweite')], total: 15_000, estimated: true },
      ]),
    });
    const { user } = renderWithProviders(<AdminShopsRoute />);
    expect(await screen.findByText('Nagelstudio Erste')).toBeTruthy();
    expect(screen.getByText('1–1 of about 15000')).toBeTruthy();
    const asked = () => api.callsTo('GET /shops/all/true').at(-1)?.query;
    expect(asked()?.get('limit')).toBe('25');
    expect(asked()?.get('cursor')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(await screen.findByText('Nagelstudio Zweite')).toBeTruthy();
    expect(asked()?.get('cursor')).toBe('page-1');
    expect(screen.getByRole('button', { name: 'Go to the next page' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Go to the previous page' }));
    expect(await screen.findByText('Nagelstudio Erste')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(await screen.findByText('Nagelstudio Zweite')).toBeTruthy();
    await user.type(screen.getByTestId('shops-search'), 'lumi');
    await waitFor(() => expect(asked()?.get('search')).toBe('lumi'));
    expect(asked()?.get('cursor')).toBeNull();
  });
});
