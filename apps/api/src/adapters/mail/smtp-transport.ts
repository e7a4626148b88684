// SMTP delivery through nodemailer, configured by SMTP_URL (smtp://user:pass@host:port or smtps://…).
import { createTransport } from 'nodemailer';
import type { MailMessage, MailTransport } from './mailer.ts';

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const { host, port } = new URL(smtpUrl);
  return {
    description: `SMTP ${host}${port ? `:${port}` : ''}`,
    async deliver(mail: MailMessage) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
        attachments: (mail.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
          ...(attachment.encoding ? { encoding: attachment.encoding } : {}),
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}
