import { randomUUID } from 'node:crypto';
import { localDateOf, localTimeToInstant, weekdayOf } from '@studio/domain/slot-engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { insertShop } from '../shops/shops.repo.ts';
import {
  demoAccounts,
  demoAssignments,
  demoCustomers,
  demoDailyBookings,
  demoOpeningHours,
  demoPassword,
  demoShop,
  demoShopId,
  demoTeam,
  demoTreatments,
} from './demo-studio.ts';

const dayMs = 24 * 60 * 60 * 1000;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Seeds the demo studio and accounts into an empty database; returns false if it was not empty. */
export async function seedDemoData(db: Kysely<Database>, now: number = Date.now()): Promise<boolean> {
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
    const services = demoTreatments.map((treatment, position) => ({
      id: randomUUID(),
      shop_id: demoShopId,
      name: treatment.name,
      category: treatment.category,
      price_cents: treatment.cents,
      duration_minutes: treatment.minutes,
      position,
    }));
    await trx.insertInto('services').values(services).execute();
    const team = demoTeam.map((member, position) => ({
      id: randomUUID(),
      shop_id: demoShopId,
      ...member,
      position,
    }));
    await trx.insertInto('team_members').values(team).execute();
    const serviceId = (name: string) => services.find((service) => service.name === name)?.id ?? '';
    const memberId = (name: string) => team.find((member) => member.name === name)?.id ?? '';
    await trx
      .insertInto('service_team_members')
      .values(
        Object.entries(demoAssignments).flatMap(([member, treatments]) =>
          treatments.map((treatment) => ({
            service_id: serviceId(treatment),
            team_member_id: memberId(member),
          })),
        ),
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

    // A calendar that is not empty: the coming week's appointments on every open day.
    let customer = 0;
    for (let offset = 1; offset <= 7; offset += 1) {
      const date = localDateOf(now + offset * dayMs, demoShop.timezone);
      const hours = demoOpeningHours.find((range) => range.weekday === weekdayOf(date));
      if (!hours) continue;
      for (const [index, plan] of demoDailyBookings.entries()) {
        const booked = plan.treatments.map((name) => services.find((service) => service.name === name));
        const duration = booked.reduce((sum, service) => sum + (service?.duration_minutes ?? 0), 0);
        // Only inside the day's booking hours (Saturdays close early).
        if (minutesOf(plan.time) + duration > minutesOf(hours.end)) continue;
        const start = localTimeToInstant(date, plan.time, demoShop.timezone);
        const person = demoCustomers[customer % demoCustomers.length] ?? demoCustomers[0];
        customer += 1;
        const id = randomUUID();
        await trx
          .insertInto('bookings')
          .values({
            id,
            shop_id: demoShopId,
            team_member_id: memberId(plan.member),
            start_at: new Date(start),
            end_at: new Date(start + duration * 60_000),
            status: offset === 2 && index === 2 ? 'pending' : 'confirmed',
            source: index === 1 && offset % 3 === 0 ? 'phone' : 'online',
            customer_name: person.name,
            customer_email: person.email,
            customer_phone: person.phone,
            created_at: new Date(now - (8 - offset) * dayMs),
          })
          .execute();
        await trx
          .insertInto('booking_services')
          .values(
            booked.map((service, position) => ({
              booking_id: id,
              position,
              service_id: service?.id ?? null,
              name: service?.name ?? '',
              price_cents: service?.price_cents ?? 0,
              duration_minutes: service?.duration_minutes ?? 0,
            })),
          )
          .execute();
      }
    }
    return true;
  });
}
