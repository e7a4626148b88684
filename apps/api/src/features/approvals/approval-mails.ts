// The mails that tell a shop's owner that changes were approved, or why not, in the owner's language:
// one mail for all of a studio's changes decided together.
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
  subjectMany: string;
  introMany: (shopName: string) => string;
  approvedSubjectMany: string;
  approvedIntroMany: (shopName: string) => string;
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
    subjectMany: 'Deine Änderungen wurden nicht freigegeben',
    introMany: (shop) => `deine Änderungen an „${shop}“ wurden leider nicht freigegeben:`,
    approvedSubjectMany: 'Deine Änderungen wurden freigegeben',
    approvedIntroMany: (shop) => `deine Änderungen an „${shop}“ wurden freigegeben:`,
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
    subjectMany: 'Your changes were not approved',
    introMany: (shop) => `Your changes to "${shop}" were not approved:`,
    approvedSubjectMany: 'Your changes were approved',
    approvedIntroMany: (shop) => `Your changes to "${shop}" were approved:`,
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
    subjectMany: 'Các thay đổi của bạn chưa được duyệt',
    introMany: (shop) => `Các thay đổi của bạn đối với "${shop}" chưa được duyệt:`,
    approvedSubjectMany: 'Các thay đổi của bạn đã được duyệt',
    approvedIntroMany: (shop) => `Các thay đổi của bạn đối với "${shop}" đã được duyệt:`,
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
    subjectMany: 'لم تتم الموافقة على التعديلات',
    introMany: (shop) => `لم تتم الموافقة على تعديلاتك الخاصة بـ "${shop}":`,
    approvedSubjectMany: 'تمت الموافقة على التعديلات',
    approvedIntroMany: (shop) => `تمت الموافقة على تعديلاتك الخاصة بـ "${shop}":`,
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

/** What was decided: the one change as a phrase, or a line per kind of change with how many. */
function decidedChanges(
  locale: Locale,
  subjectTypes: readonly ApprovalSubjectType[],
  one: (what: string) => string,
  many: string,
): string[] {
  const names = texts[locale].subjects;
  const [only] = subjectTypes;
  if (subjectTypes.length === 1 && only) return [one(names[only])];
  const counts = new Map<ApprovalSubjectType, number>();
  for (const type of subjectTypes) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [many, ...[...counts].map(([type, count]) => `• ${names[type]}${count > 1 ? ` (${count})` : ''}`)];
}

export async function sendRejectionMail(
  mail: MailContext,
  recipient: NoticeRecipient,
  rejection: { subjectTypes: readonly ApprovalSubjectType[]; shopName: string; reason: string },
): Promise<void> {
  const many = rejection.subjectTypes.length > 1;
  await sendMailTo(mail.mailer, recipient, 'approval_rejected', (locale) => {
    const t = texts[locale];
    const shop = rejection.shopName;
    return {
      subject: many ? t.subjectMany : t.subject,
      greeting: t.greeting(recipient.name),
      paragraphs: [
        ...decidedChanges(locale, rejection.subjectTypes, (what) => t.intro(what, shop), t.introMany(shop)),
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
  approval: { subjectTypes: readonly ApprovalSubjectType[]; shopName: string },
): Promise<void> {
  const many = approval.subjectTypes.length > 1;
  await sendMailTo(mail.mailer, recipient, 'approval_approved', (locale) => {
    const t = texts[locale];
    const shop = approval.shopName;
    return {
      subject: many ? t.approvedSubjectMany : t.approvedSubject,
      greeting: t.greeting(recipient.name),
      paragraphs: [
        ...decidedChanges(
          locale,
          approval.subjectTypes,
          (what) => t.approvedIntro(what, shop),
          t.approvedIntroMany(shop),
        ),
        t.approvedLive,
      ],
      action: { label: t.action, url: `${mail.publicUrl}/shop` },
      notes: [],
    };
  });
}
