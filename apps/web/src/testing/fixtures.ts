// Answers of the API as its schemas describe them, for component tests to fake the server with.
import type { Booking, OpeningHours, TeamMember, Treatment } from '@studio/domain/booking-contract';

/** A live studio's public answer (`GET shops/{id}`), as the booking pages read it. */
export const aPublicShop = {
  id: 's1',
  name: 'Nagelstudio Lena',
  address: 'Hauptstraße 1, Berlin',
  phone: '+49 30 1234567',
  email: 'lena@example.com',
  category: 'nails',
  description: '',
  googlePlacesId: null,
  latitude: null,
  longitude: null,
  logoUrl: null,
  backgroundUrl: null,
  externalLinks: [],
  timezone: 'Europe/Berlin',
  currencyCode: 'EUR',
  status: 'active',
  slotStepMinutes: 15,
  minLeadMinutes: 60,
  horizonDays: 60,
  autoConfirm: true,
  legal: null,
};

export const testShop = { shopId: 's1', timezone: 'Europe/Berlin', currencyCode: 'EUR', slotStepMinutes: 15 };

export function aService(fields: Partial<Treatment> & Pick<Treatment, 'id' | 'name'>): Treatment {
  return {
    description: null,
    category: null,
    priceCents: 3500,
    durationMinutes: 45,
    active: true,
    position: 0,
    teamMemberIds: [],
    extras: [],
    ...fields,
  };
}

export function aTeamMember(fields: Partial<TeamMember> & Pick<TeamMember, 'id' | 'name'>): TeamMember {
  return { color: '#c2185b', description: null, position: 0, ...fields };
}

/** Monday to Friday, 09:00 to 18:00. */
export const weekdayHours: OpeningHours = {
  days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, ranges: [{ start: '09:00', end: '18:00' }] })),
};

export function aBooking(fields: Partial<Booking> = {}): Booking {
  return {
    id: 'b1',
    shopId: 's1',
    status: 'confirmed',
    source: 'online',
    start: '2027-03-02T10:00:00+01:00',
    end: '2027-03-02T10:45:00+01:00',
    teamMemberId: null,
    preferredTeamMemberId: null,
    serviceIds: [],
    services: [],
    totalPriceCents: 0,
    durationMinutes: 45,
    customer: { name: 'Clara Kunde', email: 'clara@example.com', phone: null },
    notes: null,
    createdAt: '2027-02-20T08:00:00Z',
    updatedAt: '2027-02-20T08:00:00Z',
    ...fields,
  };
}
