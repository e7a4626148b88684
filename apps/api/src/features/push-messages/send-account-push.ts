// A push notification to every browser of one account (a waitlist offer, not a studio's message to
// its audience): nothing goes to the inbox, so it is sent right away. Subscriptions the push
// service no longer knows are removed.
import type { PushNotificationPayload } from '@studio/domain/push-message-contract';
import type { Kysely } from 'kysely';
import type { WebPushSender } from '../../adapters/push/web-push-sender.ts';
import type { Database } from '../../db/schema.ts';
import { deleteSubscription, listAccountSubscriptions } from './push-messages.repo.ts';

/** Answers how many browsers the push service took it for. */
export async function sendAccountPush(
  db: Kysely<Database>,
  sender: WebPushSender,
  userId: string,
  payload: PushNotificationPayload,
): Promise<number> {
  const text = JSON.stringify(payload);
  let delivered = 0;
  for (const subscription of await listAccountSubscriptions(db, userId)) {
    const outcome = await sender.send(subscription, text);
    if (outcome === 'delivered') delivered += 1;
    if (outcome === 'gone') await deleteSubscription(db, subscription.id, subscription.endpoint);
  }
  return delivered;
}
