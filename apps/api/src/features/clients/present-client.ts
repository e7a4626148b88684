import type { ClientListItem } from '@studio/domain/client-contract';
import type { ClientRow, ClientStats } from './clients.repo.ts';

/** The contact fields a client has, left out when unknown. */
export function presentContact(row: Pick<ClientRow, 'email' | 'phone'>): { email?: string; phone?: string } {
  return { ...(row.email ? { email: row.email } : {}), ...(row.phone ? { phone: row.phone } : {}) };
}

export function presentClientListItem(row: ClientRow, stats: ClientStats | undefined): ClientListItem {
  return {
    id: row.id,
    name: row.name,
    ...presentContact(row),
    visits: stats?.visits ?? 0,
    noShows: stats?.noShows ?? 0,
    ...(stats?.lastVisitAt ? { lastVisitAt: stats.lastVisitAt.toISOString() } : {}),
  };
}
