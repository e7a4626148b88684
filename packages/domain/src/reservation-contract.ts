// Reservations (module reservationsEnabled): GET|PUT shops/{shopId}/reservation-settings,
// POST shops/{shopId}/reservations (any identity), GET shops/{shopId}/reservations?status=,
// POST shops/{shopId}/reservations/{id}/approve|reject, GET reservations (global admin).
import { z } from 'zod';
import { isoDateSchema, isoInstantSchema } from './input-rules.ts';

export const reservationStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];
export const maxPersons = 50;
/** How far ahead a reservation may lie: a year, the longest booking horizon a shop can choose. */
export const reservationHorizonDays = 365;

export const reservationSettingsSchema = z
  .object({
    enabled: z.boolean(),
    disabledFrom: isoDateSchema.nullable().optional(),
    disabledUntil: isoDateSchema.nullable().optional(),
  })
  .refine(
    (value) => !value.disabledUntil || (value.disabledFrom && value.disabledFrom <= value.disabledUntil),
    {
      message: 'disabledUntil needs a disabledFrom on or before it',
      path: ['disabledUntil'],
    },
  )
  .meta({ id: 'ReservationSettings' });
export type ReservationSettings = z.infer<typeof reservationSettingsSchema>;

export const reservationSettingsAnswerSchema = z.object({
  enabled: z.boolean(),
  disabledFrom: z.string().nullable(),
  disabledUntil: z.string().nullable(),
});

export const createReservationSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  phone: z.string().trim().max(40).optional(),
  /** ISO 8601 with offset, e.g. `2030-01-07T19:30:00+01:00`. */
  dateTime: isoInstantSchema,
  persons: z.number().int().min(1).max(maxPersons),
});
export type CreateReservation = z.infer<typeof createReservationSchema>;

export const createdReservationSchema = z.object({ id: z.string(), status: z.literal('pending') });

export const reservationSchema = z
  .object({
    id: z.string(),
    shopId: z.string(),
    shopName: z.string(),
    /** The studio's IANA time zone, which the reservation's time is shown on. */
    shopTimezone: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    dateTime: z.string(),
    persons: z.number().int(),
    status: z.enum(reservationStatuses),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'Reservation' });
export type Reservation = z.infer<typeof reservationSchema>;
export const reservationListSchema = z.array(reservationSchema);

export const reservationListQuerySchema = z.object({
  status: z.enum(reservationStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export const allReservationsQuerySchema = reservationListQuerySchema.extend({ shopId: z.uuid().optional() });

/** Whether the settings take a reservation on a local date (`YYYY-MM-DD`). */
export function reservationsOpenOn(
  settings: { enabled: boolean; disabledFrom: string | null; disabledUntil: string | null },
  date: string,
): boolean {
  if (!settings.enabled) return false;
  if (!settings.disabledFrom || date < settings.disabledFrom) return true;
  return settings.disabledUntil !== null && date > settings.disabledUntil;
}
