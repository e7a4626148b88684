import type { PayoutStatus } from '@studio/domain/payments-contract';
import type { PayoutAccountRow } from '../../db/schema.ts';

/**
 * The payout status the contract names: not set up (no account), waiting for verification (details
 * missing or not yet checked), enabled (charges and payouts both on), disabled (the provider turned
 * it off after verification, e.g. for a missing document).
 */
export function payoutStatusOf(account: PayoutAccountRow | undefined): PayoutStatus {
  if (!account) return 'not_set_up';
  if (account.charges_enabled && account.payouts_enabled) return 'enabled';
  if (account.details_submitted && account.disabled_reason && !account.disabled_reason.includes('pending')) {
    return 'disabled';
  }
  return 'pending_verification';
}
