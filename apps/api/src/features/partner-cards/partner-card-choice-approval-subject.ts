// A shop's choice of accepted partner cards as an approval subject (subject id: the shop's id).
// On approval the proposed set replaces the live one; cards deleted meanwhile are left out.
import { ErrorCode } from '@studio/domain/error-codes';
import { shopPartnerCardsChangeSchema } from '@studio/domain/partner-card-contract';
import { AppError } from '../../http/app-error.ts';
import { type ApprovalSubject, subjectKey } from '../approvals/approvals.public.ts';
import { existingCardIds, listAcceptedCardIdsOf, replaceAcceptedCards } from './partner-cards.repo.ts';

export const partnerCardChoiceApprovalSubject: ApprovalSubject = {
  async current(db, subjects) {
    const accepted = await listAcceptedCardIdsOf(
      db,
      subjects.map((subject) => subject.shopId),
    );
    return new Map(
      subjects.map((subject) => [
        subjectKey(subject),
        {
          partnerCardIds: accepted
            .filter((row) => row.shop_id === subject.shopId)
            .map((row) => row.id)
            .sort(),
        },
      ]),
    );
  },

  async apply(trx, shopId, _subjectId, proposed) {
    const change = shopPartnerCardsChangeSchema.strict().safeParse(proposed);
    if (!change.success) {
      throw new AppError(ErrorCode.invalidInput, { fields: { partnerCardIds: change.error.message } });
    }
    const still = await existingCardIds(trx, change.data.partnerCardIds);
    await replaceAcceptedCards(trx, shopId, still);
  },
};
