// The customer's mail when the shop approves or rejects a reservation, in the customer's language.
import type { Locale } from '@studio/domain/locale';
import { DateTime } from 'luxon';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { sendMailTo } from '../../adapters/mail/send-mail.ts';
import type { ReservationRow } from '../../db/schema.ts';

type Decision = 'approved' | 'rejected';

const texts: Record<
  Locale,
  {
    subject: Record<Decision, (shop: string) => string>;
    body: Record<Decision, (shop: string, when: string, persons: number) => string>;
    greeting: (name: string) => string;
  }
> = {
  de: {
    subject: {
      approved: (shop) => `Deine Reservierung bei ${shop} ist bestätigt`,
      rejected: (shop) => `Deine Reservierung bei ${shop} ist leider nicht möglich`,
    },
    body: {
      approved: (shop, when, persons) => `${shop} erwartet dich am ${when} (${persons} Personen).`,
      rejected: (shop, when, persons) =>
        `${shop} kann deine Reservierung am ${when} für ${persons} Personen leider nicht annehmen.`,
    },
    greeting: (name) => `Hallo ${name},`,
  },
  en: {
    subject: {
      approved: (shop) => `Your reservation at ${shop} is confirmed`,
      rejected: (shop) => `Your reservation at ${shop} is not possible`,
    },
    body: {
      approved: (shop, when, persons) => `${shop} expects you on ${when} (${persons} people).`,
      rejected: (shop, when, persons) =>
        `Unfortunately ${shop} cannot take your reservation on ${when} for ${persons} people.`,
    },
    greeting: (name) => `Hello ${name},`,
  },
  vi: {
    subject: {
      approved: (shop) => `Đặt chỗ của bạn tại ${shop} đã được xác nhận`,
      rejected: (shop) => `Rất tiếc, không thể đặt chỗ tại ${shop}`,
    },
    body: {
      approved: (shop, when, persons) => `${shop} chờ đón bạn vào ${when} (${persons} người).`,
      rejected: (shop, when, persons) =>
        `Rất tiếc, ${shop} không thể nhận đặt chỗ vào ${when} cho ${persons} người.`,
    },
    greeting: (name) => `Xin chào ${name},`,
  },
  ar: {
    subject: {
      approved: (shop) => `تم تأكيد حجزك لدى ${shop}`,
      rejected: (shop) => `للأسف لا يمكن تأكيد حجزك لدى ${shop}`,
    },
    body: {
      approved: (shop, when, persons) => `${shop} بانتظارك في ${when} (${persons} أشخاص).`,
      rejected: (shop, when, persons) => `للأسف لا يستطيع ${shop} قبول حجزك في ${when} لـ ${persons} أشخاص.`,
    },
    greeting: (name) => `مرحبًا ${name}،`,
  },
};

export async function sendReservationDecisionMail(
  mailer: Mailer,
  reservation: ReservationRow,
  shop: { name: string; timezone: string },
): Promise<void> {
  const decision: Decision = reservation.status === 'approved' ? 'approved' : 'rejected';
  await sendMailTo(
    mailer,
    { email: reservation.email, name: reservation.name, locale: reservation.locale },
    `reservation_${decision}`,
    (locale) => {
      const when = DateTime.fromJSDate(reservation.date_time, { zone: shop.timezone })
        .setLocale(locale)
        .toFormat('dd/MM/yyyy HH:mm');
      const text = texts[locale];
      return {
        subject: text.subject[decision](shop.name),
        greeting: text.greeting(reservation.name),
        paragraphs: [text.body[decision](shop.name, when, reservation.persons)],
      };
    },
  );
}
