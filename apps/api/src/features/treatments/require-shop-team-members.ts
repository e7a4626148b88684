import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { existingTeamMemberIds } from '../team/team.public.ts';

/** 8010 unless every id names a team member of the shop. */
export async function requireShopTeamMembers(
  db: Kysely<Database>,
  shopId: string,
  ids: readonly string[],
): Promise<void> {
  const found = await existingTeamMemberIds(db, shopId, ids);
  if (ids.some((id) => !found.has(id))) throw new AppError(ErrorCode.teamMemberNotFound);
}
