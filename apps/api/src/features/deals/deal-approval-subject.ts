// A shop's own deal as an approval subject (subject id: the deal's id). On approval the proposed
// values go live: a new deal is created and switched on for the shop, a changed one updated.
import { shopDealWriteSchema } from '@studio/domain/deal-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { AppError } from '../../http/app-error.ts';
import { type ApprovalSubject, subjectKey } from '../approvals/approvals.public.ts';
import { dealColumnsOf } from './deal-columns.ts';
import { dealValuesOf } from './present-deal.ts';
import { findShopDealsOf, insertOwnDeal, updateOwnDeal } from './shop-deals.repo.ts';

export const dealApprovalSubject: ApprovalSubject = {
  async current(db, subjects) {
    const deals = await findShopDealsOf(
      db,
      subjects.map(({ shopId, subjectId }) => ({ shopId, dealId: subjectId })),
    );
    return new Map(
      deals.map((deal) => [subjectKey({ shopId: deal.shop_id, subjectId: deal.id }), dealValuesOf(deal)]),
    );
  },

  async apply(trx, shopId, dealId, proposed) {
    const change = shopDealWriteSchema.safeParse(proposed);
    if (!change.success) {
      const fields = Object.fromEntries(
        change.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
      );
      throw new AppError(ErrorCode.invalidInput, { fields });
    }
    const columns = dealColumnsOf(change.data);
    if (await updateOwnDeal(trx, shopId, dealId, columns)) return;
    await insertOwnDeal(trx, shopId, dealId, columns);
  },
};
