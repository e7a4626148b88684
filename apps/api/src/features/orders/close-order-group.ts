import { ErrorCode } from '@studio/domain/error-codes';
import type { OrderGroup } from '@studio/domain/order-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { closeGroup, findGroup } from './orders.repo.ts';
import { presentGroups } from './show-open-order-group.ts';

/** The shop ends a visit (the table paid and left): later orders open a new one. */
export async function closeOrderGroup(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  now: number,
): Promise<OrderGroup> {
  const group = await findGroup(db, shopId, id);
  if (!group) throw new AppError(ErrorCode.orderGroupNotFound);
  const closedAt = new Date(Math.min(now, group.closes_at.getTime()));
  if (!(await closeGroup(db, shopId, id, closedAt))) throw new AppError(ErrorCode.orderGroupOutOfTime);
  const closed = await findGroup(db, shopId, id);
  if (!closed) throw new AppError(ErrorCode.orderGroupNotFound);
  const [presented] = await presentGroups(db, [closed], now);
  if (!presented) throw new AppError(ErrorCode.orderGroupNotFound);
  return presented;
}
