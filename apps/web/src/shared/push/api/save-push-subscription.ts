import {
  type PushSubscriptionWrite,
  savedPushSubscriptionSchema,
} from '@studio/domain/push-message-contract';
import { api } from '../../../lib/api.ts';

/** Follows the shop and lets this browser receive its messages. */
export function savePushSubscription(write: PushSubscriptionWrite) {
  return api.post('/me/push-subscriptions', write, { schema: savedPushSubscriptionSchema });
}
