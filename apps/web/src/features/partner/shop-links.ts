import type { ModuleFlagName, ModuleFlags } from '@studio/domain/shop';
import type { IconComponent } from '../../components/icon-type.ts';
import { screenOf } from '../../shared/screens.ts';

// The studio link page's links (/partner/{shopId}): booking always, each loyalty module's while it is on.
export interface ShopLink {
  key: string;
  to: string;
  icon: IconComponent;
  /** Shown only while the shop has this module switched on. */
  flag?: ModuleFlagName;
}

// The loyalty links open the studio app on their tab; their icons are the screens' own (already loaded).
const shopLinks: readonly ShopLink[] = [
  { key: 'book', to: 'app/book', icon: screenOf('bookSelectDate').icon },
  { key: 'deals', to: 'app?tab=deals', icon: screenOf('deals').icon, flag: 'dealsEnabled' },
  { key: 'stamps', to: 'app?tab=stamps', icon: screenOf('stampcards').icon, flag: 'stampsEnabled' },
  { key: 'gifts', to: 'app?tab=gifts', icon: screenOf('adminGifts').icon, flag: 'giftsEnabled' },
  {
    key: 'bonusCard',
    to: 'app?tab=bonus-card',
    icon: screenOf('adminPartnerCards').icon,
    flag: 'partnerCardsEnabled',
  },
  { key: 'voucher', to: 'app/voucher/purchase', icon: screenOf('vouchers').icon, flag: 'vouchersEnabled' },
];

/** The links of the shop's modules that are on; module links wait for the flags (and stay off without them). */
export function visibleShopLinks(flags: ModuleFlags | undefined): readonly ShopLink[] {
  return shopLinks.filter((link) => link.flag === undefined || flags?.[link.flag] === true);
}
