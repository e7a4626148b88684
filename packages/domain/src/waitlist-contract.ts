// The waitlist: POST shops/{shopId}/waitlist (signed in or guest).
import { z } from 'zod';
import { messagingNumberOf } from './messaging-number.ts';

/** A calendar day (the whole day in the studio's zone) or an instant with its offset. */
const dayOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const waitlistWriteSchema = z
  .object({
    serviceIds: z.array(z.string().max(64)).min(1).max(10),
    /** From this day (its start) or instant on. */
    from: dayOrInstant,
    /** Until this day (its end) or instant. */
    to: dayOrInstant,
    /** Who is told; a signed-in customer's account fills what is missing. */
    customer: z
      .object({
        name: z.string().trim().min(1).max(200).optional(),
        email: z.email().max(320).optional(),
        phone: z.string().trim().max(40).optional(),
        /** The offer also through the messaging app to `phone` (with its country code). */
        messagingConsent: z.boolean().optional(),
      })
      .optional(),
  })
  .superRefine((entry, context) => {
    if (entry.customer?.messagingConsent && !messagingNumberOf(entry.customer.phone)) {
      context.addIssue({
        code: 'custom',
        message: 'international number needed',
        path: ['customer', 'phone'],
      });
    }
  });
export type WaitlistWrite = z.infer<typeof waitlistWriteSchema>;

export const waitlistCreatedSchema = z.object({ id: z.uuid() });
