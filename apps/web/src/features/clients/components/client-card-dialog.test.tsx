// @vitest-environment jsdom
import type { SessionUser } from '@studio/domain/auth-contract';
import type { ClientCard } from '@studio/domain/client-contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/auth-session.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { ClientCardDialog } from './client-card-dialog.tsx';

const shop = {
  id: 's1',
  name: 'Nail Bar',
  address: 'Hauptstraße 1, Berlin',
  category: 'nails',
  status: 'active',
  timezone: 'Europe/Berlin',
  currencyCode: 'EUR',
};

const card: ClientCard = {
  id: 'c1',
  name: 'Mai Lan',
  email: 'mai@example.com',
  phone: '+49 151 2345678',
  hasAccount: false,
  marketingConsent: false,
  createdAt: '2026-01-10T10:00:00.000Z',
  visits: 4,
  noShows: 0,
  lateCancellations: 0,
  totalSpentCents: 18000,
  upcoming: [],
  past: [],
  loyalty: {
    stamps: null,
    vouchers: [
      { id: 'v1', code: 'GIFT-AAAA', remainingCents: 2500, expiresAt: '2027-06-01T00:00:00.000Z' },
      { id: 'v2', code: 'GIFT-USED', remainingCents: 0, expiresAt: '2027-06-01T00:00:00.000Z' },
    ],
    gifts: [],
  },
  notes: [],
  merged: [{ id: 'c9', name: 'Mai L.', phone: '01512345678' }],
};

function signIn(shopLevel: SessionUser['shopLevel']) {
  sessionStore.save('token', {
    uid: 'u1',
    email: 'desk@example.com',
    name: 'Desk',
    role: 'shopAdmin',
    shopId: 's1',
    shopLevel,
    teamMemberId: null,
    emailVerified: true,
    guest: false,
  });
}

