import type { PushNotificationPayload } from '@studio/domain/push-message-contract';
import type { Kysely } from 'kysely';
import type { PushLog } from '../../adapters/push/push-delivery.ts';
import type { PushOutcome, WebPushSender } from '../../adapters/push/web-push-sender.ts';
import type { Database } from '../../db/schema.ts';
import { deleteSubscription, findShopMessage, listRecipientSubscriptions } from './push-messages.repo.ts';

/** Browsers served at once: a large audience neither floods the push services nor our sockets. */
const concurrency = 10;

/**
 * Web Push to every browser of the message's recipients, after the message is committed. A
 * subscription the push service answers 404 or 410 for no longer exists and is removed; other
 * failures are counted and logged (the inbox holds the message either way).
 */
export async function deliverPushMessage(
  db: Kysely<Database>,
  sender: WebPushSender,
  shopId: string,
  messageId: string,
  log: PushLog,
): Promise<Record<PushOutcome, number>> {
  const counts: Record<PushOutcome, number> = { delivered: 0, gone: 0, failed: 0 };
  const message = await findShopMessage(db, shopId, messageId);
  if (!message) return counts;
  const payload: PushNotificationPayload = {
    title: message.title,
    body: message.body,
    url: '/account#messages',
    tag: message.id,
  };
  const text = JSON.stringify(payload);
  const queue = await listRecipientSubscriptions(db, shopId, messageId);
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const subscription = next;
      const outcome = await sender.send(subscription, text).catch((error: unknown) => {
        log.error({ err: error, messageId }, 'push service could not be reached');
        return 'failed' as const;
      });
      counts[outcome] += 1;
      if (outcome === 'gone') await deleteSubscription(db, subscription.id, subscription.endpoint);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  log.info({ messageId, ...counts }, 'push message sent to browsers');
  return counts;
}
