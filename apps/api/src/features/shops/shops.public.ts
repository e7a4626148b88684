// What other features and the app's wiring may use of the shops feature; everything else in
// its folder is its own.
export { announceShopLive } from './announce-shop-live.ts';
export { findMissingLiveRequirements } from './live-readiness.repo.ts';
export { requireModuleEnabled } from './require-module-enabled.ts';
export { shopApprovalSubject } from './shop-approval-subject.ts';
export { isContentImageName, isShopImageName, newShopImageName } from './shop-image-files.ts';
export { listReferencedShopImageUrls } from './shop-image-references.repo.ts';
export {
  findModuleFlags,
  findShopById,
  findShopForAccess,
  findShopsByIds,
  insertShop,
} from './shops.repo.ts';
