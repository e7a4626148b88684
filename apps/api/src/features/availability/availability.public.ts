// What other features and the app's wiring may use of the availability feature; everything else in
// its folder is its own.

export { claimEndedPeriods, deletePeriods, listClosureRows } from './closures.repo.ts';
export { createFreeSlotsCache, type FreeSlotsCache } from './free-slots-cache.ts';
export { listFreeSlots } from './list-free-slots.ts';
export { listKeptFreeSlots } from './list-kept-free-slots.ts';
export { loadAvailability } from './load-availability.ts';
export { replaceOpeningRanges } from './opening-hours.repo.ts';
export { dayMs, localDateOf, minuteMs, shopIso, startOfLocalDay } from './shop-time.ts';
export { showOpeningHours } from './show-opening-hours.ts';
