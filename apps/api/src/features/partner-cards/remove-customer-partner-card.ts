import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { deleteCustomerCard } from './partner-cards.repo.ts';

/** DELETE me/partner-cards/{id}: only the caller's own card; anyone else's is unknown (404 9404). */
export async function removeCustomerPartnerCard(
  db: Kysely<Database>,
  identity: Identity,
  id: string,
): Promise<void> {
  if (!(await deleteCustomerCard(db, identity.uid, id))) throw new AppError(ErrorCode.notFound);
}
