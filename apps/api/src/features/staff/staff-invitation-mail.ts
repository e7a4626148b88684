// The mail inviting someone to a studio's team, with the link that accepts it.
import type { Locale } from '@studio/domain/locale';
import type { ShopLevel } from '@studio/domain/roles';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import { sendMailTo } from '../../adapters/mail/send-mail.ts';

const texts: Record<
  Locale,
  {
    subject: (shop: string) => string;
    greeting: string;
    body: (shop: string, level: string) => string;
    levels: Record<ShopLevel, string>;
    action: string;
    note: (days: number) => string;
  }
> = {
  de: {
    greeting: 'Hallo,',
    subject: (shop) => `Einladung ins Team von ${shop}`,
    body: (shop, level) =>
      `${shop} lädt dich ins Team ein, als ${level}. Melde dich an oder registriere dich mit dieser E-Mail-Adresse und nimm die Einladung an.`,
    levels: { owner: 'Inhaber:in', manager: 'Manager:in', staff: 'Mitarbeiter:in' },
    action: 'Einladung annehmen',
    note: (days) => `Der Link gilt ${days} Tage.`,
  },
  en: {
    greeting: 'Hello,',
    subject: (shop) => `Invitation to the team of ${shop}`,
    body: (shop, level) =>
      `${shop} invites you to its team as ${level}. Sign in or register with this email address and accept the invitation.`,
    levels: { owner: 'owner', manager: 'manager', staff: 'staff member' },
    action: 'Accept the invitation',
    note: (days) => `The link is valid for ${days} days.`,
  },
  vi: {
    greeting: 'Xin chào,',
    subject: (shop) => `Lời mời tham gia đội ngũ của ${shop}`,
    body: (shop, level) =>
      `${shop} mời bạn tham gia đội ngũ với vai trò ${level}. Hãy đăng nhập hoặc đăng ký bằng địa chỉ email này và chấp nhận lời mời.`,
    levels: { owner: 'chủ tiệm', manager: 'quản lý', staff: 'nhân viên' },
    action: 'Chấp nhận lời mời',
    note: (days) => `Liên kết có hiệu lực trong ${days} ngày.`,
  },
  ar: {
    greeting: 'مرحبًا،',
    subject: (shop) => `دعوة للانضمام إلى فريق ${shop}`,
    body: (shop, level) =>
      `يدعوك ${shop} للانضمام إلى فريقه بصفة ${level}. سجّل الدخول أو أنشئ حساباً بهذا البريد الإلكتروني واقبل الدعوة.`,
    levels: { owner: 'مالك', manager: 'مدير', staff: 'موظف' },
    action: 'قبول الدعوة',
    note: (days) => `الرابط صالح لمدة ${days} أيام.`,
  },
};

export async function sendStaffInvitationMail(
  mail: MailContext,
  invitation: { email: string; level: ShopLevel; token: string; days: number },
  shop: { name: string },
  locale: string,
): Promise<void> {
  const url = `${mail.publicUrl}/staff-invitation?${new URLSearchParams({ token: invitation.token }).toString()}`;
  await sendMailTo(
    mail.mailer,
    { email: invitation.email, name: '', locale },
    'staff_invitation',
    (language) => {
      const text = texts[language];
      return {
        subject: text.subject(shop.name),
        greeting: text.greeting,
        paragraphs: [text.body(shop.name, text.levels[invitation.level])],
        action: { label: text.action, url },
        notes: [text.note(invitation.days)],
      };
    },
  );
}
