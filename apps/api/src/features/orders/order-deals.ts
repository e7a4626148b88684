// Deals on orders: the deal named by an order, its pricing terms, and how its redemption is recorded
// with the order. The deals themselves (their tables, activation and single-use rule) belong to the
// deals feature (migration 0009); until it is on this branch no deal exists, so every dealId is an
// unknown deal (404 1000).
import { ErrorCode } from '@studio/domain/error-catalogue';
import type { OrderDeal } from '@studio/domain/order-deal-pricing';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';

export interface OrderDealUse {
  terms: OrderDeal;
  /** Records the redemption with the order, inside the order's transaction. */
  recordRedemption(trx: Kysely<Database>, orderId: string): Promise<void>;
}

export async function resolveOrderDeal(
  _trx: Kysely<Database>,
  _shopId: string,
  _identity: Identity,
  _dealId: string,
  _now: number,
): Promise<OrderDealUse> {
  throw new AppError(ErrorCode.dealNotFound);
}
