// The bookings' messages through the messaging app, in the customer's language: the reminder that
// can be answered, the answers to a reply, and the refill reminder. Kept short: they are read on a
// phone's lock screen.
import { isLocale, type Locale } from '@studio/domain/locale';

interface MessageTexts {
  reminder: (studio: string, when: string) => string;
  confirmed: (when: string) => string;
  cancelled: (when: string) => string;
  tooLate: (studio: string, phone: string) => string;
  refill: (studio: string, treatment: string, url: string) => string;
}

const texts: Record<Locale, MessageTexts> = {
  de: {
    reminder: (studio, when) =>
      `Erinnerung an deinen Termin bei ${studio}: ${when}. Antworte JA zum Bestätigen oder ABSAGEN zum Stornieren.`,
    confirmed: (when) => `Danke! Dein Termin am ${when} ist bestätigt.`,
    cancelled: (when) => `Dein Termin am ${when} ist storniert.`,
    tooLate: (studio, phone) =>
      `Dein Termin kann nicht mehr per Nachricht storniert werden. Bitte ruf ${studio} an: ${phone}`,
    refill: (studio, treatment, url) =>
      `Zeit fürs Auffüllen! Dein letzter Termin für ${treatment} bei ${studio} ist eine Weile her. Buche hier: ${url}`,
  },
  en: {
    reminder: (studio, when) =>
      `Reminder of your appointment at ${studio}: ${when}. Reply YES to confirm or CANCEL to cancel.`,
    confirmed: (when) => `Thank you! Your appointment on ${when} is confirmed.`,
    cancelled: (when) => `Your appointment on ${when} is cancelled.`,
    tooLate: (studio, phone) =>
      `Your appointment can no longer be cancelled by message. Please call ${studio}: ${phone}`,
    refill: (studio, treatment, url) =>
      `Time for your refill! Your last ${treatment} at ${studio} was a while ago. Book here: ${url}`,
  },
  vi: {
    reminder: (studio, when) =>
      `Nhắc lịch hẹn của bạn tại ${studio}: ${when}. Trả lời CO để xác nhận hoặc HUY để hủy.`,
    confirmed: (when) => `Cảm ơn bạn! Lịch hẹn ${when} đã được xác nhận.`,
    cancelled: (when) => `Lịch hẹn ${when} của bạn đã được hủy.`,
    tooLate: (studio, phone) => `Không thể hủy lịch hẹn qua tin nhắn nữa. Vui lòng gọi ${studio}: ${phone}`,
    refill: (studio, treatment, url) =>
      `Đã đến lúc làm lại móng! Lần ${treatment} gần nhất của bạn tại ${studio} đã lâu rồi. Đặt lịch tại: ${url}`,
  },
  ar: {
    reminder: (studio, when) => `تذكير بموعدك في ${studio}: ${when}. أرسل نعم للتأكيد أو إلغاء للإلغاء.`,
    confirmed: (when) => `شكراً! تم تأكيد موعدك في ${when}.`,
    cancelled: (when) => `تم إلغاء موعدك في ${when}.`,
    tooLate: (studio, phone) => `لم يعد من الممكن إلغاء الموعد برسالة. يرجى الاتصال بـ ${studio}: ${phone}`,
    refill: (studio, treatment, url) =>
      `حان وقت التعبئة! مضى وقت على آخر ${treatment} لك في ${studio}. احجز هنا: ${url}`,
  },
};

export function customerMessageTexts(locale: string): MessageTexts {
  return texts[isLocale(locale) ? locale : 'de'];
}

/** Lower case, without accents, marks or punctuation: "Já!" and "ja" are one answer. */
function plainAnswer(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .replace(/đ/g, 'd')
    .replace(/[أإآ]/g, 'ا')
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const confirmWords = new Set([
  'ja',
  'yes',
  'ok',
  'okay',
  'bestatigen',
  'bestaetigen',
  'confirm',
  'co',
  'xac nhan',
  'نعم',
  'تاكيد',
  '1',
]);
const cancelWords = new Set([
  'absagen',
  'stornieren',
  'cancel',
  'huy',
  'huy lich',
  'الغاء',
  'الغاء الموعد',
  '2',
]);

/** What a reply to a reminder asks for, or null when it is neither answer. */
export function reminderAnswerOf(body: string): 'confirm' | 'cancel' | null {
  const answer = plainAnswer(body);
  if (confirmWords.has(answer)) return 'confirm';
  if (cancelWords.has(answer)) return 'cancel';
  return null;
}
