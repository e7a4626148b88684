// Payouts through the provider's connected accounts: create one, onboard, read its status, open its dashboard.

import { ErrorCode } from '@studio/domain/error-codes';
import type { ConnectStatus } from '@studio/domain/payments-contract';
import type { Kysely } from 'kysely';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findPayoutAccount, insertPayoutAccount, writePayoutAccountState } from './payments.repo.ts';
import { payoutStatusOf } from './payout-status.ts';

export interface PayoutDeps {
  db: Kysely<Database>;
  payments: PaymentProvider;
  publicUrl: string;
}

/** Creates the studio's connected account once; a second call answers the same account. */
export async function initiatePayouts(
  deps: PayoutDeps,
  shop: ShopRow,
): Promise<{ accountId: string; status: 'pending_verification' }> {
  const existing = await findPayoutAccount(deps.db, shop.id);
  if (existing) return { accountId: existing.account_id, status: 'pending_verification' };
  const { accountId } = await deps.payments.createAccount({
    shopId: shop.id,
    email: shop.email,
    name: shop.name,
  });
  const account = await insertPayoutAccount(deps.db, shop.id, deps.payments.name, accountId);
  return { accountId: account.account_id, status: 'pending_verification' };
}

async function requireAccount(deps: PayoutDeps, shopId: string) {
  const account = await findPayoutAccount(deps.db, shopId);
  if (!account) throw new AppError(ErrorCode.payoutsNotSetUp);
  return account;
}

/** The provider's onboarding page for the studio's account (409 2032 before initiate). */
export async function payoutOnboardingLink(deps: PayoutDeps, shopId: string): Promise<{ url: string }> {
  const account = await requireAccount(deps, shopId);
  const back = `${deps.publicUrl}/voucher`;
  return {
    url: await deps.payments.onboardingLink(account.account_id, { refreshUrl: back, returnUrl: back }),
  };
}

/** The provider's dashboard for the studio (payouts, balance); 409 2032 before initiate. */
export async function payoutDashboardLink(deps: PayoutDeps, shopId: string): Promise<{ url: string }> {
  const account = await requireAccount(deps, shopId);
  return { url: await deps.payments.dashboardLink(account.account_id) };
}

/** The status, read from the provider each time in case its account events never arrive. */
export async function showPayoutStatus(deps: PayoutDeps, shopId: string): Promise<ConnectStatus> {
  let account = await findPayoutAccount(deps.db, shopId);
  // An account of another provider (the demo's test account under Stripe) has nothing to read.
  if (account && account.provider === deps.payments.name) {
    const state = await deps.payments.readAccount(account.account_id);
    account = (await writePayoutAccountState(deps.db, shopId, account.account_id, state)) ?? account;
  }
  return {
    status: payoutStatusOf(account),
    chargesEnabled: account?.charges_enabled ?? false,
    payoutsEnabled: account?.payouts_enabled ?? false,
  };
}
