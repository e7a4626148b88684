// What other features and the app's wiring may use of the bookings feature; everything else in
// its folder is its own.

export { foldBookingsPerDay } from './admin-appointments.repo.ts';
export { answerReminderReply } from './answer-reminder-reply.ts';
export { insertBooking } from './bookings.repo.ts';
export { depositPaymentOutcome } from './deposit-payment-outcome.ts';
export { releaseExpiredHolds } from './release-expired-holds.ts';
export { sendBookingReminders } from './send-booking-reminders.ts';
export { sendRefillReminders } from './send-refill-reminders.ts';
