// @vitest-environment jsdom

import type { Booking } from '@studio/domain/booking-contract';
import { errorMessage } from '@studio/domain/error-catalogue';
import { ErrorCode } from '@studio/domain/error-codes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api.ts';
import { aBooking, aService, aTeamMember, testShop, weekdayHours } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { NewBookingDialog } from './new-booking-dialog.tsx';

const services = [
  aService({ id: 'sv1', name: 'Manicure', durationMinutes: 45, priceCents: 3500, teamMemberIds: ['m1'] }),
  aService({ id: 'sv2', name: 'Pedicure', durationMinutes: 60, priceCents: 4000, teamMemberIds: ['m2'] }),
];
const team = [aTeamMember({ id: 'm1', name: 'Anna' }), aTeamMember({ id: 'm2', name: 'Bea', position: 1 })];
// The name field looks the studio's clients up as it is typed.
const noClients = { 'GET /shops/s1/clients': { items: [], total: 0 } };

function renderDialog(start = { day: '2027-03-02', time: '10:00' }) {
  const onCreated = vi.fn();
  const view = renderWithProviders(
    <NewBookingDialog
      start={start}
      shop={testShop}
      services={services}
      team={team}
      hours={weekdayHours}
      onClose={() => {}}
      onCreated={onCreated}
    />,
  );
  return { ...view, onCreated };
}

