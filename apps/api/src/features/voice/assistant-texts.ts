// What the assistant says and writes, in the four languages. Every fact in it (hours, prices,
// times, names) is filled in from the studio's live data by the caller of these texts.
import type { AssistantLanguage } from '@studio/domain/voice-contract';

export interface AssistantTexts {
  /** BCP 47 tag for Twilio's speech and the number and date formats. */
  speechLocale: 'de-DE' | 'en-GB' | 'vi-VN' | 'ar-AE';
  greeting(studio: string): string;
  anythingElse: string;
  closedOn(day: string, reason: string | null): string;
  openOn(day: string, ranges: string): string;
  weekIntro: string;
  today: string;
  tomorrow: string;
  price(treatment: string, price: string, minutes: number): string;
  duration(treatment: string, minutes: number): string;
  whichTreatment(names: string): string;
  freeTimes(treatment: string, day: string, times: string): string;
  noFreeTimes(treatment: string, day: string): string;
  linkSent: string;
  linkRefused: string;
  forwarding: string;
  nobodyAnswered: string;
  apology: string;
  notUnderstood: string;
  goodbye: string;
  languageChosen: string;
  /** The message with the booking link, optionally with the next free times. */
  linkMessage(studio: string, url: string, times: string | null): string;
  optedOut: string;
  and: string;
}

const de: AssistantTexts = {
  speechLocale: 'de-DE',
  greeting: (studio) =>
    `Hallo, hier ist der Telefonassistent von ${studio}. Ich kann Ihnen Öffnungszeiten, Preise und freie Termine nennen oder Ihnen den Buchungslink schicken. Wie kann ich helfen?`,
  anythingElse: 'Kann ich sonst noch helfen?',
  closedOn: (day, reason) => `${day} haben wir geschlossen${reason ? ` (${reason})` : ''}.`,
  openOn: (day, ranges) => `${day} haben wir von ${ranges} geöffnet.`,
  weekIntro: 'Unsere Öffnungszeiten diese Woche:',
  today: 'Heute',
  tomorrow: 'Morgen',
  price: (treatment, price, minutes) => `${treatment} kostet ${price} und dauert etwa ${minutes} Minuten.`,
  duration: (treatment, minutes) => `${treatment} dauert etwa ${minutes} Minuten.`,
  whichTreatment: (names) => `Für welche Behandlung? Wir bieten zum Beispiel ${names}.`,
  freeTimes: (treatment, day, times) => `Für ${treatment} ist ${day} frei um ${times}.`,
  noFreeTimes: (treatment, day) => `Für ${treatment} ist ${day} leider nichts mehr frei.`,
  linkSent: 'Ich habe Ihnen den Buchungslink geschickt. Dort können Sie Ihren Termin direkt buchen.',
  linkRefused:
    'Ich kann Ihnen gerade leider keine Nachricht schicken. Sie finden uns online unter unserem Namen.',
  forwarding: 'Einen Moment, ich verbinde Sie mit dem Studio.',
  nobodyAnswered: 'Leider ist gerade niemand erreichbar. Soll ich Ihnen den Buchungslink schicken?',
  apology: 'Das kann ich leider nicht beantworten. Soll ich Ihnen den Buchungslink schicken?',
  notUnderstood: 'Entschuldigung, das habe ich nicht verstanden. Soll ich Ihnen den Buchungslink schicken?',
  goodbye: 'Vielen Dank für Ihren Anruf. Auf Wiederhören!',
  languageChosen: 'Gerne, ich spreche Deutsch.',
  linkMessage: (studio, url, times) =>
    `${studio}: Hier ist Ihr Buchungslink: ${url}${times ? `\nNächste freie Zeiten: ${times}` : ''}\nAntworten Sie STOP, um keine Nachrichten mehr zu erhalten.`,
  optedOut: 'Sie erhalten von uns keine Nachrichten mehr.',
  and: 'und',
};

