// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { StudioAppRoute } from './studio-app-route.tsx';

const shop = {
  id: 'shop-1',
  name: 'Nagelstudio Aurora',
  address: 'Torstraße 5, 10119 Berlin',
  phone: '+49 30 555 1234',
  email: 'hallo@aurora.example',
  category: 'nails',
  description: '',
  logoUrl: null,
  backgroundUrl: null,
  externalLinks: [],
  currencyCode: 'EUR',
  status: 'active',
  timezone: 'Europe/Berlin',
  latitude: null,
  longitude: null,
  googlePlacesId: null,
};
const nothing = {
  deals: false,
  stampCard: false,
  gifts: false,
  bonusCard: false,
  vouchers: false,
  menu: false,
  orders: false,
  reservations: false,
};

describe('StudioAppRoute', () => {
  it('should offer no tab of a section without content, and booking when nothing is there', async () => {
    fakeApi({ 'GET /shops/shop-1': shop, 'GET /shops/shop-1/page-sections': nothing });
    renderWithProviders(<StudioAppRoute />, {
      route: '/partner/shop-1/app?tab=stamps',
      path: '/partner/:shopId/app',
    });
    expect(await screen.findByTestId('partner-app-empty')).toBeTruthy();
    expect(screen.queryByTestId('partner-app-tab-stamps')).toBeNull();
    expect(screen.queryByTestId('partner-app-tab-deals')).toBeNull();
    expect(screen.getByRole('link', { name: 'Book an appointment' }).getAttribute('href')).toBe(
      '/partner/shop-1/app/book',
    );
  });
});
