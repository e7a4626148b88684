import { describe, expect, it } from 'vitest';
import { paymentsTakeNoMoney } from './payments-provider.ts';

function docWithProvider(content: string | null): Pick<Document, 'querySelector'> {
  return {
    querySelector: ((selector: string) =>
      selector === 'meta[name="payments-provider"]' && content !== null
        ? { getAttribute: (name: string) => (name === 'content' ? content : null) }
        : null) as Document['querySelector'],
  };
}

describe('paymentsTakeNoMoney', () => {
  it('should be true only when the server names the test provider', () => {
    expect(paymentsTakeNoMoney(docWithProvider('test'))).toBe(true);
    expect(paymentsTakeNoMoney(docWithProvider('stripe'))).toBe(false);
  });

  it('should be false without the tag or a document (vite dev, the server render)', () => {
    expect(paymentsTakeNoMoney(docWithProvider(null))).toBe(false);
    expect(paymentsTakeNoMoney(undefined)).toBe(false);
  });
});
