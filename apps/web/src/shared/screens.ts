import type { ModuleFlagName } from '@studio/domain/shop';

export interface ScreenDefinition {
  /** Absolute route path. The screen's id is the key under "screens." for its title and description. */
  path: string;
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
  login: { path: '/login' },
  home: { path: '/' },
  findStudio: { path: '/find' },
  recovery: { path: '/recovery' },
  studioPage: { path: '/partner/:shopId' },
  studioApp: { path: '/partner/:shopId/app' },
  voucherPurchase: { path: '/partner/:shopId/app/voucher/purchase' },
  voucherClaim: { path: '/partner/:shopId/app/voucher/claim' },
  success: { path: '/partner/:shopId/app/success' },
  book: { path: '/partner/:shopId/app/book' },
  bookSelectDate: { path: '/partner/:shopId/app/book/selectDate' },
  bookConfirm: { path: '/partner/:shopId/app/book/confirm' },
  bookingCancel: { path: '/partner/:shopId/app/booking/cancel' },
  account: { path: '/account' },
  accountStampcards: { path: '/account/stampcards' },
  accountVouchers: { path: '/account/voucher' },
  accountPartnerCards: { path: '/account/partnercards' },
  studioRegister: { path: '/partner/register' },
  register: { path: '/register' },
  studioCreate: { path: '/partner/create' },
  accountSecurity: { path: '/account/security' },
  staffInvitation: { path: '/staff-invitation' },

  // Shop admin
  shopDashboard: { path: '/shop' },
  shopProfile: { path: '/shop/profile' },
  shopAccount: { path: '/shop/account' },
  shopAccountSecurity: { path: '/shop/account-security' },
  shopSettings: { path: '/shop/settings' },
  deals: { path: '/deal', flag: 'dealsEnabled' },
  calendar: { path: '/calendar' },
  clients: { path: '/clients' },
  bookings: { path: '/bookings' },
  bookingsUpcoming: { path: '/bookings/upcoming' },
  bookingsClosures: { path: '/bookings/availabilities' },
  bookingsTeam: { path: '/bookings/members' },
  bookingsHours: { path: '/bookings/hours' },
  bookingsSlots: { path: '/bookings/rules' },
  bookingsPolicy: { path: '/bookings/policy' },
  services: { path: '/services' },
  vouchers: { path: '/voucher', flag: 'vouchersEnabled' },
  stampcards: { path: '/stampcards', flag: 'stampsEnabled' },
  shopGifts: { path: '/shop/gifts', flag: 'giftsEnabled' },
  shopPartnerCards: { path: '/shop/partner-cards', flag: 'partnerCardsEnabled' },
  shopMenu: { path: '/menu', flag: 'menuEnabled' },
  shopOrders: { path: '/orders', flag: 'ordersEnabled' },
  shopReservations: { path: '/reservations', flag: 'reservationsEnabled' },
  pushMessages: { path: '/push-messages' },
  shopReviews: { path: '/shop/reviews' },
  shopCalendarFeeds: { path: '/shop/calendar-feeds' },
  voice: { path: '/voice' },
  plus: { path: '/plus' },
  shopSupport: { path: '/support' },
  wholesale: { path: '/wholesale', comingSoon: true },
  onboarding: { path: '/onboarding' },

  // Global admin
  adminShops: { path: '/shops' },
  adminDeals: { path: '/deals' },
  adminUsers: { path: '/users' },
  adminAnalytics: { path: '/analytics' },
  adminApprovals: { path: '/admin/approvals' },
  adminMenus: { path: '/admin/menus' },
  adminReservations: { path: '/admin/reservations' },
  adminOrders: { path: '/admin/orders' },
  adminPartnerCards: { path: '/admin/partner-cards' },
  adminGifts: { path: '/admin/gifts' },
  adminPriceList: { path: '/admin/price-list' },
  adminAppointments: { path: '/admin/appointments' },
  adminMailOutbox: { path: '/admin/mail-outbox' },
  adminErrors: { path: '/admin/errors' },
  adminSupport: { path: '/admin/support' },
  adminReviews: { path: '/admin/reviews' },
  adminProfile: { path: '/admin/profile' },
  adminSettings: { path: '/admin/settings' },
  adminAccountSecurity: { path: '/admin/account-security' },
} as const satisfies Record<string, ScreenDefinition>;

export type ScreenId = keyof typeof screens;

export function screenOf(id: ScreenId): ScreenDefinition {
  return screens[id];
}

export function screenTitleKey(id: ScreenId): string {
  return `screens.${id}.title`;
}
