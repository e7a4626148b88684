// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/auth-session.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { CalendarFeedsRoute } from './calendar-feeds-route.tsx';

describe('CalendarFeedsRoute', () => {
  it('should make a team member’s address, show it once to copy, and revoke it', async () => {
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
    const feeds: {
      id: string;
      teamMemberId: string | null;
      teamMemberName: string | null;
      createdAt: string;
    }[] = [];
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
      'GET /shops/s1/team-members': [
        { id: 'm1', name: 'Anna', color: '#D81B60', description: null, position: 0 },
      ],
      'GET /shops/s1/calendar-feeds': () => ({ body: feeds }),
      'POST /shops/s1/calendar-feeds': () => {
        const feed = {
          id: 'f1',
          teamMemberId: 'm1',
          teamMemberName: 'Anna',
          createdAt: '2026-12-01T09:00:00.000Z',
        };
        feeds.push(feed);
        return { status: 201, body: { ...feed, url: 'https://studio.test/api/calendar-feeds/secret' } };
      },
      'DELETE /shops/s1/calendar-feeds/f1': () => {
        feeds.splice(0);
        return { status: 204 };
      },
    });
    const { user } = renderWithProviders(<CalendarFeedsRoute />);
    await screen.findByTestId('calendar-feeds-empty');
    await user.click(screen.getByLabelText('Appointments of'));
    await user.click(await screen.findByRole('option', { name: 'Anna' }));
    await user.click(screen.getByTestId('calendar-feed-create'));
    const url = (await screen.findByTestId('calendar-feed-url')) as HTMLInputElement;
    expect(url.value).toBe('https://studio.test/api/calendar-feeds/secret');
    expect(api.callsTo('POST /shops/s1/calendar-feeds').map((call) => call.body)).toEqual([
      { teamMemberId: 'm1' },
    ]);

    const row = await screen.findByTestId('calendar-feed');
    expect(row.textContent).toContain('Anna');
    await user.click(within(row).getByTestId('calendar-feed-revoke'));
    const dialog = await screen.findByTestId('calendar-feed-revoke-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await screen.findByTestId('calendar-feeds-empty');
    expect(screen.queryByTestId('calendar-feed-created')).toBeNull();
    expect(api.callsTo('DELETE /shops/s1/calendar-feeds/f1')).toHaveLength(1);
  });
});
