import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import type { PartnerCard } from '@studio/domain/partner-card-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { partnerCardPatternProblem } from './partner-card-pattern.ts';
import { insertPartnerCard, updatePartnerCard } from './partner-cards.repo.ts';
import { presentPartnerCard } from './present-partner-card.ts';

function requireUsablePattern(pattern: string | undefined): void {
  if (pattern === undefined) return;
  const problem = partnerCardPatternProblem(pattern);
  if (problem) throw new AppError(ErrorCode.invalidInput, { fields: { pattern: problem } });
}

/** POST partner-cards (global admin): a pattern that is invalid, unsafe or too long answers 400 9400. */
export async function createPartnerCard(
  db: Kysely<Database>,
  card: { title: string; pattern: string },
): Promise<PartnerCard> {
  requireUsablePattern(card.pattern);
  return presentPartnerCard(await insertPartnerCard(db, { id: randomUUID(), ...card }));
}

/** PUT partner-cards/{id} (global admin). Numbers customers already added stay as they were. */
export async function changePartnerCard(
  db: Kysely<Database>,
  id: string,
  change: { title?: string | undefined; pattern?: string | undefined },
): Promise<PartnerCard> {
  requireUsablePattern(change.pattern);
  const updated = await updatePartnerCard(db, id, {
    ...(change.title !== undefined ? { title: change.title } : {}),
    ...(change.pattern !== undefined ? { pattern: change.pattern } : {}),
  });
  if (!updated) throw new AppError(ErrorCode.notFound);
  return presentPartnerCard(updated);
}
