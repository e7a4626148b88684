import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutboxMails } from '../../adapters/mail/mail-outbox.repo.ts';
import type { AppDeps } from '../../app-deps.ts';

const outboxMailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    kind: z.string(),
    locale: z.string(),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
  })
  .meta({ id: 'OutboxMail' });

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** The global admin's view of every mail the platform wrote, sent over SMTP or kept in the outbox. */
export const mailOutboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/mail-outbox',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags: ['platform'],
        summary: 'Mails written by the platform, newest first (global admin)',
        querystring: pageQuery,
        response: { 200: z.array(outboxMailSchema) },
      },
    },
    async function listMailOutboxEntries(request) {
      const rows = await listOutboxMails(db, request.query);
      return rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        kind: row.kind,
        locale: row.locale,
        createdAt: row.created_at.toISOString(),
        sentAt: row.sent_at?.toISOString() ?? null,
        attempts: row.attempts,
        lastError: row.last_error,
        attachments: row.attachments,
      }));
    },
  );
};
