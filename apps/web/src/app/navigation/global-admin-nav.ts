import type { NavGroup } from './nav-types.ts';

export const globalAdminNav: readonly NavGroup[] = [
  {
    id: 'platform',
    items: [
      { screen: 'adminShops' },
      { screen: 'adminDeals' },
      { screen: 'adminUsers' },
      { screen: 'adminAnalytics' },
    ],
  },
  {
    id: 'review',
    items: [{ screen: 'adminApprovals' }, { screen: 'adminReviews' }],
  },
  {
    id: 'content',
    items: [
      { screen: 'adminMenus' },
      { screen: 'adminGifts' },
      { screen: 'adminPartnerCards' },
      { screen: 'adminPriceList' },
    ],
  },
  {
    id: 'operations',
    items: [
      { screen: 'adminReservations' },
      { screen: 'adminOrders' },
      { screen: 'adminAppointments' },
      { screen: 'adminMailOutbox' },
      { screen: 'adminErrors' },
      { screen: 'adminSupport' },
    ],
  },
  {
    id: 'account',
    items: [{ screen: 'adminProfile' }, { screen: 'adminSettings' }, { screen: 'adminAccountSecurity' }],
  },
];
