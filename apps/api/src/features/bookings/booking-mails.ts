// Booking mails in the recipient's language: to the customer (confirmation or request received,
// moved, cancelled, the reminder a day before; with the appointment as .ics and the cancel link)
// and to the studio (new booking, cancelled by the customer).
import { customerCancelCutoffHours } from '@studio/domain/booking-contract';
import { buildIcs } from '@studio/domain/ics';
import type { Locale } from '@studio/domain/locale';
import type { Kysely } from 'kysely';
import type { MailContent } from '../../adapters/mail/mail-layout.ts';
import type { MailAttachment } from '../../adapters/mail/mailer.ts';
import { type MailContext, type MailRecipient, sendMailTo } from '../../adapters/mail/send-mail.ts';
import type { BookingRow, BookingTreatmentRow, Database, ShopRow } from '../../db/schema.ts';
import { findFirstShopAdminLocale } from '../auth/auth.public.ts';

export type CustomerMailKind = 'confirmed' | 'requested' | 'rescheduled' | 'cancelled' | 'reminder';
export type ShopMailKind = 'created' | 'cancelled' | 'moved';

export interface BookingMailData {
  booking: BookingRow;
  treatments: readonly BookingTreatmentRow[];
  shop: ShopRow;
  teamMemberName: string | null;
  /** The cancel link, for mails that offer it. */
  cancelUrl?: string | undefined;
}

interface Texts {
  greeting: (name: string) => string;
  customer: Record<CustomerMailKind, { subject: (shop: string) => string; intro: (shop: string) => string }>;
  shop: Record<ShopMailKind, { subject: (customer: string, when: string) => string; intro: string }>;
  when: string;
  treatments: string;
  teamMember: string;
  studio: string;
  total: string;
  customerLabel: string;
  phone: string;
  notes: string;
  source: Record<BookingRow['source'], string>;
  sourceLabel: string;
  cancelAction: string;
  cancelNote: (hours: number) => string;
  calendarNote: string;
  openCalendar: string;
  unnamed: string;
}

