// A gift as an approval subject (subject id: the gift's id). On approval a new gift is created, a
// changed one updated, or one the shop asked to remove taken off the customers' list.
import { ErrorCode } from '@studio/domain/error-codes';
import { giftChangeSchema } from '@studio/domain/gift-contract';
import { AppError } from '../../http/app-error.ts';
import { type ApprovalSubject, subjectKey } from '../approvals/approvals.public.ts';
import {
  findGiftForUpdate,
  findGiftsOf,
  giftIdTaken,
  insertGift,
  markGiftRemoved,
  updateGift,
} from './gifts.repo.ts';
import { giftColumnsOf, giftValues } from './present-gift.ts';

export const giftApprovalSubject: ApprovalSubject = {
  async current(db, subjects) {
    const gifts = await findGiftsOf(
      db,
      subjects.map(({ shopId, subjectId }) => ({ shopId, giftId: subjectId })),
    );
    return new Map(
      gifts.map((gift) => [
        subjectKey({ shopId: gift.shop_id, subjectId: gift.id }),
        { ...giftValues(gift) },
      ]),
    );
  },

  async apply(trx, shopId, giftId, proposed) {
    const change = giftChangeSchema.strict().safeParse(proposed);
    if (!change.success) {
      const fields = Object.fromEntries(
        change.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
      );
      throw new AppError(ErrorCode.invalidInput, { fields });
    }
    const { removed, ...values } = change.data;
    const live = await findGiftForUpdate(trx, shopId, giftId);
    if (live) {
      if (removed) {
        await markGiftRemoved(trx, shopId, giftId);
        return;
      }
      const merged = { ...giftValues(live), ...values };
      if (merged.validFrom && merged.validTo && merged.validFrom > merged.validTo) {
        throw new AppError(ErrorCode.invalidInput, { fields: { validTo: 'before validFrom' } });
      }
      await updateGift(trx, shopId, giftId, giftColumnsOf(values));
      return;
    }
    // A removed gift, or one that was never approved and is withdrawn: nothing to make live.
    if (removed || (await giftIdTaken(trx, shopId, giftId))) throw new AppError(ErrorCode.notFound);
    const { title, offerText, description, type, imageUrl } = values;
    if (!title || !offerText || !description || !type || !imageUrl) {
      throw new AppError(ErrorCode.invalidInput, { fields: { title: 'a new gift needs all its fields' } });
    }
    await insertGift(trx, shopId, giftId, {
      title,
      offer_text: offerText,
      description,
      type,
      valid_from: values.validFrom ?? null,
      valid_to: values.validTo ?? null,
      image_url: imageUrl,
    });
  },
};
