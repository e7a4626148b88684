// What other features and the app's wiring may use of the deals feature; everything else in
// its folder is its own.
export { dealApprovalSubject } from './deal-approval-subject.ts';
export { dealPurchasePaymentOutcome } from './deal-purchase-payment-outcome.ts';
export { findCatalogueDeal } from './deals.repo.ts';
export { listLiveDeals } from './list-live-deals.ts';
export { findShopDeal, insertRedemption } from './shop-deals.repo.ts';
