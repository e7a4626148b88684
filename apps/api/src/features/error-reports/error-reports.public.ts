// What other features and the app's wiring may use of the error-reports feature; everything else in
// its folder is its own.

export { deleteErrorEventsReceivedBefore } from './error-events.repo.ts';
export { createErrorReporter } from './error-reporter.ts';
