// What other features may use of the personal-data feature: a person's rows in one studio, to hand
// over or to erase under the same rule as an account's own deletion.

export { deleteErasedFiles } from './delete-erased-files.ts';
export { eraseGuestsPastRetention } from './erase-guests-past-retention.ts';
export { personScopeOfClients } from './person-scope.ts';
export { erasePersonRows, type PersonScope, personRows } from './personal-data.repo.ts';
