import type { BookingPolicy } from '@studio/domain/booking-policy-contract';
import { defaultFreeCancellationHours } from '@studio/domain/deposit-rules';
import type { ShopRow } from '../../db/schema.ts';
import type { BookingPolicyRow, TreatmentDepositRow } from './deposits.repo.ts';

/** A studio without a policy takes no deposit and no fee; cancelling is free until the usual cut-off. */
export function presentBookingPolicy(
  row: BookingPolicyRow | undefined,
  treatmentDeposits: readonly TreatmentDepositRow[],
  shop: Pick<ShopRow, 'currency_code'>,
): BookingPolicy {
  return {
    depositPercent: row?.deposit_percent ?? null,
    depositCents: row?.deposit_cents ?? null,
    depositNewClientsOnly: row?.deposit_new_clients_only ?? false,
    treatmentDeposits: treatmentDeposits.map((deposit) => ({
      serviceId: deposit.treatment_id,
      depositPercent: deposit.deposit_percent,
      depositCents: deposit.deposit_cents,
    })),
    freeCancellationHours: row?.free_cancellation_hours ?? defaultFreeCancellationHours,
    lateCancellationFeeCents: row?.late_cancellation_fee_cents ?? null,
    noShowFeeCents: row?.no_show_fee_cents ?? null,
    currencyCode: shop.currency_code,
  };
}
