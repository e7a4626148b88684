// The account mails (verification, password reset, email changed, already registered) in the
// recipient's language.
import type { RecoveryMode } from '@studio/domain/auth-contract';
import { isLocale, type Locale } from '@studio/domain/locale';
import { type MailContent, renderMail } from '../../adapters/mail/mail-layout.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';

/** What the account use cases need to send mail: the mailer and the base of links (PUBLIC_URL). */
export interface AccountMail {
  mailer: Mailer;
  publicUrl: string;
}

export interface MailRecipient {
  email: string;
  name: string;
  locale: string;
}

interface Texts {
  greeting: (name: string) => string;
  verify: { subject: string; intro: string; action: string; validity: string; ignore: string };
  reset: { subject: string; intro: string; action: string; validity: string; ignore: string };
  emailChanged: {
    subject: string;
    intro: (newEmail: string) => string;
    warning: string;
    action: string;
    validity: string;
  };
  alreadyRegistered: { subject: string; intro: string; action: string; forgotten: string; ignore: string };
}

const texts: Record<Locale, Texts> = {
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    verify: {
      subject: 'Bitte bestätige deine E-Mail-Adresse',
      intro: 'danke für deine Registrierung. Bitte bestätige deine E-Mail-Adresse über den folgenden Link.',
      action: 'E-Mail-Adresse bestätigen',
      validity: 'Der Link ist 48 Stunden gültig.',
      ignore: 'Wenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.',
    },
    reset: {
      subject: 'Passwort zurücksetzen',
      intro:
        'wir haben eine Anfrage zum Zurücksetzen deines Passworts erhalten. Über den folgenden Link kannst du ein neues Passwort festlegen.',
      action: 'Neues Passwort festlegen',
      validity: 'Der Link ist 1 Stunde gültig und kann nur einmal verwendet werden.',
      ignore:
        'Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren. Dein Passwort bleibt unverändert.',
    },
    emailChanged: {
      subject: 'Deine E-Mail-Adresse wurde geändert',
      intro: (newEmail) => `die E-Mail-Adresse deines Kontos wurde in ${newEmail} geändert.`,
      warning:
        'Wenn du das nicht warst, stelle deine E-Mail-Adresse über den folgenden Link wieder her: Dabei werden alle Sitzungen abgemeldet. Lege danach ein neues Passwort fest.',
      action: 'E-Mail-Adresse wiederherstellen',
      validity: 'Der Link ist 7 Tage gültig und kann nur einmal verwendet werden.',
    },
    alreadyRegistered: {
      subject: 'Du hast bereits ein Konto',
      intro:
        'jemand hat versucht, mit dieser E-Mail-Adresse ein neues Konto zu erstellen. Zu dieser Adresse gibt es bereits ein Konto, deshalb wurde kein zweites angelegt.',
      action: 'Anmelden',
      forgotten: 'Passwort vergessen? Auf der Anmeldeseite kannst du einen Link zum Zurücksetzen anfordern.',
      ignore: 'Wenn du das nicht warst, kannst du diese E-Mail ignorieren. Dein Konto bleibt unverändert.',
    },
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    verify: {
      subject: 'Please confirm your email address',
      intro: 'Thank you for registering. Please confirm your email address with the link below.',
      action: 'Confirm email address',
      validity: 'The link is valid for 48 hours.',
      ignore: 'If you did not create an account, you can ignore this email.',
    },
    reset: {
      subject: 'Reset your password',
      intro: 'We received a request to reset your password. Use the link below to choose a new one.',
      action: 'Choose a new password',
      validity: 'The link is valid for 1 hour and can be used once.',
      ignore: 'If you did not ask for this, you can ignore this email. Your password stays unchanged.',
    },
    emailChanged: {
      subject: 'Your email address was changed',
      intro: (newEmail) => `The email address of your account was changed to ${newEmail}.`,
      warning:
        'If this was not you, restore your email address with the link below: this signs out every session. Then choose a new password.',
      action: 'Restore email address',
      validity: 'The link is valid for 7 days and can be used once.',
    },
    alreadyRegistered: {
      subject: 'You already have an account',
      intro:
        'Someone tried to create a new account with this email address. There already is an account for it, so no second one was created.',
      action: 'Sign in',
      forgotten: 'Forgot your password? You can ask for a reset link on the sign-in page.',
      ignore: 'If this was not you, you can ignore this email. Your account stays unchanged.',
    },
  },
  vi: {
    greeting: (name) => (name ? `Xin chào ${name},` : 'Xin chào,'),
    verify: {
      subject: 'Vui lòng xác nhận địa chỉ email của bạn',
      intro: 'Cảm ơn bạn đã đăng ký. Vui lòng xác nhận địa chỉ email của bạn qua liên kết dưới đây.',
      action: 'Xác nhận địa chỉ email',
      validity: 'Liên kết có hiệu lực trong 48 giờ.',
      ignore: 'Nếu bạn không tạo tài khoản, bạn có thể bỏ qua email này.',
    },
    reset: {
      subject: 'Đặt lại mật khẩu',
      intro:
        'Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu của bạn. Hãy dùng liên kết dưới đây để chọn mật khẩu mới.',
      action: 'Chọn mật khẩu mới',
      validity: 'Liên kết có hiệu lực trong 1 giờ và chỉ dùng được một lần.',
      ignore: 'Nếu bạn không yêu cầu việc này, hãy bỏ qua email này. Mật khẩu của bạn không thay đổi.',
    },
    emailChanged: {
      subject: 'Địa chỉ email của bạn đã được thay đổi',
      intro: (newEmail) => `Địa chỉ email của tài khoản bạn đã được đổi thành ${newEmail}.`,
      warning:
        'Nếu không phải bạn thực hiện, hãy khôi phục địa chỉ email qua liên kết dưới đây: mọi phiên đăng nhập sẽ bị đăng xuất. Sau đó hãy chọn mật khẩu mới.',
      action: 'Khôi phục địa chỉ email',
      validity: 'Liên kết có hiệu lực trong 7 ngày và chỉ dùng được một lần.',
    },
    alreadyRegistered: {
      subject: 'Bạn đã có tài khoản',
      intro:
        'Có người đã cố tạo tài khoản mới bằng địa chỉ email này. Địa chỉ này đã có tài khoản, vì vậy không có tài khoản thứ hai nào được tạo.',
      action: 'Đăng nhập',
      forgotten: 'Quên mật khẩu? Bạn có thể yêu cầu liên kết đặt lại trên trang đăng nhập.',
      ignore: 'Nếu không phải bạn, bạn có thể bỏ qua email này. Tài khoản của bạn không thay đổi.',
    },
  },
  ar: {
    greeting: (name) => (name ? `مرحباً ${name}،` : 'مرحباً،'),
    verify: {
      subject: 'يرجى تأكيد بريدك الإلكتروني',
      intro: 'شكراً لتسجيلك. يرجى تأكيد بريدك الإلكتروني عبر الرابط التالي.',
      action: 'تأكيد البريد الإلكتروني',
      validity: 'الرابط صالح لمدة 48 ساعة.',
      ignore: 'إذا لم تقم بإنشاء حساب، يمكنك تجاهل هذه الرسالة.',
    },
    reset: {
      subject: 'إعادة تعيين كلمة المرور',
      intro: 'تلقينا طلباً لإعادة تعيين كلمة المرور الخاصة بك. استخدم الرابط التالي لاختيار كلمة مرور جديدة.',
      action: 'اختيار كلمة مرور جديدة',
      validity: 'الرابط صالح لمدة ساعة واحدة ويمكن استخدامه مرة واحدة فقط.',
      ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة. كلمة المرور الخاصة بك لن تتغير.',
    },
    emailChanged: {
      subject: 'تم تغيير بريدك الإلكتروني',
      intro: (newEmail) => `تم تغيير البريد الإلكتروني لحسابك إلى ${newEmail}.`,
      warning:
        'إذا لم تكن أنت من قام بذلك، استعد بريدك الإلكتروني عبر الرابط التالي: سيؤدي ذلك إلى تسجيل الخروج من جميع الجلسات. ثم اختر كلمة مرور جديدة.',
      action: 'استعادة البريد الإلكتروني',
      validity: 'الرابط صالح لمدة 7 أيام ويمكن استخدامه مرة واحدة فقط.',
    },
    alreadyRegistered: {
      subject: 'لديك حساب بالفعل',
      intro:
        'حاول شخص ما إنشاء حساب جديد بهذا البريد الإلكتروني. يوجد حساب لهذا العنوان بالفعل، لذلك لم يتم إنشاء حساب ثانٍ.',
      action: 'تسجيل الدخول',
      forgotten: 'نسيت كلمة المرور؟ يمكنك طلب رابط إعادة التعيين من صفحة تسجيل الدخول.',
      ignore: 'إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة. حسابك يبقى دون تغيير.',
    },
  },
};

