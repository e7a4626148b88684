// The booking part of the HTTP contract (docs/api-contract.md, "Online booking"): studio setup (treatments,
// team, booking hours, closures, booking rules), free times, bookings and the dashboard. All
// paths are under `shops/{shopId}/` except the customer's cancel link (`bookings/by-token`,
// `bookings/cancel`).
import { z } from 'zod';
import { type BookingSource, bookingSources, bookingStatuses } from './booking-status.ts';
import { isoDateSchema, isoInstantSchema } from './input-rules.ts';
import { timeOfDayPattern } from './opening-hours.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const hexColorPattern = /^#[0-9a-fA-F]{6}$/;
/** A colour for team members: `#RRGGBB`. */
export const colorSchema = z.string().regex(hexColorPattern);

// --- Treatments: services, services/{id}, service-templates, services/from-templates

export const treatmentExtraSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    /** `direct`: a fixed extra price; `perUnit`: a price per unit (per nail, per stone, …). */
    kind: z.enum(['direct', 'perUnit']),
    /** Empty or 0 means no extra cost. */
    priceCents: z
      .number()
      .int()
      .min(0)
      .max(10_000_000)
      .nullish()
      .transform((value) => value ?? 0),
  })
  .meta({ id: 'TreatmentExtra' });

const treatmentFields = {
  name: z.string().trim().min(1).max(200),
  description: optionalText(2000),
  category: optionalText(100),
  priceCents: z.number().int().min(0).max(10_000_000),
  durationMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  active: z.boolean(),
  position: z.number().int().min(0).max(100_000),
  /** Team members who perform it; none means everyone. */
  teamMemberIds: z.array(z.uuid()).max(200),
  extras: z.array(treatmentExtraSchema).max(30),
  /** Days after a visit when it is time for the next (a gel refill after 21); null: none. */
  refillIntervalDays: z.number().int().min(1).max(365).nullable(),
};

/** POST services. */
export const treatmentWriteSchema = z.object({
  name: treatmentFields.name,
  description: treatmentFields.description,
  category: treatmentFields.category,
  priceCents: treatmentFields.priceCents,
  durationMinutes: treatmentFields.durationMinutes,
  active: treatmentFields.active.default(true),
  position: treatmentFields.position.optional(),
  teamMemberIds: treatmentFields.teamMemberIds.default([]),
  extras: treatmentFields.extras.default([]),
  refillIntervalDays: treatmentFields.refillIntervalDays.default(null),
});
export type TreatmentWrite = z.input<typeof treatmentWriteSchema>;

/** PUT services/{id}: the fields given change, the others stay. */
export const treatmentUpdateSchema = z.object({
  name: treatmentFields.name.optional(),
  description: treatmentFields.description.optional(),
  category: treatmentFields.category.optional(),
  priceCents: treatmentFields.priceCents.optional(),
  durationMinutes: treatmentFields.durationMinutes.optional(),
  active: treatmentFields.active.optional(),
  position: treatmentFields.position.optional(),
  teamMemberIds: treatmentFields.teamMemberIds.optional(),
  extras: treatmentFields.extras.optional(),
  refillIntervalDays: treatmentFields.refillIntervalDays.optional(),
});
export type TreatmentUpdate = z.input<typeof treatmentUpdateSchema>;

export const treatmentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    category: z.string().nullable(),
    priceCents: z.number().int(),
    durationMinutes: z.number().int(),
    active: z.boolean(),
    position: z.number().int(),
    teamMemberIds: z.array(z.string()),
    extras: z.array(
      z.object({ name: z.string(), kind: z.enum(['direct', 'perUnit']), priceCents: z.number().int() }),
    ),
    /** After a completed visit the customer is told at this many days that it is time again. */
    refillIntervalDays: z.number().int().nullable().optional(),
  })
  .meta({ id: 'Treatment' });
export type Treatment = z.infer<typeof treatmentSchema>;
export const treatmentListSchema = z.array(treatmentSchema);

export const treatmentTemplateSchema = z
  .object({
    id: z.string(),
    category: z.string(),
    name: z.string(),
    description: z.string(),
    priceCents: z.number().int(),
    durationMinutes: z.number().int(),
    extras: treatmentSchema.shape.extras,
  })
  .meta({ id: 'TreatmentTemplate' });
export const treatmentTemplateListSchema = z.array(treatmentTemplateSchema);

