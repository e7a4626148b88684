import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { createPushDelivery, type PushDelivery } from './push-delivery.ts';
import { resolveVapidKeys } from './vapid-keys.ts';
import { createWebPushSender, vapidSubjectOf } from './web-push-sender.ts';

/** Web Push as the configuration asks: VAPID keys from the environment, else kept in the database. */
export async function createConfiguredPushDelivery(
  config: AppConfig,
  db: Kysely<Database>,
): Promise<PushDelivery> {
  return createPushDelivery(
    createWebPushSender({
      keys: await resolveVapidKeys(db, config.vapid, config.dataDir),
      subject: vapidSubjectOf(config.publicUrl, config.mailFrom),
      allowLoopback: config.pushAllowLoopback,
    }),
  );
}
