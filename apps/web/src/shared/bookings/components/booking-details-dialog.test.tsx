// @vitest-environment jsdom
import type { UpdateBookingRequest } from '@studio/domain/booking-contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { aBooking, aService, aTeamMember, testShop } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { BookingDetailsDialog } from './booking-details-dialog.tsx';

const manicure = aService({ id: 'sv1', name: 'Manicure', teamMemberIds: ['m1', 'm2'] });
const team = [
  aTeamMember({ id: 'm1', name: 'Anna' }),
  aTeamMember({ id: 'm2', name: 'Bea', position: 1 }),
  aTeamMember({ id: 'm3', name: 'Cleo', position: 2 }),
];
const booking = aBooking({
  // Far ahead, so the only status step offered is confirming it.
  status: 'pending',
  start: '2099-03-03T10:00:00+01:00',
  end: '2099-03-03T10:45:00+01:00',
  teamMemberId: 'm1',
  serviceIds: ['sv1'],
  services: [{ id: 'sv1', name: 'Manicure', priceCents: 3500, durationMinutes: 45 }],
  totalPriceCents: 3500,
  customer: { name: 'Clara Kunde', email: 'clara@example.com', phone: '+49 170 1234567' },
});

/** The shop's server for one booking: PATCH and cancel answer the booking as changed. */
function fakeShop() {
  return fakeApi({
    'GET /shops/s1/team-members': team,
    'GET /shops/s1/services': [manicure],
    'PATCH /shops/s1/bookings/b1': ({ body }) => ({
      body: { ...booking, ...(body as UpdateBookingRequest) },
    }),
    'POST /shops/s1/bookings/b1/cancel': { ...booking, status: 'cancelled' },
  });
}

function renderDetails() {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <BookingDetailsDialog booking={booking} shop={testShop} onClose={onClose} />,
  );
  return { ...view, onClose };
}

describe('BookingDetailsDialog', () => {
  it('should show the appointment on the shop clock, the total and the customer', async () => {
    fakeShop();
    renderDetails();
    expect(screen.getByTestId('booking-details-when').textContent).toContain('10:00');
    expect(screen.getByTestId('booking-details-total').textContent).toMatch(/35[.,]00/);
    expect(screen.getByTestId('booking-details-customer').textContent).toBe('Clara Kunde');
    expect(screen.getByRole('link', { name: '+49 170 1234567' }).getAttribute('href')).toBe(
      'tel:+491701234567',
    );
    expect(screen.getByText('Awaiting confirmation')).toBeTruthy();
  });

  it('should offer only the members who perform the treatments and send the reassignment', async () => {
    const api = fakeShop();
    const { user } = renderDetails();
    await waitFor(() => expect(api.callsTo('GET /shops/s1/services')).toHaveLength(1));
    await user.click(screen.getByTestId('booking-details-member'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Anna', 'Bea']);
    await user.click(screen.getByRole('option', { name: 'Bea' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /shops/s1/bookings/b1').map((call) => call.body)).toEqual([
        { teamMemberId: 'm2' },
      ]),
    );
    expect(await screen.findByText('The booking is now with Bea.')).toBeTruthy();
  });

  it('should save changed notes and confirm the booking', async () => {
    const api = fakeShop();
    const { user } = renderDetails();
    expect(screen.queryByTestId('booking-details-save-notes')).toBeNull();
    await user.type(screen.getByTestId('booking-details-notes'), '  Allergic to latex ');
    await user.click(screen.getByTestId('booking-details-save-notes'));
    await user.click(screen.getByTestId('booking-details-mark-confirmed'));
    await waitFor(() =>
      expect(api.callsTo('PATCH /shops/s1/bookings/b1').map((call) => call.body)).toEqual([
        { notes: 'Allergic to latex' },
        { status: 'confirmed' },
      ]),
    );
    // A booking in the future cannot be completed or be a no-show yet.
    expect(screen.queryByTestId('booking-details-mark-completed')).toBeNull();
    expect(screen.queryByTestId('booking-details-mark-no_show')).toBeNull();
  });

  it('should cancel only after the confirmation and then offer no more changes', async () => {
    const api = fakeShop();
    const { user } = renderDetails();
    await user.click(screen.getByTestId('booking-details-cancel'));
    const confirm = await screen.findByTestId('booking-cancel-dialog');
    expect(api.callsTo('POST /shops/s1/bookings/b1/cancel')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(api.callsTo('POST /shops/s1/bookings/b1/cancel')).toHaveLength(1);
    expect(screen.queryByTestId('booking-details-cancel')).toBeNull();
    expect(screen.queryByTestId('booking-details-reschedule')).toBeNull();
  });
});
