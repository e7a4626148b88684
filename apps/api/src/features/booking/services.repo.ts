import { randomUUID } from 'node:crypto';
import type { ServiceExtra } from '@studio/domain/service-templates';
import type { Kysely } from 'kysely';
import type { Database, ServiceRow } from '../../db/schema.ts';

export interface ServiceDetails {
  teamMemberIds: Map<string, string[]>;
  extras: Map<string, ServiceExtra[]>;
}

/** A shop's treatments in menu order (position, then name). */
export function listServiceRows(
  db: Kysely<Database>,
  shopId: string,
  options: { activeOnly: boolean },
): Promise<ServiceRow[]> {
  let query = db.selectFrom('services').selectAll().where('shop_id', '=', shopId);
  if (options.activeOnly) query = query.where('active', '=', true);
  return query.orderBy('position').orderBy('name').orderBy('id').execute();
}

export function findServiceRow(
  db: Kysely<Database>,
  shopId: string,
  serviceId: string,
): Promise<ServiceRow | undefined> {
  return db
    .selectFrom('services')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', serviceId)
    .executeTakeFirst();
}

/** Who performs which of the given treatments, and their extra prices. */
export async function findServiceDetails(
  db: Kysely<Database>,
  serviceIds: readonly string[],
): Promise<ServiceDetails> {
  const details: ServiceDetails = { teamMemberIds: new Map(), extras: new Map() };
  if (serviceIds.length === 0) return details;
  const ids = [...serviceIds];
  const [assignments, extras] = await Promise.all([
    db
      .selectFrom('service_team_members as a')
      .innerJoin('team_members as m', 'm.id', 'a.team_member_id')
      .select(['a.service_id', 'a.team_member_id'])
      .where('a.service_id', 'in', ids)
      .orderBy('m.position')
      .orderBy('m.created_at')
      .orderBy('m.id')
      .execute(),
    db
      .selectFrom('service_extras')
      .select(['service_id', 'kind', 'name', 'price_cents'])
      .where('service_id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
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

export async function nextServicePosition(db: Kysely<Database>, shopId: string): Promise<number> {
  const row = await db
    .selectFrom('services')
    .select((eb) => eb.fn.max<number | null>('position').as('max'))
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}

export async function replaceServiceTeam(
  db: Kysely<Database>,
  serviceId: string,
  teamMemberIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('service_team_members').where('service_id', '=', serviceId).execute();
  const unique = [...new Set(teamMemberIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('service_team_members')
    .values(unique.map((teamMemberId) => ({ service_id: serviceId, team_member_id: teamMemberId })))
    .execute();
}

export async function replaceServiceExtras(
  db: Kysely<Database>,
  serviceId: string,
  extras: readonly ServiceExtra[],
): Promise<void> {
  await db.deleteFrom('service_extras').where('service_id', '=', serviceId).execute();
  if (extras.length === 0) return;
  await db
    .insertInto('service_extras')
    .values(
      extras.map((extra, position) => ({
        id: randomUUID(),
        service_id: serviceId,
        kind: extra.kind,
        name: extra.name,
        price_cents: extra.priceCents,
        position,
      })),
    )
    .execute();
}
