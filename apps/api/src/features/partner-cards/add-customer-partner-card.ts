import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import type { CustomerPartnerCard } from '@studio/domain/partner-card-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { partnerCardNumberMatches } from './partner-card-pattern.ts';
import { findCustomerCard, findPartnerCard, insertCustomerCardOnce } from './partner-cards.repo.ts';
import { presentCustomerPartnerCard } from './present-partner-card.ts';

/**
 * POST me/partner-cards: a number that does not match the card's pattern (as a whole) answers
 * 400 9400 with `fields.number`; a guest 403 9403; an unknown card 404 9404; the same card and number again 409 9409.
 */
export async function addCustomerPartnerCard(
  db: Kysely<Database>,
  identity: Identity,
  card: { partnerCardId: string; number: string },
): Promise<CustomerPartnerCard> {
  if (identity.guest) throw new AppError(ErrorCode.forbidden);
  const partnerCard = await findPartnerCard(db, card.partnerCardId);
  if (!partnerCard) throw new AppError(ErrorCode.notFound);
  if (!partnerCardNumberMatches(partnerCard.pattern, card.number)) {
    throw new AppError(ErrorCode.invalidInput, {
      fields: { number: `does not match the ${partnerCard.title} card number format` },
    });
  }
  const added = await insertCustomerCardOnce(db, identity.uid, {
    id: randomUUID(),
    partnerCardId: partnerCard.id,
    number: card.number,
  });
  if (!added) throw new AppError(ErrorCode.conflict);
  const shown = await findCustomerCard(db, identity.uid, added.id);
  if (!shown) throw new AppError(ErrorCode.notFound);
  return presentCustomerPartnerCard(shown);
}
