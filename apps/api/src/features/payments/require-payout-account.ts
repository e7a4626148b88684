import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findPayoutAccount } from './payments.repo.ts';
import { payoutStatusOf } from './payout-status.ts';

/** The shop's connected account, once payouts are enabled; else 409 2032 (nothing is sold or redeemed). */
export async function requirePayoutAccountId(db: Kysely<Database>, shopId: string): Promise<string> {
  const account = await findPayoutAccount(db, shopId);
  if (!account || payoutStatusOf(account) !== 'enabled') throw new AppError(ErrorCode.payoutsNotSetUp);
  return account.account_id;
}
