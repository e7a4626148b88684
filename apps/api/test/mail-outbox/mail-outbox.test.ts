import { describe, expect, it } from 'vitest';
import { createShop, createUser, outboxMails, tokenFor } from '../support/fixtures.ts';
import { call } from '../support/test-platform.ts';

describe('GET /api/mail-outbox', () => {
  it('should show a global admin the mails the platform wrote, newest first', async () => {
    const admin = await createUser({ role: 'globalAdmin' });
    await call('POST', '/api/users/reset-password', { body: { email: admin.email } });
    // Both mails are written after their answers: wait for each, so their order is known.
    await outboxMails();
    await call('POST', '/api/auth/register', {
      body: {
        firstName: 'Mia',
        lastName: 'Neu',
        email: 'mia@example.com',
        password: 'long-password',
        consent: true,
      },
    });
    await outboxMails();

    const response = await call('GET', '/api/mail-outbox', { token: await tokenFor(admin) });
    expect(response.statusCode).toBe(200);
    const mails = response.json();
    expect(mails.map((mail: { to: string }) => mail.to)).toEqual(['mia@example.com', admin.email]);
    expect(mails[0]).toMatchObject({ sentAt: null, attempts: 0, lastError: null });
    expect(mails[0].text).toContain('token=');
  });

  it('should not show the outbox to a shop admin or a customer', async () => {
    const shop = await createShop();
    for (const user of [await createUser({ role: 'shopAdmin', shopId: shop.id }), await createUser()]) {
      const response = await call('GET', '/api/mail-outbox', { token: await tokenFor(user) });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe(9403);
    }
    expect((await call('GET', '/api/mail-outbox')).statusCode).toBe(401);
  });

  it('should refuse a page size out of range with 9400', async () => {
    const admin = await createUser({ role: 'globalAdmin' });
    const response = await call('GET', '/api/mail-outbox?limit=1000', { token: await tokenFor(admin) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('limit');
  });
});
