import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../src/adapters/mail/mailer.ts';
import { createSmtpTransport } from '../../src/adapters/mail/smtp-transport.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createUser, linkTokenOf, outboxMails } from '../support/fixtures.ts';
import { readMime, startSmtpServer, type TestSmtpServer } from '../support/smtp-server.ts';
import { getTestPlatform, testApiKey } from '../support/test-platform.ts';

describe('mail over SMTP (SMTP_URL set)', () => {
  let server: TestSmtpServer | undefined;
  let app: FastifyInstance | undefined;
  let mailer: Mailer | undefined;

  afterEach(async () => {
    await app?.close();
    await mailer?.close();
    await server?.close();
    app = undefined;
    mailer = undefined;
    server = undefined;
  });

  async function appSendingTo(smtp: TestSmtpServer): Promise<{ app: FastifyInstance; mailer: Mailer }> {
    const { db, tokens } = await getTestPlatform();
    const config = loadConfig({
      DATA_DIR: 'memory://',
      API_KEYS: testApiKey,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL: 'https://studio.example/',
      MAIL_FROM: 'Studio Platform <hello@studio.example>',
    });
    if (!config.smtpUrl) throw new Error('SMTP_URL was not read');
    const mailer = createMailer(db, { transport: createSmtpTransport(config.smtpUrl, config.mailFrom) });
    return { app: await buildApp({ db, tokens, mailer, config }, { logger: false }), mailer };
  }

  async function register(target: FastifyInstance, email: string) {
    return target.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-api-key': testApiKey, 'accept-language': 'en' },
      payload: { firstName: 'Sam', lastName: 'Smtp', email, password: 'long-enough-password', consent: true },
    });
  }

  it('should deliver the verification mail with a text part and the link, and record it as sent', async () => {
    server = await startSmtpServer();
    const built = await appSendingTo(server);
    app = built.app;
    mailer = built.mailer;

    const response = await register(app, 'sam@example.com');
    expect(response.statusCode).toBe(201);

    const message = await server.nextMessage();
    await built.mailer.idle();
    expect(message.from).toBe('hello@studio.example');
    expect(message.to).toEqual(['sam@example.com']);

    const { headers, parts } = readMime(message.data);
    expect(headers.subject).toBe('Please confirm your email address');
    expect(headers.to).toBe('sam@example.com');
    const text = parts.find((part) => part.headers['content-type']?.startsWith('text/plain'));
    const html = parts.find((part) => part.headers['content-type']?.startsWith('text/html'));
    expect(text?.body).toContain('Hello Sam Smtp,');
    expect(text?.body).toContain('https://studio.example/recovery?mode=verifyEmail&token=');
    expect(html?.body).toContain('href="https://studio.example/recovery?mode=verifyEmail&amp;token=');

    // The link in the delivered mail works.
    const token = linkTokenOf(text?.body ?? '', 'verifyEmail');
    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: { 'x-api-key': testApiKey },
      payload: { token },
    });
    expect(verify.statusCode).toBe(200);

    const [row] = await outboxMails('sam@example.com');
    expect(row).toMatchObject({ kind: 'verify_email', locale: 'en', attempts: 1, last_error: null });
    expect(row?.sent_at).toBeInstanceOf(Date);
    expect(row?.text_body).toBe(text?.body.replace(/\r\n/g, '\n'));
  });

  it('should deliver attachments such as a booking’s .ics', async () => {
    server = await startSmtpServer();
    const { db } = await getTestPlatform();
    mailer = createMailer(db, {
      transport: createSmtpTransport(`smtp://127.0.0.1:${server.port}`, 'a@b.example'),
    });
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await mailer.send({
      to: 'guest@example.com',
      subject: 'Termin',
      text: 'Text',
      html: '<p>Text</p>',
      attachments: [
        { filename: 'termin.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics },
      ],
    });
    const message = await server.nextMessage();
    await mailer.idle();
    expect(message.data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(message.data).toContain('termin.ics');
    const [row] = await outboxMails('guest@example.com');
    expect(row?.attachments).toEqual([
      { filename: 'termin.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics },
    ]);
    expect(row?.sent_at).toBeInstanceOf(Date);
  });

  it('should keep a mail the server refuses in the outbox with the error, and still register', async () => {
    server = await startSmtpServer({ rejectRecipients: true });
    const built = await appSendingTo(server);
    app = built.app;
    mailer = built.mailer;

    const response = await register(app, 'bounce@example.com');
    expect(response.statusCode).toBe(201);
    await built.mailer.idle();

    const [row] = await outboxMails('bounce@example.com');
    expect(row).toMatchObject({ sent_at: null, attempts: 1 });
    expect(row?.last_error).toContain('550');
    expect(server.messages).toHaveLength(0);
  });
});

describe('mail without SMTP_URL', () => {
  it('should write every mail to the outbox, unsent, and log only that it did', async () => {
    const { db } = await getTestPlatform();
    const logged: Array<Record<string, unknown>> = [];
    const mailer = createMailer(db, {
      log: { info: (details) => logged.push(details), error: (details) => logged.push(details) },
    });
    const { id } = await mailer.send({
      to: 'reader@example.com',
      subject: 'Hello',
      text: 'Plain text',
      html: '<p>Plain text</p>',
      kind: 'test',
      locale: 'en',
    });
    const [row] = await outboxMails('reader@example.com');
    expect(row).toMatchObject({
      id,
      subject: 'Hello',
      text_body: 'Plain text',
      html_body: '<p>Plain text</p>',
      kind: 'test',
      locale: 'en',
      sent_at: null,
      attempts: 0,
    });
    expect(logged).toEqual([{ outboxId: id, kind: 'test' }]);
  });

  it('should keep the secret links of reset and verification mails out of the log', async () => {
    const { db, tokens } = await getTestPlatform();
    const lines: string[] = [];
    const mailer = createMailer(db);
    const config = loadConfig({ DATA_DIR: 'memory://', API_KEYS: testApiKey });
    const app = await buildApp(
      { db, tokens, mailer, config },
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
    );
    try {
      await createUser({ email: 'anna@example.com', emailVerified: false });
      const send = (url: string) =>
        app.inject({
          method: 'POST',
          url,
          headers: { 'x-api-key': testApiKey },
          payload: { email: 'anna@example.com' },
        });
      expect((await send('/api/users/reset-password')).statusCode).toBe(202);
      expect((await send('/api/auth/resend-verification')).statusCode).toBe(202);
      await mailer.idle();
    } finally {
      await app.close();
    }
    const mails = await outboxMails('anna@example.com');
    const secrets = [
      linkTokenOf(mails[0]?.text_body ?? '', 'resetPassword'),
      linkTokenOf(mails[1]?.text_body ?? '', 'verifyEmail'),
    ];
    const log = lines.join('');
    expect(log).toContain('mail written to the outbox');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain('anna@example.com');
  });
});
