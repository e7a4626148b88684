import { ErrorCode } from '@studio/domain/error-codes';
import type { ShopPartnerCardChoice } from '@studio/domain/partner-card-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { findPendingApproval, submitApprovalRequest } from '../approvals/approvals.public.ts';
import { existingCardIds, listAcceptedCards, replaceAcceptedCards } from './partner-cards.repo.ts';
import { showPartnerCardChoice } from './show-partner-card-choice.ts';

/**
 * PUT shops/{shopId}/partner-cards: the whole set of cards the shop accepts. A global admin's choice
 * applies at once; a shop admin's waits for approval (subject `partner_card`, subject id = the
 * shop's id) while customers see the cards accepted now. An unknown card id answers 400 9400.
 */
export async function choosePartnerCards(
  db: Kysely<Database>,
  identity: Identity,
  shopId: string,
  partnerCardIds: readonly string[],
): Promise<ShopPartnerCardChoice> {
  const chosen = [...new Set(partnerCardIds)].sort();
  const known = new Set(await existingCardIds(db, chosen));
  const unknown = chosen.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new AppError(ErrorCode.invalidInput, {
      fields: { partnerCardIds: `unknown: ${unknown.join(', ')}` },
    });
  }
  if (identity.role === 'globalAdmin') {
    await inTransaction(db, (trx) => replaceAcceptedCards(trx, shopId, chosen));
    return showPartnerCardChoice(db, shopId);
  }
  const live = (await listAcceptedCards(db, shopId)).map((card) => card.id).sort();
  const unchanged = live.length === chosen.length && live.every((id, index) => id === chosen[index]);
  // Going back to the live choice still has to replace a waiting one; otherwise nothing to review.
  if (!unchanged || (await findPendingApproval(db, shopId, 'partner_card', shopId))) {
    await submitApprovalRequest(db, shopId, {
      subjectType: 'partner_card',
      subjectId: shopId,
      proposed: { partnerCardIds: chosen },
      submittedBy: identity.uid,
    });
  }
  return showPartnerCardChoice(db, shopId);
}