export const treatmentsFromTemplatesSchema = z.object({
  templateIds: z.array(z.string().min(1).max(100)).min(1).max(100),
});
export type TreatmentsFromTemplatesRequest = z.infer<typeof treatmentsFromTemplatesSchema>;

// --- Team: team-members, team-members/{id}

const teamMemberFields = {
  /** May be empty: the member is then shown as unnamed. */
  name: z.string().trim().max(100),
  email: z
    .union([z.literal(''), z.email().max(254)])
    .nullish()
    .transform((value) => value || null),
  phone: optionalText(40),
  color: colorSchema,
  description: optionalText(500),
  position: z.number().int().min(0).max(100_000),
};

export const teamMemberWriteSchema = z.object({
  name: teamMemberFields.name.default(''),
  email: teamMemberFields.email,
  phone: teamMemberFields.phone,
  color: teamMemberFields.color,
  description: teamMemberFields.description,
  position: teamMemberFields.position.optional(),
});
export type TeamMemberWrite = z.input<typeof teamMemberWriteSchema>;

export const teamMemberUpdateSchema = z.object({
  name: teamMemberFields.name.optional(),
  email: teamMemberFields.email.optional(),
  phone: teamMemberFields.phone.optional(),
  color: teamMemberFields.color.optional(),
  description: teamMemberFields.description.optional(),
  position: teamMemberFields.position.optional(),
});
export type TeamMemberUpdate = z.input<typeof teamMemberUpdateSchema>;

