import { ErrorCode } from '@studio/domain/error-codes';
import { reachesShopLevel } from '@studio/domain/roles';
import type { StaffMember, StaffMemberUpdate } from '@studio/domain/staff-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { requireTeamMemberOfShop } from '../team/team.public.ts';
import { presentStaffMember } from './present-staff.ts';
import { setShopAdmin, shopAdminRows } from './staff.repo.ts';
import { levelOf, requireAnotherOwner } from './staff-levels.ts';

/**
 * Sets a team login's level and calendar column. Lowering a level ends that person's sessions at
 * once; the last owner cannot be lowered (409 8304). Unknown login → 404 9404.
 */
export async function changeStaffLevel(
  db: Kysely<Database>,
  shopId: string,
  userId: string,
  input: StaffMemberUpdate,
): Promise<StaffMember> {
  const teamMemberId =
    input.teamMemberId === undefined || input.teamMemberId === null
      ? input.teamMemberId
      : await requireTeamMemberOfShop(db, shopId, input.teamMemberId);
  return inTransaction(db, async (trx) => {
    const admins = await shopAdminRows(trx, shopId, { forUpdate: true });
    const admin = admins.find((row) => row.id === userId);
    if (!admin) throw new AppError(ErrorCode.notFound);
    const lowered = !reachesShopLevel(input.level, levelOf(admin));
    if (levelOf(admin) === 'owner' && input.level !== 'owner') requireAnotherOwner(admins, userId);
    const column = teamMemberId === undefined ? admin.team_member_id : teamMemberId;
    await setShopAdmin(trx, userId, {
      shopId,
      level: input.level,
      teamMemberId: column,
      endSessions: lowered,
    });
    return presentStaffMember({ ...admin, shop_level: input.level, team_member_id: column });
  });
}
