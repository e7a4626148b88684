// What other features and the app's wiring may use of the health feature; everything else in
// its folder is its own.
export { createDatabaseProbe } from './database-probe.ts';
