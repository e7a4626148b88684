import { ErrorCode } from '@studio/domain/error-codes';
import { isUuid } from '@studio/domain/uuid';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findTeamMemberRow } from './team.repo.ts';

/** A team member of the shop named in a request; 8010 for anything else. */
export async function requireTeamMemberOfShop(
  db: Kysely<Database>,
  shopId: string,
  memberId: string,
): Promise<string> {
  const row = isUuid(memberId) ? await findTeamMemberRow(db, shopId, memberId) : undefined;
  if (!row) throw new AppError(ErrorCode.teamMemberNotFound);
  return row.id;
}
