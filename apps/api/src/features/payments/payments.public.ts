// What other features and the app's wiring may use of the payments feature; everything else in
// its folder is its own.
export type { AfterPayment, PaidPurchase, PaymentOutcomes } from './payment-outcomes.ts';
export {
  findPayment,
  insertPayoutAccount,
  markPaymentRefunded,
  markPaymentSucceeded,
  writePayoutAccountState,
  writeSubscription,
} from './payments.repo.ts';
export { hasPaidPlan, paidPlan } from './plans.ts';
export { requirePayoutAccountId } from './require-payout-account.ts';
export type { CheckoutDeps } from './start-checkout.ts';
export { openRecordedCheckout, recordOneOffPayment, startOneOffCheckout } from './start-checkout.ts';
