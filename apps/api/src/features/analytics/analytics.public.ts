// What other features and the app's wiring may use of the analytics feature; everything else in
// its folder is its own.
export { rollUpAnalytics } from './roll-up-analytics.ts';
