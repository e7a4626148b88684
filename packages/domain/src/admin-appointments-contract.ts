// GET bookings (global admin): appointments across every studio, for the admin's Appointments view.
import { z } from 'zod';
import { bookingSources, bookingStatuses } from './booking-status.ts';
import { isoDateSchema } from './input-rules.ts';
import { listCursorSchema } from './list-cursor.ts';

export const adminAppointmentsQuerySchema = z.object({
  shopId: z.uuid().optional(),
  /** Local days of each studio (`YYYY-MM-DD`, both included). */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  status: z.enum(bookingStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  cursor: listCursorSchema,
});
export type AdminAppointmentsQuery = z.input<typeof adminAppointmentsQuerySchema>;

export const adminAppointmentSchema = z
  .object({
    id: z.string(),
    shopId: z.string(),
    shopName: z.string(),
    /** The studio's IANA time zone, which the appointment's times are shown on. */
    shopTimezone: z.string(),
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
    status: z.enum(bookingStatuses),
    source: z.enum(bookingSources),
    customerName: z.string(),
    customerEmail: z.string().nullable(),
    customerPhone: z.string().nullable(),
    teamMemberName: z.string().nullable(),
    treatments: z.array(z.string()),
    priceCents: z.number().int(),
  })
  .meta({ id: 'AdminAppointment' });
export type AdminAppointment = z.infer<typeof adminAppointmentSchema>;

export const adminAppointmentListSchema = z.array(adminAppointmentSchema);
