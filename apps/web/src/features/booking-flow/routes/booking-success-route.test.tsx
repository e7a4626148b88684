// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../../../shared/screens.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { aBooking, aPublicShop } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { BookingSuccessRoute } from './booking-success-route.tsx';

// Monday 1 March 2027, 09:00 in Berlin.
const now = new Date('2027-03-01T08:00:00Z');
const shop = aPublicShop;
const cancelUrl = 'http://localhost/partner/s1/app/booking/cancel?token=t1';

async function showSuccess(booking: ReturnType<typeof aBooking>) {
  fakeApi({ 'GET /shops/s1': shop, 'GET /shops/s1/team-members': [] });
  const { router } = renderWithProviders([{ path: screens.success.path, element: <BookingSuccessRoute /> }], {
    route: '/partner/s1/app/success',
  });
  await router.navigate(`/partner/s1/app/success?booking=${booking.id}`, {
    state: { booking: { ...booking, cancelToken: 't1', cancelUrl } },
  });
  // The generic thank-you shows until the navigation with the booking lands.
  await screen.findByTestId('success-details');
  return screen.getByTestId('booking-success');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('booking success page', () => {
  it('should say plainly that a guest with a phone number only gets no message, and offer to copy the link', async () => {
    const success = await showSuccess(
      aBooking({
        start: '2027-03-03T10:00:00+01:00',
        customer: { name: 'Gina', email: null, phone: '+49 170 1234567' },
      }),
    );
    expect(success.textContent).toContain('We send you no message (phone number only): save the link below.');
    expect(success.textContent).not.toContain('We have sent the confirmation to');
    expect(screen.getByTestId('success-save-link')).toBeTruthy();
    expect(screen.getByTestId('success-copy-link').textContent).toBe('Copy link');
    expect(screen.getByTestId('success-cancel-link').getAttribute('href')).toBe(cancelUrl);
  });

  it('should name the real cancellation deadline, and say that a booking for today cannot be cancelled online', async () => {
    await showSuccess(aBooking({ start: '2027-03-03T10:00:00+01:00' }));
    expect(screen.getByTestId('success-cancel-note').textContent).toContain(
      'Free cancellation until 02/03/2027, 10:00.',
    );
    expect(screen.queryByTestId('success-save-link')).toBeNull();
  });

  it('should not promise an online cancellation for a booking closer than the cutoff', async () => {
    await showSuccess(aBooking({ id: 'b2', start: '2027-03-01T15:00:00+01:00' }));
    const note = screen.getByTestId('success-cancel-note').textContent ?? '';
    expect(note).toContain(
      'Not cancellable online (less than 24 hours ahead): please cancel with the studio directly.',
    );
    expect(screen.getByTestId('success-cancel-link').textContent).toBe('Your appointment');
  });
});
