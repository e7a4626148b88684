// What other features and the app's wiring may use of the partner-cards feature; everything else in
// its folder is its own.

export { listAcceptedPartnerCards } from './list-accepted-partner-cards.ts';
export { partnerCardChoiceApprovalSubject } from './partner-card-choice-approval-subject.ts';
