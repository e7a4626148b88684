import type { PersonScope } from './personal-data.repo.ts';

/** The scope of a studio's client records: their ids and every email, phone and account they name. */
export function personScopeOfClients(
  shopId: string,
  rows: readonly { id: string; user_id: string | null; email: string | null; phone_key: string | null }[],
): PersonScope {
  return {
    shopId,
    clientIds: rows.map((row) => row.id),
    userIds: rows.flatMap((row) => (row.user_id ? [row.user_id] : [])),
    emails: rows.flatMap((row) => (row.email ? [row.email.toLowerCase()] : [])),
    phoneKeys: rows.flatMap((row) => (row.phone_key ? [row.phone_key] : [])),
  };
}
