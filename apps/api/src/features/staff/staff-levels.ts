import { ErrorCode } from '@studio/domain/error-codes';
import type { ShopLevel } from '@studio/domain/roles';
import { AppError } from '../../http/app-error.ts';

/** A stored level; unset is an owner (a shop admin from before levels, or made by a global admin). */
export function levelOf(row: { shop_level: string | null }): ShopLevel {
  return (row.shop_level as ShopLevel | null) ?? 'owner';
}

/**
 * Refuses a change that would leave the shop without an active owner (409 8304): `admins` are the
 * shop's admins as locked, `changed` the account that stops being an owner.
 */
export function requireAnotherOwner(
  admins: readonly { id: string; shop_level: string | null; disabled: boolean }[],
  changed: string,
): void {
  const owners = admins.filter(
    (admin) => admin.id !== changed && !admin.disabled && levelOf(admin) === 'owner',
  );
  if (owners.length === 0) throw new AppError(ErrorCode.lastOwner);
}
