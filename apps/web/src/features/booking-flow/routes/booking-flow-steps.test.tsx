// @vitest-environment jsdom

import type { CreateBookingRequest, FreeSlotDto } from '@studio/domain/booking-contract';
import { errorMessage } from '@studio/domain/error-catalogue';
import { ErrorCode } from '@studio/domain/error-codes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/auth-session.ts';
import { useLocation } from '../../../routing/build-router.ts';
import { screens } from '../../../shared/screens.ts';
import { type ApiCall, apiError, fakeApi } from '../../../testing/fake-api.ts';
import { aBooking, aPublicShop, aService, aTeamMember } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { BookConfirmRoute } from './book-confirm-route.tsx';
import { BookSelectDateRoute } from './book-select-date-route.tsx';
import { BookTreatmentsRoute } from './book-treatments-route.tsx';

// Monday 1 March 2027, 09:00 in Berlin: the flow's weeks and "today" follow the shop's clock.
const now = new Date('2027-03-01T08:00:00Z');

const shop = aPublicShop;
const services = [
  aService({ id: 'sv1', name: 'Manicure', durationMinutes: 45, teamMemberIds: ['m1', 'm2'] }),
  aService({ id: 'sv2', name: 'Pedicure', durationMinutes: 60, teamMemberIds: ['m2'] }),
];
const team = [aTeamMember({ id: 'm1', name: 'Anna' }), aTeamMember({ id: 'm2', name: 'Bea', position: 1 })];

/** Wednesday 3 March has two free times; Anna is free only at the first. */
function freeSlots({ query }: ApiCall) {
  const slots: FreeSlotDto[] =
    query.get('from') === '2027-03-01'
      ? [
          {
            start: '2027-03-03T10:00:00+01:00',
            end: '2027-03-03T10:45:00+01:00',
            teamMemberIds: ['m1', 'm2'],
          },
          { start: '2027-03-03T11:30:00+01:00', end: '2027-03-03T12:15:00+01:00', teamMemberIds: ['m2'] },
        ].filter(
          (slot) =>
            !query.get('teamMemberId') || slot.teamMemberIds.includes(query.get('teamMemberId') ?? ''),
        )
      : [];
  return { body: { timezone: 'Europe/Berlin', durationMinutes: 45, slots } };
}

const shopRoutes = {
  'GET /shops/s1': shop,
  'GET /shops/s1/services': services,
  'GET /shops/s1/team-members': team,
  'GET /shops/s1/slots': freeSlots,
  // A studio without a deposit or fees: what the flow shows before booking.
  'GET /shops/s1/booking-policy': {
    depositPercent: null,
    depositCents: null,
    depositNewClientsOnly: false,
    treatmentDeposits: [],
    freeCancellationHours: 24,
    lateCancellationFeeCents: null,
    noShowFeeCents: null,
    currencyCode: 'EUR',
  },
  'GET /auth/oidc': { enabled: false },
};

/** Where the flow sent the customer, for the steps the test does not render. */
function Arrived() {
  const location = useLocation();
  return <output data-testid="arrived">{`${location.pathname}${location.search}`}</output>;
}

function renderFlow(route: string) {
  return renderWithProviders(
    [
      { path: screens.book.path, element: <BookTreatmentsRoute /> },
      { path: screens.bookSelectDate.path, element: <BookSelectDateRoute /> },
      { path: screens.bookConfirm.path, element: <BookConfirmRoute /> },
      { path: '*', element: <Arrived /> },
    ],
    { route },
  );
}

