// What other features and the app's wiring may use of the treatments feature; everything else in
// its folder is its own.
export { listTreatmentRows } from './treatments.repo.ts';
