// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { StudioSearchForm } from './studio-search-form.tsx';

const found = {
  name: 'Nagelbar Mai',
  address: 'Kastanienallee 3, 10115 Berlin',
  latitude: 52.5321,
  longitude: 13.4105,
  placeId: 'fake:nagelbar-mai',
};

describe('StudioSearchForm', () => {
  it('should find the studio by name and street and take its address, coordinates and place id', async () => {
    const api = fakeApi({ 'GET /places': [found] });
    const onFound = vi.fn();
    const { user } = renderWithProviders(<StudioSearchForm onFound={onFound} />);

    await user.type(screen.getByTestId('studio-place-search'), 'Nagelbar Mai, Kastanienallee');
    await user.click(await screen.findByTestId('studio-place-option'));
    expect((screen.getByTestId('studio-search-address') as HTMLInputElement).value).toBe(found.address);
    await user.click(screen.getByTestId('studio-search-continue'));

    await waitFor(() => expect(onFound).toHaveBeenCalledTimes(1));
    expect(onFound.mock.calls[0]?.[0]).toEqual({
      name: 'Nagelbar Mai',
      address: found.address,
      latitude: 52.5321,
      longitude: 13.4105,
      placeId: 'fake:nagelbar-mai',
    });
    expect(api.callsTo('GET /places').at(-1)?.query.get('q')).toBe('Nagelbar Mai, Kastanienallee');
  });

  it('should keep entering by hand when the place search is not available', async () => {
    fakeApi({ 'GET /places': apiError(503, 2070) });
    const onFound = vi.fn();
    const { user } = renderWithProviders(<StudioSearchForm onFound={onFound} />);

    await user.type(screen.getByTestId('studio-place-search'), 'Nagelbar');
    expect(
      await screen.findByText('The place search is not available. Enter the details below.'),
    ).toBeTruthy();
    await user.type(screen.getByTestId('studio-search-name'), 'Nagelbar Mai');
    await user.type(screen.getByTestId('studio-search-address'), 'Kastanienallee 3, 10115 Berlin');
    await user.click(screen.getByTestId('studio-search-continue'));

    await waitFor(() => expect(onFound).toHaveBeenCalledTimes(1));
    expect(onFound.mock.calls[0]?.[0]).toEqual({
      name: 'Nagelbar Mai',
      address: 'Kastanienallee 3, 10115 Berlin',
      latitude: null,
      longitude: null,
      placeId: null,
    });
  });
});
