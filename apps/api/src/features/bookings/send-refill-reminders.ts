// The refill reminder, run by the refill-reminders job: a treatment may carry a recommended
// interval (a gel refill after three weeks); that long after a completed visit the customer gets
// one "time for your refill" message with a link to book the treatment again, by mail and, where
// they gave a number and agreed, through the messaging app (a number that said STOP gets none).
// Once per visit, and none when the customer has booked the studio again since. Never at night in
// the studio's zone: a visit due then waits for the morning. A visit due more than a week ago (an
// interval set long after it, a studio marking old visits completed) is settled without a message.
// The mail carries a one-click unsubscribe link (and the List-Unsubscribe headers); a customer who
// used it is settled without a message too, by mail and messaging app alike.
import { isLocale, type Locale } from '@studio/domain/locale';
import type { Kysely } from 'kysely';
import { type MailContext, sendMailTo } from '../../adapters/mail/send-mail.ts';
import type { Database, ShopRow } from '../../db/schema.ts';
import { findShopById } from '../shops/shops.public.ts';
import { type StudioMessaging, sendStudioMessage } from '../voice/voice.public.ts';
import {
  claimRefill,
  type DueRefill,
  hasBookedAgain,
  hasRefillOptOut,
  listDueRefills,
} from './bookings.repo.ts';
import { customerMessageTexts } from './customer-message-texts.ts';
import {
  type RefillUnsubscribeTokens,
  refillUnsubscribeTokens,
  refillUnsubscribeUrlOf,
} from './refill-unsubscribe-links.ts';

const batchSize = 100;
const staleAfterMs = 7 * 24 * 60 * 60 * 1000;
/** Messages go out from 09:00 until 20:00, the studio's local time. */
const quietUntilHour = 9;
const quietFromHour = 20;

const mailTexts: Record<
  Locale,
  {
    subject: (studio: string) => string;
    greeting: (name: string) => string;
    intro: (treatment: string) => string;
    action: string;
    unsubscribe: string;
  }
> = {
  de: {
    subject: (studio) => `Zeit fürs Auffüllen bei ${studio}`,
    greeting: (name) => `Hallo ${name},`,
    intro: (treatment) => `dein letzter Termin für ${treatment} ist eine Weile her. Zeit für den nächsten!`,
    action: 'Termin buchen',
    unsubscribe: 'Keine Erinnerungen zum Auffüllen mehr bekommen',
  },
  en: {
    subject: (studio) => `Time for your refill at ${studio}`,
    greeting: (name) => `Hello ${name},`,
    intro: (treatment) => `your last ${treatment} was a while ago. Time for the next one!`,
    action: 'Book a time',
    unsubscribe: 'Stop refill reminders',
  },
  vi: {
    subject: (studio) => `Đã đến lúc làm lại móng tại ${studio}`,
    greeting: (name) => `Xin chào ${name},`,
    intro: (treatment) => `lần ${treatment} gần nhất của bạn đã lâu rồi. Đã đến lúc đặt lịch tiếp theo!`,
    action: 'Đặt lịch',
    unsubscribe: 'Ngừng nhận nhắc làm lại móng',
  },
  ar: {
    subject: (studio) => `حان وقت التعبئة في ${studio}`,
    greeting: (name) => `مرحباً ${name}،`,
    intro: (treatment) => `مضى وقت على آخر ${treatment} لك. حان وقت الموعد التالي!`,
    action: 'احجز موعداً',
    unsubscribe: 'إيقاف تذكيرات التعبئة',
  },
};

export interface RefillLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** The hour of the day at `now` in the studio's zone. */
function localHour(now: number, timezone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return Number(hour);
}

export function isQuietHour(now: number, timezone: string): boolean {
  const hour = localHour(now, timezone);
  return hour < quietUntilHour || hour >= quietFromHour;
}

async function sendRefill(
  mail: MailContext,
  messaging: StudioMessaging | undefined,
  unsubscribeTokens: RefillUnsubscribeTokens,
  shop: ShopRow,
  refill: DueRefill,
  now: number,
): Promise<void> {
  const { booking } = refill;
  const url = `${mail.publicUrl}/partner/${shop.id}/app/book?${new URLSearchParams({ services: refill.treatment_id }).toString()}`;
  if (booking.customer_email) {
    const unsubscribeUrl = refillUnsubscribeUrlOf(
      mail.publicUrl,
      unsubscribeTokens.sign({ shopId: shop.id, email: booking.customer_email }),
    );
    await sendMailTo(
      mail.mailer,
      { email: booking.customer_email, name: booking.customer_name, locale: booking.locale },
      'refill_reminder',
      (locale) => {
        const t = mailTexts[locale];
        return {
          subject: t.subject(shop.name),
          greeting: t.greeting(booking.customer_name),
          paragraphs: [t.intro(refill.treatment_name)],
          action: { label: t.action, url },
          unsubscribe: { label: t.unsubscribe, url: unsubscribeUrl },
        };
      },
      undefined,
      {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    );
  }
  if (messaging && booking.messaging_consent && booking.customer_phone) {
    const locale = isLocale(booking.locale) ? booking.locale : 'de';
    await sendStudioMessage(messaging, shop.id, {
      to: booking.customer_phone,
      body: customerMessageTexts(locale).refill(shop.name, refill.treatment_name, url),
      now,
    });
  }
}

/** Sends every refill reminder due at `now`; answers how many visits were told. */
export async function sendRefillReminders(
  db: Kysely<Database>,
  mail: MailContext,
  log: RefillLog,
  now: number,
  messaging?: StudioMessaging,
): Promise<number> {
  const shops = new Map<string, ShopRow | undefined>();
  let sent = 0;
  const due = await listDueRefills(db, new Date(now), batchSize);
  if (due.length === 0) return 0;
  const unsubscribeTokens = await refillUnsubscribeTokens(db);
  for (const refill of due) {
    const { booking } = refill;
    try {
      if (!shops.has(booking.shop_id)) shops.set(booking.shop_id, await findShopById(db, booking.shop_id));
      const shop = shops.get(booking.shop_id);
      if (!shop) continue;
      const stale = now - refill.due_at.getTime() > staleAfterMs;
      if (!stale && isQuietHour(now, shop.timezone)) continue;
      const needless =
        stale ||
        (booking.customer_email !== null && (await hasRefillOptOut(db, shop.id, booking.customer_email))) ||
        (await hasBookedAgain(db, booking));
      // The claim commits before anything is sent: once, not at least once.
      if (!(await claimRefill(db, shop.id, booking.id, new Date(now))) || needless) continue;
      await sendRefill(mail, messaging, unsubscribeTokens, shop, refill, now);
      sent += 1;
    } catch (error) {
      log.error({ err: error, bookingId: booking.id }, 'refill reminder could not be sent');
    }
  }
  return sent;
}
