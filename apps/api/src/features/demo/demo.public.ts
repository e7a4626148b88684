// What other features and the app's wiring may use of the demo feature; everything else in
// its folder is its own.
export { demoAccounts, demoPassword, demoShopId } from './demo-shop.ts';
export { seedDemoData } from './seed-demo-data.ts';
export { seedDemoPhotos } from './seed-demo-photos.ts';
