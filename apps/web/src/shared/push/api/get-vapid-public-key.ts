import { vapidPublicKeySchema } from '@studio/domain/push-message-contract';
import { api } from '../../../lib/api.ts';

/** The server's public VAPID key, which a browser subscription is bound to. */
export async function getVapidPublicKey(signal?: AbortSignal): Promise<string> {
  const { publicKey } = await api.get('/push/vapid-public-key', { schema: vapidPublicKeySchema, signal });
  return publicKey;
}
