import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import type { pushSubscriptionWriteSchema } from '@studio/domain/push-message-contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isAcceptableEndpoint } from '../../adapters/push/push-endpoint.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { findShopById } from '../shops/shops.public.ts';
import { followShop, saveSubscription } from './push-messages.repo.ts';

type PushSubscriptionWrite = z.output<typeof pushSubscriptionWriteSchema>;

/**
 * POST me/push-subscriptions: on a shop's page the customer follows the shop and hands over the
 * browser's subscription. The endpoint must be https on a public host (the server will call it).
 */
export async function subscribeToPush(
  db: Kysely<Database>,
  identity: Identity,
  write: PushSubscriptionWrite,
  allowLoopback: boolean,
): Promise<void> {
  if (identity.guest) throw new AppError(ErrorCode.forbidden);
  if (!isAcceptableEndpoint(write.subscription.endpoint, allowLoopback)) {
    throw new AppError(ErrorCode.invalidInput, { problems: { 'subscription.endpoint': 'invalid' } });
  }
  const shop = await findShopById(db, write.shopId);
  // Only a live studio can be followed; a hidden one does not exist for customers.
  if (shop?.status !== 'active') throw new AppError(ErrorCode.shopNotFound);
  await inTransaction(db, async (trx) => {
    await followShop(trx, shop.id, identity.uid);
    await saveSubscription(trx, identity.uid, {
      id: randomUUID(),
      endpoint: write.subscription.endpoint,
      p256dh: write.subscription.keys.p256dh,
      auth: write.subscription.keys.auth,
    });
  });
}
