import { ErrorCode } from '@studio/domain/error-codes';
import type { Role } from '@studio/domain/roles';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { shopExists } from './users.repo.ts';

/** A shop admin belongs to an existing shop; global admins and app users belong to none. */
export async function checkRoleAndShop(
  db: Kysely<Database>,
  role: Role,
  shopId: string | null,
): Promise<void> {
  if (role !== 'shopAdmin') {
    if (shopId !== null) throw new AppError(ErrorCode.invalidInput, { problems: { shopId: 'invalid' } });
    return;
  }
  if (shopId === null) throw new AppError(ErrorCode.invalidInput, { problems: { shopId: 'required' } });
  if (!(await shopExists(db, shopId))) throw new AppError(ErrorCode.shopNotFound);
}
