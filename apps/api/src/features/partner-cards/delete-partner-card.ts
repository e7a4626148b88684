import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { deletePartnerCard } from './partner-cards.repo.ts';

/** DELETE partner-cards/{id} (global admin): shops stop accepting it and customers' copies go with it. */
export async function removePartnerCard(db: Kysely<Database>, id: string): Promise<void> {
  if (!(await deletePartnerCard(db, id))) throw new AppError(ErrorCode.notFound);
}
