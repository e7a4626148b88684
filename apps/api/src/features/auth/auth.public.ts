// What other features and the app's wiring may use of the auth feature; everything else in
// its folder is its own.

export { ensureGlobalAdmin } from './ensure-global-admin.ts';
export { hashPassword } from './passwords.ts';
export { presentSessionUser } from './present-user.ts';
export { requireVerifiedEmail } from './require-verified-email.ts';
export {
  findFirstShopAdminLocale,
  findSessionTokenAccount,
  findSessionTokenAccounts,
  findUserById,
} from './users.repo.ts';
