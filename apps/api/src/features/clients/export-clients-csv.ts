import { lateCancellationHours } from '@studio/domain/client-contract';
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { clientStats, listClientRows } from './clients.repo.ts';

const header = [
  'id',
  'name',
  'email',
  'phone',
  'visits',
  'noShows',
  'lateCancellations',
  'lastVisitAt',
  'marketingConsent',
];

/** The client list as CSV (UTF-8 with a byte order mark, so that spreadsheets read umlauts right). */
export async function exportClientsCsv(
  db: Kysely<Database>,
  shopId: string,
  q: string | undefined,
  now: Date,
): Promise<string> {
  const { rows } = await listClientRows(db, shopId, { q, offset: 0, limit: null });
  const stats = await clientStats(
    db,
    shopId,
    rows.map((row) => row.id),
    now,
    lateCancellationHours,
  );
  const records = rows.map((row) => {
    const counted = stats.get(row.id);
    return [
      row.id,
      row.name,
      row.email ?? '',
      row.phone ?? '',
      counted?.visits ?? 0,
      counted?.noShows ?? 0,
      counted?.lateCancellations ?? 0,
      counted?.lastVisitAt?.toISOString() ?? '',
      row.marketing_consent ? 'yes' : 'no',
    ];
  });
  // Cells a spreadsheet would run as a formula start with a quote instead.
  return `\uFEFF${stringify([header, ...records], {
    cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
  })}`;
}
