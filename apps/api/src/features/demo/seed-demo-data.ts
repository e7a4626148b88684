import { randomUUID } from 'node:crypto';
import { moduleFlagsForCategory } from '@studio/domain/shop';
import { localDateOf, localTimeToInstant, weekdayOf } from '@studio/domain/slot-engine';
import type { Kysely } from 'kysely';
import { testAccountIdOf } from '../../adapters/payments/test-provider.ts';
import type { Database } from '../../db/schema.ts';
import { hashPassword } from '../auth/auth.public.ts';
import { insertBooking } from '../bookings/bookings.public.ts';
import {
  insertPayoutAccount,
  writePayoutAccountState,
  writeSubscription,
} from '../payments/payments.public.ts';
import { insertShop } from '../shops/shops.public.ts';
import { insertOffer } from '../vouchers/vouchers.public.ts';
import { insertDemoAccounts, insertDemoSetup, isDatabaseEmpty } from './demo-data.repo.ts';
import {
  demoAccounts,
  demoAssignments,
  demoCustomers,
  demoDailyBookings,
  demoOpeningHours,
  demoPassword,
  demoShop,
  demoShopId,
  demoShopLegal,
  demoTeam,
  demoTreatments,
  demoVoucherOffers,
} from './demo-shop.ts';

const dayMs = 24 * 60 * 60 * 1000;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Seeds the demo studio and accounts into an empty database; returns false if it was not empty. */
export async function seedDemoData(db: Kysely<Database>, now: number = Date.now()): Promise<boolean> {
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction().execute(async (trx) => {
    if (!(await isDatabaseEmpty(trx))) return false;

    await insertShop(
      trx,
      { ...demoShop, external_links: JSON.stringify([]), legal: JSON.stringify(demoShopLegal) },
      moduleFlagsForCategory(demoShop.category),
    );
    await insertDemoAccounts(
      trx,
      demoAccounts.map((account) => ({
        id: randomUUID(),
        email: account.email,
        name: account.name,
        password_hash: passwordHash,
        role: account.role,
        shop_id: account.role === 'shopAdmin' ? demoShopId : null,
        email_verified: true,
      })),
    );
    const treatments = demoTreatments.map((treatment, position) => ({
      id: randomUUID(),
      shop_id: demoShopId,
      name: treatment.name,
      category: treatment.category,
      price_cents: treatment.cents,
      duration_minutes: treatment.minutes,
      position,
    }));
    const team = demoTeam.map((member, position) => ({
      id: randomUUID(),
      shop_id: demoShopId,
      ...member,
      position,
    }));
    const treatmentId = (name: string) => treatments.find((treatment) => treatment.name === name)?.id ?? '';
    const memberId = (name: string) => team.find((member) => member.name === name)?.id ?? '';
    await insertDemoSetup(trx, {
      treatments: treatments,
      team,
      assignments: Object.entries(demoAssignments).flatMap(([member, treatments]) =>
        treatments.map((treatment) => ({
          treatment_id: treatmentId(treatment),
          team_member_id: memberId(member),
        })),
      ),
      openingHours: demoOpeningHours.map((range) => ({
        shop_id: demoShopId,
        weekday: range.weekday,
        start_time: range.start,
        end_time: range.end,
      })),
    });

    // A calendar that is not empty: the coming week's appointments on every open day.
    let customer = 0;
    for (let offset = 1; offset <= 7; offset += 1) {
      const date = localDateOf(now + offset * dayMs, demoShop.timezone);
      const hours = demoOpeningHours.find((range) => range.weekday === weekdayOf(date));
      if (!hours) continue;
      for (const [index, plan] of demoDailyBookings.entries()) {
        const booked = plan.treatments.map((name) => treatments.find((treatment) => treatment.name === name));
        const duration = booked.reduce((sum, treatment) => sum + (treatment?.duration_minutes ?? 0), 0);
        // Only inside the day's booking hours (Saturdays close early).
        if (minutesOf(plan.time) + duration > minutesOf(hours.end)) continue;
        const start = localTimeToInstant(date, plan.time, demoShop.timezone);
        const person = demoCustomers[customer % demoCustomers.length] ?? demoCustomers[0];
        customer += 1;
        await insertBooking(
          trx,
          demoShopId,
          {
            id: randomUUID(),
            team_member_id: memberId(plan.member),
            start_at: new Date(start),
            end_at: new Date(start + duration * 60_000),
            status: offset === 2 && index === 2 ? 'pending' : 'confirmed',
            source: index === 1 && offset % 3 === 0 ? 'phone' : 'online',
            customer_name: person.name,
            customer_email: person.email,
            customer_phone: person.phone,
            created_at: new Date(now - (8 - offset) * dayMs),
          },
          booked.map((treatment, position) => ({
            position,
            treatment_id: treatment?.id ?? null,
            name: treatment?.name ?? '',
            price_cents: treatment?.price_cents ?? 0,
            duration_minutes: treatment?.duration_minutes ?? 0,
          })),
        );
      }
    }

    // Payouts enabled with the test provider, and two voucher offers (one sold below its value).
    const accountId = testAccountIdOf(demoShopId);
    await insertPayoutAccount(trx, demoShopId, 'test', accountId);
    await writePayoutAccountState(trx, demoShopId, accountId, {
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      disabledReason: null,
    });
    for (const offer of demoVoucherOffers) await insertOffer(trx, demoShopId, randomUUID(), offer);
    // A live studio is on a paid plan; the demo shows the whole product, so Plus.
    await writeSubscription(trx, demoShopId, {
      plan: 'plus',
      status: 'active',
      subscriptionRef: 'demo',
      currentPeriodEnd: new Date(now + 30 * dayMs),
      paymentFailed: false,
    });
    return true;
  });
}
