// Outgoing mail. Every mail is first written to the mail_outbox table (the one record of what the
// platform sent, which the global admin reads); when an SMTP transport is configured it is then
// delivered in the background and its row gets sent_at (or attempts and last_error on failure).
// Without SMTP_URL the outbox row and a log line are the delivery.
import { randomUUID } from 'node:crypto';
import type { Locale } from '@studio/domain/locale';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { runOutsideCancellationScope } from '../../db/statement-cancellation.ts';
import { insertOutboxMail, recordDelivery, recordFailedDelivery } from './mail-outbox.repo.ts';

/** A small text file sent with a mail, e.g. a booking's .ics. */
export interface MailAttachment {
  filename: string;
  /** e.g. `text/calendar; charset=utf-8; method=PUBLISH` */
  contentType: string;
  content: string;
  /** `base64` for binary files (a PDF): `content` is then the file in Base64. */
  encoding?: 'base64';
}

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  html: string;
  /** What the mail is about, e.g. `verify_email`; kept in the outbox. */
  kind?: string;
  /** The recipient's language; kept in the outbox. */
  locale?: Locale;
  /** Files sent with the mail; kept in the outbox. */
  attachments?: MailAttachment[];
  /** Extra header lines for the mail server, e.g. `List-Unsubscribe`; not kept in the outbox. */
  headers?: Record<string, string>;
}

/** Hands a message to a mail server; throws when the server does not accept it. */
export interface MailTransport {
  readonly description: string;
  deliver(mail: MailMessage): Promise<void>;
  close(): void;
}

/** The part of a pino logger the mailer writes to. */
export interface MailLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface Mailer {
  /** Records the mail in the outbox and starts its delivery; resolves once it is recorded. */
  send(mail: MailMessage): Promise<{ id: string }>;
  /**
   * Runs mail work (looking the recipient up, issuing a link, writing the mail) once `after` has
   * settled, e.g. when the request's answer has gone out, so the answer takes as long whether or
   * not a mail follows. idle() waits for it; a failure is logged.
   */
  sendLater(work: () => Promise<void>, after: Promise<unknown>): void;
  /** Resolves when every delivery and mail work started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  /** Where to log (the application's logger, once it exists). */
  useLogger(log: MailLog): void;
  close(): Promise<void>;
}

const silentLog: MailLog = { info: () => undefined, error: () => undefined };

export function createMailer(
  db: Kysely<Database>,
  options: { transport?: MailTransport | undefined; log?: MailLog } = {},
): Mailer {
  const { transport } = options;
  let log = options.log ?? silentLog;
  const deliveries = new Set<Promise<void>>();
  const track = (pending: Promise<void>) => {
    const tracked = pending.finally(() => deliveries.delete(tracked));
    deliveries.add(tracked);
  };
  const idle = async () => {
    while (deliveries.size > 0) await Promise.all([...deliveries]);
  };

  async function deliver(id: string, mail: MailMessage): Promise<void> {
    if (!transport) return;
    try {
      await transport.deliver(mail);
      await recordDelivery(db, id, new Date());
      log.info({ outboxId: id, to: mail.to, kind: mail.kind }, 'mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ outboxId: id, to: mail.to, kind: mail.kind, err: error }, 'mail could not be sent');
      await recordFailedDelivery(db, id, reason).catch((cause: unknown) => {
        log.error({ outboxId: id, err: cause }, 'mail failure could not be recorded');
      });
    }
  }

  return {
    async send(mail) {
      const id = randomUUID();
      await insertOutboxMail(db, {
        id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        locale: mail.locale ?? 'de',
        kind: mail.kind ?? 'other',
        attachments: mail.attachments ?? [],
      });
      if (!transport) {
        // Not the text: its links (verification, password reset) are secrets of the recipient.
        log.info({ outboxId: id, kind: mail.kind }, 'mail written to the outbox (SMTP_URL is not set)');
        return { id };
      }
      track(deliver(id, mail));
      return { id };
    },
    sendLater(work, after) {
      track(
        after
          .then(() => new Promise<void>((done) => setImmediate(done)))
          .then(() => runOutsideCancellationScope(work))
          .catch((error: unknown) => log.error({ err: error }, 'mail work failed')),
      );
    },
    idle,
    useLogger(next) {
      log = next;
    },
    async close() {
      await idle();
      transport?.close();
    },
  };
}
