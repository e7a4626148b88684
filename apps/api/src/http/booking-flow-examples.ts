// Example requests of the booking flow shown in the OpenAPI document: sign in, find a free time,
// book it, look at and cancel it through the mailed link. Typed by the schemas they illustrate.
import type { loginRequestSchema } from '@studio/domain/auth-contract';
import type {
  bookingTokenSchema,
  createBookingSchema,
  slotsQuerySchema,
} from '@studio/domain/booking-contract';
import type { z } from 'zod';

const exampleTreatmentId = '7d1f0a52-3c4e-4b8a-9f61-2e5d8c0b4a17';

export const signInExample: z.input<typeof loginRequestSchema> = {
  email: 'mai.nguyen@example.com',
  password: 'correct-horse-battery',
};

export const freeSlotsQueryExample: z.input<typeof slotsQuerySchema> = {
  serviceIds: exampleTreatmentId,
  from: '2026-12-01',
  to: '2026-12-07',
};

export const bookingExample: z.input<typeof createBookingSchema> = {
  serviceIds: [exampleTreatmentId],
  start: '2026-12-02T10:30:00+01:00',
  customer: { name: 'Mai Nguyen', email: 'mai.nguyen@example.com', phone: '+49 30 1234567' },
  notes: 'French manicure, please',
};

export const cancelLinkExample: z.input<typeof bookingTokenSchema> = {
  token: 'q3Vb8x2LmT9wZr4kNp6sYd1H',
};
