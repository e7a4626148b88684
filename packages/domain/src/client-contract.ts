// A studio's clients: GET shops/{shopId}/clients?q=&page=&pageSize= (also as CSV),
// GET|PATCH shops/{shopId}/clients/{id}, POST shops/{shopId}/clients/{id}/notes,
// POST shops/{shopId}/clients/{id}/merge, POST shops/{shopId}/clients/{id}/split,
// GET shops/{shopId}/clients/{id}/export, DELETE shops/{shopId}/clients/{id} (erasure).
import { z } from 'zod';
import { listCursorSchema } from './list-cursor.ts';

export const clientPageSizeMax = 100;
/** A cancellation less than this many hours before the start counts as late on the client's card. */
export const lateCancellationHours = 24;

export const clientListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(clientPageSizeMax).default(25),
  cursor: listCursorSchema,
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

export const clientListItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().optional(),
    phone: z.string().optional(),
    visits: z.number().int(),
    noShows: z.number().int(),
    lastVisitAt: z.string().optional(),
  })
  .meta({ id: 'ClientListItem' });
export type ClientListItem = z.infer<typeof clientListItemSchema>;

export const clientListSchema = z.object({ items: z.array(clientListItemSchema), total: z.number().int() });
export type ClientList = z.infer<typeof clientListSchema>;

export const clientVisitSchema = z.object({
  bookingId: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.string(),
  treatments: z.array(z.string()),
  /** The treatments' ids, where they still exist: booking the client again starts from them. */
  serviceIds: z.array(z.string()),
  teamMemberId: z.string().nullable(),
  priceCents: z.number().int(),
});
export type ClientVisit = z.infer<typeof clientVisitSchema>;

export const clientNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type ClientNote = z.infer<typeof clientNoteSchema>;

export const clientNoteWriteSchema = z.object({ text: z.string().trim().min(1).max(4000) });
export type ClientNoteWrite = z.infer<typeof clientNoteWriteSchema>;

export const clientCardSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().optional(),
    phone: z.string().optional(),
    hasAccount: z.boolean(),
    marketingConsent: z.boolean(),
    createdAt: z.string(),
    visits: z.number().int(),
    noShows: z.number().int(),
    lateCancellations: z.number().int(),
    totalSpentCents: z.number().int(),
    lastVisitAt: z.string().optional(),
    upcoming: z.array(clientVisitSchema),
    past: z.array(clientVisitSchema),
    loyalty: z.object({
      stamps: z
        .object({ stamps: z.number().int(), maxStamps: z.number().int(), redemptions: z.number().int() })
        .nullable(),
      vouchers: z.array(
        z.object({
          id: z.string(),
          code: z.string(),
          remainingCents: z.number().int(),
          expiresAt: z.string(),
        }),
      ),
      gifts: z.array(
        z.object({ id: z.string(), title: z.string(), claimedAt: z.string(), handedOver: z.boolean() }),
      ),
    }),
    notes: z.array(clientNoteSchema),
    /** Records merged into this one; each can be split off again. */
    merged: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        email: z.string().optional(),
        phone: z.string().optional(),
      }),
    ),
  })
  .meta({ id: 'ClientCard' });
export type ClientCard = z.infer<typeof clientCardSchema>;

export const clientUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    email: z.email().max(254).nullable().optional(),
    phone: z.string().trim().min(3).max(40).nullable().optional(),
    marketingConsent: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'name at least one field' });
export type ClientUpdate = z.infer<typeof clientUpdateSchema>;

export const clientMergeSchema = z.object({ otherClientId: z.uuid() });
export const clientSplitSchema = z.object({ mergedClientId: z.uuid() });

/**
 * Guests' contact data (clients without an account) is erased this many years after their last
 * contact with the studio (last visit, booking, reservation or purchase); the privacy page names it.
 */
export const guestRetentionYears = 3;

/** Photos of past work on a client's card (their limits: client-photo-limits.ts). */
export const clientPhotoSchema = z
  .object({
    id: z.string(),
    /** The visit the photo shows, when one was named. */
    bookingId: z.string().optional(),
    visitStart: z.string().optional(),
    /** When the client agreed to the photo (recorded with the upload). */
    consentAt: z.string(),
    /** Who uploaded it (their account), null once that account is gone; staff delete only their own. */
    uploadedById: z.string().nullable(),
    uploadedByName: z.string(),
    createdAt: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    /** The image (WebP) behind the studio's sign-in: fetch it with the token. */
    url: z.string(),
    /** A small copy (WebP, at most 400 px on the longer side) for grids, behind the same sign-in. */
    thumbnailUrl: z.string(),
  })
  .meta({ id: 'ClientPhoto' });
export type ClientPhoto = z.infer<typeof clientPhotoSchema>;

export const clientPhotoListSchema = z.object({ photos: z.array(clientPhotoSchema) });
export type ClientPhotoList = z.infer<typeof clientPhotoListSchema>;

export const clientPhotoUploadQuerySchema = z.object({
  /** The client agreed to this photo being taken and kept: without it no upload (409 8310). */
  consent: z.stringbool().optional(),
  bookingId: z.uuid().optional(),
});
export type ClientPhotoUploadQuery = z.infer<typeof clientPhotoUploadQuerySchema>;
