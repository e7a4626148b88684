import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import LoyaltyIcon from '@mui/icons-material/LoyaltyOutlined';
import RedeemIcon from '@mui/icons-material/RedeemOutlined';
import type { ModuleFlagName, ModuleFlags } from '@studio/domain/shop';
import type { IconComponent } from '../../components/icon-type.ts';

// The studio page's links (/partner/{shopId}): booking always, each loyalty module's while it is on.
export interface ShopLink {
  key: string;
  to: string;
  icon: IconComponent;
  /** Shown only while the shop has this module switched on. */
  flag?: ModuleFlagName;
}

// The loyalty links open the studio app on their tab. Icons imported one by one: the screens'
// icon table (shared/screen-icons.ts) would bring every admin icon to the customer page.
const shopLinks: readonly ShopLink[] = [
  { key: 'book', to: 'app/book', icon: EventAvailableIcon },
  { key: 'deals', to: 'app?tab=deals', icon: LocalOfferIcon, flag: 'dealsEnabled' },
  { key: 'stamps', to: 'app?tab=stamps', icon: LoyaltyIcon, flag: 'stampsEnabled' },
  { key: 'gifts', to: 'app?tab=gifts', icon: RedeemIcon, flag: 'giftsEnabled' },
  { key: 'bonusCard', to: 'app?tab=bonus-card', icon: CreditCardIcon, flag: 'partnerCardsEnabled' },
  { key: 'voucher', to: 'app/voucher/purchase', icon: CardGiftcardIcon, flag: 'vouchersEnabled' },
];

/** The links of the shop's modules that are on; module links wait for the flags (and stay off without them). */
export function visibleShopLinks(flags: ModuleFlags | undefined): readonly ShopLink[] {
  return shopLinks.filter((link) => link.flag === undefined || flags?.[link.flag] === true);
}
