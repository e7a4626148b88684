// Who counts as one visitor: the browser at one client address, for one studio, for one day. The
// pseudonym is an HMAC of those under the day's random salt (kept in the database, so that every
// instance agrees, and deleted after two days). The client cannot mint visitors by sending new
// identifiers, and no stored pseudonym leads back to an address or links two days.
import { createHmac, randomBytes } from 'node:crypto';
import { addDays } from '@studio/domain/calendar-day';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { deleteVisitorSaltsBefore, findOrCreateVisitorSalt } from './page-views.repo.ts';

export interface Visit {
  /** The calendar day the view counts on (`YYYY-MM-DD`). */
  day: string;
  shopId: string | null;
  /** The client address; undefined once the connection is gone (one shared pseudonym then). */
  address: string | undefined;
  userAgent: string | undefined;
}

export type VisitorPseudonyms = (visit: Visit) => Promise<string>;

export function createVisitorPseudonyms(db: Kysely<Database>): VisitorPseudonyms {
  let current: { day: string; salt: string } | undefined;

  async function saltOf(day: string): Promise<string> {
    if (current?.day === day) return current.salt;
    const salt = await findOrCreateVisitorSalt(db, day, randomBytes(32).toString('base64url'));
    // Yesterday's salt stays for views that arrive late around midnight; older ones go.
    await deleteVisitorSaltsBefore(db, addDays(day, -1));
    current = { day, salt };
    return salt;
  }

  return async (visit) => {
    const salt = await saltOf(visit.day);
    return createHmac('sha256', salt)
      .update([visit.shopId ?? '', visit.address ?? 'unknown-address', visit.userAgent ?? ''].join('\n'))
      .digest('base64url')
      .slice(0, 22);
  };
}
