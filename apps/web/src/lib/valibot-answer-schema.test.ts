import { defaultModuleFlags } from '@studio/domain/shop';
import { describe, expect, it } from 'vitest';
import { shopSchema } from '../shared/shops/api/get-shop.ts';
import { shopFlagsSchema } from '../shared/shops/api/get-shop-flags.ts';
import { sessionUserSchema } from './session-user-schema.ts';

const user = {
  uid: 'u1',
  email: 'kim@example.com',
  name: 'Kim',
  role: 'appUser',
  shopId: null,
  shopLevel: null,
  teamMemberId: null,
  emailVerified: true,
  guest: false,
};

describe('valibotAnswerSchema', () => {
  it('passes a matching answer on, without keys the shape does not name', () => {
    expect(sessionUserSchema.safeParse({ ...user, extra: 1 })).toEqual({ success: true, data: user });
  });

  it('fails an answer of another shape', () => {
    expect(sessionUserSchema.safeParse({ ...user, role: 'pirate' })).toEqual({ success: false });
    expect(sessionUserSchema.safeParse({ ...user, shopId: undefined })).toEqual({ success: false });
    expect(sessionUserSchema.safeParse('{}')).toEqual({ success: false });
  });

  it("degrades a studio's unknown category and status instead of failing the page", () => {
    const parsed = shopSchema.safeParse({
      id: 's1',
      name: 'Nails',
      address: 'Main St 1',
      category: 'spaceship',
      status: 'frozen',
      timezone: 'Europe/Berlin',
      currencyCode: 'EUR',
    });
    expect(parsed.success && parsed.data.category).toBe('other');
    expect(parsed.success && parsed.data.status).toBe('pending');
  });

  it('takes a module flag the server does not send as its default', () => {
    const parsed = shopFlagsSchema.safeParse({});
    expect(parsed).toEqual({ success: true, data: defaultModuleFlags });
  });
});