const texts: Record<Locale, Texts> = {
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    customer: {
      confirmed: {
        subject: (shop) => `Dein Termin bei ${shop} ist bestätigt`,
        intro: (shop) => `vielen Dank für deine Buchung. ${shop} freut sich auf dich.`,
      },
      requested: {
        subject: (shop) => `Deine Terminanfrage bei ${shop}`,
        intro: (shop) =>
          `wir haben deine Anfrage erhalten. ${shop} bestätigt deinen Termin in Kürze per E-Mail.`,
      },
      rescheduled: {
        subject: (shop) => `Dein Termin bei ${shop} wurde verschoben`,
        intro: () => 'dein Termin wurde verschoben. Hier ist die neue Zeit.',
      },
      cancelled: {
        subject: (shop) => `Dein Termin bei ${shop} wurde storniert`,
        intro: () => 'dein Termin wurde storniert.',
      },
      reminder: {
        subject: (shop) => `Erinnerung: dein Termin bei ${shop}`,
        intro: (shop) => `wir erinnern dich an deinen Termin bei ${shop}. Wir freuen uns auf dich.`,
      },
    },
    shop: {
      created: {
        subject: (customer, when) => `Neue Buchung: ${customer}, ${when}`,
        intro: 'es gibt eine neue Buchung.',
      },
      cancelled: {
        subject: (customer, when) => `Storniert: ${customer}, ${when}`,
        intro: 'diese Buchung wurde vom Kunden storniert. Die Zeit ist wieder frei.',
      },
      moved: {
        subject: (customer, when) => `Verschoben: ${customer}, jetzt ${when}`,
        intro: 'der Kunde hat diese Buchung auf eine neue Zeit verschoben. Die alte Zeit ist wieder frei.',
      },
    },
    when: 'Wann',
    treatments: 'Behandlungen',
    teamMember: 'Bei',
    studio: 'Studio',
    total: 'Gesamtpreis',
    customerLabel: 'Kunde',
    phone: 'Telefon',
    notes: 'Notizen',
    source: { online: 'online', walk_in: 'vor Ort', phone: 'telefonisch' },
    sourceLabel: 'Gebucht',
    cancelAction: 'Termin ansehen oder stornieren',
    cancelNote: (hours) => `Du kannst bis ${hours} Stunden vor dem Termin über den Link stornieren.`,
    calendarNote: 'Den Termin für deinen Kalender findest du im Anhang.',
    openCalendar: 'Zum Kalender',
    unnamed: 'Ohne Namen',
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    customer: {
      confirmed: {
        subject: (shop) => `Your appointment at ${shop} is confirmed`,
        intro: (shop) => `Thank you for your booking. ${shop} is looking forward to seeing you.`,
      },
      requested: {
        subject: (shop) => `Your booking request at ${shop}`,
        intro: (shop) =>
          `We have received your request. ${shop} will confirm your appointment by email shortly.`,
      },
      rescheduled: {
        subject: (shop) => `Your appointment at ${shop} was moved`,
        intro: () => 'Your appointment was moved. Here is the new time.',
      },
      cancelled: {
        subject: (shop) => `Your appointment at ${shop} was cancelled`,
        intro: () => 'Your appointment was cancelled.',
      },
      reminder: {
        subject: (shop) => `Reminder: your appointment at ${shop}`,
        intro: (shop) => `This is a reminder of your appointment at ${shop}. We look forward to seeing you.`,
      },
    },
    shop: {
      created: {
        subject: (customer, when) => `New booking: ${customer}, ${when}`,
        intro: 'There is a new booking.',
      },
      cancelled: {
        subject: (customer, when) => `Cancelled: ${customer}, ${when}`,
        intro: 'The customer cancelled this booking. The time is free again.',
      },
      moved: {
        subject: (customer, when) => `Moved: ${customer}, now ${when}`,
        intro: 'The customer moved this booking to a new time. The old time is free again.',
      },
    },
    when: 'When',
    treatments: 'Treatments',
    teamMember: 'With',
    studio: 'Studio',
    total: 'Total',
    customerLabel: 'Customer',
    phone: 'Phone',
    notes: 'Notes',
    source: { online: 'online', walk_in: 'walk-in', phone: 'by phone' },
    sourceLabel: 'Booked',
    cancelAction: 'View or cancel the appointment',
    cancelNote: (hours) => `You can cancel through the link until ${hours} hours before the appointment.`,
    calendarNote: 'The appointment for your calendar is attached.',
    openCalendar: 'Open the calendar',
    unnamed: 'Unnamed',
  },
  vi: {
    greeting: (name) => (name ? `Xin chào ${name},` : 'Xin chào,'),
    customer: {
      confirmed: {
        subject: (shop) => `Lịch hẹn của bạn tại ${shop} đã được xác nhận`,
        intro: (shop) => `Cảm ơn bạn đã đặt lịch. ${shop} rất mong được gặp bạn.`,
      },
      requested: {
        subject: (shop) => `Yêu cầu đặt lịch của bạn tại ${shop}`,
        intro: (shop) =>
          `Chúng tôi đã nhận được yêu cầu của bạn. ${shop} sẽ sớm xác nhận lịch hẹn qua email.`,
      },
      rescheduled: {
        subject: (shop) => `Lịch hẹn của bạn tại ${shop} đã được dời`,
        intro: () => 'Lịch hẹn của bạn đã được dời. Đây là thời gian mới.',
      },
      cancelled: {
        subject: (shop) => `Lịch hẹn của bạn tại ${shop} đã bị hủy`,
        intro: () => 'Lịch hẹn của bạn đã bị hủy.',
      },
      reminder: {
        subject: (shop) => `Nhắc lịch: lịch hẹn của bạn tại ${shop}`,
        intro: (shop) => `Chúng tôi nhắc bạn về lịch hẹn tại ${shop}. Rất mong được gặp bạn.`,
      },
    },
    shop: {
      created: {
        subject: (customer, when) => `Lịch hẹn mới: ${customer}, ${when}`,
        intro: 'Có một lịch hẹn mới.',
      },
      cancelled: {
        subject: (customer, when) => `Đã hủy: ${customer}, ${when}`,
        intro: 'Khách hàng đã hủy lịch hẹn này. Khung giờ đã trống trở lại.',
      },
      moved: {
        subject: (customer, when) => `Đã dời lịch: ${customer}, nay là ${when}`,
        intro: 'Khách hàng đã dời lịch hẹn này sang giờ mới. Khung giờ cũ đã trống trở lại.',
      },
    },
    when: 'Thời gian',
    treatments: 'Dịch vụ',
    teamMember: 'Nhân viên',
    studio: 'Cửa hàng',
    total: 'Tổng cộng',
    customerLabel: 'Khách hàng',
    phone: 'Điện thoại',
    notes: 'Ghi chú',
    source: { online: 'trực tuyến', walk_in: 'tại chỗ', phone: 'qua điện thoại' },
    sourceLabel: 'Đặt',
    cancelAction: 'Xem hoặc hủy lịch hẹn',
    cancelNote: (hours) => `Bạn có thể hủy qua liên kết này đến ${hours} giờ trước lịch hẹn.`,
    calendarNote: 'Lịch hẹn cho lịch của bạn được đính kèm.',
    openCalendar: 'Mở lịch',
    unnamed: 'Chưa đặt tên',
  },
  ar: {
    greeting: (name) => (name ? `مرحباً ${name}،` : 'مرحباً،'),
    customer: {
      confirmed: {
        subject: (shop) => `تم تأكيد موعدك في ${shop}`,
        intro: (shop) => `شكراً لحجزك. ${shop} بانتظارك.`,
      },
      requested: {
        subject: (shop) => `طلب حجزك في ${shop}`,
        intro: (shop) => `استلمنا طلبك. سيؤكد ${shop} موعدك قريباً عبر البريد الإلكتروني.`,
      },
      rescheduled: {
        subject: (shop) => `تم تغيير موعدك في ${shop}`,
        intro: () => 'تم تغيير موعدك. هذا هو الوقت الجديد.',
      },
      cancelled: {
        subject: (shop) => `تم إلغاء موعدك في ${shop}`,
        intro: () => 'تم إلغاء موعدك.',
      },
      reminder: {
        subject: (shop) => `تذكير: موعدك في ${shop}`,
        intro: (shop) => `نذكّرك بموعدك في ${shop}. نتطلع إلى رؤيتك.`,
      },
    },
    shop: {
      created: {
        subject: (customer, when) => `حجز جديد: ${customer}، ${when}`,
        intro: 'هناك حجز جديد.',
      },
      cancelled: {
        subject: (customer, when) => `ملغى: ${customer}، ${when}`,
        intro: 'ألغى العميل هذا الحجز. أصبح الوقت متاحاً من جديد.',
      },
      moved: {
        subject: (customer, when) => `نُقل الموعد: ${customer}، الآن ${when}`,
        intro: 'نقل العميل هذا الحجز إلى وقت جديد. أصبح الوقت السابق متاحاً من جديد.',
      },
    },
    when: 'الموعد',
    treatments: 'الخدمات',
    teamMember: 'مع',
    studio: 'الاستوديو',
    total: 'المجموع',
    customerLabel: 'العميل',
    phone: 'الهاتف',
    notes: 'ملاحظات',
    source: { online: 'عبر الإنترنت', walk_in: 'حضورياً', phone: 'عبر الهاتف' },
    sourceLabel: 'طريقة الحجز',
    cancelAction: 'عرض الموعد أو إلغاؤه',
    cancelNote: (hours) => `يمكنك الإلغاء عبر الرابط حتى ${hours} ساعة قبل الموعد.`,
    calendarNote: 'الموعد لتقويمك مرفق بهذه الرسالة.',
    openCalendar: 'فتح التقويم',
    unnamed: 'بدون اسم',
  },
};

