import { describe, expect, it } from 'vitest';
import {
  nextPushAllowedAt,
  pushMessageIntervalMs,
  pushMessageWriteSchema,
  pushSubscriptionWriteSchema,
} from './push-message-contract.ts';

describe('push message contract', () => {
  it('should name the deal of a deal message and no deal for a shop message', () => {
    const dealId = '5b0c1c3e-7f0e-4d6e-9a55-2a1f3a9f4f10';
    expect(pushMessageWriteSchema.safeParse({ title: 'Hi', body: 'Neu', type: 'shop' }).success).toBe(true);
    expect(pushMessageWriteSchema.safeParse({ title: 'Hi', body: 'Neu', type: 'deal', dealId }).success).toBe(
      true,
    );
    expect(pushMessageWriteSchema.safeParse({ title: 'Hi', body: 'Neu', type: 'deal' }).success).toBe(false);
    expect(pushMessageWriteSchema.safeParse({ title: 'Hi', body: 'Neu', type: 'shop', dealId }).success).toBe(
      false,
    );
  });

  it('should require a title and a body within their limits', () => {
    expect(pushMessageWriteSchema.safeParse({ title: ' ', body: 'x', type: 'shop' }).success).toBe(false);
    expect(pushMessageWriteSchema.safeParse({ title: 'x', body: '', type: 'shop' }).success).toBe(false);
    expect(pushMessageWriteSchema.safeParse({ title: 'x'.repeat(61), body: 'x', type: 'shop' }).success).toBe(
      false,
    );
    expect(
      pushMessageWriteSchema.safeParse({ title: 'x', body: 'x'.repeat(241), type: 'shop' }).success,
    ).toBe(false);
  });

  it('should allow the next message 24 hours after the last one', () => {
    const sent = Date.parse('2026-03-28T10:00:00Z');
    expect(nextPushAllowedAt(null, sent)).toBeNull();
    expect(nextPushAllowedAt(sent, sent + 1000)).toBe(sent + pushMessageIntervalMs);
    expect(nextPushAllowedAt(sent, sent + pushMessageIntervalMs - 1)).toBe(sent + pushMessageIntervalMs);
    expect(nextPushAllowedAt(sent, sent + pushMessageIntervalMs)).toBeNull();
  });

  it('should take a standard Web Push subscription and refuse a malformed one', () => {
    const subscription = {
      endpoint: 'https://push.example.com/send/abc',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    };
    const shopId = '5b0c1c3e-7f0e-4d6e-9a55-2a1f3a9f4f10';
    expect(pushSubscriptionWriteSchema.safeParse({ shopId, subscription }).success).toBe(true);
    expect(
      pushSubscriptionWriteSchema.safeParse({ shopId, subscription: { ...subscription, endpoint: 'nope' } })
        .success,
    ).toBe(false);
    expect(
      pushSubscriptionWriteSchema.safeParse({
        shopId,
        subscription: { ...subscription, keys: { ...subscription.keys, auth: 'a b' } },
      }).success,
    ).toBe(false);
  });
});
