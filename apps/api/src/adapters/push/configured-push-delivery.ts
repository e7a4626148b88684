import type { AppConfig } from '../../config.ts';
import { createPushDelivery, type PushDelivery } from './push-delivery.ts';
import { resolveVapidKeys } from './vapid-keys.ts';
import { createWebPushSender, vapidSubjectOf } from './web-push-sender.ts';

/** Web Push as the configuration asks: VAPID keys from the environment or DATA_DIR. */
export async function createConfiguredPushDelivery(config: AppConfig): Promise<PushDelivery> {
  return createPushDelivery(
    createWebPushSender({
      keys: await resolveVapidKeys(config.vapid, config.dataDir),
      subject: vapidSubjectOf(config.publicUrl, config.mailFrom),
      allowLoopback: config.pushAllowLoopback,
    }),
  );
}
