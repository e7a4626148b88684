// @vitest-environment jsdom

import type { OwnGift } from '@studio/domain/gift-contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { aPublicShop } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { OwnGiftsCard } from './own-gifts-card.tsx';

function aHeldGift(fields: Partial<OwnGift> & Pick<OwnGift, 'id' | 'title' | 'claim'>): OwnGift {
  return {
    offerText: 'Gratis Nagelpflege-Öl',
    description: '',
    type: 'welcome',
    validFrom: null,
    validTo: null,
    imageUrl: '/uploads/gift.webp',
    shopId: 's1',
    shopName: 'Nagelstudio Lena',
    ...fields,
  };
}

describe('the account’s gifts', () => {
  it('should list the gifts held at every studio with their state and a link to the studio’s gifts', async () => {
    fakeApi({
      'GET /me/gifts': [
        aHeldGift({
          id: 'g2',
          title: 'Nagelfeile',
          claim: { id: 'c2', status: 'claimed', claimedAt: '2026-11-27T10:00:00.000Z', handedOverAt: null },
        }),
        aHeldGift({
          id: 'g1',
          title: 'Willkommensgeschenk',
          claim: {
            id: 'c1',
            status: 'handed_over',
            claimedAt: '2026-11-01T10:00:00.000Z',
            handedOverAt: '2026-11-02T10:00:00.000Z',
          },
        }),
      ],
      'GET /shops/s1': aPublicShop,
    });
    renderWithProviders(<OwnGiftsCard />);
    const gifts = await screen.findAllByTestId('own-gift');
    expect(gifts.map((gift) => gift.getAttribute('data-status'))).toEqual(['claimed', 'handed_over']);
    expect(gifts[0]?.textContent).toContain('Nagelfeile');
    expect(gifts[0]?.textContent).toContain('Ready to collect');
    expect(gifts[1]?.textContent).toContain('Collected');
    const studio = screen.getAllByRole('link', { name: 'Nagelstudio Lena' })[0];
    expect(studio?.getAttribute('href')).toBe('/partner/s1/app?tab=gifts');
  });

  it('should show nothing while the customer holds no gift', async () => {
    const server = fakeApi({ 'GET /me/gifts': [] });
    renderWithProviders(<OwnGiftsCard />);
    await expect.poll(() => server.calls.length).toBe(1);
    expect(screen.queryByTestId('own-gifts')).toBeNull();
  });
});