const continueButtons = () => screen.getAllByTestId('booking-continue');
const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';
const searchOf = (router: ReturnType<typeof renderFlow>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(() => {
  // Only the clock is fixed; timers stay real for React Query and user events.
  vi.useFakeTimers({ toFake: ['Date'], now });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('booking flow, step 1: treatments', () => {
  it('should go on only with a treatment chosen, carrying the choice in the link', async () => {
    fakeApi(shopRoutes);
    const { user, router } = renderFlow('/partner/s1/app/book');
    const boxes = await screen.findAllByTestId('treatment-checkbox');
    expect(continueButtons().every(isDisabled)).toBe(true);

    await user.click(boxes[1] as HTMLElement);
    await user.click(boxes[0] as HTMLElement);
    expect(searchOf(router)).toEqual({ services: 'sv2,sv1' });
    expect(continueButtons().some(isDisabled)).toBe(false);

    await user.click(continueButtons()[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/partner/s1/app/book/selectDate');
    expect(searchOf(router)).toEqual({ services: 'sv2,sv1' });
  });
});

describe('booking flow, step 2: time', () => {
  it('should open the first free day, filter by the chosen member and go on with the chosen time', async () => {
    const api = fakeApi(shopRoutes);
    const { user, router } = renderFlow('/partner/s1/app/book/selectDate?services=sv1');

    const times = await screen.findAllByTestId('time-slot');
    expect(times.map((slot) => slot.textContent)).toEqual(['10:00', '11:30']);
    expect(screen.getByTestId('selected-day').textContent).toBe('Wednesday, 03/03/2027');
    expect(continueButtons().every(isDisabled)).toBe(true);

    await user.click(within(screen.getByTestId('member-picker')).getByText('Anna'));
    await waitFor(() =>
      expect(screen.getAllByTestId('time-slot').map((slot) => slot.textContent)).toEqual(['10:00']),
    );
    expect(api.callsTo('GET /shops/s1/slots').at(-1)?.query.get('teamMemberId')).toBe('m1');

    await user.click(screen.getByTestId('time-slot'));
    await user.click(continueButtons()[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/partner/s1/app/book/confirm');
    expect(searchOf(router)).toMatchObject({
      services: 'sv1',
      member: 'm1',
      start: '2027-03-03T10:00:00+01:00',
    });
  });

  it('should send a link without treatments back to the first step', async () => {
    fakeApi(shopRoutes);
    const { router } = renderFlow('/partner/s1/app/book/selectDate?services=unknown');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/s1/app/book'));
  });
});

describe('booking flow, step 3: confirm', () => {
  const confirmRoute = '/partner/s1/app/book/confirm?services=sv1&start=2027-03-03T10%3A00%3A00%2B01%3A00';
  const guest = {
    uid: 'g1',
    email: '',
    name: '',
    role: 'appUser',
    shopId: null,
    shopLevel: null,
    teamMemberId: null,
    emailVerified: false,
    guest: true,
  } as const;

  it('should offer the guest details first, say what is missing, and make the guest only on booking', async () => {
    const api = fakeApi({
      ...shopRoutes,
      'POST /auth/guest': { token: 'guest-token', user: guest },
      'POST /shops/s1/bookings': ({ body }) => {
        const request = body as CreateBookingRequest;
        return {
          status: 201,
          body: {
            ...aBooking({
              id: 'b7',
              start: request.start,
              serviceIds: ['sv1'],
              customer: { name: 'Gina', email: null, phone: '+49 170 1' },
            }),
            cancelToken: 'tok',
            cancelUrl: 'http://localhost/cancel?token=tok',
          },
        };
      },
    });
    const { user } = renderFlow(confirmRoute);
    expect(await screen.findByTestId('customer-form')).toBeTruthy();
    expect(screen.getByTestId('booking-guest-intro').textContent).toBe(
      'No account needed: your name and a phone number or email are enough.',
    );
    // Signing in comes second, behind its own button.
    expect(screen.queryByTestId('customer-sign-in')).toBeNull();
    const submits = () => screen.getAllByTestId('booking-submit');
    const hints = () => screen.getAllByTestId('booking-submit-hint').map((hint) => hint.textContent);
    expect(submits().every(isDisabled)).toBe(true);
    expect(hints()[0]).toBe('Your name and a phone number or email are still missing.');
    // The disabled button names its reason to screen readers too.
    const described = submits()[0]?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe(hints()[0]);

    await user.type(screen.getByTestId('customer-name'), 'Gina');
    expect(hints()[0]).toBe('A phone number or email is still missing.');
    await user.type(screen.getByTestId('customer-phone'), '+49 170 1');
    expect(submits().some(isDisabled)).toBe(false);
    expect(screen.queryAllByTestId('booking-submit-hint')).toHaveLength(0);
    expect(api.callsTo('POST /auth/guest')).toHaveLength(0);

    await user.click(submits()[0] as HTMLElement);
    expect((await screen.findByTestId('arrived')).textContent).toBe('/partner/s1/app/success?booking=b7');
    expect(api.callsTo('POST /auth/guest')).toHaveLength(1);
    expect(sessionStore.getSession()?.user.guest).toBe(true);
    expect(api.callsTo('POST /shops/s1/bookings').map((call) => call.body)).toEqual([
      {
        serviceIds: ['sv1'],
        start: '2027-03-03T10:00:00+01:00',
        teamMemberId: null,
        customer: { name: 'Gina', email: null, phone: '+49 170 1' },
        notes: null,
      },
    ]);
  });

  it('should offer signing in to an account below the guest details', async () => {
    fakeApi(shopRoutes);
    const { user } = renderFlow(confirmRoute);
    await user.click(await screen.findByTestId('booking-show-sign-in'));
    expect(await screen.findByTestId('customer-sign-in')).toBeTruthy();
    expect(screen.queryByTestId('customer-continue-as-guest')).toBeNull();
    expect(screen.getByTestId('customer-form')).toBeTruthy();
  });

  it('should book the chosen time with the customer details and show the success page', async () => {
    sessionStore.save('guest-token', guest);
    const api = fakeApi({
      ...shopRoutes,
      'POST /shops/s1/bookings': ({ body }) => {
        const request = body as CreateBookingRequest;
        return {
          status: 201,
          body: {
            ...aBooking({
              id: 'b42',
              start: request.start,
              serviceIds: ['sv1'],
              customer: { name: request.customer.name, email: request.customer.email ?? null, phone: null },
            }),
            cancelToken: 'tok',
            cancelUrl: 'http://localhost/cancel?token=tok',
          },
        };
      },
    });
    const { user } = renderFlow(confirmRoute);
    await user.type(await screen.findByTestId('customer-name'), 'Clara Kunde');
    await user.type(screen.getByTestId('customer-email'), 'clara@example.com');
    await user.click(screen.getAllByTestId('booking-submit')[0] as HTMLElement);

    expect((await screen.findByTestId('arrived')).textContent).toBe('/partner/s1/app/success?booking=b42');
    expect(api.callsTo('POST /shops/s1/bookings').map((call) => call.body)).toEqual([
      {
        serviceIds: ['sv1'],
        start: '2027-03-03T10:00:00+01:00',
        teamMemberId: null,
        customer: { name: 'Clara Kunde', email: 'clara@example.com', phone: null },
        notes: null,
      },
    ]);
  });

  it('should offer a signed-in customer the messaging consent with the number they last booked with', async () => {
    sessionStore.save('account-token', {
      ...guest,
      uid: 'u1',
      email: 'clara@example.com',
      name: 'Clara Kunde',
      emailVerified: true,
      guest: false,
    });
    const api = fakeApi({
      ...shopRoutes,
      'GET /me/contact-phone': { phone: '+49 151 2345 6789' },
      'POST /shops/s1/bookings': ({ body }) => {
        const request = body as CreateBookingRequest;
        return {
          status: 201,
          body: {
            ...aBooking({ id: 'b43', start: request.start, serviceIds: ['sv1'] }),
            cancelToken: 'tok',
            cancelUrl: 'http://localhost/cancel?token=tok',
          },
        };
      },
    });
    const { user } = renderFlow(confirmRoute);
    await waitFor(() =>
      expect((screen.getByTestId('customer-phone') as HTMLInputElement).value).toBe('+49 151 2345 6789'),
    );
    const consent = await screen.findByTestId('customer-messaging-consent');
    await user.click(within(consent).getByRole('checkbox'));
    await user.click(screen.getAllByTestId('booking-submit')[0] as HTMLElement);

    expect((await screen.findByTestId('arrived')).textContent).toBe('/partner/s1/app/success?booking=b43');
    expect(api.callsTo('POST /shops/s1/bookings').map((call) => call.body)).toEqual([
      {
        serviceIds: ['sv1'],
        start: '2027-03-03T10:00:00+01:00',
        teamMemberId: null,
        customer: {
          name: 'Clara Kunde',
          email: 'clara@example.com',
          phone: '+49 151 2345 6789',
          messagingConsent: true,
        },
        notes: null,
      },
    ]);
  });

  it('should return to the times and say so when the time was taken meanwhile', async () => {
    sessionStore.save('guest-token', guest);
    fakeApi({ ...shopRoutes, 'POST /shops/s1/bookings': apiError(409, 8104) });
    const { user, router } = renderFlow(confirmRoute);
    await user.type(await screen.findByTestId('customer-name'), 'Clara Kunde');
    await user.type(screen.getByTestId('customer-email'), 'clara@example.com');
    await user.click(screen.getAllByTestId('booking-submit')[0] as HTMLElement);

    expect((await screen.findByTestId('slot-taken')).textContent).toBe(
      errorMessage(ErrorCode.bookingSlotUnavailable, 'en'),
    );
    expect(router.state.location.pathname).toBe('/partner/s1/app/book/selectDate');
    expect(searchOf(router)).toEqual({ services: 'sv1' });
  });
});
