import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import AddBusinessIcon from '@mui/icons-material/AddBusinessOutlined';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import EventSeatIcon from '@mui/icons-material/EventSeatOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import LoyaltyIcon from '@mui/icons-material/LoyaltyOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import PeopleAltIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAltIcon from '@mui/icons-material/PersonAddAltOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import RedeemIcon from '@mui/icons-material/RedeemOutlined';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenuOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import SecurityIcon from '@mui/icons-material/SecurityOutlined';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBagOutlined';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import SpaIcon from '@mui/icons-material/SpaOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import StoreIcon from '@mui/icons-material/StoreOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAltOutlined';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import ViewWeekIcon from '@mui/icons-material/ViewWeekOutlined';
import type { ModuleFlagName } from '@studio/domain/shop';
import type { IconComponent } from '../components/icon-type.ts';

export interface ScreenDefinition {
  /** Absolute route path. The screen's id is the key under "screens." for its title and description. */
  path: string;
  icon: IconComponent;
  /** Module flag that must be on for the signed-in shop. */
  flag?: ModuleFlagName;
  /** Announced but not scheduled; shown with a "coming soon" badge. */
  comingSoon?: boolean;
}

/**
 * Every screen in one place, so routes, navigation and titles cannot drift apart.
 * Global-admin sub-views have no paths of their own; they live under /admin/*.
 */
export const screens = {
  // Public and customer pages
  login: { path: '/login', icon: PersonIcon },
  home: { path: '/', icon: StorefrontIcon },
  recovery: { path: '/recovery', icon: SecurityIcon },
  partnerStudio: { path: '/partner/:shopId', icon: StorefrontIcon },
  partnerApp: { path: '/partner/:shopId/app', icon: StorefrontIcon },
  voucherPurchase: { path: '/partner/:shopId/app/voucher/purchase', icon: ShoppingBagIcon },
  voucherClaim: { path: '/partner/:shopId/app/voucher/claim', icon: RedeemIcon },
  success: { path: '/partner/:shopId/app/success', icon: CheckCircleIcon },
  book: { path: '/partner/:shopId/app/book', icon: SpaIcon },
  bookSelectDate: { path: '/partner/:shopId/app/book/selectDate', icon: EventAvailableIcon },
  bookConfirm: { path: '/partner/:shopId/app/book/confirm', icon: TaskAltIcon },
  bookingCancel: { path: '/partner/:shopId/app/booking/cancel', icon: EventBusyIcon },
  account: { path: '/account', icon: PersonIcon },
  accountStampcards: { path: '/account/stampcards', icon: LoyaltyIcon },
  accountVouchers: { path: '/account/voucher', icon: CardGiftcardIcon },
  partnerRegister: { path: '/partner/register', icon: PersonAddAltIcon },
  partnerCreate: { path: '/partner/create', icon: AddBusinessIcon },
  accountSecurity: { path: '/account/security', icon: SecurityIcon },

  // Shop admin
  shopDashboard: { path: '/shop', icon: SpaceDashboardIcon },
  shopProfile: { path: '/shop/profile', icon: StoreIcon },
  shopAccount: { path: '/shop/account', icon: AccountCircleIcon },
  shopAccountSecurity: { path: '/shop/account-security', icon: SecurityIcon },
  deals: { path: '/deal', icon: LocalOfferIcon, flag: 'dealsEnabled' },
  calendar: { path: '/calendar', icon: CalendarMonthIcon },
  bookings: { path: '/bookings', icon: EventNoteIcon },
  bookingsUpcoming: { path: '/bookings/upcoming', icon: EventAvailableIcon },
  bookingsClosures: { path: '/bookings/availabilities', icon: EventBusyIcon },
  bookingsTeam: { path: '/bookings/members', icon: GroupsIcon },
  bookingsHours: { path: '/bookings/hours', icon: ScheduleIcon },
  bookingsSlots: { path: '/bookings/rules', icon: ViewWeekIcon },
  services: { path: '/services', icon: SpaIcon },
  vouchers: { path: '/voucher', icon: CardGiftcardIcon, flag: 'vouchersEnabled' },
  stampcards: { path: '/stampcards', icon: LoyaltyIcon, flag: 'stampsEnabled' },
  shopGifts: { path: '/shop/gifts', icon: RedeemIcon, flag: 'giftsEnabled' },
  shopPartnerCards: { path: '/shop/partner-cards', icon: CreditCardIcon, flag: 'partnerCardsEnabled' },
  // The mail icon: one already loaded (a new icon here would weigh on every page).
  pushMessages: { path: '/push-messages', icon: MailIcon },
  voice: { path: '/voice', icon: SupportAgentIcon },
  wholesale: { path: '/wholesale', icon: StorefrontIcon, comingSoon: true },
  onboarding: { path: '/onboarding', icon: FlagIcon },

  // Global admin
  adminShops: { path: '/shops', icon: StoreIcon },
  adminDeals: { path: '/deals', icon: LocalOfferIcon },
  adminUsers: { path: '/users', icon: PeopleAltIcon },
  adminAnalytics: { path: '/analytics', icon: InsightsIcon },
  adminApprovals: { path: '/admin/approvals', icon: FactCheckIcon },
  adminMenus: { path: '/admin/menus', icon: RestaurantMenuIcon },
  adminReservations: { path: '/admin/reservations', icon: EventSeatIcon },
  adminOrders: { path: '/admin/orders', icon: ReceiptLongIcon },
  adminPartnerCards: { path: '/admin/partner-cards', icon: CreditCardIcon },
  adminGifts: { path: '/admin/gifts', icon: RedeemIcon },
  adminPriceList: { path: '/admin/price-list', icon: RequestQuoteIcon },
  adminAppointments: { path: '/admin/appointments', icon: EventIcon },
  adminMailOutbox: { path: '/admin/mail-outbox', icon: MailIcon },
  adminProfile: { path: '/admin/profile', icon: AccountCircleIcon },
  adminSettings: { path: '/admin/settings', icon: TuneIcon },
  adminAccountSecurity: { path: '/admin/account-security', icon: SecurityIcon },
} as const satisfies Record<string, ScreenDefinition>;

export type ScreenId = keyof typeof screens;

export function screenOf(id: ScreenId): ScreenDefinition {
  return screens[id];
}

export function screenTitleKey(id: ScreenId): string {
  return `screens.${id}.title`;
}
