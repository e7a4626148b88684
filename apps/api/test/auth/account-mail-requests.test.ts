// Asking for a reset or verification mail must not tell whether the address has an account:
// the same answer, and no account work (lookup, link, mail) before it.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../src/adapters/mail/mailer.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createUser, linkTokenOf, outboxMails } from '../support/fixtures.ts';
import { call, getTestPlatform, testApiKey } from '../support/test-platform.ts';

const routes = [
  { url: '/api/users/reset-password', kind: 'reset_password', mode: 'resetPassword' },
  { url: '/api/auth/resend-verification', kind: 'verify_email', mode: 'verifyEmail' },
] as const;

function comparable(response: LightMyRequestResponse) {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
}

describe.each(routes)('POST $url', ({ url, kind, mode }) => {
  it('should answer a known and an unknown email identically, and still mail the known one', async () => {
    await createUser({ email: 'known@example.com', emailVerified: false });
    const known = await call('POST', url, { body: { email: 'known@example.com' } });
    const unknown = await call('POST', url, { body: { email: 'unknown@example.com' } });
    expect(comparable(unknown)).toEqual(comparable(known));
    expect(known.statusCode).toBe(202);

    const mails = await outboxMails();
    expect(mails.map((mail) => [mail.to_address, mail.kind])).toEqual([['known@example.com', kind]]);
    expect(linkTokenOf(mails[0]?.text_body ?? '', mode)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('account mail work after the answer', () => {
  let app: FastifyInstance;
  let mailer: Mailer;
  let openGate: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    const { db, tokens } = await getTestPlatform();
    const outbox = createMailer(db);
    // A mail server that holds every mail until the test lets it through.
    mailer = {
      ...outbox,
      send: async (mail) => {
        await gate;
        return outbox.send(mail);
      },
    };
    const config = loadConfig({ DATA_DIR: 'memory://', API_KEYS: testApiKey });
    app = await buildApp({ db, tokens, mailer, config }, { logger: false });
  });

  afterAll(async () => {
    await app.close();
  });

  it.each(routes)('should answer $url before the mail is written', async ({ url, kind }) => {
    await createUser({ email: 'known@example.com', emailVerified: false });
    gate = new Promise((resolve) => {
      openGate = resolve;
    });
    // A route that waited for its mail would never answer here (the test's timeout ends it).
    const answer = await app.inject({
      method: 'POST',
      url,
      headers: { 'x-api-key': testApiKey },
      payload: { email: 'known@example.com' },
    });
    expect(answer.statusCode).toBe(202);
    const { db } = await getTestPlatform();
    expect(await db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
    openGate();
    await mailer.idle();
    expect((await outboxMails('known@example.com')).map((mail) => mail.kind)).toEqual([kind]);
  });
});
