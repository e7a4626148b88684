import type { Kysely } from 'kysely';
import type { Database, MailAttachmentRow, MailOutboxRow } from '../../db/schema.ts';

export interface NewOutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
  kind: string;
  attachments?: MailAttachmentRow[];
}

export async function insertOutboxMail(db: Kysely<Database>, mail: NewOutboxMail): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      id: mail.id,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      locale: mail.locale,
      kind: mail.kind,
      attachments: JSON.stringify(mail.attachments ?? []),
    })
    .execute();
}

export async function recordDelivery(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ sent_at: at, attempts: eb('attempts', '+', 1), last_error: null }))
    .where('id', '=', id)
    .execute();
}

export async function recordFailedDelivery(db: Kysely<Database>, id: string, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 2000) }))
    .where('id', '=', id)
    .execute();
}

/** Newest first, for the global admin's outbox screen. */
export function listOutboxMails(
  db: Kysely<Database>,
  page: { limit: number; offset: number },
): Promise<MailOutboxRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
