// Treatments and prices of a shop (spec §2 /services, §3 "Treatment price").
import { randomUUID } from 'node:crypto';
import type { Service, serviceUpdateSchema, serviceWriteSchema } from '@studio/domain/booking-contract';
import { findServiceTemplate } from '@studio/domain/service-templates';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database, ServiceRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from './booking-ids.ts';
import { presentService } from './booking-presenters.ts';
import {
  findServiceDetails,
  findServiceRow,
  listServiceRows,
  nextServicePosition,
  replaceServiceExtras,
  replaceServiceTeam,
} from './services.repo.ts';
import { existingTeamMemberIds } from './team-members.repo.ts';

type ServiceInput = z.output<typeof serviceWriteSchema>;
type ServiceChange = z.output<typeof serviceUpdateSchema>;

async function present(db: Kysely<Database>, rows: ServiceRow[]): Promise<Service[]> {
  const details = await findServiceDetails(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentService(row, details));
}

async function requireTeamMembers(db: Kysely<Database>, shopId: string, ids: readonly string[]) {
  const found = await existingTeamMemberIds(db, shopId, ids);
  if (ids.some((id) => !found.has(id))) throw new AppError(8010);
}

export async function listServices(
  db: Kysely<Database>,
  shopId: string,
  options: { includeInactive: boolean },
): Promise<Service[]> {
  return present(db, await listServiceRows(db, shopId, { activeOnly: !options.includeInactive }));
}

/** One treatment; inactive ones only for the shop's admins. 9404 otherwise. */
export async function showService(
  db: Kysely<Database>,
  shopId: string,
  serviceId: string,
  options: { includeInactive: boolean },
): Promise<Service> {
  const row = isUuid(serviceId) ? await findServiceRow(db, shopId, serviceId) : undefined;
  if (!row || (!row.active && !options.includeInactive)) throw new AppError(9404);
  const [service] = await present(db, [row]);
  if (!service) throw new AppError(9404);
  return service;
}

export async function createService(
  db: Kysely<Database>,
  shopId: string,
  input: ServiceInput,
): Promise<Service> {
  await requireTeamMembers(db, shopId, input.teamMemberIds);
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('services')
      .values({
        id: randomUUID(),
        shop_id: shopId,
        name: input.name,
        description: input.description,
        category: input.category,
        price_cents: input.priceCents,
        duration_minutes: input.durationMinutes,
        active: input.active,
        position: input.position ?? (await nextServicePosition(trx, shopId)),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceServiceTeam(trx, inserted.id, input.teamMemberIds);
    await replaceServiceExtras(trx, inserted.id, input.extras);
    return inserted;
  });
  return showService(db, shopId, row.id, { includeInactive: true });
}

export async function updateService(
  db: Kysely<Database>,
  shopId: string,
  serviceId: string,
  change: ServiceChange,
): Promise<Service> {
  const existing = isUuid(serviceId) ? await findServiceRow(db, shopId, serviceId) : undefined;
  if (!existing) throw new AppError(9404);
  if (change.teamMemberIds) await requireTeamMembers(db, shopId, change.teamMemberIds);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('services')
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.description !== undefined ? { description: change.description } : {}),
        ...(change.category !== undefined ? { category: change.category } : {}),
        ...(change.priceCents !== undefined ? { price_cents: change.priceCents } : {}),
        ...(change.durationMinutes !== undefined ? { duration_minutes: change.durationMinutes } : {}),
        ...(change.active !== undefined ? { active: change.active } : {}),
        ...(change.position !== undefined ? { position: change.position } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', existing.id)
      .execute();
    if (change.teamMemberIds) await replaceServiceTeam(trx, existing.id, change.teamMemberIds);
    if (change.extras) await replaceServiceExtras(trx, existing.id, change.extras);
  });
  return showService(db, shopId, existing.id, { includeInactive: true });
}

/** Deletes a treatment; bookings keep its name, price and duration. */
export async function deleteService(db: Kysely<Database>, shopId: string, serviceId: string): Promise<void> {
  if (!isUuid(serviceId)) throw new AppError(9404);
  const result = await db
    .deleteFrom('services')
    .where('shop_id', '=', shopId)
    .where('id', '=', serviceId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError(9404);
}

/** Creates treatments from templates, in the order given, after the existing ones (8102 for an unknown id). */
export async function createServicesFromTemplates(
  db: Kysely<Database>,
  shopId: string,
  templateIds: readonly string[],
): Promise<Service[]> {
  const templates = templateIds.map((id) => {
    const template = findServiceTemplate(id);
    if (!template) throw new AppError(8102);
    return template;
  });
  const rows = await db.transaction().execute(async (trx) => {
    const first = await nextServicePosition(trx, shopId);
    const inserted: ServiceRow[] = [];
    for (const [index, template] of templates.entries()) {
      const row = await trx
        .insertInto('services')
        .values({
          id: randomUUID(),
          shop_id: shopId,
          name: template.name,
          description: template.description,
          category: template.category,
          price_cents: template.priceCents,
          duration_minutes: template.durationMinutes,
          position: first + index,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await replaceServiceExtras(trx, row.id, template.extras);
      inserted.push(row);
    }
    return inserted;
  });
  return present(db, rows);
}
