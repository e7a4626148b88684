// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { LiveMenusSection } from './live-menus-section.tsx';

const cafe = { id: 'cafe-1', name: 'Café Morgenrot', currencyCode: 'EUR' };
const bakery = { id: 'bakery-1', name: 'Backstube Süd', currencyCode: 'CHF' };

const article = (id: string, name: string, priceCents: number, allergens: string[] = []) => ({
  id,
  categoryId: 'drinks',
  name,
  description: '',
  priceCents,
  allergens,
  additives: [],
  imageUrl: null,
  available: true,
});

describe('LiveMenusSection', () => {
  it('should show a chosen studio’s live menu with prices in its currency, and say when it has none', async () => {
    const api = fakeApi({
      'GET /shops/all/true': [cafe, bakery],
      'GET /shops/cafe-1/menu': {
        categories: [
          { id: 'drinks', name: 'Getränke', articles: [article('a1', 'Cappuccino', 350, ['g'])] },
          { id: 'empty', name: 'Leer', articles: [] },
        ],
      },
      'GET /shops/bakery-1/menu': { categories: [] },
    });
    const { user } = renderWithProviders(<LiveMenusSection />);

    await user.click(screen.getByTestId('live-menus-studio'));
    await user.click(await screen.findByRole('option', { name: 'Café Morgenrot' }));
    const menu = await screen.findByTestId('live-menu');
    expect(within(menu).getByRole('heading', { name: 'Getränke' })).toBeTruthy();
    expect(within(menu).queryByRole('heading', { name: 'Leer' })).toBeNull();
    const cappuccino = within(menu).getByTestId('live-menu-article');
    expect(cappuccino.textContent).toContain('Cappuccino');
    expect(cappuccino.textContent).toContain('€3.50');
    expect(cappuccino.textContent).toContain('Allergens: g');
    expect(api.callsTo('GET /shops/all/true')[0]?.query.get('status')).toBe('active');

    await user.clear(screen.getByTestId('live-menus-studio'));
    await user.click(screen.getByTestId('live-menus-studio'));
    await user.click(await screen.findByRole('option', { name: 'Backstube Süd' }));
    expect(await screen.findByTestId('live-menu-empty')).toBeTruthy();
  });
});