const en: AssistantTexts = {
  speechLocale: 'en-GB',
  greeting: (studio) =>
    `Hello, this is the phone assistant of ${studio}. I can tell you our opening hours, prices and free times, or send you the booking link. How can I help?`,
  anythingElse: 'Is there anything else I can help with?',
  closedOn: (day, reason) => `${day} we are closed${reason ? ` (${reason})` : ''}.`,
  openOn: (day, ranges) => `${day} we are open ${ranges}.`,
  weekIntro: 'Our opening hours this week:',
  today: 'Today',
  tomorrow: 'Tomorrow',
  price: (treatment, price, minutes) => `${treatment} costs ${price} and takes about ${minutes} minutes.`,
  duration: (treatment, minutes) => `${treatment} takes about ${minutes} minutes.`,
  whichTreatment: (names) => `For which treatment? We offer for example ${names}.`,
  freeTimes: (treatment, day, times) => `For ${treatment}, ${day} we have free times at ${times}.`,
  noFreeTimes: (treatment, day) => `For ${treatment}, ${day} is fully booked, sorry.`,
  linkSent: 'I have sent you the booking link. You can book your appointment there directly.',
  linkRefused: 'Sorry, I cannot send you a message right now. You can find us online under our name.',
  forwarding: 'One moment, I am putting you through to the studio.',
  nobodyAnswered: 'Sorry, nobody is available right now. Shall I send you the booking link?',
  apology: 'Sorry, I cannot answer that. Shall I send you the booking link?',
  notUnderstood: 'Sorry, I did not understand that. Shall I send you the booking link?',
  goodbye: 'Thank you for calling. Goodbye!',
  languageChosen: 'Of course, I will speak English.',
  linkMessage: (studio, url, times) =>
    `${studio}: here is your booking link: ${url}${times ? `\nNext free times: ${times}` : ''}\nReply STOP to receive no more messages.`,
  optedOut: 'You will receive no more messages from us.',
  and: 'and',
};

const vi: AssistantTexts = {
  speechLocale: 'vi-VN',
  greeting: (studio) =>
    `Xin chào, đây là trợ lý điện thoại của ${studio}. Tôi có thể cho bạn biết giờ mở cửa, giá và giờ còn trống, hoặc gửi cho bạn đường link đặt lịch. Tôi có thể giúp gì cho bạn?`,
  anythingElse: 'Bạn còn cần giúp gì nữa không?',
  closedOn: (day, reason) => `${day} chúng tôi đóng cửa${reason ? ` (${reason})` : ''}.`,
  openOn: (day, ranges) => `${day} chúng tôi mở cửa ${ranges}.`,
  weekIntro: 'Giờ mở cửa tuần này:',
  today: 'Hôm nay',
  tomorrow: 'Ngày mai',
  price: (treatment, price, minutes) => `${treatment} giá ${price}, mất khoảng ${minutes} phút.`,
  duration: (treatment, minutes) => `${treatment} mất khoảng ${minutes} phút.`,
  whichTreatment: (names) => `Bạn muốn dịch vụ nào? Chúng tôi có ví dụ ${names}.`,
  freeTimes: (treatment, day, times) => `${treatment}: ${day} còn trống lúc ${times}.`,
  noFreeTimes: (treatment, day) => `${treatment}: ${day} đã kín lịch, xin lỗi bạn.`,
  linkSent: 'Tôi đã gửi cho bạn đường link đặt lịch. Bạn có thể đặt lịch trực tiếp ở đó.',
  linkRefused: 'Xin lỗi, hiện tôi không thể gửi tin nhắn cho bạn.',
  forwarding: 'Xin chờ một chút, tôi sẽ nối máy với tiệm.',
  nobodyAnswered: 'Xin lỗi, hiện không có ai nghe máy. Tôi gửi cho bạn đường link đặt lịch nhé?',
  apology: 'Xin lỗi, tôi không trả lời được câu này. Tôi gửi cho bạn đường link đặt lịch nhé?',
  notUnderstood: 'Xin lỗi, tôi chưa hiểu. Tôi gửi cho bạn đường link đặt lịch nhé?',
  goodbye: 'Cảm ơn bạn đã gọi. Tạm biệt!',
  languageChosen: 'Vâng, tôi sẽ nói tiếng Việt.',
  linkMessage: (studio, url, times) =>
    `${studio}: đường link đặt lịch của bạn: ${url}${times ? `\nGiờ trống gần nhất: ${times}` : ''}\nTrả lời STOP để không nhận tin nhắn nữa.`,
  optedOut: 'Bạn sẽ không nhận tin nhắn từ chúng tôi nữa.',
  and: 'và',
};

