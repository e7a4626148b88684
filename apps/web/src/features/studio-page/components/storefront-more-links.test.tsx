// @vitest-environment jsdom

import { type StudioPageSections, studioPageSectionNames } from '@studio/domain/studio-page-sections';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { StorefrontMoreLinks } from './storefront-more-links.tsx';

const none = Object.fromEntries(studioPageSectionNames.map((name) => [name, false])) as StudioPageSections;

function renderLinks(sections: StudioPageSections) {
  renderWithProviders(
    [
      { path: '/partner/:shopId', element: <StorefrontMoreLinks sections={sections} /> },
      { path: '/partner/:shopId/app', element: <p data-testid="studio-app">app</p> },
    ],
    { route: '/partner/shop-1' },
  );
}

describe('the link page’s links', () => {
  it('should open the bonus card on the studio app’s bonus tab', async () => {
    renderLinks({ ...none, bonusCard: true });
    const link = await screen.findByTestId('storefront-link-bonusCard');
    expect(link.textContent).toContain('Bonus card');
    expect(link.getAttribute('href')).toBe('/partner/shop-1/app?tab=bonus');
  });

  it('should link a café’s menu, where its customers order, while it has content', async () => {
    renderLinks({ ...none, menu: true, orders: true });
    const menu = await screen.findByTestId('storefront-link-menu');
    expect(menu.textContent).toContain('Menu and ordering');
    expect(menu.getAttribute('href')).toBe('/partner/shop-1/app?tab=menu');
  });

  it('should show no menu link while the menu is empty or switched off', async () => {
    renderLinks({ ...none, deals: true });
    await screen.findByTestId('storefront-link-deals');
    expect(screen.queryByTestId('storefront-link-menu')).toBeNull();
  });
});
