// The booking policy as the owner edits it: amounts typed in the studio's currency units, sent in cents.
import type { BookingPolicy, BookingPolicyInput } from '@studio/domain/booking-policy-contract';

export type DepositKind = 'none' | 'percent' | 'fixed';
/** A treatment takes the studio's deposit, none, or its own share or amount. */
export type TreatmentDepositKind = 'studio' | DepositKind;

export interface TreatmentDepositForm {
  kind: TreatmentDepositKind;
  /** The share (%) or the amount (currency units), by kind. */
  value: string;
}

export interface PolicyForm {
  depositKind: DepositKind;
  depositPercent: string;
  depositAmount: string;
  depositNewClientsOnly: boolean;
  freeCancellationHours: string;
  lateCancellationFee: string;
  noShowFee: string;
  /** By treatment id; a treatment not named takes the studio's deposit. */
  treatmentDeposits: Record<string, TreatmentDepositForm>;
}

const unitsOf = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

function centsOf(units: string): number | null {
  const value = Number(units.replace(',', '.'));
  return units.trim() === '' || !Number.isFinite(value) || value <= 0 ? null : Math.round(value * 100);
}

export function policyFormOf(policy: BookingPolicy): PolicyForm {
  return {
    depositKind: policy.depositPercent !== null ? 'percent' : policy.depositCents !== null ? 'fixed' : 'none',
    depositPercent: policy.depositPercent === null ? '' : String(policy.depositPercent),
    depositAmount: unitsOf(policy.depositCents),
    depositNewClientsOnly: policy.depositNewClientsOnly,
    freeCancellationHours: String(policy.freeCancellationHours),
    lateCancellationFee: unitsOf(policy.lateCancellationFeeCents),
    noShowFee: unitsOf(policy.noShowFeeCents),
    treatmentDeposits: Object.fromEntries(
      policy.treatmentDeposits.map((deposit) => [
        deposit.serviceId,
        deposit.depositPercent !== null
          ? { kind: 'percent', value: String(deposit.depositPercent) }
          : deposit.depositCents !== null
            ? { kind: 'fixed', value: unitsOf(deposit.depositCents) }
            : { kind: 'none', value: '' },
      ]),
    ),
  };
}

type TreatmentDepositInput = NonNullable<BookingPolicyInput['treatmentDeposits']>[number];

/** A treatment's own deposit to send; null: it takes the studio's; undefined: not valid. */
function treatmentDepositOf(
  serviceId: string,
  form: TreatmentDepositForm,
): TreatmentDepositInput | null | undefined {
  if (form.kind === 'studio') return null;
  if (form.kind === 'none') return { serviceId };
  if (form.kind === 'percent') {
    const percent = Number(form.value);
    return Number.isInteger(percent) && percent >= 1 && percent <= 100
      ? { serviceId, depositPercent: percent }
      : undefined;
  }
  const cents = centsOf(form.value);
  return cents === null ? undefined : { serviceId, depositCents: cents };
}

/** The body to save, or undefined while a field is not valid. */
export function policyInputOf(form: PolicyForm): BookingPolicyInput | undefined {
  const hours = Number(form.freeCancellationHours);
  if (!Number.isInteger(hours) || hours < 0 || hours > 720) return undefined;
  const percent = Number(form.depositPercent);
  if (form.depositKind === 'percent' && (!Number.isInteger(percent) || percent < 1 || percent > 100))
    return undefined;
  const depositCents = form.depositKind === 'fixed' ? centsOf(form.depositAmount) : null;
  if (form.depositKind === 'fixed' && depositCents === null) return undefined;
  const treatmentDeposits: TreatmentDepositInput[] = [];
  for (const [serviceId, deposit] of Object.entries(form.treatmentDeposits)) {
    const own = treatmentDepositOf(serviceId, deposit);
    if (own === undefined) return undefined;
    if (own) treatmentDeposits.push(own);
  }
  return {
    depositPercent: form.depositKind === 'percent' ? percent : null,
    depositCents,
    depositNewClientsOnly: form.depositNewClientsOnly,
    freeCancellationHours: hours,
    lateCancellationFeeCents: centsOf(form.lateCancellationFee),
    noShowFeeCents: centsOf(form.noShowFee),
    treatmentDeposits,
  };
}
