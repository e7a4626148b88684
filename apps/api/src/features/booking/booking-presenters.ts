// Rows → API shapes of the booking contract (packages/domain/src/booking-contract.ts).
import type {
  Booking,
  BookingRule,
  Service,
  TeamMember,
  Unavailability,
} from '@studio/domain/booking-contract';
import type {
  BookingRow,
  BookingRuleRow,
  BookingServiceRow,
  ServiceRow,
  TeamMemberRow,
  UnavailabilityRow,
} from '../../db/schema.ts';
import { shopIso } from './booking-time.ts';
import type { ServiceDetails } from './services.repo.ts';

export function presentService(row: ServiceRow, details: ServiceDetails): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    priceCents: row.price_cents,
    durationMinutes: row.duration_minutes,
    active: row.active,
    position: row.position,
    teamMemberIds: details.teamMemberIds.get(row.id) ?? [],
    extras: details.extras.get(row.id) ?? [],
  };
}

/** Everyone sees name, colour and description; email and phone only the shop's admins. */
export function presentTeamMember(row: TeamMemberRow, options: { withContact: boolean }): TeamMember {
  return {
    id: row.id,
    name: row.name,
    ...(options.withContact ? { email: row.email, phone: row.phone } : {}),
    color: row.color,
    description: row.description,
    position: row.position,
  };
}

export function presentUnavailability(row: UnavailabilityRow): Unavailability {
  return { id: row.id, startDate: row.start_date, endDate: row.end_date, reason: row.reason };
}

export function presentBookingRule(row: BookingRuleRow): BookingRule {
  return {
    id: row.id,
    startDate: row.start_date,
    endDate: row.end_date,
    slots: row.slots,
    reason: row.reason,
  };
}

export function presentBooking(
  row: BookingRow,
  services: readonly BookingServiceRow[],
  timezone: string,
): Booking {
  return {
    id: row.id,
    shopId: row.shop_id,
    status: row.status,
    source: row.source,
    start: shopIso(row.start_at, timezone),
    end: shopIso(row.end_at, timezone),
    teamMemberId: row.team_member_id,
    preferredTeamMemberId: row.preferred_team_member_id,
    serviceIds: services.flatMap((service) => (service.service_id ? [service.service_id] : [])),
    services: services.map((service) => ({
      id: service.service_id,
      name: service.name,
      priceCents: service.price_cents,
      durationMinutes: service.duration_minutes,
    })),
    totalPriceCents: services.reduce((sum, service) => sum + service.price_cents, 0),
    durationMinutes: Math.round((row.end_at.getTime() - row.start_at.getTime()) / 60_000),
    customer: { name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
