// The mails that tell a shop's owner the studio was approved or is live, in the owner's language.
import type { Locale } from '@studio/domain/locale';
import { type MailContext, type MailRecipient, sendMailTo } from '../../adapters/mail/send-mail.ts';

interface Texts {
  greeting: (name: string) => string;
  subject: string;
  intro: (shopName: string) => string;
  next: string;
  action: string;
}

const texts: Record<Locale, Texts> = {
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    subject: 'Dein Studio ist jetzt live',
    intro: (shop) => `gute Nachrichten: „${shop}“ wurde freigegeben und ist ab sofort öffentlich sichtbar.`,
    next: 'Im Dashboard findest du deine Buchungslinks und die nächsten Schritte.',
    action: 'Zum Dashboard',
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    subject: 'Your studio is now live',
    intro: (shop) => `Good news: "${shop}" has been approved and is now publicly visible.`,
    next: 'Your booking links and the next steps are waiting in the dashboard.',
    action: 'Open the dashboard',
  },
  vi: {
    greeting: (name) => (name ? `Xin chào ${name},` : 'Xin chào,'),
    subject: 'Cửa hàng của bạn đã hoạt động',
    intro: (shop) => `Tin vui: "${shop}" đã được duyệt và từ giờ được hiển thị công khai.`,
    next: 'Liên kết đặt lịch và các bước tiếp theo đang chờ bạn trong bảng điều khiển.',
    action: 'Mở bảng điều khiển',
  },
  ar: {
    greeting: (name) => (name ? `مرحباً ${name}،` : 'مرحباً،'),
    subject: 'متجرك أصبح متاحاً الآن',
    intro: (shop) => `أخبار سارة: تمت الموافقة على "${shop}" وأصبح ظاهراً للجميع الآن.`,
    next: 'تجد روابط الحجز والخطوات التالية في لوحة التحكم.',
    action: 'فتح لوحة التحكم',
  },
};

export async function sendShopLiveMail(
  mail: MailContext,
  recipient: MailRecipient,
  shopName: string,
): Promise<void> {
  await sendMailTo(mail.mailer, recipient, 'shop_activated', (locale) => {
    const t = texts[locale];
    return {
      subject: t.subject,
      greeting: t.greeting(recipient.name),
      paragraphs: [t.intro(shopName), t.next],
      action: { label: t.action, url: `${mail.publicUrl}/shop` },
    };
  });
}

interface ApprovedTexts {
  subject: string;
  intro: (shopName: string) => string;
  next: string;
  action: string;
}

const approvedTexts: Record<Locale, ApprovedTexts> = {
  de: {
    subject: 'Dein Studio ist freigegeben – wähle jetzt dein Paket',
    intro: (shop) => `gute Nachrichten: Wir haben „${shop}“ geprüft und freigegeben.`,
    next: 'Wähle jetzt im Dashboard dein Paket. Sobald es bezahlt ist, ist dein Studio online und buchbar.',
    action: 'Paket wählen',
  },
  en: {
    subject: 'Your studio is approved – now choose your plan',
    intro: (shop) => `Good news: we have reviewed and approved "${shop}".`,
    next: 'Choose your plan in the dashboard now. As soon as it is paid, your studio is online and bookable.',
    action: 'Choose a plan',
  },
  vi: {
    subject: 'Cửa hàng của bạn đã được duyệt – hãy chọn gói',
    intro: (shop) => `Tin vui: chúng tôi đã xem xét và duyệt "${shop}".`,
    next: 'Hãy chọn gói trong bảng điều khiển. Ngay khi thanh toán xong, cửa hàng của bạn sẽ trực tuyến và nhận đặt lịch.',
    action: 'Chọn gói',
  },
  ar: {
    subject: 'تمت الموافقة على متجرك – اختر باقتك الآن',
    intro: (shop) => `أخبار سارة: راجعنا "${shop}" ووافقنا عليه.`,
    next: 'اختر باقتك الآن من لوحة التحكم. بمجرد الدفع يصبح متجرك متاحاً للحجز عبر الإنترنت.',
    action: 'اختيار الباقة',
  },
};

/** After review, before payment: the studio is not public yet, the plan is the one step left. */
export async function sendShopApprovedMail(
  mail: MailContext,
  recipient: MailRecipient,
  shopName: string,
): Promise<void> {
  await sendMailTo(mail.mailer, recipient, 'shop_approved', (locale) => {
    const t = approvedTexts[locale];
    return {
      subject: t.subject,
      greeting: texts[locale].greeting(recipient.name),
      paragraphs: [t.intro(shopName), t.next],
      action: { label: t.action, url: `${mail.publicUrl}/shop?choosePlan=1` },
    };
  });
}
