// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/auth-session.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { PurchaseThanks } from './purchase-thanks.tsx';

function signIn(guest: boolean) {
  sessionStore.save('token-1', {
    uid: 'u1',
    email: 'anna@example.com',
    name: 'Anna',
    role: 'appUser',
    shopId: null,
    shopLevel: null,
    teamMemberId: null,
    emailVerified: true,
    guest,
  });
}

describe('PurchaseThanks', () => {
  it('should say an own voucher bought while signed in is in the account already, with no code to type', () => {
    signIn(false);
    renderWithProviders(<PurchaseThanks shopId="s1" gift={false} />);
    expect(screen.getByTestId('voucher-purchase-thanks-text').textContent).toContain(
      'Your voucher is already in your account.',
    );
    expect(screen.getByTestId('voucher-to-account').getAttribute('href')).toBe('/account/voucher');
    expect(screen.queryByTestId('voucher-to-claim')).toBeNull();
  });

  it("should never offer a gift's buyer to put it into their own account", () => {
    signIn(false);
    renderWithProviders(<PurchaseThanks shopId="s1" gift />);
    expect(screen.getByTestId('voucher-purchase-thanks-text').textContent).toContain('goes to the person');
    expect(screen.queryByTestId('voucher-to-claim')).toBeNull();
    expect(screen.queryByTestId('voucher-to-account')).toBeNull();
  });

  it('should let a guest add the mailed code to an account', () => {
    signIn(true);
    renderWithProviders(<PurchaseThanks shopId="s1" gift={false} />);
    expect(screen.getByTestId('voucher-to-claim')).toBeTruthy();
  });
});
