import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import {
  nextPushAllowedAt,
  pushMessageIntervalMs,
  type pushMessageWriteSchema,
} from '@studio/domain/push-message-contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { PushDelivery } from '../../adapters/push/push-delivery.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { findShopDeal } from '../deals/deals.public.ts';
import { deliverPushMessage } from './deliver-push-message.ts';
import { claimAllowanceAndInsertMessage, deliverToInboxes, findLastSentAt } from './push-messages.repo.ts';

type PushMessageWrite = z.output<typeof pushMessageWriteSchema>;

/**
 * A shop admin's (or a global admin's) message to the shop's customers: in ONE transaction the
 * sender's 24-hour allowance is claimed with the message (429 2020 when the last one is younger)
 * and every recipient's inbox gets it; Web Push goes out after the commit.
 */
export async function sendPushMessage(
  db: Kysely<Database>,
  push: PushDelivery,
  sender: Identity,
  shopId: string,
  write: PushMessageWrite,
  now: number,
): Promise<{ id: string; recipients: number }> {
  // A message about a deal names one the shop offers now (switched on for it); any other id is
  // the contract's unknown deal.
  let dealId: string | null = null;
  if (write.type === 'deal') {
    const deal = write.dealId ? await findShopDeal(db, shopId, write.dealId) : undefined;
    if (!deal?.active) throw new AppError(ErrorCode.dealNotFound);
    dealId = deal.id;
  }
  const id = randomUUID();
  const recipients = await inTransaction(db, async (trx) => {
    const claimed = await claimAllowanceAndInsertMessage(
      trx,
      shopId,
      { id, senderId: sender.uid, title: write.title, body: write.body, type: write.type, dealId },
      { now: new Date(now), lastSentNotAfter: new Date(now - pushMessageIntervalMs) },
    );
    if (!claimed) {
      const lastSent = await findLastSentAt(trx, sender.uid);
      const next = nextPushAllowedAt(lastSent ? lastSent.getTime() : null, now) ?? now;
      throw new AppError(ErrorCode.pushMessageLimitReached, {
        retryAfterSeconds: Math.max(1, Math.ceil((next - now) / 1000)),
      });
    }
    return deliverToInboxes(trx, shopId, id, new Date(now));
  });
  push.later(async (log) => {
    await deliverPushMessage(db, push.sender, shopId, id, log);
  });
  return { id, recipients };
}
