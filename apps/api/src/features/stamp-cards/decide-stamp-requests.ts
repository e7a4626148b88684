import type { DecideStampRequests, StampRequestBulkDecision } from '@studio/domain/stamp-card-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { decideStampRequest } from './decide-stamp-request.ts';

/**
 * Several requests confirmed or rejected at once, each in its own transaction so that one the card
 * cannot take (2002) or that someone else decided meanwhile (8001) does not hold back the others.
 */
export async function decideStampRequests(
  db: Kysely<Database>,
  staff: Identity,
  shopId: string,
  batch: DecideStampRequests,
  now: number,
): Promise<StampRequestBulkDecision> {
  const result: StampRequestBulkDecision = { decided: [], failed: [] };
  for (const id of new Set(batch.ids)) {
    try {
      const decision =
        batch.decision === 'confirm'
          ? ({ status: 'confirmed' } as const)
          : ({ status: 'rejected', reason: batch.reason ?? null } as const);
      result.decided.push(await decideStampRequest(db, staff, shopId, id, decision, now));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id, errorCode: error.code });
    }
  }
  return result;
}