describe('NewBookingDialog', () => {
  it('should refuse to submit without a treatment, a name or with a malformed email', async () => {
    const api = fakeApi({});
    const { user } = renderDialog();
    await user.click(screen.getByTestId('new-booking-submit'));
    expect(await screen.findByText('Choose at least one treatment.')).toBeTruthy();
    expect(screen.getByTestId('new-booking-name').getAttribute('aria-invalid')).toBe('true');
    // The email is optional: an empty one is no mistake.
    expect(screen.getByTestId('new-booking-email').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByTestId('new-booking-email').hasAttribute('required')).toBe(false);
    await user.type(screen.getByTestId('new-booking-email'), 'not-an-email');
    await user.click(screen.getByTestId('new-booking-submit'));
    expect(screen.getByTestId('new-booking-email').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('should book a walk-in with only a name and say that no confirmation goes out', async () => {
    const api = fakeApi({
      ...noClients,
      'POST /shops/s1/bookings': ({ body }) => ({ status: 201, body: createdFrom(body) }),
    });
    const { user, onCreated } = renderDialog();
    expect(screen.getByTestId('new-booking-email-hint').textContent).toBe(
      'Without an email no confirmation is sent. A name is enough.',
    );
    await user.click(screen.getByTestId('new-booking-treatments'));
    await user.click(await screen.findByRole('option', { name: /Manicure/ }));
    await user.type(screen.getByTestId('new-booking-name'), 'Walk-in Wanda');
    await user.click(screen.getByTestId('new-booking-submit'));

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /shops/s1/bookings').map((call) => call.body)).toEqual([
      {
        source: 'walk_in',
        serviceIds: ['sv1'],
        start: '2027-03-02T10:00:00+01:00',
        customer: { name: 'Walk-in Wanda', email: null, phone: null },
        notes: null,
      },
    ]);
  });

  it('should sum up duration and price without a dangling "until" before a start time is chosen', async () => {
    fakeApi({});
    const { user } = renderDialog({ day: '2027-03-02', time: '' });
    await user.click(screen.getByTestId('new-booking-treatments'));
    await user.click(await screen.findByRole('option', { name: /Manicure/ }));
    const summary = screen.getByTestId('new-booking-summary').textContent ?? '';
    expect(summary).not.toContain('until');
    expect(summary).toMatch(/^45 min · €35\.00$/);
  });

  it('should send the chosen treatments, start in the shop time zone, member and customer', async () => {
    const api = fakeApi({
      ...noClients,
      'POST /shops/s1/bookings': ({ body }) => ({ status: 201, body: createdFrom(body) }),
    });
    const { user, onCreated } = renderDialog();

    await user.click(screen.getByTestId('new-booking-source-phone'));
    await user.click(screen.getByTestId('new-booking-treatments'));
    await user.click(await screen.findByRole('option', { name: /Manicure/ }));
    expect(screen.getByTestId('new-booking-summary').textContent).toContain('until 10:45');

    // Only the members who perform the chosen treatment are offered.
    await user.click(screen.getByTestId('new-booking-member'));
    expect(screen.queryByRole('option', { name: 'Bea' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Anna' }));

    await user.type(screen.getByTestId('new-booking-name'), 'Clara Kunde');
    await user.type(screen.getByTestId('new-booking-email'), 'clara@example.com');
    await user.type(screen.getByTestId('new-booking-notes'), 'French tips');
    await user.click(screen.getByTestId('new-booking-submit'));

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /shops/s1/bookings').map((call) => call.body)).toEqual([
      {
        source: 'phone',
        serviceIds: ['sv1'],
        // Ten o'clock on the shop's clock (Berlin, winter time), whatever the browser's zone.
        start: '2027-03-02T10:00:00+01:00',
        teamMemberId: 'm1',
        customer: { name: 'Clara Kunde', email: 'clara@example.com', phone: null },
        notes: 'French tips',
      },
    ]);
  });

  it('should fill in a known client picked while typing their name', async () => {
    const api = fakeApi({
      'GET /shops/s1/clients': ({ query }) => ({
        body: {
          items:
            query.get('q') === 'Mai'
              ? [
                  {
                    id: 'c1',
                    name: 'Mai Lan',
                    phone: '+49 151 2345678',
                    email: 'mai@example.com',
                    visits: 7,
                    noShows: 0,
                  },
                ]
              : [],
          total: 1,
        },
      }),
      'POST /shops/s1/bookings': ({ body }) => ({ status: 201, body: createdFrom(body) }),
    });
    const { user, onCreated } = renderDialog();
    await user.click(screen.getByTestId('new-booking-treatments'));
    await user.click(await screen.findByRole('option', { name: /Manicure/ }));
    await user.type(screen.getByTestId('new-booking-name'), 'Mai');
    await user.click(await screen.findByRole('option', { name: /Mai Lan/ }));
    expect((screen.getByTestId('new-booking-phone') as HTMLInputElement).value).toBe('+49 151 2345678');
    expect((screen.getByTestId('new-booking-email') as HTMLInputElement).value).toBe('mai@example.com');
    await user.click(screen.getByTestId('new-booking-submit'));

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /shops/s1/bookings').map((call) => call.body)[0]).toMatchObject({
      customer: { name: 'Mai Lan', email: 'mai@example.com', phone: '+49 151 2345678' },
    });
  });

  it('should show the server refusal of a taken time inside the dialog', async () => {
    fakeApi({ ...noClients, 'POST /shops/s1/bookings': apiError(409, 8104) });
    const { user, onCreated } = renderDialog();
    await user.click(screen.getByTestId('new-booking-treatments'));
    await user.click(await screen.findByRole('option', { name: /Pedicure/ }));
    await user.type(screen.getByTestId('new-booking-name'), 'Clara');
    await user.type(screen.getByTestId('new-booking-email'), 'clara@example.com');
    await user.click(screen.getByTestId('new-booking-submit'));
    const alert = await screen.findByTestId('new-booking-error');
    expect(alert.textContent).toBe(errorMessage(ErrorCode.bookingSlotUnavailable, 'en'));
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('should say the day is closed when the booking hours have no time on it', async () => {
    fakeApi({});
    renderDialog({ day: '2027-03-06', time: '' });
    expect(await screen.findByText('Closed on this day according to the booking hours.')).toBeTruthy();
  });
});

function createdFrom(body: unknown) {
  const request = body as Pick<Booking, 'serviceIds' | 'start' | 'customer' | 'source' | 'notes'> & {
    teamMemberId?: string;
  };
  return {
    ...aBooking({ ...request, teamMemberId: request.teamMemberId ?? null }),
    cancelToken: 'tok',
    cancelUrl: 'http://localhost/cancel?token=tok',
  };
}
