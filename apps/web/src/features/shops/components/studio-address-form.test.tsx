// @vitest-environment jsdom
import type { ShopDetail } from '@studio/domain/shop-contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { StudioAddressForm } from './studio-address-form.tsx';

const shop = { id: 's1', slug: 'nail-bar' } as ShopDetail;

describe('StudioAddressForm', () => {
  it('should show the readable address and save a new one, refusing one that is not a slug', async () => {
    const api = fakeApi({ 'PUT /shops/s1/slug': { slug: 'nail-bar-mitte' } });
    const { user } = renderWithProviders(<StudioAddressForm shop={shop} />);
    expect(screen.getByTestId('studio-address-link').getAttribute('href')).toBe('/s/nail-bar');

    const field = screen.getByTestId('studio-address-slug');
    await user.clear(field);
    await user.type(field, 'nail bar');
    await user.click(screen.getByTestId('studio-address-save'));
    expect(await screen.findByText(/Use 3–60 lower-case letters/)).toBeTruthy();
    expect(api.callsTo('PUT /shops/s1/slug')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Nail-Bar-Mitte');
    await user.click(screen.getByTestId('studio-address-save'));
    await screen.findByText('Your studio’s address is saved.');
    expect(api.callsTo('PUT /shops/s1/slug').map((call) => call.body)).toEqual([{ slug: 'nail-bar-mitte' }]);
  });

  it('should say so when another studio has the address', async () => {
    fakeApi({ 'PUT /shops/s1/slug': () => ({ status: 409, body: { errorCode: 2080, message: 'taken' } }) });
    const { user } = renderWithProviders(<StudioAddressForm shop={shop} />);
    const field = screen.getByTestId('studio-address-slug');
    await user.clear(field);
    await user.type(field, 'brow-bar');
    await user.click(screen.getByTestId('studio-address-save'));
    const form = screen.getByTestId('studio-address-form');
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Another studio already has this address. Please choose another one.',
    );
  });
});
