// @vitest-environment jsdom

import { errorMessage } from '@studio/domain/error-catalogue';
import { ErrorCode } from '@studio/domain/error-codes';
import type { SoldVoucher } from '@studio/domain/voucher-contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, apiError, fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { SoldVouchersSection } from './sold-vouchers-section.tsx';

const voucher: SoldVoucher = {
  id: 'v1',
  code: 'ABCD-EFGH-JKMN',
  name: 'Gutschein 50 €',
  totalCents: 5000,
  remainingCents: 5000,
  currency: 'EUR',
  active: true,
  purchasedAt: '2027-02-20T08:00:00Z',
  expiresAt: '2030-12-31T23:00:00Z',
  buyerName: 'Anna Käuferin',
  holderName: 'Mia Beschenkte',
  recipientName: null,
};

const studio = {
  id: 's1',
  name: 'Nagelstudio Lumière',
  address: 'Hauptstraße 1, Berlin',
  category: 'nails',
  status: 'active',
  timezone: 'Europe/Berlin',
  currencyCode: 'EUR',
};

const redeemRoute = 'POST /shops/s1/vouchers/v1/redeem';
const keyOf = (call: ApiCall) => call.headers.get('idempotency-key');

/** Answers each redemption in turn with the given replies (a lost answer is a server failure here). */
function redemptionsAnswering(...replies: ((call: ApiCall) => { status: number; body?: unknown })[]) {
  let next = 0;
  return fakeApi({
    'GET /shops/s1': studio,
    'GET /shops/s1/vouchers': [voucher],
    [redeemRoute]: (call) => {
      const reply = replies[next] ?? replies[replies.length - 1];
      next += 1;
      if (!reply) throw new Error('no reply');
      return reply(call);
    },
  });
}

const redeemed = (call: ApiCall) => ({
  status: 200,
  body: {
    ...voucher,
    remainingCents: voucher.remainingCents - (call.body as { amountCents: number }).amountCents,
  },
});
const lost = () => ({ status: 502, body: { errorCode: null, message: 'Bad Gateway' } });

async function redeemAmount(user: ReturnType<typeof renderWithProviders>['user'], amount: string) {
  await user.click(await screen.findByRole('button', { name: 'Redeem' }));
  await user.type(screen.getByLabelText('Amount'), amount);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByTestId('voucher-redeem-confirm-confirm'));
}

describe('SoldVouchersSection', () => {
  it('should send a retried redemption with the key of its first try, and the next redemption with a new one', async () => {
    const api = redemptionsAnswering(lost, redeemed, redeemed);
    const { user } = renderWithProviders(<SoldVouchersSection shopId="s1" />);
    await redeemAmount(user, '20');
    // The answer was lost: the confirmation stays open, and confirming again is the retry.
    await waitFor(() => expect(api.callsTo(redeemRoute)).toHaveLength(1));
    const confirm = () => screen.getByTestId<HTMLButtonElement>('voucher-redeem-confirm-confirm');
    await waitFor(() => expect(confirm().disabled).toBe(false));
    await user.click(confirm());
    await waitFor(() => expect(screen.queryByTestId('voucher-redeem-confirm')).toBeNull());

    // A new redemption afterwards is a new action.
    await redeemAmount(user, '5');
    await waitFor(() => expect(api.callsTo(redeemRoute)).toHaveLength(3));
    const [first, retry, next] = api.callsTo(redeemRoute);
    expect(first?.body).toEqual({ amountCents: 2000, confirm: true });
    expect(retry?.body).toEqual(first?.body);
    expect(keyOf(first as ApiCall)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(retry as ApiCall)).toBe(keyOf(first as ApiCall));
    expect(keyOf(next as ApiCall)).not.toBe(keyOf(first as ApiCall));
  });

  it('should keep the key when the dialog is closed and opened again for the same voucher after a lost answer', async () => {
    const api = redemptionsAnswering(lost, redeemed);
    const { user } = renderWithProviders(<SoldVouchersSection shopId="s1" />);
    await redeemAmount(user, '20');
    await waitFor(() => expect(api.callsTo(redeemRoute)).toHaveLength(1));
    await user.click(screen.getByTestId('voucher-redeem-confirm-cancel'));
    await redeemAmount(user, '20');
    await waitFor(() => expect(api.callsTo(redeemRoute)).toHaveLength(2));
    const [first, again] = api.callsTo(redeemRoute);
    expect(keyOf(again as ApiCall)).toBe(keyOf(first as ApiCall));
  });

  it('should start a new action after the server says the key stood for another amount (2060)', async () => {
    const api = redemptionsAnswering(lost, apiError(422, 2060) as never, redeemed);
    const { user } = renderWithProviders(<SoldVouchersSection shopId="s1" />);
    await redeemAmount(user, '20');
    await waitFor(() => expect(api.callsTo(redeemRoute)).toHaveLength(1));
    await user.click(screen.getByTestId('voucher-redeem-confirm-cancel'));
    await redeemAmount(user, '25');
    // The catalogue's text tells the cashier to look at the voucher again.
    expect(await screen.findByText(errorMessage(ErrorCode.idempotencyKeyReused, 'en'))).toBeTruthy();
    await user.click(screen.getByTestId('voucher-redeem-confirm-confirm'));
    await waitFor(() => expect(api.callsTo(redeemRoute)).toHaveLength(3));
    const [first, refused, fresh] = api.callsTo(redeemRoute);
    expect(keyOf(refused as ApiCall)).toBe(keyOf(first as ApiCall));
    expect(keyOf(fresh as ApiCall)).not.toBe(keyOf(first as ApiCall));
  });
});
