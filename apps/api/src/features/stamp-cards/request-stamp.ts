import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import { type StampAction, stampRequestRefusal } from '@studio/domain/stamp-rules';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database, StampRequestRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { newShortCode } from '../../short-code.ts';
import { showStampCard } from './show-stamp-card.ts';
import {
  appendStampEvent,
  ensureCustomerCard,
  findCustomerCardForUpdate,
  insertStampRequest,
} from './stamp-cards.repo.ts';

/**
 * A customer asks for stamps or for the card's redemption. Refused at once when the card could not
 * take it (2002 full or overfilled, 2001 not full for a redemption); 9409 while one is pending.
 */
export async function requestStamp(
  db: Kysely<Database>,
  identity: Identity,
  shopId: string,
  intent: { action: StampAction; count: number },
  now: number,
): Promise<StampRequestRow> {
  if (identity.guest) throw new AppError(ErrorCode.forbidden);
  const live = await showStampCard(db, shopId);
  const count = intent.action === 'redeem' ? 1 : intent.count;
  // A clash of short codes among the shop's pending requests is rare; a new code settles it.
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        await ensureCustomerCard(trx, shopId, identity.uid, live.redeemCount);
        const card = await findCustomerCardForUpdate(trx, shopId, identity.uid);
        if (!card)
          throw new AppError(ErrorCode.internalError, { cause: new Error('customer card vanished') });
        const refusal = stampRequestRefusal(
          { stamps: card.stamps, maxStamps: card.max_stamps },
          { action: intent.action, count },
        );
        if (refusal !== null) throw new AppError(refusal);
        const request = await insertStampRequest(trx, shopId, {
          id: randomUUID(),
          userId: identity.uid,
          action: intent.action,
          count,
          code: newShortCode(),
          at: new Date(now),
        });
        await appendStampEvent(trx, shopId, {
          userId: identity.uid,
          requestId: request.id,
          kind: intent.action === 'redeem' ? 'redeem_requested' : 'stamp_requested',
          count,
          stampsAfter: card.stamps,
          actorId: identity.uid,
          at: new Date(now),
        });
        return request;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const constraint = (error as { constraint?: string }).constraint ?? '';
      if (constraint.includes('code') && attempt < 3) continue;
      throw new AppError(ErrorCode.conflict, { cause: error });
    }
  }
}
