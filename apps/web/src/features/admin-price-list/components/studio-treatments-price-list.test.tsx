// @vitest-environment jsdom

import type { AdminPriceListEntry } from '@studio/domain/admin-price-list-contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { fakeCursorList } from '../../../testing/fake-cursor-list.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { StudioTreatmentsPriceList } from './studio-treatments-price-list.tsx';

const entry = (id: string, name: string): AdminPriceListEntry => ({
  id,
  shopId: 's1',
  shopName: 'Nagelstudio Lena',
  name,
  category: null,
  priceCents: 2500,
  currency: 'EUR',
  durationMinutes: 30,
  active: true,
});

describe('StudioTreatmentsPriceList', () => {
  it('should page on by the next cursor, back by the one it came by, and start again on a new search', async () => {
    const api = fakeApi({
      'GET /services': fakeCursorList([
        { rows: [entry('t1', 'Maniküre klassisch')], total: 2 },
        { rows: [entry('t2', 'Pediküre')], total: 2 },
      ]),
    });
    const { user } = renderWithProviders(<StudioTreatmentsPriceList />);
    expect(await screen.findByText('Maniküre klassisch')).toBeTruthy();
    expect(screen.getByText('1–1 of 2')).toBeTruthy();
    const asked = () => api.callsTo('GET /services').at(-1)?.query;
    expect(asked()?.get('offset')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(await screen.findByText('Pediküre')).toBeTruthy();
    expect(asked()?.get('cursor')).toBe('page-1');
    expect(screen.getByRole('button', { name: 'Go to the next page' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Go to the previous page' }));
    expect(await screen.findByText('Maniküre klassisch')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(await screen.findByText('Pediküre')).toBeTruthy();
    await user.type(screen.getByTestId('price-list-search'), 'pedi');
    await waitFor(() => expect(asked()?.get('search')).toBe('pedi'));
    expect(asked()?.get('cursor')).toBeNull();
  });
});
