// What other features and the app's wiring may use of the deposits feature; everything else in
// its folder is its own.
export type { FeeDeps } from './charge-booking-fee.ts';
export { sendDepositRefundedMail } from './deposit-mails.ts';
export { findDepositTerms } from './deposit-terms.ts';
export { feePaymentOutcome } from './fee-payment-outcome.ts';
export { findDeposit, findFreeCancellationHours } from './find-deposit.ts';
export { refundDeposit } from './refund-deposit.ts';
export { settleLostFeeCharges } from './settle-lost-fee-charges.ts';
export { startCardSetupCheckout, startDepositCheckout } from './start-deposit-checkout.ts';
