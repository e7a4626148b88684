// The customer's mails about money around a booking: the deposit given back, a fee to pay, and
// the receipt of a fee taken (the deposit kept, or the fee paid).
import type { Locale } from '@studio/domain/locale';
import { formatCents } from '@studio/domain/voucher-rules';
import { type MailContext, sendMailTo } from '../../adapters/mail/send-mail.ts';
import type { BookingRow } from '../../db/schema.ts';

interface Texts {
  greeting: (name: string) => string;
  appointment: (when: string, shop: string) => string;
  refundedSubject: (shop: string) => string;
  refunded: (amount: string) => string;
  feeSubject: (shop: string) => string;
  feeLateCancellation: (amount: string) => string;
  feeNoShow: (amount: string) => string;
  payAction: string;
  receiptSubject: (shop: string) => string;
  receiptKept: (amount: string) => string;
  receiptPaid: (amount: string) => string;
}

const texts: Record<Locale, Texts> = {
  de: {
    greeting: (name) => `Hallo ${name},`,
    appointment: (when, shop) => `Dein Termin am ${when} bei „${shop}“.`,
    refundedSubject: (shop) => `Deine Anzahlung bei ${shop} wird erstattet`,
    refunded: (amount) => `Du hast rechtzeitig storniert: Deine Anzahlung von ${amount} wird dir erstattet.`,
    feeSubject: (shop) => `Gebühr für deinen Termin bei ${shop}`,
    feeLateCancellation: (amount) =>
      `Für die späte Stornierung berechnet das Studio eine Gebühr von ${amount}.`,
    feeNoShow: (amount) => `Du bist nicht erschienen; das Studio berechnet eine Gebühr von ${amount}.`,
    payAction: 'Gebühr bezahlen',
    receiptSubject: (shop) => `Beleg: Gebühr bei ${shop}`,
    receiptKept: (amount) => `Das Studio behält deine Anzahlung von ${amount} als Gebühr ein.`,
    receiptPaid: (amount) => `Danke, wir haben deine Zahlung von ${amount} erhalten.`,
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    appointment: (when, shop) => `Your appointment on ${when} at "${shop}".`,
    refundedSubject: (shop) => `Your deposit at ${shop} is refunded`,
    refunded: (amount) => `You cancelled in time: your deposit of ${amount} is refunded.`,
    feeSubject: (shop) => `A fee for your appointment at ${shop}`,
    feeLateCancellation: (amount) => `For the late cancellation the studio charges a fee of ${amount}.`,
    feeNoShow: (amount) => `You did not come; the studio charges a fee of ${amount}.`,
    payAction: 'Pay the fee',
    receiptSubject: (shop) => `Receipt: fee at ${shop}`,
    receiptKept: (amount) => `The studio keeps your deposit of ${amount} as its fee.`,
    receiptPaid: (amount) => `Thank you, we received your payment of ${amount}.`,
  },
  vi: {
    greeting: (name) => `Xin chào ${name},`,
    appointment: (when, shop) => `Lịch hẹn của bạn vào ${when} tại "${shop}".`,
    refundedSubject: (shop) => `Tiền đặt cọc của bạn tại ${shop} được hoàn lại`,
    refunded: (amount) => `Bạn đã hủy kịp thời: tiền đặt cọc ${amount} được hoàn lại cho bạn.`,
    feeSubject: (shop) => `Phí cho lịch hẹn của bạn tại ${shop}`,
    feeLateCancellation: (amount) => `Vì hủy muộn, tiệm tính phí ${amount}.`,
    feeNoShow: (amount) => `Bạn đã không đến; tiệm tính phí ${amount}.`,
    payAction: 'Thanh toán phí',
    receiptSubject: (shop) => `Biên nhận: phí tại ${shop}`,
    receiptKept: (amount) => `Tiệm giữ tiền đặt cọc ${amount} của bạn làm phí.`,
    receiptPaid: (amount) => `Cảm ơn bạn, chúng tôi đã nhận khoản thanh toán ${amount}.`,
  },
  ar: {
    greeting: (name) => `مرحباً ${name}،`,
    appointment: (when, shop) => `موعدك في ${when} لدى "${shop}".`,
    refundedSubject: (shop) => `يُعاد إليك العربون لدى ${shop}`,
    refunded: (amount) => `ألغيت في الوقت المناسب: يُعاد إليك العربون البالغ ${amount}.`,
    feeSubject: (shop) => `رسوم لموعدك لدى ${shop}`,
    feeLateCancellation: (amount) => `بسبب الإلغاء المتأخر يفرض الصالون رسوماً قدرها ${amount}.`,
    feeNoShow: (amount) => `لم تحضر؛ يفرض الصالون رسوماً قدرها ${amount}.`,
    payAction: 'دفع الرسوم',
    receiptSubject: (shop) => `إيصال: رسوم لدى ${shop}`,
    receiptKept: (amount) => `يحتفظ الصالون بالعربون البالغ ${amount} كرسوم.`,
    receiptPaid: (amount) => `شكراً، استلمنا دفعتك البالغة ${amount}.`,
  },
};

