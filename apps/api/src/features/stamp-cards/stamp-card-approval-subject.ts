// The shop's stamp card as an approval subject (subject id: the shop's id, one card per shop).
// On approval the proposed values go live: a new card is created, a changed one updated.
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import { stampCardChangeSchema } from '@studio/domain/stamp-card-contract';
import { AppError } from '../../http/app-error.ts';
import { type ApprovalSubject, subjectKey } from '../approvals/approvals.public.ts';
import { stampCardValues } from './present-stamp-card.ts';
import { findStampCardsOf, updateStampCard, upsertStampCard } from './stamp-cards.repo.ts';

export const stampCardApprovalSubject: ApprovalSubject = {
  async current(db, subjects) {
    const cards = new Map(
      (
        await findStampCardsOf(
          db,
          subjects.map((subject) => subject.shopId),
        )
      ).map((card) => [card.shop_id, card]),
    );
    const live = new Map<string, ReturnType<typeof stampCardValues>>();
    for (const subject of subjects) {
      const card = cards.get(subject.shopId);
      if (card) live.set(subjectKey(subject), stampCardValues(card));
    }
    return live;
  },

  async apply(trx, shopId, _subjectId, proposed) {
    const change = stampCardChangeSchema.strict().safeParse(proposed);
    if (!change.success) {
      const fields = Object.fromEntries(
        change.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
      );
      throw new AppError(ErrorCode.invalidInput, { fields });
    }
    const { title, description, imageUrl, redeemCount } = change.data;
    const columns = {
      ...(title !== undefined ? { title } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(imageUrl !== undefined ? { image_url: imageUrl } : {}),
      ...(redeemCount !== undefined ? { redeem_count: redeemCount } : {}),
    };
    if (await updateStampCard(trx, shopId, columns)) return;
    if (title === undefined || imageUrl === undefined || redeemCount === undefined) {
      throw new AppError(ErrorCode.invalidInput, { problems: { title: 'required' } });
    }
    await upsertStampCard(trx, shopId, randomUUID(), {
      title,
      description: description ?? '',
      image_url: imageUrl,
      redeem_count: redeemCount,
    });
  },
};
