// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { ShopFilterField } from './shop-filter-field.tsx';

const studio = (id: string, name: string, status = 'active') => ({
  id,
  name,
  address: `${name}straße 1, Berlin`,
  status,
});

function Filter({ start }: { start: string }) {
  const [shopId, setShopId] = useState(start);
  return (
    <>
      <ShopFilterField label="Studio" allLabel="All studios" value={shopId} onChange={setShopId} />
      <output data-testid="chosen">{shopId || 'all'}</output>
    </>
  );
}

describe('ShopFilterField', () => {
  it('should ask the server for the studios matching what the admin types, and pick one of them', async () => {
    const api = fakeApi({
      'GET /shops/all/true': (call) => {
        const search = call.query.get('search');
        const all = [studio('s1', 'Aurora'), studio('s2', 'Lumière', 'suspended'), studio('s3', 'Luna')];
        return { body: search ? all.filter((one) => one.name.toLowerCase().includes(search)) : all };
      },
      'GET /shops/s2': { ...studio('s2', 'Lumière'), timezone: 'Europe/Berlin', currencyCode: 'EUR' },
    });
    const { user } = renderWithProviders(<Filter start="" />);
    const field = screen.getByRole('combobox', { name: 'Studio' });
    expect(field.getAttribute('placeholder')).toBe('All studios');

    await user.type(field, 'lu');
    await waitFor(() => expect(api.callsTo('GET /shops/all/true').at(-1)?.query.get('search')).toBe('lu'));
    expect(api.callsTo('GET /shops/all/true').at(-1)?.query.get('limit')).toBe('20');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Aurora/ })).toBeNull());
    expect(screen.getByRole('option', { name: /Luna/ })).toBeTruthy();
    // A studio that is not live says so beside its address.
    expect(screen.getByRole('option', { name: /Lumière.*Suspended/ })).toBeTruthy();

    await user.click(screen.getByRole('option', { name: /Lumière/ }));
    expect(screen.getByTestId('chosen').textContent).toBe('s2');
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('Lumière'));
  });

  it('should name a studio picked before even when it is not among the first matches', async () => {
    fakeApi({
      'GET /shops/all/true': [studio('s1', 'Aurora')],
      'GET /shops/s9': {
        ...studio('s9', 'Studio Neuntausend'),
        timezone: 'Europe/Berlin',
        currencyCode: 'EUR',
      },
    });
    renderWithProviders(<Filter start="s9" />);
    const field = screen.getByRole('combobox', { name: 'Studio' }) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('Studio Neuntausend'));
  });
});
