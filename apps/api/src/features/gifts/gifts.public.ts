// What other features and the app's wiring may use of the gifts feature; everything else in
// its folder is its own.
export { giftApprovalSubject } from './gift-approval-subject.ts';
export { listValidGifts } from './gifts.repo.ts';
