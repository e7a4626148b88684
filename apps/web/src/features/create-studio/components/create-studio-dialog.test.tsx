// @vitest-environment jsdom
import type { CreateShopRequest } from '@studio/domain/shop-contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { CreateStudioDialog } from './create-studio-dialog.tsx';

const place = {
  name: 'Nagelstudio Lena',
  address: 'Hauptstraße 1, 10115 Berlin',
  latitude: 52.53,
  longitude: 13.38,
  placeId: 'fake:nagelstudio-lena',
};
const me = {
  uid: 'u1',
  email: 'lena@example.com',
  name: 'Lena',
  role: 'shopAdmin',
  shopId: 'new-shop',
  shopLevel: 'owner',
  teamMemberId: null,
  emailVerified: true,
  guest: false,
};

function createdShop(body: CreateShopRequest) {
  return {
    ...body,
    id: 'new-shop',
    description: body.description ?? '',
    googlePlacesId: null,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    logoUrl: null,
    backgroundUrl: null,
    externalLinks: [],
    currencyCode: 'EUR',
    status: 'pending',
    slotStepMinutes: 15,
    minLeadMinutes: 60,
    horizonDays: 90,
    autoConfirm: true,
    legal: null,
    pendingChange: null,
    reviewRequestedAt: null,
    createdAt: '2027-01-01T00:00:00Z',
  };
}

function renderDialog() {
  const onCreated = vi.fn();
  const view = renderWithProviders(
    <CreateStudioDialog
      open
      place={place}
      ownerEmail="lena@example.com"
      onClose={() => {}}
      onCreated={onCreated}
    />,
  );
  return { ...view, onCreated };
}

const invalid = (testId: string) => screen.getByTestId(testId).getAttribute('aria-invalid') === 'true';

async function fillDetails(user: ReturnType<typeof renderDialog>['user']) {
  await user.click(screen.getByTestId('create-studio-category'));
  await user.click(await screen.findByTestId('create-studio-category-nails'));
  await user.type(screen.getByTestId('create-studio-phone'), '+49 30 1234567');
  await user.click(screen.getByTestId('create-studio-next'));
  await screen.findByTestId('create-studio-step-finish');
}

describe('CreateStudioDialog', () => {
  it('should keep the first step until category and phone are given', async () => {
    const api = fakeApi({});
    const { user } = renderDialog();
    expect((screen.getByTestId('create-studio-name') as HTMLInputElement).value).toBe('Nagelstudio Lena');
    expect((screen.getByTestId('create-studio-email') as HTMLInputElement).value).toBe('lena@example.com');
    await user.click(screen.getByTestId('create-studio-next'));
    await waitFor(() => expect(invalid('create-studio-phone')).toBe(true));
    expect(screen.getByTestId('create-studio-step-details')).toBeTruthy();
    expect(screen.queryByTestId('create-studio-submit')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('should confirm the details and create the shop at the chosen place, then refresh the signed-in user', async () => {
    const api = fakeApi({
      'POST /shops': ({ body }) => ({ status: 201, body: createdShop(body as CreateShopRequest) }),
      'GET /me': me,
    });
    const { user, onCreated } = renderDialog();
    await fillDetails(user);

    const summary = within(screen.getByTestId('create-studio-summary'));
    expect(summary.getByText('Nagelstudio Lena')).toBeTruthy();
    expect(summary.getByText('Nail studio')).toBeTruthy();
    expect(summary.getByText('+49 30 1234567')).toBeTruthy();

    await user.type(screen.getByTestId('create-studio-description'), 'Gel and acrylic nails.');
    await user.click(screen.getByTestId('create-studio-submit'));

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /shops').map((call) => call.body)).toEqual([
      {
        name: 'Nagelstudio Lena',
        address: 'Hauptstraße 1, 10115 Berlin',
        category: 'nails',
        phone: '+49 30 1234567',
        email: 'lena@example.com',
        description: 'Gel and acrylic nails.',
        timezone: 'Europe/Berlin',
        latitude: 52.53,
        longitude: 13.38,
        googlePlacesId: 'fake:nagelstudio-lena',
      },
    ]);
    expect(onCreated.mock.calls[0]?.[0]).toMatchObject({ id: 'new-shop', status: 'pending' });
    expect(onCreated.mock.calls[0]?.[1]).toEqual(me);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /shops', 'GET /me']);
  });

  it('should go back to the first step to show a field the server refused there', async () => {
    fakeApi({ 'POST /shops': apiError(400, 9400, { phone: 'This phone number cannot be reached.' }) });
    const { user, onCreated } = renderDialog();
    await fillDetails(user);
    await user.click(screen.getByTestId('create-studio-submit'));

    expect(await screen.findByText('This phone number cannot be reached.')).toBeTruthy();
    expect(screen.getByTestId('create-studio-step-details')).toBeTruthy();
    expect(invalid('create-studio-phone')).toBe(true);
    expect(screen.queryByTestId('create-studio-error')).toBeNull();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