function localeOf(recipient: MailRecipient): Locale {
  return isLocale(recipient.locale) ? recipient.locale : 'de';
}

function recoveryLink(publicUrl: string, mode: RecoveryMode, token: string): string {
  const query = new URLSearchParams({ mode, token });
  return `${publicUrl}/recovery?${query.toString()}`;
}

async function sendContent(
  mail: AccountMail,
  recipient: MailRecipient,
  kind: string,
  content: MailContent,
): Promise<void> {
  const locale = localeOf(recipient);
  const rendered = renderMail(locale, content);
  await mail.mailer.send({ to: recipient.email, kind, locale, ...rendered });
}

export async function sendVerificationMail(
  mail: AccountMail,
  recipient: MailRecipient,
  token: string,
): Promise<void> {
  const t = texts[localeOf(recipient)];
  await sendContent(mail, recipient, 'verify_email', {
    subject: t.verify.subject,
    greeting: t.greeting(recipient.name),
    paragraphs: [t.verify.intro],
    action: { label: t.verify.action, url: recoveryLink(mail.publicUrl, 'verifyEmail', token) },
    notes: [t.verify.validity, t.verify.ignore],
  });
}

export async function sendPasswordResetMail(
  mail: AccountMail,
  recipient: MailRecipient,
  token: string,
): Promise<void> {
  const t = texts[localeOf(recipient)];
  await sendContent(mail, recipient, 'reset_password', {
    subject: t.reset.subject,
    greeting: t.greeting(recipient.name),
    paragraphs: [t.reset.intro],
    action: { label: t.reset.action, url: recoveryLink(mail.publicUrl, 'resetPassword', token) },
    notes: [t.reset.validity, t.reset.ignore],
  });
}

