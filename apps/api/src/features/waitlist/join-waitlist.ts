// POST shops/{shopId}/waitlist: a customer who found no suitable time names treatments and a range.
// The treatments are checked as the booking page checks them; a day means the whole day in the
// studio's zone. Whom to tell comes from the body, else from the signed-in account.
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import { messagingNumberOf } from '@studio/domain/messaging-number';
import type { WaitlistWrite } from '@studio/domain/waitlist-contract';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { dayMs, listFreeSlots, localDateOf, startOfLocalDay } from '../availability/availability.public.ts';
import { findAccountContact, insertWaitlistEntry } from './waitlist.repo.ts';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The instant a `from` or `to` stands for: a day's start, or the start of the day after it. */
function instantOf(value: string, timezone: string, end: boolean): number {
  if (!isDay(value)) return Date.parse(value);
  const start = startOfLocalDay(value, timezone);
  return end ? startOfLocalDay(localDateOf(start + dayMs + 2 * 60 * 60 * 1000, timezone), timezone) : start;
}

export async function joinWaitlist(
  db: Kysely<Database>,
  shop: ShopRow,
  userId: string,
  input: WaitlistWrite,
  context: { locale: string; now: number },
): Promise<{ id: string }> {
  const from = Math.max(instantOf(input.from, shop.timezone, false), context.now);
  const to = instantOf(input.to, shop.timezone, true);
  if (!(to > from)) throw new AppError(ErrorCode.invalidInput, { problems: { to: 'invalid' } });
  // Unknown, inactive or not bookable together answers as on the booking page.
  await listFreeSlots(
    db,
    shop,
    {
      serviceIds: input.serviceIds.join(','),
      from: localDateOf(from, shop.timezone),
      to: localDateOf(from, shop.timezone),
    },
    { now: context.now, managed: false },
  );
  const account = await findAccountContact(db, userId);
  const email = input.customer?.email ?? (account && !account.guest ? account.email : undefined);
  const name = input.customer?.name ?? (account && !account.guest ? account.name : undefined);
  if (!email || !name)
    throw new AppError(ErrorCode.invalidInput, {
      problems: {
        ...(email ? {} : { 'customer.email': 'required' }),
        ...(name ? {} : { 'customer.name': 'required' }),
      },
    });
  const id = randomUUID();
  await insertWaitlistEntry(db, shop.id, {
    id,
    userId,
    treatmentIds: [...new Set(input.serviceIds)],
    from: new Date(from),
    to: new Date(to),
    name,
    email,
    // A number agreed to messages is kept in the international form the provider needs.
    phone:
      (input.customer?.messagingConsent && messagingNumberOf(input.customer.phone)) ||
      (input.customer?.phone ?? null),
    messagingConsent: input.customer?.messagingConsent === true,
    locale: context.locale,
    createdAt: new Date(context.now),
  });
  return { id };
}
