// Push messages: POST|GET shops/{shopId}/push-messages, POST me/push-subscriptions,
// GET push/vapid-public-key, GET me/messages. Paths, fields and codes named by the HTTP contract
// are fixed; the rest is published in OpenAPI.
import { z } from 'zod';

/** One push message per sender per day (24 hours), so that followers are not flooded. */
export const pushMessageIntervalMs = 24 * 60 * 60 * 1000;

export const pushTitleMaxLength = 60;
export const pushBodyMaxLength = 240;

export const pushTargetTypes = ['deal', 'shop'] as const;
export type PushTargetType = (typeof pushTargetTypes)[number];

/** When a sender whose last message went out at `lastSentAt` may send again (null: now). */
export function nextPushAllowedAt(lastSentAt: number | null, now: number): number | null {
  if (lastSentAt === null) return null;
  const next = lastSentAt + pushMessageIntervalMs;
  return next > now ? next : null;
}

/** POST shops/{shopId}/push-messages. A message about a deal names it, so that the inbox can open the deal. */
export const pushMessageWriteSchema = z
  .object({
    title: z.string().trim().min(1).max(pushTitleMaxLength),
    body: z.string().trim().min(1).max(pushBodyMaxLength),
    type: z.enum(pushTargetTypes),
    dealId: z.uuid().optional(),
  })
  .refine((message) => message.type !== 'deal' || message.dealId !== undefined, {
    path: ['dealId'],
    message: 'required',
  })
  .refine((message) => message.type !== 'shop' || message.dealId === undefined, {
    path: ['dealId'],
    message: 'only with type deal',
  });
export type PushMessageWrite = z.input<typeof pushMessageWriteSchema>;

export const createdPushMessageSchema = z
  .object({ id: z.string(), recipients: z.number().int() })
  .meta({ id: 'CreatedPushMessage' });

/** A message as its shop's admins see it in the history. */
export const sentPushMessageSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string(),
    type: z.enum(pushTargetTypes),
    dealId: z.string().nullable(),
    recipients: z.number().int(),
    sentAt: z.string(),
    sender: z.object({ uid: z.string().nullable(), name: z.string() }),
  })
  .meta({ id: 'SentPushMessage' });
export type SentPushMessage = z.infer<typeof sentPushMessageSchema>;

/**
 * GET shops/{shopId}/push-messages: the history (newest first), how many customers a message would
 * reach now, and when the caller may send again (null: now).
 */
export const pushMessageOverviewSchema = z
  .object({
    messages: z.array(sentPushMessageSchema),
    audience: z.number().int(),
    nextAllowedAt: z.string().nullable(),
  })
  .meta({ id: 'PushMessageOverview' });
export type PushMessageOverview = z.infer<typeof pushMessageOverviewSchema>;

export const pushMessageListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** A standard Web Push subscription (PushSubscription.toJSON()). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(1000),
  keys: z.object({
    p256dh: z
      .string()
      .min(80)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+=*$/),
    auth: z
      .string()
      .min(16)
      .max(32)
      .regex(/^[A-Za-z0-9_-]+=*$/),
  }),
});

/** POST me/push-subscriptions: the browser's subscription, given on a shop's page. */
export const pushSubscriptionWriteSchema = z.object({
  shopId: z.uuid(),
  subscription: pushSubscriptionSchema,
});
export type PushSubscriptionWrite = z.input<typeof pushSubscriptionWriteSchema>;

/** The answer of POST me/push-subscriptions: the caller follows the shop, this browser receives. */
export const savedPushSubscriptionSchema = z
  .object({ shopId: z.string(), endpoint: z.string() })
  .meta({ id: 'SavedPushSubscription' });

export const vapidPublicKeySchema = z.object({ publicKey: z.string() }).meta({ id: 'VapidPublicKey' });

/** A message in the customer's inbox. */
export const inboxMessageSchema = z
  .object({
    id: z.string(),
    shopId: z.string(),
    shopName: z.string(),
    title: z.string(),
    body: z.string(),
    type: z.enum(pushTargetTypes),
    dealId: z.string().nullable(),
    sentAt: z.string(),
  })
  .meta({ id: 'InboxMessage' });
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** What the service worker shows; the web app's /account inbox holds the message itself. */
export interface PushNotificationPayload {
  title: string;
  body: string;
  /** Where a tap on the notification leads. */
  url: string;
  tag: string;
}