/** Tells an account's owner that someone tried to register its address again (nothing changed). */
export async function sendAlreadyRegisteredNotice(
  mail: AccountMail,
  recipient: MailRecipient,
): Promise<void> {
  const t = texts[localeOf(recipient)];
  await sendContent(mail, recipient, 'already_registered', {
    subject: t.alreadyRegistered.subject,
    greeting: t.greeting(recipient.name),
    paragraphs: [t.alreadyRegistered.intro],
    action: { label: t.alreadyRegistered.action, url: `${mail.publicUrl}/login` },
    notes: [t.alreadyRegistered.forgotten, t.alreadyRegistered.ignore],
  });
}

/** Tells the old address that the account's email changed, with the link that undoes it. */
export async function sendEmailChangedNotice(
  mail: AccountMail,
  recipient: MailRecipient,
  newEmail: string,
  recoverToken: string,
): Promise<void> {
  const t = texts[localeOf(recipient)];
  await sendContent(mail, recipient, 'email_changed', {
    subject: t.emailChanged.subject,
    greeting: t.greeting(recipient.name),
    paragraphs: [t.emailChanged.intro(newEmail), t.emailChanged.warning],
    action: { label: t.emailChanged.action, url: recoveryLink(mail.publicUrl, 'recoverEmail', recoverToken) },
    notes: [t.emailChanged.validity],
  });
}
