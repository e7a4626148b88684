// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Shop } from '../../../shared/shops/api/get-shop.ts';
import { aPublicShop } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { StorefrontAbout } from './storefront-about.tsx';
import { StorefrontHero } from './storefront-hero.tsx';

describe("the studio's own words on its page", () => {
  it('should set the description in its own direction, so a German text keeps its full stop on an Arabic page', async () => {
    renderWithProviders(<StorefrontAbout description={'Über uns: Nägel seit 2010.'} />);
    const description = await screen.findByTestId('storefront-description');
    expect(description.getAttribute('dir')).toBe('auto');
    expect(description.textContent).toBe('Über uns: Nägel seit 2010.');
  });

  it("should isolate the studio's name and address from the page's direction", async () => {
    const shop = { ...aPublicShop, name: 'Studio „Lumière“.' } as unknown as Shop;
    renderWithProviders(<StorefrontHero shop={shop} />);
    const title = await screen.findByTestId('page-title');
    expect(title.querySelector('bdi')?.textContent).toBe('Studio „Lumière“.');
    expect(screen.getByTestId('partner-address').tagName).toBe('BDI');
  });
});