// Intl formatters are costly to build; each language and zone needs only one.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, build: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = build();
    formatters.set(key, found);
  }
  return found;
}

/** "Montag, 7. Dezember 2026, 09:00–10:15" in the shop's time zone. */
export function formatAppointment(start: Date, end: Date, timezone: string, locale: Locale): string {
  const day = formatter(
    `day ${locale} ${timezone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: timezone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
  );
  const time = formatter(
    `time ${locale} ${timezone}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: timezone, hour: '2-digit', minute: '2-digit' }),
  );
  return `${day.format(start)}, ${time.format(start)}–${time.format(end)}`;
}

function formatMoney(cents: number, currency: string, locale: Locale): string {
  const money = formatter(
    `money ${locale} ${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
  );
  return money.format(cents / 100);
}

function detailLines(data: BookingMailData, t: Texts, locale: Locale): string[] {
  const { booking, treatments, shop } = data;
  const total = treatments.reduce((sum, treatment) => sum + treatment.price_cents, 0);
  const lines = [
    `${t.when}: ${formatAppointment(booking.start_at, booking.end_at, shop.timezone, locale)}`,
    `${t.treatments}: ${treatments.map((treatment) => treatment.name).join(', ')}`,
  ];
  if (data.teamMemberName !== null) lines.push(`${t.teamMember}: ${data.teamMemberName || t.unnamed}`);
  lines.push(`${t.studio}: ${shop.name}, ${shop.address}`);
  lines.push(`${t.total}: ${formatMoney(total, shop.currency_code, locale)}`);
  return lines;
}

/** The appointment as an iCalendar file (UTC times, stable UID, SEQUENCE raised on every change). */
export function bookingIcs(data: BookingMailData, publicUrl: string): MailAttachment {
  const { booking, treatments, shop } = data;
  const host = new URL(publicUrl).hostname;
  const status =
    booking.status === 'cancelled' ? 'CANCELLED' : booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED';
  const content = buildIcs({
    uid: `${booking.id}@${host}`,
    start: booking.start_at.getTime(),
    end: booking.end_at.getTime(),
    stamp: Date.now(),
    summary: `${treatments.map((treatment) => treatment.name).join(', ')} – ${shop.name}`,
    location: shop.address,
    description: [shop.name, shop.phone, data.cancelUrl].filter(Boolean).join('\n'),
    url: data.cancelUrl,
    status,
    sequence: booking.sequence,
  });
  return { filename: 'termin.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content };
}

export async function sendCustomerBookingMail(
  mail: MailContext,
  data: BookingMailData,
  kind: CustomerMailKind,
): Promise<void> {
  // A walk-in or phone booking may have no email: nobody to write to.
  if (!data.booking.customer_email) return;
  const recipient: MailRecipient = {
    email: data.booking.customer_email,
    name: data.booking.customer_name,
    locale: data.booking.locale,
  };
  await sendMailTo(
    mail.mailer,
    recipient,
    `booking_${kind}`,
    (locale) => {
      const t = texts[locale];
      const content: MailContent = {
        subject: t.customer[kind].subject(data.shop.name),
        greeting: t.greeting(recipient.name),
        paragraphs: [t.customer[kind].intro(data.shop.name), ...detailLines(data, t, locale)],
      };
      if (kind !== 'cancelled') {
        if (data.cancelUrl) content.action = { label: t.cancelAction, url: data.cancelUrl };
        content.notes = [
          ...(data.cancelUrl ? [t.cancelNote(customerCancelCutoffHours)] : []),
          t.calendarNote,
        ];
      }
      return content;
    },
    () => [bookingIcs(data, mail.publicUrl)],
  );
}

/** The studio hears about new bookings and customer cancellations and moves at its shop email. */
export async function sendShopBookingMail(
  db: Kysely<Database>,
  mail: MailContext,
  data: BookingMailData,
  kind: ShopMailKind,
): Promise<void> {
  const adminLocale = await findFirstShopAdminLocale(db, data.shop.id);
  const recipient: MailRecipient = { email: data.shop.email, name: '', locale: adminLocale ?? 'de' };
  const { booking } = data;
  await sendMailTo(mail.mailer, recipient, `shop_booking_${kind}`, (locale) => {
    const t = texts[locale];
    const when = formatAppointment(booking.start_at, booking.end_at, data.shop.timezone, locale);
    const customer = [
      `${t.customerLabel}: ${booking.customer_name}${booking.customer_email ? ` <${booking.customer_email}>` : ''}`,
      ...(booking.customer_phone ? [`${t.phone}: ${booking.customer_phone}`] : []),
      ...(booking.notes ? [`${t.notes}: ${booking.notes}`] : []),
      `${t.sourceLabel}: ${t.source[booking.source]}`,
    ];
    return {
      subject: t.shop[kind].subject(booking.customer_name, when),
      greeting: t.greeting(''),
      paragraphs: [t.shop[kind].intro, ...customer, ...detailLines(data, t, locale)],
      action: { label: t.openCalendar, url: `${mail.publicUrl}/calendar` },
    };
  });
}