describe('ClientCardDialog', () => {
  it('should book the client again with their latest visit’s treatments and team member', async () => {
    signIn('owner');
    const visit = {
      start: '2026-11-02T10:00:00.000Z',
      end: '2026-11-02T11:00:00.000Z',
      status: 'completed',
      treatments: ['Gel', 'Nail art'],
      priceCents: 6000,
    };
    fakeApi({
      'GET /shops/s1': shop,
      'GET /shops/s1/clients/c1': {
        ...card,
        past: [
          { ...visit, bookingId: 'b2', serviceIds: ['t1', 't2'], teamMemberId: 'm1' },
          { ...visit, bookingId: 'b1', serviceIds: ['t9'], teamMemberId: 'm9' },
        ],
      },
      'GET /shops/s1/clients/c1/photos': { photos: [] },
    });
    renderWithProviders(<ClientCardDialog shopId="s1" clientId="c1" onClose={() => {}} />);
    const link = new URL((await screen.findByTestId('client-book')).getAttribute('href') ?? '', 'http://x');
    expect(link.pathname).toBe('/calendar');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      bookFor: 'Mai Lan',
      bookEmail: 'mai@example.com',
      bookPhone: '+49 151 2345678',
      bookServices: 't1,t2',
      bookMember: 'm1',
    });
  });

  it('should name the vouchers with a balance before erasing a client', async () => {
    signIn('manager');
    const api = fakeApi({
      'GET /shops/s1': shop,
      'GET /shops/s1/clients/c1': card,
      'GET /shops/s1/clients/c1/photos': { photos: [] },
      'DELETE /shops/s1/clients/c1': { status: 204 },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ClientCardDialog shopId="s1" clientId="c1" onClose={onClose} />);
    await user.click(await screen.findByTestId('client-erase'));
    const dialog = await screen.findByTestId('client-erase-dialog');
    expect(dialog.textContent).toContain('GIFT-AAAA');
    expect(dialog.textContent).not.toContain('GIFT-USED');
    await user.click(screen.getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('DELETE /shops/s1/clients/c1')).toHaveLength(1);
  });

  it('should merge a duplicate found by name and split a wrong merge off again', async () => {
    signIn('owner');
    const api = fakeApi({
      'GET /shops/s1': shop,
      'GET /shops/s1/clients/c1': card,
      'GET /shops/s1/clients/c1/photos': { photos: [] },
      'GET /shops/s1/clients': {
        items: [
          { id: 'c1', name: 'Mai Lan', visits: 4, noShows: 0 },
          { id: 'c2', name: 'Mai Lan', email: 'mai.lan@example.com', visits: 1, noShows: 0 },
        ],
        total: 2,
      },
      'POST /shops/s1/clients/c1/merge': card,
      'POST /shops/s1/clients/c1/split': card,
    });
    const { user } = renderWithProviders(<ClientCardDialog shopId="s1" clientId="c1" onClose={() => {}} />);
    await user.click(await screen.findByTestId('client-merge'));
    await user.click(screen.getByTestId('client-merge-search'));
    // The card's own record is never offered as its duplicate.
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Mai Lanmai.lan@example.com']);
    await user.click(options[0] as HTMLElement);
    await user.click(screen.getByTestId('client-merge-confirm'));
    await waitFor(() =>
      expect(api.callsTo('POST /shops/s1/clients/c1/merge').map((call) => call.body)).toEqual([
        { otherClientId: 'c2' },
      ]),
    );

    await user.click(screen.getByTestId('client-split-c9'));
    await waitFor(() =>
      expect(api.callsTo('POST /shops/s1/clients/c1/split').map((call) => call.body)).toEqual([
        { mergedClientId: 'c9' },
      ]),
    );
  });

  it('should not offer staff to merge, export or erase', async () => {
    signIn('staff');
    fakeApi({
      'GET /shops/s1': shop,
      'GET /shops/s1/clients/c1': card,
      'GET /shops/s1/clients/c1/photos': { photos: [] },
    });
    renderWithProviders(<ClientCardDialog shopId="s1" clientId="c1" onClose={() => {}} />);
    expect(await screen.findByTestId('client-card')).toBeTruthy();
    expect(screen.queryByTestId('client-card-actions')).toBeNull();
  });

  it('should upload a photo only once the client’s consent is ticked, and let staff delete only their own', async () => {
    signIn('staff');
    // jsdom has no object URLs; the images show from one.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:photo';
        static override revokeObjectURL = () => {};
      },
    );
    const photo = (id: string, uploadedById: string) => ({
      id,
      consentAt: '2026-11-02T10:00:00.000Z',
      uploadedById,
      uploadedByName: uploadedById === 'u1' ? 'Desk' : 'Owner',
      createdAt: '2026-11-02T10:00:00.000Z',
      width: 1600,
      height: 1200,
      url: `/api/shops/s1/client-photos/${id}`,
      thumbnailUrl: `/api/shops/s1/client-photos/${id}/thumbnail`,
    });
    const api = fakeApi({
      'GET /shops/s1': shop,
      'GET /shops/s1/clients/c1': card,
      'GET /shops/s1/clients/c1/photos': { photos: [photo('p1', 'u1'), photo('p2', 'u2')] },
      'GET /shops/s1/client-photos/p1': 'image',
      'GET /shops/s1/client-photos/p1/thumbnail': 'thumbnail',
      'GET /shops/s1/client-photos/p2/thumbnail': 'thumbnail',
      'POST /shops/s1/clients/c1/photos': { status: 201, body: photo('p3', 'u1') },
    });
    const { user } = renderWithProviders(<ClientCardDialog shopId="s1" clientId="c1" onClose={() => {}} />);
    const tiles = await screen.findAllByTestId('client-photo');
    expect(tiles.map((tile) => tile.querySelector('[data-testid="client-photo-delete"]') !== null)).toEqual([
      true,
      false,
    ]);
    // The grid loads the thumbnails; the whole image only once a photo is opened.
    await waitFor(() => expect(api.callsTo('GET /shops/s1/client-photos/p2/thumbnail')).toHaveLength(1));
    expect(api.callsTo('GET /shops/s1/client-photos/p1')).toHaveLength(0);
    await user.click(within(tiles[0] as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(api.callsTo('GET /shops/s1/client-photos/p1')).toHaveLength(1));
    await user.keyboard('{Escape}');

    const file = new File(['jpeg'], 'nails.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByTestId('client-photo-file'), file);
    const save = screen.getByTestId('client-photo-upload');
    expect(save).toHaveProperty('disabled', true);
    await user.click(screen.getByTestId('client-photo-consent'));
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    await waitFor(() => expect(api.callsTo('POST /shops/s1/clients/c1/photos')).toHaveLength(1));
    const [sent] = api.callsTo('POST /shops/s1/clients/c1/photos');
    expect(sent?.query.get('consent')).toBe('true');
    expect(sent?.body).toBe(file);
  });
});
