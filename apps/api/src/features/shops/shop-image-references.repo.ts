import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Every image URL a row still names: the shops' live logos and backgrounds, and the images of
 * shop approval requests in any status (the review history shows them).
 */
export async function listReferencedShopImageUrls(db: Kysely<Database>): Promise<Set<string>> {
  const { rows } = await sql<{ url: string }>`
    SELECT logo_url AS url FROM shops WHERE logo_url IS NOT NULL
    UNION SELECT background_url FROM shops WHERE background_url IS NOT NULL
    UNION SELECT payload ->> 'logoUrl' FROM approval_requests
      WHERE subject_type = 'shop' AND payload ->> 'logoUrl' IS NOT NULL
    UNION SELECT payload ->> 'backgroundUrl' FROM approval_requests
      WHERE subject_type = 'shop' AND payload ->> 'backgroundUrl' IS NOT NULL`.execute(db);
  return new Set(rows.map((row) => row.url));
}
