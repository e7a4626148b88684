// What other features and the app's wiring may use of the vouchers feature; everything else in
// its folder is its own.

export { expireVouchers } from './expire-vouchers.ts';
export { listVoucherOffers } from './voucher-offers.ts';
export { voucherPaymentOutcome } from './voucher-payment-outcome.ts';
export { insertOffer } from './vouchers.repo.ts';
