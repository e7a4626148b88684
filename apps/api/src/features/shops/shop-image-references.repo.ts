import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Every image URL a row still names: the shops' live logos and backgrounds, the images of stamp
 * cards, deals, gifts and menu articles, and every upload any approval request names in any status
 * (the review history shows them, whatever the subject).
 */
export async function listReferencedShopImageUrls(db: Kysely<Database>): Promise<Set<string>> {
  const { rows } = await sql<{ url: string }>`
    SELECT logo_url AS url FROM shops WHERE logo_url IS NOT NULL
    UNION SELECT background_url FROM shops WHERE background_url IS NOT NULL
    UNION SELECT image_url FROM stamp_cards
    UNION SELECT image_url FROM deals WHERE image_url IS NOT NULL
    UNION SELECT image_url FROM gifts
    UNION SELECT image_url FROM menu_articles WHERE image_url IS NOT NULL
    UNION SELECT '/uploads/' || found[1]
      FROM approval_requests, regexp_matches(payload::text, '/uploads/([A-Za-z0-9._-]+)', 'g') AS found`.execute(
    db,
  );
  return new Set(rows.map((row) => row.url));
}
