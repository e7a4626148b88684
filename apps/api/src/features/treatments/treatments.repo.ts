import { randomUUID } from 'node:crypto';
import type { TreatmentExtra } from '@studio/domain/treatment-templates';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { columnsOf, prepareStatement } from '../../db/prepared-statements.ts';
import type { Database, TreatmentRow, TreatmentsTable } from '../../db/schema.ts';

export interface TreatmentDetails {
  teamMemberIds: Map<string, string[]>;
  extras: Map<string, TreatmentExtra[]>;
}

const treatmentColumns = columnsOf<TreatmentsTable>({
  id: true,
  shop_id: true,
  name: true,
  description: true,
  category: true,
  price_cents: true,
  duration_minutes: true,
  active: true,
  position: true,
  refill_interval_days: true,
  created_at: true,
  updated_at: true,
});

// The public treatment list is a hot read: prepared once (prepared-statements.ts).
const treatmentList = prepareStatement<{ shopId: string; activeOnly: boolean }, TreatmentRow>(
  ['shopId', 'activeOnly'],
  (builder, { shopId, activeOnly }) =>
    builder
      .selectFrom('treatments')
      .select(treatmentColumns)
      .where('shop_id', '=', shopId)
      .where(sql<boolean>`(active or not ${activeOnly}::boolean)`)
      .orderBy('position')
      .orderBy('name')
      .orderBy('id'),
);

const treatmentAssignments = prepareStatement<
  { shopId: string; serviceIds: string[] },
  { treatment_id: string; team_member_id: string }
>(['shopId', 'serviceIds'], (builder, { shopId, serviceIds }) =>
  builder
    .selectFrom('treatment_team_members as a')
    .innerJoin('team_members as m', 'm.id', 'a.team_member_id')
    .select(['a.treatment_id', 'a.team_member_id'])
    .where('m.shop_id', '=', shopId)
    .where(sql<boolean>`a.treatment_id = any(${serviceIds}::uuid[])`)
    .orderBy('m.position')
    .orderBy('m.created_at')
    .orderBy('m.id'),
);

const treatmentExtras = prepareStatement<
  { shopId: string; serviceIds: string[] },
  { treatment_id: string; kind: TreatmentExtra['kind']; name: string; price_cents: number }
>(['shopId', 'serviceIds'], (builder, { shopId, serviceIds }) =>
  builder
    .selectFrom('treatment_extras as e')
    .innerJoin('treatments as s', 's.id', 'e.treatment_id')
    .select(['e.treatment_id', 'e.kind', 'e.name', 'e.price_cents'])
    .where('s.shop_id', '=', shopId)
    .where(sql<boolean>`e.treatment_id = any(${serviceIds}::uuid[])`)
    .orderBy('e.position')
    .orderBy('e.id'),
);

/** A shop's treatments in menu order (position, then name). */
export function listTreatmentRows(
  db: Kysely<Database>,
  shopId: string,
  options: { activeOnly: boolean },
): Promise<TreatmentRow[]> {
  return treatmentList.run(db, { shopId, activeOnly: options.activeOnly });
}

export function findTreatmentRow(
  db: Kysely<Database>,
  shopId: string,
  serviceId: string,
): Promise<TreatmentRow | undefined> {
  return db
    .selectFrom('treatments')
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
    treatmentAssignments.run(db, { shopId, serviceIds: ids }),
    treatmentExtras.run(db, { shopId, serviceIds: ids }),
  ]);
  for (const row of assignments) {
    const list = details.teamMemberIds.get(row.treatment_id) ?? [];
    list.push(row.team_member_id);
    details.teamMemberIds.set(row.treatment_id, list);
  }
  for (const row of extras) {
    const list = details.extras.get(row.treatment_id) ?? [];
    list.push({ name: row.name, kind: row.kind, priceCents: row.price_cents });
    details.extras.set(row.treatment_id, list);
  }
  return details;
}

export async function nextTreatmentPosition(db: Kysely<Database>, shopId: string): Promise<number> {
  const row = await db
    .selectFrom('treatments')
    .select((eb) => eb.fn.max<number | null>('position').as('max'))
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}

/** The shop's own treatment with this id, as a subquery every statement below is bound to. */
function ownTreatmentIds(db: Kysely<Database>, shopId: string, serviceId: string) {
  return db.selectFrom('treatments').select('id').where('shop_id', '=', shopId).where('id', '=', serviceId);
}

/** Who performs the treatment: only members of the same shop are linked. */
export async function replaceTreatmentTeam(
  db: Kysely<Database>,
  shopId: string,
  serviceId: string,
  teamMemberIds: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('treatment_team_members')
    .where('treatment_id', 'in', ownTreatmentIds(db, shopId, serviceId))
    .execute();
  const unique = [...new Set(teamMemberIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('treatment_team_members')
    .columns(['treatment_id', 'team_member_id'])
    .expression(
      db
        .selectFrom('team_members as m')
        .innerJoin('treatments as s', 's.shop_id', 'm.shop_id')
        .select(['s.id as treatment_id', 'm.id as team_member_id'])
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
  extras: readonly TreatmentExtra[],
): Promise<void> {
  await db
    .deleteFrom('treatment_extras')
    .where('treatment_id', 'in', ownTreatmentIds(db, shopId, serviceId))
    .execute();
  if (extras.length === 0) return;
  await db
    .insertInto('treatment_extras')
    .values(
      extras.map((extra, position) => ({
        id: randomUUID(),
        // Null (and refused) unless the treatment is the shop's.
        treatment_id: ownTreatmentIds(db, shopId, serviceId),
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
    .insertInto('treatments')
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
    .updateTable('treatments')
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
    .deleteFrom('treatments')
    .where('shop_id', '=', shopId)
    .where('id', '=', serviceId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