/** Everyone sees id, name, colour and description; email and phone only the shop's admins. */
export const teamMemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
    color: z.string(),
    description: z.string().nullable(),
    position: z.number().int(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberListSchema = z.array(teamMemberSchema);

// --- Booking hours: opening-hours

export const timeOfDaySchema = z.string().regex(timeOfDayPattern);

export const openingHoursSchema = z
  .object({
    days: z
      .array(
        z.object({
          weekday: z.number().int().min(1).max(7),
          ranges: z.array(z.object({ start: timeOfDaySchema, end: timeOfDaySchema })).max(12),
        }),
      )
      .max(14),
  })
  .meta({ id: 'OpeningHours' });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

// --- Closures: unavailabilities, unavailabilities/{id}

export const closureTimeWriteSchema = z.object({
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  reason: optionalText(500),
});
export type ClosureTimeWrite = z.input<typeof closureTimeWriteSchema>;

export const closureTimeUpdateSchema = closureTimeWriteSchema.partial();

export const closureTimeSchema = z
  .object({ id: z.string(), startDate: z.string(), endDate: z.string(), reason: z.string().nullable() })
  .meta({ id: 'ClosureTime' });
export type ClosureTime = z.infer<typeof closureTimeSchema>;

// --- Booking slots (concurrent capacity): booking-rules, booking-rules/{id}

export const bookingRuleWriteSchema = z.object({
  startDate: isoDateSchema,
  /** Absent or null: permanent. */
  endDate: isoDateSchema.nullish().transform((value) => value ?? null),
  slots: z.number().int().min(1).max(1000),
  reason: optionalText(500),
});
export type BookingRuleWrite = z.input<typeof bookingRuleWriteSchema>;

export const bookingRuleUpdateSchema = z.object({
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.nullable().optional(),
  slots: z.number().int().min(1).max(1000).optional(),
  reason: optionalText(500).optional(),
});

export const bookingRuleSchema = z
  .object({
    id: z.string(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    slots: z.number().int(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'BookingRule' });
export type BookingRule = z.infer<typeof bookingRuleSchema>;

// --- Free times: GET slots

/** The most days one free-times request may cover (from and to included). */
export const maxSlotsRangeDays = 31;

export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export const slotsQuerySchema = z
  .object({
    /** Comma-separated service ids; empty, unknown or inactive → 400, errorCode 8005. */
    serviceIds: z.string().max(2000).default(''),
    from: isoDateSchema,
    to: isoDateSchema,
    teamMemberId: z.string().max(64).optional(),
  })
  .refine((query) => dayNumber(query.to) - dayNumber(query.from) < maxSlotsRangeDays, {
    path: ['to'],
    message: `at most ${maxSlotsRangeDays} days`,
  });
export type SlotsQuery = z.input<typeof slotsQuerySchema>;

export const freeSlotSchema = z.object({
  /** ISO 8601 with the shop's offset on that day. */
  start: z.string(),
  end: z.string(),
  /** Team members free for the whole slot who perform every chosen service, first choice first. */
  teamMemberIds: z.array(z.string()),
});
export type FreeSlotDto = z.infer<typeof freeSlotSchema>;

export const slotsResponseSchema = z
  .object({
    timezone: z.string(),
    /** Sum of the chosen services' durations. */
    durationMinutes: z.number().int(),
    slots: z.array(freeSlotSchema),
  })
  .meta({ id: 'FreeSlots' });
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

// --- Bookings

/** Absent or empty: no email (then no mail goes to the customer). */
const optionalEmail = z
  .union([z.literal(''), z.email().max(254)])
  .nullish()
  .transform((value) => value || null);

export const bookingCustomerSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: optionalEmail,
  phone: optionalText(40),
  /** Reminders through the messaging app to `phone`, answerable; the number needs its country code (else 400). */
  messagingConsent: z.boolean().optional(),
});
export type BookingCustomer = z.input<typeof bookingCustomerSchema>;

/**
 * Who an online booking can be reached by: an email or a phone number. Walk-in and phone bookings
 * taken by the studio need only a name.
 */
export function needsCustomerContact(source: BookingSource | undefined): boolean {
  return (source ?? 'online') === 'online';
}

export const createBookingSchema = z
  .object({
    /** Empty or unknown → 400, errorCode 8005. */
    serviceIds: z.array(z.string().max(64)).max(20).default([]),
    start: isoInstantSchema,
    /** The wished-for team member; that member must be free. Without it the first free one is taken. */
    teamMemberId: z.string().max(64).nullish(),
    customer: bookingCustomerSchema,
    notes: optionalText(2000),
    /** Shop admins only: walk-in and phone bookings. Others book `online`. */
    source: z.enum(bookingSources).optional(),
  })
  .superRefine((booking, context) => {
    const { email, phone } = booking.customer;
    if (needsCustomerContact(booking.source) && !email && !phone) {
      // Reported like a missing field: the envelope turns it into `fields["customer.email"]`.
      context.addIssue({
        code: 'invalid_type',
        expected: 'string',
        input: undefined,
        path: ['customer', 'email'],
      });
    }
  });
export type CreateBookingRequest = z.input<typeof createBookingSchema>;

export const updateBookingSchema = z.object({
  /** Move the booking; its length stays. */
  start: isoInstantSchema.optional(),
  teamMemberId: z.string().max(64).optional(),
  status: z.enum(bookingStatuses).optional(),
  notes: optionalText(2000).optional(),
  customer: bookingCustomerSchema.partial().optional(),
});
export type UpdateBookingRequest = z.input<typeof updateBookingSchema>;

export const bookingTreatmentSchema = z.object({
  /** Null once the treatment was deleted; the booking keeps its name, price and duration. */
  id: z.string().nullable(),
  name: z.string(),
  priceCents: z.number().int(),
  durationMinutes: z.number().int(),
});

export const cancellers = ['customer', 'studio', 'system'] as const;
export type Canceller = (typeof cancellers)[number];

export const bookingSchema = z
  .object({
    id: z.string(),
    shopId: z.string(),
    status: z.enum(bookingStatuses),
    source: z.enum(bookingSources),
    start: z.string(),
    end: z.string(),
    teamMemberId: z.string().nullable(),
    preferredTeamMemberId: z.string().nullable(),
    serviceIds: z.array(z.string()),
    services: z.array(bookingTreatmentSchema),
    totalPriceCents: z.number().int(),
    durationMinutes: z.number().int(),
    customer: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
    notes: z.string().nullable(),
    /** The studio's client record of the person booked, to the studio only (their card opens from it). */
    clientId: z.string().nullable().optional(),
    /** Who cancelled a cancelled booking: the customer, the studio, or nobody (a deposit not paid in time). */
    cancelledBy: z.enum(cancellers).optional(),
    /** When the customer confirmed by answering the reminder message; null: not (yet). */
    confirmedByCustomerAt: z.string().nullable().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof bookingSchema>;

/** POST bookings answers the booking and, for the one who booked, the token of the cancel link. */
export const createdBookingSchema = bookingSchema
  .extend({
    cancelToken: z.string(),
    cancelUrl: z.string(),
    /** With status `pending_payment`: where the customer pays the deposit. */
    checkoutUrl: z.string().optional(),
    depositCents: z.number().int().optional(),
    /** With status `pending_payment` and no deposit: `checkoutUrl` saves a card for the studio's fees. */
    cardSetup: z.literal(true).optional(),
  })
  .meta({ id: 'CreatedBooking' });
export type CreatedBooking = z.infer<typeof createdBookingSchema>;

export const bookingListSchema = z.array(bookingSchema);

/** GET bookings: `from`/`to` are local days (`YYYY-MM-DD`, inclusive) or instants with an offset. */
export const bookingListQuerySchema = z.object({
  from: z.union([isoDateSchema, isoInstantSchema]).optional(),
  to: z.union([isoDateSchema, isoInstantSchema]).optional(),
  teamMemberId: z.string().max(64).optional(),
  /** One status or several, comma-separated. */
  status: z
    .string()
    .max(200)
    .regex(new RegExp(`^(?:${bookingStatuses.join('|')})(?:,(?:${bookingStatuses.join('|')}))*$`))
    .optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
});
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

// --- The customer's cancel link: GET bookings/by-token, POST bookings/cancel

export const bookingTokenSchema = z.object({ token: z.string().min(10).max(200) });

/** The deposit of a booking as its customer and the studio see it. */
export const bookingDepositSchema = z.object({
  amountCents: z.number().int(),
  currencyCode: z.string(),
  status: z.enum(['open', 'succeeded', 'failed', 'refunded']),
});
export type BookingDeposit = z.infer<typeof bookingDepositSchema>;

export const customerBookingSchema = z
  .object({
    id: z.string(),
    status: z.enum(bookingStatuses),
    start: z.string(),
    end: z.string(),
    services: z.array(bookingTreatmentSchema),
    totalPriceCents: z.number().int(),
    customerName: z.string(),
    teamMemberName: z.string().nullable(),
    shop: z.object({
      id: z.string(),
      name: z.string(),
      address: z.string(),
      phone: z.string(),
      email: z.string(),
      timezone: z.string(),
      currencyCode: z.string(),
    }),
    /** Whether the customer may still cancel (active and before the cut-off). */
    cancellable: z.boolean(),
    /** The last instant the customer may cancel (ISO 8601). */
    cancelUntil: z.string(),
    /** Whether the customer may still move it to another free time (pending or confirmed, before the cut-off). */
    movable: z.boolean(),
    /** The deposit paid with the booking, if any (refunded when cancelled inside the free window). */
    deposit: bookingDepositSchema.nullable().optional(),
    /** Until when cancelling is free; later the studio may keep the deposit or charge a fee. */
    freeCancellationUntil: z.string().optional(),
  })
  .meta({ id: 'CustomerBooking' });
export type CustomerBooking = z.infer<typeof customerBookingSchema>;

export const customerBookingListSchema = z.array(customerBookingSchema);

/** GET me/bookings: `upcoming` (not yet ended, soonest first) or `past` (newest first). */
export const ownBookingsQuerySchema = z.object({ when: z.enum(['upcoming', 'past']).default('upcoming') });

/**
 * GET me/contact-phone: the number the signed-in customer last booked with (any studio), offered
 * again on the next booking with the messaging consent; null when they never gave one.
 */
export const ownContactPhoneSchema = z
  .object({ phone: z.string().nullable() })
  .meta({ id: 'OwnContactPhone' });
export type OwnContactPhone = z.infer<typeof ownContactPhoneSchema>;

/** How long before the start a customer may still cancel through the link. */
export const customerCancelCutoffHours = 24;

// --- Dashboard: GET shops/{shopId}/dashboard

export const dashboardSchema = z
  .object({
    /** Bookings made in the last 30 days, cancelled ones left out. */
    bookingsLast30Days: z.number().int(),
    stampsLast30Days: z.number().int(),
    vouchersLast30Days: z.number().int(),
    /** Active bookings from now on. */
    upcomingBookings: z.number().int(),
    checklist: z.object({
      profile: z.boolean(),
      /** The legal details of the imprint are complete: without them the studio cannot go live. */
      imprint: z.boolean(),
      treatments: z.boolean(),
      bookingHours: z.boolean(),
      closures: z.boolean(),
      slots: z.boolean(),
      team: z.boolean(),
      deals: z.boolean(),
      stampCards: z.boolean(),
      vouchers: z.boolean(),
      phoneAssistant: z.boolean(),
    }),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
