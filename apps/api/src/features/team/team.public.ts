// What other features and the app's wiring may use of the team feature; everything else in
// its folder is its own.
export { requireTeamMemberOfShop } from './require-team-member-of-shop.ts';
export { existingTeamMemberIds, findTeamMemberName } from './team.repo.ts';