export interface MoneyMailShop {
  name: string;
  timezone: string;
}

function appointmentOf(booking: BookingRow, shop: MoneyMailShop, locale: Locale): string {
  const when = new Intl.DateTimeFormat(locale, {
    timeZone: shop.timezone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(booking.start_at);
  return texts[locale].appointment(when, shop.name);
}

async function mailCustomer(
  mail: MailContext,
  booking: BookingRow,
  kind: string,
  content: (t: Texts, locale: Locale) => { subject: string; paragraph: string; payUrl?: string },
): Promise<void> {
  if (!booking.customer_email) return;
  const to = { email: booking.customer_email, name: booking.customer_name, locale: booking.locale };
  await sendMailTo(mail.mailer, to, kind, (locale) => {
    const t = texts[locale];
    const { subject, paragraph, payUrl } = content(t, locale);
    return {
      subject,
      greeting: t.greeting(to.name),
      paragraphs: [paragraph],
      ...(payUrl ? { action: { label: t.payAction, url: payUrl } } : {}),
    };
  });
}

export function sendDepositRefundedMail(
  mail: MailContext,
  booking: BookingRow,
  shop: MoneyMailShop,
  amount: { cents: number; currency: string },
): Promise<void> {
  return mailCustomer(mail, booking, 'booking_deposit_refunded', (t, locale) => ({
    subject: t.refundedSubject(shop.name),
    paragraph: `${appointmentOf(booking, shop, locale)} ${t.refunded(formatCents(amount.cents, amount.currency, locale))}`,
  }));
}

export function sendFeePaymentMail(
  mail: MailContext,
  booking: BookingRow,
  shop: MoneyMailShop,
  fee: { kind: 'late_cancellation' | 'no_show'; cents: number; currency: string; payUrl: string },
): Promise<void> {
  return mailCustomer(mail, booking, 'booking_fee_payment', (t, locale) => {
    const amount = formatCents(fee.cents, fee.currency, locale);
    const why = fee.kind === 'no_show' ? t.feeNoShow(amount) : t.feeLateCancellation(amount);
    return {
      subject: t.feeSubject(shop.name),
      paragraph: `${appointmentOf(booking, shop, locale)} ${why}`,
      payUrl: fee.payUrl,
    };
  });
}

export function sendFeeReceiptMail(
  mail: MailContext,
  booking: BookingRow,
  shop: MoneyMailShop,
  fee: { method: 'deposit_kept' | 'charged'; cents: number; currency: string },
): Promise<void> {
  return mailCustomer(mail, booking, 'booking_fee_receipt', (t, locale) => {
    const amount = formatCents(fee.cents, fee.currency, locale);
    return {
      subject: t.receiptSubject(shop.name),
      paragraph: `${appointmentOf(booking, shop, locale)} ${fee.method === 'deposit_kept' ? t.receiptKept(amount) : t.receiptPaid(amount)}`,
    };
  });
}
