// @vitest-environment jsdom

import type { AdminAppointment } from '@studio/domain/admin-appointments-contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { fakeCursorList } from '../../../testing/fake-cursor-list.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { AdminAppointmentsRoute } from './admin-appointments-route.tsx';

const appointment = (id: string, customerName: string, shopTimezone = 'Europe/Berlin'): AdminAppointment => ({
  id,
  shopId: 's1',
  shopName: 'Nagelstudio Lena',
  shopTimezone,
  start: '2026-11-20T09:00:00.000Z',
  end: '2026-11-20T10:00:00.000Z',
  status: 'confirmed',
  source: 'online',
  customerName,
  customerEmail: null,
  customerPhone: null,
  teamMemberName: null,
  treatments: ['Maniküre'],
  priceCents: 2500,
});

describe('AdminAppointmentsRoute', () => {
  it('should page on by the next cursor, back by the one it came by, and start again when a filter changes', async () => {
    const api = fakeApi({
      'GET /bookings': fakeCursorList([
        { rows: [appointment('b1', 'Anna Erste')], total: 12_000, estimated: true },
        { rows: [appointment('b2', 'Berta Zweite', 'America/New_York')], total: 12_000, estimated: true },
      ]),
    });
    const { user } = renderWithProviders(<AdminAppointmentsRoute />);
    expect(await screen.findByText('Anna Erste')).toBeTruthy();
    // Each appointment on its own studio's clock: 09:00 UTC is 10:00 in Berlin, 04:00 in New York.
    expect(screen.getByText(/10:00/)).toBeTruthy();
    expect(screen.getByText('1–1 of about 12000')).toBeTruthy();
    const asked = () => api.callsTo('GET /bookings').at(-1)?.query;
    expect(asked()?.get('cursor')).toBeNull();
    expect(asked()?.get('offset')).toBeNull();
    expect(asked()?.get('limit')).toBe('25');

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(await screen.findByText('Berta Zweite')).toBeTruthy();
    expect(screen.getByText(/04:00/)).toBeTruthy();
    expect(asked()?.get('cursor')).toBe('page-1');
    expect(screen.getByRole('button', { name: 'Go to the next page' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Go to the previous page' }));
    expect(await screen.findByText('Anna Erste')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(await screen.findByText('Berta Zweite')).toBeTruthy();
    await user.type(screen.getByTestId('appointments-from'), '2026-11-01');
    await waitFor(() => expect(asked()?.get('from')).toBe('2026-11-01'));
    expect(asked()?.get('cursor')).toBeNull();
    expect(await screen.findByText('Anna Erste')).toBeTruthy();
  });
});
