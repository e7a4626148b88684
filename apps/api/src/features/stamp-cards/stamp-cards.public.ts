// What other features and the app's wiring may use of the stamp-cards feature; everything else in
// its folder is its own.
export { stampCardApprovalSubject } from './stamp-card-approval-subject.ts';
export { findStampCard } from './stamp-cards.repo.ts';
