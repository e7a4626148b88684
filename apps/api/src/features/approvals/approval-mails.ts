// The mails that tell a shop's owner that a change was approved, or why it was not, in the owner's language.
import type { ApprovalSubjectType } from '@studio/domain/approvals-contract';
import type { Locale } from '@studio/domain/locale';
import { type MailContext, sendMailTo } from '../../adapters/mail/send-mail.ts';
import type { NoticeRecipient } from './approvals.repo.ts';

interface Texts {
  greeting: (name: string) => string;
  subject: string;
  intro: (what: string, shopName: string) => string;
  reason: (reason: string) => string;
  liveStays: string;
  action: string;
  approvedSubject: string;
  approvedIntro: (what: string, shopName: string) => string;
  approvedLive: string;
  subjects: Record<ApprovalSubjectType, string>;
}

const texts: Record<Locale, Texts> = {
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    subject: 'Deine Änderung wurde nicht freigegeben',
    intro: (what, shop) => `deine Änderung an ${what} von „${shop}“ wurde leider nicht freigegeben.`,
    reason: (reason) => `Begründung: ${reason}`,
    liveStays:
      'Die bisherige Version bleibt unverändert sichtbar. Du kannst die Änderung anpassen und erneut einreichen.',
    action: 'Zum Dashboard',
    approvedSubject: 'Deine Änderung wurde freigegeben',
    approvedIntro: (what, shop) => `deine Änderung an ${what} von „${shop}“ wurde freigegeben.`,
    approvedLive: 'Sie ist ab sofort für deine Kundinnen und Kunden sichtbar.',
    subjects: {
      shop: 'dem Studio-Profil',
      deal: 'einem Deal',
      gift: 'einem Geschenk',
      stamp_card: 'der Stempelkarte',
      partner_card: 'einer Partnerkarte',
      menu: 'der Speisekarte',
    },
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    subject: 'Your change was not approved',
    intro: (what, shop) => `Your change to ${what} of "${shop}" was not approved.`,
    reason: (reason) => `Reason: ${reason}`,
    liveStays: 'The previous version stays visible unchanged. You can adjust the change and submit it again.',
    action: 'Open the dashboard',
    approvedSubject: 'Your change was approved',
    approvedIntro: (what, shop) => `Your change to ${what} of "${shop}" was approved.`,
    approvedLive: 'Your customers can see it from now on.',
    subjects: {
      shop: 'the studio profile',
      deal: 'a deal',
      gift: 'a gift',
      stamp_card: 'the stamp card',
      partner_card: 'a partner card',
      menu: 'the menu',
    },
  },
  vi: {
    greeting: (name) => (name ? `Xin chào ${name},` : 'Xin chào,'),
    subject: 'Thay đổi của bạn chưa được duyệt',
    intro: (what, shop) => `Thay đổi của bạn đối với ${what} của "${shop}" chưa được duyệt.`,
    reason: (reason) => `Lý do: ${reason}`,
    liveStays: 'Phiên bản trước vẫn được hiển thị như cũ. Bạn có thể chỉnh sửa và gửi lại thay đổi.',
    action: 'Mở bảng điều khiển',
    approvedSubject: 'Thay đổi của bạn đã được duyệt',
    approvedIntro: (what, shop) => `Thay đổi của bạn đối với ${what} của "${shop}" đã được duyệt.`,
    approvedLive: 'Khách hàng của bạn có thể thấy thay đổi này ngay từ bây giờ.',
    subjects: {
      shop: 'hồ sơ cửa hàng',
      deal: 'một ưu đãi',
      gift: 'một quà tặng',
      stamp_card: 'thẻ tích điểm',
      partner_card: 'một thẻ đối tác',
      menu: 'thực đơn',
    },
  },
  ar: {
    greeting: (name) => (name ? `مرحباً ${name}،` : 'مرحباً،'),
    subject: 'لم تتم الموافقة على التعديل',
    intro: (what, shop) => `لم تتم الموافقة على تعديلك على ${what} الخاص بـ "${shop}".`,
    reason: (reason) => `السبب: ${reason}`,
    liveStays: 'تبقى النسخة السابقة ظاهرة دون تغيير. يمكنك تعديل التغيير وإرساله مرة أخرى.',
    action: 'فتح لوحة التحكم',
    approvedSubject: 'تمت الموافقة على التعديل',
    approvedIntro: (what, shop) => `تمت الموافقة على تعديلك على ${what} الخاص بـ "${shop}".`,
    approvedLive: 'يمكن لعملائك رؤيته من الآن.',
    subjects: {
      shop: 'ملف المتجر',
      deal: 'عرض',
      gift: 'هدية',
      stamp_card: 'بطاقة الطوابع',
      partner_card: 'بطاقة شريك',
      menu: 'القائمة',
    },
  },
};

export async function sendRejectionMail(
  mail: MailContext,
  recipient: NoticeRecipient,
  rejection: { subjectType: ApprovalSubjectType; shopName: string; reason: string },
): Promise<void> {
  await sendMailTo(mail.mailer, recipient, 'approval_rejected', (locale) => {
    const t = texts[locale];
    return {
      subject: t.subject,
      greeting: t.greeting(recipient.name),
      paragraphs: [
        t.intro(t.subjects[rejection.subjectType], rejection.shopName),
        t.reason(rejection.reason),
      ],
      action: { label: t.action, url: `${mail.publicUrl}/shop` },
      notes: [t.liveStays],
    };
  });
}

export async function sendApprovalMail(
  mail: MailContext,
  recipient: NoticeRecipient,
  approval: { subjectType: ApprovalSubjectType; shopName: string },
): Promise<void> {
  await sendMailTo(mail.mailer, recipient, 'approval_approved', (locale) => {
    const t = texts[locale];
    return {
      subject: t.approvedSubject,
      greeting: t.greeting(recipient.name),
      paragraphs: [t.approvedIntro(t.subjects[approval.subjectType], approval.shopName), t.approvedLive],
      action: { label: t.action, url: `${mail.publicUrl}/shop` },
      notes: [],
    };
  });
}
