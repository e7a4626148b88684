// What the app's wiring uses of the waitlist.
export { sendWaitlistOffers } from './send-waitlist-offers.ts';
