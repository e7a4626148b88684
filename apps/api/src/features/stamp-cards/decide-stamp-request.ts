import { ErrorCode } from '@studio/domain/error-codes';
import type { StampRequest } from '@studio/domain/stamp-card-contract';
import { applyStampConfirmation } from '@studio/domain/stamp-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { presentStampRequest } from './present-stamp-request.ts';
import {
  appendStampEvent,
  decidePendingRequest,
  findCustomerCardForUpdate,
  findStampCard,
  findStampRequest,
  listStampRequests,
  writeCustomerCard,
} from './stamp-cards.repo.ts';

export type StampDecision = { status: 'confirmed' } | { status: 'rejected'; reason: string | null };

/**
 * The one place a stamp request is decided, in ONE transaction: the request goes from pending to
 * its decision (`UPDATE … WHERE status = 'pending'`: of simultaneous decisions one wins, the rest
 * answer 8001); a confirmation applies the stamp rules to the locked card (2002 full, 2001 not full
 * for a redemption: then nothing changes and the request stays pending); the log gets the entry.
 */
export async function decideStampRequest(
  db: Kysely<Database>,
  staff: Identity,
  shopId: string,
  id: string,
  decision: StampDecision,
  now: number,
): Promise<StampRequest> {
  const at = new Date(now);
  await db.transaction().execute(async (trx) => {
    const request = await decidePendingRequest(trx, shopId, id, {
      status: decision.status,
      decidedBy: staff.uid,
      reason: decision.status === 'rejected' ? decision.reason : null,
      at,
    });
    if (!request) {
      throw new AppError(
        (await findStampRequest(trx, shopId, id)) ? ErrorCode.requestAlreadyHandled : ErrorCode.notFound,
      );
    }
    const card = await findCustomerCardForUpdate(trx, shopId, request.user_id);
    if (!card)
      throw new AppError(ErrorCode.internalError, { cause: new Error('stamp request without a card') });
    if (decision.status === 'rejected') {
      await appendStampEvent(trx, shopId, {
        userId: request.user_id,
        requestId: request.id,
        kind: 'request_rejected',
        count: request.count,
        stampsAfter: card.stamps,
        reason: decision.reason,
        actorId: staff.uid,
        at,
      });
      return;
    }
    const live = await findStampCard(trx, shopId);
    const result = applyStampConfirmation(
      { stamps: card.stamps, maxStamps: card.max_stamps },
      { action: request.action, count: request.count },
      live?.redeem_count ?? card.max_stamps,
    );
    if (!result.ok) throw new AppError(result.refusal);
    await writeCustomerCard(trx, shopId, request.user_id, { ...result.card, redeemed: result.redeemed });
    await appendStampEvent(trx, shopId, {
      userId: request.user_id,
      requestId: request.id,
      kind: result.redeemed ? 'card_redeemed' : 'stamps_added',
      count: request.count,
      stampsAfter: result.card.stamps,
      actorId: staff.uid,
      at,
    });
  });
  const [decided] = await listStampRequests(db, shopId, { id }, { limit: 1, offset: 0 });
  if (!decided) throw new AppError(ErrorCode.notFound);
  return presentStampRequest(decided);
}
