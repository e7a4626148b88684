import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import LoyaltyIcon from '@mui/icons-material/LoyaltyOutlined';
import RedeemIcon from '@mui/icons-material/RedeemOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import type { StudioPageSectionName, StudioPageSections } from '@studio/domain/studio-page-sections';
import type { IconComponent } from '../../components/icon-type.ts';

// The studio page's links (/partner/{shopId}): booking always, each loyalty or café section's while it
// has something in it (its module on and content there), so no link leads to an empty tab.
export interface ShopLink {
  key: string;
  to: string;
  icon: IconComponent;
  /** Shown only while this section of the studio page has content. */
  section?: StudioPageSectionName;
}

// The loyalty links open the studio app on their tab. Icons imported one by one: the screens'
// icon table (shared/screen-icons.ts) would bring every admin icon to the customer page.
const shopLinks: readonly ShopLink[] = [
  { key: 'book', to: 'app/book', icon: EventAvailableIcon },
  { key: 'deals', to: 'app?tab=deals', icon: LocalOfferIcon, section: 'deals' },
  { key: 'stamps', to: 'app?tab=stamps', icon: LoyaltyIcon, section: 'stampCard' },
  { key: 'gifts', to: 'app?tab=gifts', icon: RedeemIcon, section: 'gifts' },
  { key: 'bonusCard', to: 'app?tab=bonus', icon: CreditCardIcon, section: 'bonusCard' },
  { key: 'voucher', to: 'app/voucher/purchase', icon: CardGiftcardIcon, section: 'vouchers' },
  // A café's menu, where its customers also order: while the module is on and the menu has content.
  // Its icon is one the page loads anyway (the customer page's bundle budget is tight).
  { key: 'menu', to: 'app?tab=menu', icon: StorefrontIcon, section: 'menu' },
];

/** The links of the sections with content; they wait for the answer (and stay off without it). */
export function visibleShopLinks(sections: StudioPageSections | undefined): readonly ShopLink[] {
  return shopLinks.filter((link) => link.section === undefined || sections?.[link.section] === true);
}
