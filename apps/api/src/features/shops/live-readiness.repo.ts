import { isImprintMissing } from '@studio/domain/shop-legal';
import type { LiveRequirement } from '@studio/domain/shop-readiness';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Check = (db: Kysely<Database>, shopId: string) => Promise<boolean>;

async function exists(query: Promise<unknown>): Promise<boolean> {
  return (await query) !== undefined;
}

// One check per requirement: the Record makes a new requirement impossible to forget here.
const liveChecks: Record<LiveRequirement, Check> = {
  imprint: async (db, shopId) => {
    const shop = await db.selectFrom('shops').select('legal').where('id', '=', shopId).executeTakeFirst();
    return !isImprintMissing(shop?.legal);
  },
  treatments: (db, shopId) =>
    exists(
      db
        .selectFrom('treatments')
        .select('id')
        .where('shop_id', '=', shopId)
        .where('active', '=', true)
        .limit(1)
        .executeTakeFirst(),
    ),
  bookingHours: (db, shopId) =>
    exists(
      db
        .selectFrom('opening_hours')
        .select('shop_id')
        .where('shop_id', '=', shopId)
        .limit(1)
        .executeTakeFirst(),
    ),
  team: (db, shopId) =>
    exists(
      db.selectFrom('team_members').select('id').where('shop_id', '=', shopId).limit(1).executeTakeFirst(),
    ),
};

/** What the shop still lacks to go live, in the order of the requirements; empty when it is ready. */
export async function findMissingLiveRequirements(
  db: Kysely<Database>,
  shopId: string,
): Promise<LiveRequirement[]> {
  const entries = Object.entries(liveChecks) as [LiveRequirement, Check][];
  const met = await Promise.all(entries.map(([, check]) => check(db, shopId)));
  return entries.filter((_, index) => !met[index]).map(([requirement]) => requirement);
}
