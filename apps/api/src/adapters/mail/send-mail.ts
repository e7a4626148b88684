// Sending one rendered mail to one person in that person's language; shared by the features' mails.
import { isLocale, type Locale } from '@studio/domain/locale';
import { type MailContent, renderMail } from './mail-layout.ts';
import type { MailAttachment, Mailer } from './mailer.ts';

/** What a use case needs to send mail: the mailer and the base of links (PUBLIC_URL). */
export interface MailContext {
  mailer: Mailer;
  publicUrl: string;
}

export interface MailRecipient {
  email: string;
  name: string;
  locale: string;
}

export function recipientLocale(recipient: MailRecipient): Locale {
  return isLocale(recipient.locale) ? recipient.locale : 'de';
}

/** Renders the content the recipient's language asks for and records it in the outbox. */
export async function sendMailTo(
  mailer: Mailer,
  recipient: MailRecipient,
  kind: string,
  content: (locale: Locale) => MailContent,
  attachments?: (locale: Locale) => MailAttachment[],
  headers?: Record<string, string>,
): Promise<void> {
  const locale = recipientLocale(recipient);
  const rendered = renderMail(locale, content(locale));
  await mailer.send({
    to: recipient.email,
    kind,
    locale,
    ...rendered,
    ...(attachments ? { attachments: attachments(locale) } : {}),
    ...(headers ? { headers } : {}),
  });
}
