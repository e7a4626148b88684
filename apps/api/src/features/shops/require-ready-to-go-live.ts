import { ErrorCode } from '@studio/domain/error-codes';
import { liveRequirementProblems } from '@studio/domain/shop-readiness';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findMissingLiveRequirements } from './live-readiness.repo.ts';

/** A studio goes public only with something to book (else 2050 naming what is missing). */
export async function requireReadyToGoLive(db: Kysely<Database>, shopId: string): Promise<void> {
  const missing = await findMissingLiveRequirements(db, shopId);
  if (missing.length > 0) {
    throw new AppError(ErrorCode.shopNotReadyToGoLive, { problems: liveRequirementProblems(missing) });
  }
}
