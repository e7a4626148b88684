// The demo seed's statements: it fills an empty database in one transaction.
import type { Insertable, Kysely } from 'kysely';
import type {
  Database,
  OpeningHoursTable,
  TeamMembersTable,
  TreatmentsTable,
  TreatmentTeamMembersTable,
  UsersTable,
} from '../../db/schema.ts';

/** No account and no shop yet: the only database the demo may seed. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  const shop = await db.selectFrom('shops').select('id').limit(1).executeTakeFirst();
  return !user && !shop;
}

export async function insertDemoAccounts(
  db: Kysely<Database>,
  rows: Insertable<UsersTable>[],
): Promise<void> {
  await db.insertInto('users').values(rows).execute();
}

/** The demo shop's treatments, team, who performs what and its booking hours. */
export async function insertDemoSetup(
  db: Kysely<Database>,
  setup: {
    treatments: Insertable<TreatmentsTable>[];
    team: Insertable<TeamMembersTable>[];
    assignments: Insertable<TreatmentTeamMembersTable>[];
    openingHours: Insertable<OpeningHoursTable>[];
  },
): Promise<void> {
  await db.insertInto('treatments').values(setup.treatments).execute();
  await db.insertInto('team_members').values(setup.team).execute();
  await db.insertInto('treatment_team_members').values(setup.assignments).execute();
  await db.insertInto('opening_hours').values(setup.openingHours).execute();
}

/** The demo studio's logo and cover, live at once (the studio is seeded, not reviewed). */
export async function setDemoShopImages(
  db: Kysely<Database>,
  shopId: string,
  images: { logoUrl: string; backgroundUrl: string },
): Promise<void> {
  await db
    .updateTable('shops')
    .set({ logo_url: images.logoUrl, background_url: images.backgroundUrl })
    .where('id', '=', shopId)
    .execute();
}