const ar: AssistantTexts = {
  speechLocale: 'ar-AE',
  greeting: (studio) =>
    `مرحبًا، معك المساعد الهاتفي لـ ${studio}. يمكنني إخبارك بساعات العمل والأسعار والمواعيد المتاحة، أو إرسال رابط الحجز إليك. كيف يمكنني مساعدتك؟`,
  anythingElse: 'هل يمكنني مساعدتك في شيء آخر؟',
  closedOn: (day, reason) => `${day} نحن مغلقون${reason ? ` (${reason})` : ''}.`,
  openOn: (day, ranges) => `${day} نحن مفتوحون ${ranges}.`,
  weekIntro: 'ساعات العمل هذا الأسبوع:',
  today: 'اليوم',
  tomorrow: 'غدًا',
  price: (treatment, price, minutes) => `سعر ${treatment} هو ${price} ويستغرق حوالي ${minutes} دقيقة.`,
  duration: (treatment, minutes) => `يستغرق ${treatment} حوالي ${minutes} دقيقة.`,
  whichTreatment: (names) => `لأي خدمة؟ نقدم مثلًا ${names}.`,
  freeTimes: (treatment, day, times) => `لـ ${treatment} لدينا ${day} مواعيد متاحة في ${times}.`,
  noFreeTimes: (treatment, day) => `للأسف لا توجد مواعيد متاحة لـ ${treatment} ${day}.`,
  linkSent: 'أرسلت إليك رابط الحجز. يمكنك حجز موعدك مباشرة من خلاله.',
  linkRefused: 'عذرًا، لا يمكنني إرسال رسالة إليك الآن.',
  forwarding: 'لحظة من فضلك، سأحولك إلى الاستوديو.',
  nobodyAnswered: 'عذرًا، لا أحد متاح الآن. هل أرسل إليك رابط الحجز؟',
  apology: 'عذرًا، لا يمكنني الإجابة عن ذلك. هل أرسل إليك رابط الحجز؟',
  notUnderstood: 'عذرًا، لم أفهم ذلك. هل أرسل إليك رابط الحجز؟',
  goodbye: 'شكرًا لاتصالك. مع السلامة!',
  languageChosen: 'بكل سرور، سأتحدث بالعربية.',
  linkMessage: (studio, url, times) =>
    `${studio}: هذا رابط الحجز الخاص بك: ${url}${times ? `\nأقرب المواعيد المتاحة: ${times}` : ''}\nأرسل STOP لإيقاف الرسائل.`,
  optedOut: 'لن تصلك منا أي رسائل بعد الآن.',
  and: 'و',
};

export const assistantTexts: Record<AssistantLanguage, AssistantTexts> = { de, en, vi, ar };

/** "a, b and c" in the language. */
export function listInLanguage(items: readonly string[], language: AssistantLanguage): string {
  if (items.length <= 1) return items.join('');
  const { and } = assistantTexts[language];
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`;
}

/** STOP and its translations: a number that sends one of these gets no message again. */
export const stopWords = new Set([
  'stop',
  'stopp',
  'stoppen',
  'abmelden',
  'unsubscribe',
  'dung',
  'dừng',
  'huy',
  'hủy',
  'توقف',
  'الغاء',
  'إلغاء',
]);
