import { randomUUID } from 'node:crypto';
import type { ServiceExtra } from '@studio/domain/service-templates';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { Database, TreatmentRow, TreatmentsTable } from '../../db/schema.ts';

export interface TreatmentDetails {
  teamMemberIds: Map<string, string[]>;
  extras: Map<string, ServiceExtra[]>;
}

/** A shop's treatments in menu order (position, then name). */
export function listTreatmentRows(
  db: Kysely<Database>,
  shopId: string,
  options: { activeOnly: boolean },
): Promise<TreatmentRow[]> {
  let query = db.selectFrom('services').selectAll().where('shop_id', '=', shopId);
  if (options.activeOnly) query = query.where('active', '=', true);
  return query.orderBy('position').orderBy('name').orderBy('id').execute();
}

export function findTreatmentRow(
  db: Kysely<Database>,
  shopId: string,
  serviceId: string,
): Promise<TreatmentRow | undefined> {
  return db
    .selectFrom('services')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', serviceId)
    .executeTakeFirst();
}

/** Who performs which of the given treatments, and their extra prices. */
export async function findTreatmentDetails(
  db: Kysely<Database>,
  shopId: string,
  serviceIds: readonly string[],
): Promise<TreatmentDetails> {
  const details: TreatmentDetails = { teamMemberIds: new Map(), extras: new Map() };
  if (serviceIds.length === 0) return details;
  const ids = [...serviceIds];
  const [assignments, extras] = await Promise.all([
    db
      .selectFrom('service_team_members as a')
      .innerJoin('team_members as m', 'm.id', 'a.team_member_id')
      .select(['a.service_id', 'a.team_member_id'])
      .where('m.shop_id', '=', shopId)
      .where('a.service_id', 'in', ids)
      .orderBy('m.position')
      .orderBy('m.created_at')
      .orderBy('m.id')
      .execute(),
    db
      .selectFrom('service_extras as e')
      .innerJoin('services as s', 's.id', 'e.service_id')
      .select(['e.service_id', 'e.kind', 'e.name', 'e.price_cents'])
      .where('s.shop_id', '=', shopId)
      .where('e.service_id', 'in', ids)
      .orderBy('e.position')
      .orderBy('e.id')
      .execute(),
  ]);
  for (const row of assignments) {
    const list = details.teamMemberIds.get(row.service_id) ?? [];
    list.push(row.team_member_id);
    details.teamMemberIds.set(row.service_id, list);
  }
  for (const row of extras) {
    const list = details.extras.get(row.service_id) ?? [];
    list.push({ name: row.name, kind: row.kind, priceCents: row.price_cents });
    details.extras.set(row.service_id, list);
  }
  return details;
}

export async function nextTreatmentPosition(db: Kysely<Database>, shopId: string): Promise<number> {
  const row = await db
    .selectFrom('services')
    .select((eb) => eb.fn.max<number | null>('position').as('max'))
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}

/** The shop's own treatment with this id, as a subquery every statement below is bound to. */
function ownTreatmentIds(db: Kysely<Database>, shopId: string, serviceId: string) {
  return db.selectFrom('services').select('id').where('shop_id', '=', shopId).where('id', '=', serviceId);
}

/** Who performs the treatment: only members of the same shop are linked. */
export async function replaceTreatmentTeam(
  db: Kysely<Database>,
  shopId: string,
  serviceId: string,
  teamMemberIds: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('service_team_members')
    .where('service_id', 'in', ownTreatmentIds(db, shopId, serviceId))
    .execute();
  const unique = [...new Set(teamMemberIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('service_team_members')
    .columns(['service_id', 'team_member_id'])
    .expression(
      db
        .selectFrom('team_members as m')
        .innerJoin('services as s', 's.shop_id', 'm.shop_id')
        .select(['s.id as service_id', 'm.id as team_member_id'])
        .where('s.shop_id', '=', shopId)
        .where('s.id', '=', serviceId)
        .where('m.id', 'in', unique),
    )
    .execute();
}

export async function replaceTreatmentExtras(
  db: Kysely<Database>,
  shopId: string,
  serviceId: string,
  extras: readonly ServiceExtra[],
): Promise<void> {
  await db
    .deleteFrom('service_extras')
    .where('service_id', 'in', ownTreatmentIds(db, shopId, serviceId))
    .execute();
  if (extras.length === 0) return;
  await db
    .insertInto('service_extras')
    .values(
      extras.map((extra, position) => ({
        id: randomUUID(),
        // Null (and refused) unless the treatment is the shop's.
        service_id: ownTreatmentIds(db, shopId, serviceId),
        kind: extra.kind,
        name: extra.name,
        price_cents: extra.priceCents,
        position,
      })),
    )
    .execute();
}

export function insertTreatment(
  db: Kysely<Database>,
  shopId: string,
  values: Omit<Insertable<TreatmentsTable>, 'id' | 'shop_id'>,
): Promise<TreatmentRow> {
  return db
    .insertInto('services')
    .values({ ...values, id: randomUUID(), shop_id: shopId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateTreatmentRow(
  db: Kysely<Database>,
  shopId: string,
  serviceId: string,
  changes: Updateable<TreatmentsTable>,
): Promise<void> {
  await db
    .updateTable('services')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('shop_id', '=', shopId)
    .where('id', '=', serviceId)
    .execute();
}

/** False when the shop has no such treatment. */
export async function deleteTreatmentRow(
  db: Kysely<Database>,
  shopId: string,
  serviceId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('services')
    .where('shop_id', '=', shopId)
    .where('id', '=', serviceId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
