// What other features and the app's wiring use of reviews.
export { findShopRatings, type ShopRating } from './list-shop-reviews.ts';
export { sendReviewRequests } from './send-review-requests.ts';
