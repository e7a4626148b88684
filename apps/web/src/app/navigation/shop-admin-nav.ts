import type { NavGroup } from './nav-types.ts';

/** Side navigation of the studio portal, grouped as studio owners think about their day. */
export const shopAdminNav: readonly NavGroup[] = [
  {
    id: 'daily',
    items: [
      { screen: 'shopDashboard' },
      { screen: 'shopProfile' },
      { screen: 'calendar' },
      { screen: 'clients' },
      { screen: 'shopCalendarFeeds' },
      {
        screen: 'bookings',
        children: [
          { screen: 'bookingsUpcoming' },
          { screen: 'bookingsClosures' },
          { screen: 'bookingsTeam' },
          { screen: 'bookingsHours' },
          { screen: 'bookingsSlots' },
          { screen: 'bookingsPolicy' },
        ],
      },
      { screen: 'shopOrders' },
      { screen: 'shopReservations' },
    ],
  },
  {
    id: 'offer',
    items: [
      { screen: 'services' },
      { screen: 'shopMenu' },
      { screen: 'deals' },
      { screen: 'stampcards' },
      { screen: 'shopGifts' },
      { screen: 'shopPartnerCards' },
      { screen: 'vouchers' },
    ],
  },
  {
    id: 'grow',
    items: [
      { screen: 'pushMessages' },
      { screen: 'shopReviews' },
      { screen: 'voice' },
      { screen: 'plus' },
      { screen: 'wholesale' },
      { screen: 'onboarding' },
    ],
  },
  {
    id: 'account',
    items: [
      { screen: 'shopAccount' },
      { screen: 'shopSettings' },
      { screen: 'shopAccountSecurity' },
      { screen: 'shopSupport' },
    ],
  },
];
