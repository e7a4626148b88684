// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { LiveMenusSection } from './live-menus-section.tsx';

const studio = (id: string, name: string, currencyCode: string) => ({
  id,
  name,
  address: 'Hauptstraße 1, Berlin',
  status: 'active',
  timezone: 'Europe/Berlin',
  currencyCode,
});
const cafe = studio('cafe-1', 'Café Morgenrot', 'EUR');
const bakery = studio('bakery-1', 'Backstube Süd', 'CHF');

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
      'GET /shops/cafe-1': cafe,
      'GET /shops/bakery-1': bakery,
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
    await user.click(await screen.findByRole('option', { name: /Café Morgenrot/ }));
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
    await user.click(await screen.findByRole('option', { name: /Backstube Süd/ }));
    expect(await screen.findByTestId('live-menu-empty')).toBeTruthy();
  });
});
