// The waitlist-offers job: entries whose range has ended stop waiting; for each waiting entry, in
// the order the customers joined, the slot engine is asked for a free time of its treatments inside
// its range (a cancellation, a move or new hours may have made one), and the customer is mailed the
// booking link, once: by mail, by push to the browsers of a signed-in customer, and through the
// messaging app when they gave a number and agreed. Whoever books first gets the time: the booking
// itself is checked like any other, so two customers told of one time cannot both have it.
import { addDays } from '@studio/domain/calendar-day';
import { isLocale, type Locale } from '@studio/domain/locale';
import type { Kysely } from 'kysely';
import { type MailContext, sendMailTo } from '../../adapters/mail/send-mail.ts';
import type { WebPushSender } from '../../adapters/push/web-push-sender.ts';
import type { Database, ShopRow } from '../../db/schema.ts';
import { listFreeSlots, localDateOf } from '../availability/availability.public.ts';
import { sendAccountPush } from '../push-messages/push-messages.public.ts';
import { findShopById } from '../shops/shops.public.ts';
import { type StudioMessaging, sendStudioMessage } from '../voice/voice.public.ts';
import { claimEntry, expireEndedEntries, listWaitingEntries } from './waitlist.repo.ts';

const batchSize = 200;

const texts: Record<
  Locale,
  {
    subject: (studio: string) => string;
    greeting: (name: string) => string;
    intro: string;
    action: string;
    note: string;
  }
> = {
  de: {
    subject: (studio) => `Ein Termin ist frei geworden bei ${studio}`,
    greeting: (name) => `Hallo ${name},`,
    intro: 'in dem Zeitraum, für den du auf der Warteliste stehst, ist ein Termin frei geworden.',
    action: 'Jetzt buchen',
    note: 'Wer zuerst bucht, bekommt den Termin.',
  },
  en: {
    subject: (studio) => `A time has become free at ${studio}`,
    greeting: (name) => `Hello ${name},`,
    intro: 'a time has become free in the range you are on the waitlist for.',
    action: 'Book now',
    note: 'Whoever books first gets the time.',
  },
  vi: {
    subject: (studio) => `Đã có lịch trống tại ${studio}`,
    greeting: (name) => `Xin chào ${name},`,
    intro: 'đã có lịch trống trong khoảng thời gian bạn đăng ký chờ.',
    action: 'Đặt lịch ngay',
    note: 'Ai đặt trước sẽ có lịch hẹn.',
  },
  ar: {
    subject: (studio) => `أصبح موعد متاحاً في ${studio}`,
    greeting: (name) => `مرحباً ${name}،`,
    intro: 'أصبح موعد متاحاً في الفترة التي سجلت فيها على قائمة الانتظار.',
    action: 'احجز الآن',
    note: 'من يحجز أولاً يحصل على الموعد.',
  },
};

export interface WaitlistLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** The channels besides mail; absent ones are skipped. */
export interface OfferChannels {
  push?: WebPushSender | undefined;
  messaging?: StudioMessaging | undefined;
}

type Entry = Awaited<ReturnType<typeof listWaitingEntries>>[number];

/** The first free time the slot engine has for the entry inside its range, from `now` on. */
async function firstFreeTime(
  db: Kysely<Database>,
  shop: ShopRow,
  entry: Entry,
  now: number,
): Promise<number | undefined> {
  const from = Math.max(entry.from_at.getTime(), now);
  const to = entry.to_at.getTime();
  const slots = await listFreeSlots(
    db,
    shop,
    {
      serviceIds: entry.treatment_ids.join(','),
      from: localDateOf(from, shop.timezone),
      to: localDateOf(to - 1, shop.timezone),
    },
    { now, managed: false },
  );
  const free = slots.slots.find((slot) => Date.parse(slot.start) >= from && Date.parse(slot.end) <= to);
  return free ? Date.parse(free.start) : undefined;
}

/** The time picker of the treatments waited for, opened on the freed time's day. */
function offerUrl(publicUrl: string, shop: ShopRow, entry: Entry, start: number): string {
  const day = localDateOf(start, shop.timezone);
  // The picker's weeks start on Monday.
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  const query = new URLSearchParams({
    services: entry.treatment_ids.join(','),
    week: addDays(day, -weekday),
    day,
  });
  return `${publicUrl}/partner/${shop.id}/app/book/selectDate?${query.toString()}`;
}

/** The same offer by push and message; a failure there leaves the mail sent. */
async function offerElsewhere(
  db: Kysely<Database>,
  channels: OfferChannels,
  shop: ShopRow,
  entry: Entry,
  url: string,
  now: number,
  log: WaitlistLog,
): Promise<void> {
  const t = texts[isLocale(entry.locale) ? entry.locale : 'de'];
  try {
    if (channels.push && entry.user_id) {
      await sendAccountPush(db, channels.push, entry.user_id, {
        title: t.subject(shop.name),
        body: `${t.intro} ${t.note}`,
        url,
        tag: `waitlist-${entry.id}`,
      });
    }
  } catch (error) {
    log.error({ err: error, entryId: entry.id }, 'waitlist offer push could not be sent');
  }
  try {
    if (channels.messaging && entry.messaging_consent && entry.customer_phone) {
      await sendStudioMessage(channels.messaging, shop.id, {
        to: entry.customer_phone,
        body: `${t.subject(shop.name)}. ${t.note} ${t.action}: ${url}`,
        now,
      });
    }
  } catch (error) {
    log.error({ err: error, entryId: entry.id }, 'waitlist offer message could not be sent');
  }
}

/** Expires ended entries and tells the waiting ones with a free time; answers how many were told. */
export async function sendWaitlistOffers(
  db: Kysely<Database>,
  mail: MailContext,
  log: WaitlistLog,
  now: number,
  channels: OfferChannels = {},
): Promise<number> {
  await expireEndedEntries(db, new Date(now));
  const shops = new Map<string, ShopRow | undefined>();
  let told = 0;
  for (const entry of await listWaitingEntries(db, batchSize)) {
    try {
      if (!shops.has(entry.shop_id)) shops.set(entry.shop_id, await findShopById(db, entry.shop_id));
      const shop = shops.get(entry.shop_id);
      if (shop?.status !== 'active') continue;
      const start = await firstFreeTime(db, shop, entry, now);
      if (start === undefined) continue;
      if (!(await claimEntry(db, entry.id, new Date(now)))) continue;
      const url = offerUrl(mail.publicUrl, shop, entry, start);
      await sendMailTo(
        mail.mailer,
        { email: entry.customer_email, name: entry.customer_name, locale: entry.locale },
        'waitlist_offer',
        (locale) => {
          const t = texts[locale];
          return {
            subject: t.subject(shop.name),
            greeting: t.greeting(entry.customer_name),
            paragraphs: [t.intro],
            action: { label: t.action, url },
            notes: [t.note],
          };
        },
      );
      told += 1;
      await offerElsewhere(db, channels, shop, entry, url, now, log);
    } catch (error) {
      log.error({ err: error, entryId: entry.id }, 'waitlist offer could not be sent');
    }
  }
  return told;
}
