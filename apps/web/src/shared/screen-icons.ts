// The icon of every screen (navigation, "being set up" pages), apart from screens.ts: the routes
// need only paths, and customer pages should not load the admin portals' icons with them.
import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import AddBusinessIcon from '@mui/icons-material/AddBusinessOutlined';
import BugReportIcon from '@mui/icons-material/BugReportOutlined';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import EventSeatIcon from '@mui/icons-material/EventSeatOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import LoyaltyIcon from '@mui/icons-material/LoyaltyOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import PeopleAltIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAltIcon from '@mui/icons-material/PersonAddAltOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import PolicyIcon from '@mui/icons-material/PolicyOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
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
import TravelExploreIcon from '@mui/icons-material/TravelExploreOutlined';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import ViewWeekIcon from '@mui/icons-material/ViewWeekOutlined';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import type { IconComponent } from '../components/icon-type.ts';
import type { ScreenId } from './screens.ts';

export const screenIcons: Record<ScreenId, IconComponent> = {
  login: PersonIcon,
  home: StorefrontIcon,
  findStudio: TravelExploreIcon,
  recovery: SecurityIcon,
  studioPage: StorefrontIcon,
  studioApp: StorefrontIcon,
  voucherPurchase: ShoppingBagIcon,
  voucherClaim: RedeemIcon,
  success: CheckCircleIcon,
  book: SpaIcon,
  bookSelectDate: EventAvailableIcon,
  bookConfirm: TaskAltIcon,
  bookingCancel: EventBusyIcon,
  account: PersonIcon,
  accountStampcards: LoyaltyIcon,
  accountVouchers: CardGiftcardIcon,
  accountPartnerCards: CreditCardIcon,
  studioRegister: PersonAddAltIcon,
  register: PersonAddAltIcon,
  staffInvitation: GroupsIcon,
  studioCreate: AddBusinessIcon,
  accountSecurity: SecurityIcon,
  shopDashboard: SpaceDashboardIcon,
  shopProfile: StoreIcon,
  shopAccount: AccountCircleIcon,
  shopAccountSecurity: SecurityIcon,
  shopSettings: TuneIcon,
  deals: LocalOfferIcon,
  calendar: CalendarMonthIcon,
  clients: PeopleAltIcon,
  bookings: EventNoteIcon,
  bookingsUpcoming: EventAvailableIcon,
  bookingsClosures: EventBusyIcon,
  bookingsTeam: GroupsIcon,
  bookingsHours: ScheduleIcon,
  bookingsSlots: ViewWeekIcon,
  bookingsPolicy: PolicyIcon,
  services: SpaIcon,
  vouchers: CardGiftcardIcon,
  stampcards: LoyaltyIcon,
  shopGifts: RedeemIcon,
  shopPartnerCards: CreditCardIcon,
  shopMenu: RestaurantMenuIcon,
  shopOrders: ReceiptLongIcon,
  shopReservations: EventSeatIcon,
  pushMessages: MailIcon,
  shopReviews: RateReviewIcon,
  shopCalendarFeeds: EventRepeatIcon,
  voice: SupportAgentIcon,
  plus: WorkspacePremiumIcon,
  shopSupport: HelpIcon,
  wholesale: StorefrontIcon,
  onboarding: FlagIcon,
  adminShops: StoreIcon,
  adminDeals: LocalOfferIcon,
  adminUsers: PeopleAltIcon,
  adminAnalytics: InsightsIcon,
  adminApprovals: FactCheckIcon,
  adminMenus: RestaurantMenuIcon,
  adminReservations: EventSeatIcon,
  adminOrders: ReceiptLongIcon,
  adminPartnerCards: CreditCardIcon,
  adminGifts: RedeemIcon,
  adminPriceList: RequestQuoteIcon,
  adminAppointments: EventIcon,
  adminMailOutbox: MailIcon,
  adminErrors: BugReportIcon,
  adminSupport: SupportAgentIcon,
  adminReviews: RateReviewIcon,
  adminProfile: AccountCircleIcon,
  adminSettings: TuneIcon,
  adminAccountSecurity: SecurityIcon,
};
