// @vitest-environment jsdom

import type { CustomerBooking } from '@studio/domain/booking-contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { OwnBookingsCard } from './own-bookings-card.tsx';

function visit(id: string, status: CustomerBooking['status']): CustomerBooking {
  return {
    id,
    status,
    start: '2026-12-02T10:00:00+01:00',
    end: '2026-12-02T11:00:00+01:00',
    services: [{ id: 'gel', name: 'Gel refill', priceCents: 4500, durationMinutes: 60 }],
    totalPriceCents: 4500,
    customerName: 'Clara Kundin',
    teamMemberName: 'Anna',
    shop: {
      id: 'shop-1',
      name: 'Nail Bar',
      address: 'Hauptstraße 1',
      phone: '+49 30 123',
      email: 'hello@nailbar.test',
      timezone: 'Europe/Berlin',
      currencyCode: 'EUR',
    },
    cancellable: false,
    cancelUntil: '2026-12-01T10:00:00+01:00',
    movable: false,
  };
}

const ownReview = {
  id: 'review-1',
  bookingId: 'rated',
  shopId: 'shop-1',
  rating: 4,
  createdAt: '2026-12-03T10:00:00.000Z',
};

describe('OwnBookingsCard reviews', () => {
  it('should offer to rate only a completed visit not rated yet, and send stars and text', async () => {
    const api = fakeApi({
      'GET /me/bookings': [
        visit('done', 'completed'),
        visit('rated', 'completed'),
        visit('missed', 'no_show'),
      ],
      'GET /me/reviews': [ownReview],
      'POST /me/bookings/done/review': { id: 'review-2' },
    });
    const { user } = renderWithProviders(<OwnBookingsCard />);
    await user.click(screen.getByTestId('own-bookings-past'));
    const rows = await screen.findAllByTestId('own-booking');
    const rowOf = (id: string) => rows.find((row) => row.dataset.bookingId === id) as HTMLElement;
    expect(within(rowOf('rated')).getByTestId('own-booking-rated').textContent).toBe('Rated: 4 stars');
    expect(within(rowOf('rated')).queryByTestId('own-booking-rate')).toBeNull();
    expect(within(rowOf('missed')).queryByTestId('own-booking-rate')).toBeNull();

    await user.click(within(rowOf('done')).getByTestId('own-booking-rate'));
    const dialog = await screen.findByTestId('review-visit-dialog');
    // No stars chosen: nothing is sent.
    await user.click(within(dialog).getByTestId('review-visit-submit'));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose 1 to 5 stars.');
    await user.click(within(dialog).getByLabelText('5 stars'));
    await user.type(within(dialog).getByTestId('review-visit-text'), ' Perfect refill ');
    await user.click(within(dialog).getByTestId('review-visit-submit'));
    await screen.findByText('Thank you for your review!');
    const sent = api.calls.filter((call) => call.method === 'POST');
    expect(sent.map((call) => [call.path, call.body])).toEqual([
      ['/me/bookings/done/review', { rating: 5, text: 'Perfect refill' }],
    ]);
  });

  it('should open the dialog of the visit the review mail links to', async () => {
    fakeApi({
      'GET /me/bookings': (call) => ({
        body: call.query.get('when') === 'past' ? [visit('done', 'completed')] : [],
      }),
      'GET /me/reviews': [],
    });
    renderWithProviders(<OwnBookingsCard />, { route: '/account?review=done', path: '/account' });
    const dialog = await screen.findByTestId('review-visit-dialog');
    expect(within(dialog).getByText('Rate your visit to Nail Bar')).toBeTruthy();
  });
});

describe('OwnBookingsCard moving', () => {
  const upcoming = {
    ...visit('next', 'confirmed'),
    start: '2099-12-02T10:00:00+01:00',
    end: '2099-12-02T11:00:00+01:00',
  };
  const freeTimes = (starts: string[]) => ({
    timezone: 'Europe/Berlin',
    durationMinutes: 60,
    slots: starts.map((start) => ({ start, end: start, teamMemberIds: [] })),
  });

  it('should offer moving only while the booking is movable', async () => {
    fakeApi({
      'GET /me/bookings': [{ ...upcoming, cancellable: true, movable: false }],
      'GET /me/reviews': [],
    });
    renderWithProviders(<OwnBookingsCard />);
    const row = await screen.findByTestId('own-booking');
    expect(within(row).queryByTestId('own-booking-move')).toBeNull();
    expect(within(row).getByTestId('own-booking-cancel')).toBeTruthy();
  });

  it('should show the day’s other free times and move the booking to the chosen one', async () => {
    const api = fakeApi({
      'GET /me/bookings': [{ ...upcoming, cancellable: true, movable: true }],
      'GET /me/reviews': [],
      'GET /me/bookings/next/free-times': (call) => ({
        body: freeTimes(
          call.query.get('from') === '2099-12-02'
            ? ['2099-12-02T10:00:00+01:00', '2099-12-02T14:30:00+01:00']
            : ['2099-12-03T09:00:00+01:00'],
        ),
      }),
      'POST /me/bookings/next/move': (call) => ({
        body: {
          ...upcoming,
          movable: true,
          cancellable: true,
          start: (call.body as { start: string }).start,
        },
      }),
    });
    const { user } = renderWithProviders(<OwnBookingsCard />);
    await user.click(await screen.findByTestId('own-booking-move'));
    const dialog = await screen.findByTestId('move-booking-dialog');
    // Its own time is not offered as a new one.
    const times = await within(dialog).findAllByTestId('move-booking-time');
    expect(times.map((button) => button.textContent)).toEqual(['14:30']);

    // Nothing chosen: nothing is sent.
    await user.click(within(dialog).getByTestId('move-booking-submit'));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose a new time.');

    await user.click(within(dialog).getByTestId('move-booking-next-day'));
    const nextDay = await within(dialog).findAllByTestId('move-booking-time');
    expect(nextDay.map((button) => button.textContent)).toEqual(['09:00']);
    await user.click(nextDay[0] as HTMLElement);
    await user.click(within(dialog).getByTestId('move-booking-submit'));
    await screen.findByText(/Your appointment is moved to .*09:00/);
    expect(api.callsTo('POST /me/bookings/next/move').map((call) => call.body)).toEqual([
      { start: '2099-12-03T09:00:00+01:00' },
    ]);
  });

  it('should say so when the time was taken meanwhile', async () => {
    fakeApi({
      'GET /me/bookings': [{ ...upcoming, cancellable: true, movable: true }],
      'GET /me/reviews': [],
      'GET /me/bookings/next/free-times': freeTimes(['2099-12-02T14:30:00+01:00']),
      'POST /me/bookings/next/move': () => ({
        status: 409,
        body: { errorCode: 8104, message: 'taken' },
      }),
    });
    const { user } = renderWithProviders(<OwnBookingsCard />);
    await user.click(await screen.findByTestId('own-booking-move'));
    const dialog = await screen.findByTestId('move-booking-dialog');
    await user.click(await within(dialog).findByTestId('move-booking-time'));
    await user.click(within(dialog).getByTestId('move-booking-submit'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This time slot is no longer available. Please choose another time.',
    );
    expect(screen.getByTestId('move-booking-dialog')).toBeTruthy();
  });
});
