import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query key of the web app. A change in one screen refreshes what other screens show by these
 * keys, so they live in one place instead of in the feature that happens to read them first.
 * A key is a prefix of the keys below it: invalidating `shop(id)` reaches all of that shop's data.
 */
export const queryKeys = {
  me: () => ['auth', 'me'] as const,
  meOfToken: (token: string | null) => [...queryKeys.me(), token] as const,
  oidcSignInOptions: () => ['auth', 'oidc'] as const,
  placeSearch: (text: string) => ['places', text] as const,

  ownBookings: () => ['me', 'bookings'] as const,
  ownBookingsOf: (when: string) => [...queryKeys.ownBookings(), when] as const,
  ownBookingFreeTimes: (bookingId: string, day: string) =>
    [...queryKeys.ownBookings(), bookingId, 'free-times', day] as const,
  ownReviews: () => ['me', 'reviews'] as const,
  ownContactPhone: () => ['me', 'contact-phone'] as const,
  accountSettings: () => ['me', 'settings'] as const,

  users: () => ['users'] as const,
  userList: (filter: unknown) => [...queryKeys.users(), 'list', filter] as const,

  approvals: () => ['approvals'] as const,
  approvalList: (filter: unknown) => [...queryKeys.approvals(), 'list', filter] as const,

  mailOutbox: (page: number) => ['mail-outbox', page] as const,
  errorGroups: (page: number) => ['error-groups', page] as const,
  adminAppointments: (filter: object, page: object) => ['admin-appointments', filter, page] as const,

  analyticsSummary: (query: unknown) => ['analytics', 'summary', query] as const,

  shops: () => ['shops'] as const,
  shopLists: () => [...queryKeys.shops(), 'list'] as const,
  shopList: (filter: unknown) => [...queryKeys.shopLists(), filter] as const,
  /** The public profile customers see, and the prefix of everything else of the shop. */
  shop: (shopId: string) => [...queryKeys.shops(), shopId] as const,
  shopDetail: (shopId: string) => [...queryKeys.shop(shopId), 'detail'] as const,
  shopFlags: (shopId: string) => [...queryKeys.shop(shopId), 'flags'] as const,
  studioPageSections: (shopId: string) => [...queryKeys.shop(shopId), 'page-sections'] as const,
  shopReviews: (shopId: string) => [...queryKeys.shop(shopId), 'reviews'] as const,
  shopApprovals: (shopId: string) => [...queryKeys.shop(shopId), 'approvals'] as const,
  shopAdmins: (shopId: string) => [...queryKeys.shop(shopId), 'admins'] as const,
  shopBookingSettings: (shopId: string) => [...queryKeys.shop(shopId), 'booking-settings'] as const,
  dashboard: (shopId: string) => [...queryKeys.shop(shopId), 'dashboard'] as const,
  teamMembers: (shopId: string) => [...queryKeys.shop(shopId), 'team-members'] as const,
  services: (shopId: string) => [...queryKeys.shop(shopId), 'services'] as const,
  treatmentTemplates: (shopId: string) => [...queryKeys.shop(shopId), 'service-templates'] as const,
  openingHours: (shopId: string) => [...queryKeys.shop(shopId), 'opening-hours'] as const,
  bookingPolicy: (shopId: string) => [...queryKeys.shop(shopId), 'booking-policy'] as const,
  bookingRules: (shopId: string) => [...queryKeys.shop(shopId), 'booking-rules'] as const,
  closures: (shopId: string) => [...queryKeys.shop(shopId), 'closures'] as const,
  shopBookings: (shopId: string) => [...queryKeys.shop(shopId), 'bookings'] as const,
  shopBookingList: (shopId: string, query: unknown) =>
    [...queryKeys.shopBookings(shopId), 'list', query] as const,

  /** What the customer's booking pages of one shop cache: offer, team, free times, own bookings. */
  bookingFlow: (shopId: string) => ['booking-flow', shopId] as const,
  bookingFlowServices: (shopId: string) => [...queryKeys.bookingFlow(shopId), 'services'] as const,
  bookingFlowBooking: (shopId: string, bookingId: string) =>
    [...queryKeys.bookingFlow(shopId), 'booking', bookingId] as const,
  freeSlots: (shopId: string) => [...queryKeys.bookingFlow(shopId), 'slots'] as const,
  bookingByToken: (token: string) => ['booking-flow', 'by-token', token] as const,
};

/**
 * After the shop's setup changed (treatments, team, hours, closures, rules): its dashboard checklist
 * and the customers' booking pages show it at once.
 */
export function refreshAfterSetupChange(queryClient: QueryClient, shopId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(shopId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.bookingFlow(shopId) });
}

/** After a booking was made, moved or cancelled by the staff: their lists and the dashboard. */
export function refreshAfterBookingChange(queryClient: QueryClient, shopId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.shopBookings(shopId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(shopId) });
}
