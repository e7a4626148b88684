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
