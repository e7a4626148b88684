// The shop profile as an approval subject: its pending changes become live on approval.
import { ErrorCode } from '@studio/domain/error-codes';
import { shopProfileChangeSchema } from '@studio/domain/shop-contract';
import { AppError } from '../../http/app-error.ts';
import { type ApprovalSubject, subjectKey } from '../approvals/approvals.public.ts';
import { presentShop } from './present-shop.ts';
import { shopColumnsOf } from './shop-columns.ts';
import { findShopForUpdate, findShopsByIds, updateShop } from './shops.repo.ts';

export const shopApprovalSubject: ApprovalSubject = {
  async current(db, subjects) {
    const shops = new Map(
      (await findShopsByIds(db, [...new Set(subjects.map((subject) => subject.shopId))])).map((shop) => [
        shop.id,
        shop,
      ]),
    );
    const live = new Map<string, ReturnType<typeof presentShop>>();
    for (const subject of subjects) {
      const shop = shops.get(subject.shopId);
      if (shop) live.set(subjectKey(subject), presentShop(shop));
    }
    return live;
  },

  async apply(trx, shopId, _subjectId, proposed) {
    // Only profile fields are approval-bound; anything else in a payload is refused, not applied.
    const change = shopProfileChangeSchema.strict().safeParse(proposed);
    if (!change.success) {
      const fields = Object.fromEntries(
        change.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
      );
      throw new AppError(ErrorCode.invalidInput, { fields });
    }
    if (!(await findShopForUpdate(trx, shopId))) throw new AppError(ErrorCode.shopNotFound);
    await updateShop(trx, shopId, shopColumnsOf(change.data));
  },
};
