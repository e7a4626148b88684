import type { ClientCard, ClientUpdate } from '@studio/domain/client-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { updateClientRow } from './clients.repo.ts';
import { requireClient } from './require-client.ts';
import { showClientCard } from './show-client-card.ts';

/**
 * Changes a client's name, contact or marketing consent (e.g. the phone number of a walk-in who
 * gave only a name). An email or phone another client has answers 8301: the two are to be merged.
 */
export async function changeClient(
  db: Kysely<Database>,
  shopId: string,
  clientId: string,
  input: ClientUpdate,
  now: Date,
): Promise<ClientCard> {
  const client = await requireClient(db, shopId, clientId);
  try {
    await updateClientRow(db, shopId, client.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.email !== undefined ? { email: input.email?.toLowerCase() ?? null } : {}),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.marketingConsent !== undefined ? { marketing_consent: input.marketingConsent } : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.clientContactTaken, { cause: error });
    throw error;
  }
  return showClientCard(db, shopId, client.id, now);
}
