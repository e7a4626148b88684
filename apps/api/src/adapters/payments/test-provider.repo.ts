// The test provider keeps no books of its own: a test account's state is its payout account row.
import type { Kysely } from 'kysely';
import type { Database, PayoutAccountRow } from '../../db/schema.ts';

export function findTestAccountState(
  db: Kysely<Database>,
  shopId: string,
  accountId: string,
): Promise<PayoutAccountRow | undefined> {
  return db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('account_id', '=', accountId)
    .where('provider', '=', 'test')
    .executeTakeFirst();
}
