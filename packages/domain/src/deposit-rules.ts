// Deposit arithmetic shared by the API and the booking flow (no zod: customer pages import it).

/** Without a policy a studio takes no deposit and lets customers cancel until the usual cut-off. */
export const defaultFreeCancellationHours = 24;

/** How long a booking waiting for its deposit holds its time. */
export const depositHoldMinutes = 30;

/** The deposit for a booking of `priceCents` (0: none), never more than the price. */
export function depositFor(
  policy: { depositPercent: number | null; depositCents: number | null } | undefined,
  priceCents: number,
): number {
  if (!policy || priceCents <= 0) return 0;
  if (policy.depositCents != null) return Math.min(policy.depositCents, priceCents);
  if (policy.depositPercent != null) return Math.round((priceCents * policy.depositPercent) / 100);
  return 0;
}

export interface DepositShares {
  depositPercent: number | null;
  depositCents: number | null;
}

/** A treatment's own deposit; neither a share nor an amount: the treatment takes none. */
export interface TreatmentDeposit extends DepositShares {
  serviceId: string;
}

/**
 * The deposit for a booking of these treatments: a treatment with its own deposit pays that (or
 * nothing when exempt), the others together pay the studio's deposit on their summed price (a
 * fixed studio deposit once per booking). Never more than the booking's price.
 */
export function bookingDepositFor(
  policy: (DepositShares & { treatmentDeposits: readonly TreatmentDeposit[] }) | undefined,
  treatments: readonly { id: string | null; priceCents: number }[],
): number {
  if (!policy) return 0;
  const own = new Map(policy.treatmentDeposits.map((deposit) => [deposit.serviceId, deposit]));
  let total = 0;
  let studioPriced = 0;
  for (const treatment of treatments) {
    const deposit = treatment.id ? own.get(treatment.id) : undefined;
    if (deposit) total += depositFor(deposit, treatment.priceCents);
    else studioPriced += treatment.priceCents;
  }
  total += depositFor(policy, studioPriced);
  const price = treatments.reduce((sum, treatment) => sum + treatment.priceCents, 0);
  return Math.min(total, price);
}
