import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { insertShop } from '../shops/shops.repo.ts';
import {
  demoAccounts,
  demoOpeningHours,
  demoPassword,
  demoShop,
  demoShopId,
  demoTeam,
  demoTreatments,
} from './demo-studio.ts';

/** Seeds the demo studio and accounts into an empty database; returns false if it was not empty. */
export async function seedDemoData(db: Kysely<Database>): Promise<boolean> {
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    const existingShop = await trx.selectFrom('shops').select('id').limit(1).executeTakeFirst();
    if (existing || existingShop) return false;

    await insertShop(trx, { ...demoShop, external_links: JSON.stringify([]) });
    for (const account of demoAccounts) {
      await trx
        .insertInto('users')
        .values({
          id: randomUUID(),
          email: account.email,
          name: account.name,
          password_hash: passwordHash,
          role: account.role,
          shop_id: account.role === 'shopAdmin' ? demoShopId : null,
          email_verified: true,
        })
        .execute();
    }
    await trx
      .insertInto('services')
      .values(
        demoTreatments.map((treatment, position) => ({
          id: randomUUID(),
          shop_id: demoShopId,
          name: treatment.name,
          category: treatment.category,
          price_cents: treatment.cents,
          duration_minutes: treatment.minutes,
          position,
        })),
      )
      .execute();
    await trx
      .insertInto('team_members')
      .values(
        demoTeam.map((member, position) => ({ id: randomUUID(), shop_id: demoShopId, ...member, position })),
      )
      .execute();
    await trx
      .insertInto('opening_hours')
      .values(
        demoOpeningHours.map((range) => ({
          shop_id: demoShopId,
          weekday: range.weekday,
          start_time: range.start,
          end_time: range.end,
        })),
      )
      .execute();
    return true;
  });
}
