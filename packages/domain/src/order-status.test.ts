import { describe, expect, it } from 'vitest';
import { canMoveOrder, orderStatuses } from './order-status.ts';

describe('order status transitions', () => {
  const allowed = new Set([
    'pending>completed',
    'pending>declined',
    'pending>request_payment',
    'request_payment>completed',
  ]);
  for (const from of orderStatuses) {
    for (const to of orderStatuses) {
      const move = `${from}>${to}`;
      it(`should ${allowed.has(move) ? 'allow' : 'refuse'} ${move}`, () => {
        expect(canMoveOrder(from, to)).toBe(allowed.has(move));
      });
    }
  }
});
