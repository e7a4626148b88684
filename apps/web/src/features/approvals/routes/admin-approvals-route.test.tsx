// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { aPublicShop } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { AdminApprovalsRoute } from './admin-approvals-route.tsx';

const application = {
  ...aPublicShop,
  id: 'shop-new',
  name: 'Nagelstudio Aurora',
  status: 'pending',
  description: 'Gel und Acryl in Prenzlauer Berg.',
  logoUrl: '/uploads/shop-new/logo.webp',
  owner: { uid: 'u1', name: 'Ava Owner', email: 'ava@example.com' },
  hasPendingChange: false,
  reviewRequestedAt: '2026-11-27T09:00:00.000Z',
  createdAt: '2026-11-26T09:00:00.000Z',
};
// Created but not yet asking for review: nothing to decide.
const draft = { ...application, id: 'shop-draft', name: 'Halb fertig', reviewRequestedAt: null };

describe('AdminApprovalsRoute', () => {
  it('should put a new studio asking for review into the queue with its profile and approve it into waiting for payment', async () => {
    const api = fakeApi({
      'GET /approvals': [],
      'GET /shops/all/true': [draft, application],
      'PUT /shops/shop-new/pending_payment': {
        ...application,
        status: 'pending_payment',
        pendingChange: null,
      },
    });
    const { user } = renderWithProviders(<AdminApprovalsRoute />);
    const card = await screen.findByTestId('studio-application');
    expect(screen.getAllByTestId('studio-application')).toHaveLength(1);
    expect(api.callsTo('GET /shops/all/true')[0]?.query.get('status')).toBe('pending');
    expect(within(card).getByRole('heading', { name: 'Nagelstudio Aurora' })).toBeTruthy();
    expect(card.textContent).toContain('Ava Owner');
    // Labels in the admin's language, the category by name, the logo as an image.
    expect(within(card).getByTestId('studio-application-category').textContent).toBe('CategoryNail studio');
    expect(within(card).getByTestId('studio-application-description').textContent).toContain(
      'Gel und Acryl in Prenzlauer Berg.',
    );
    expect(within(card).getByRole('img').getAttribute('src')).toBe('/uploads/shop-new/logo.webp');

    await user.click(within(card).getByTestId('studio-application-approve'));
    await waitFor(() => expect(api.callsTo('PUT /shops/shop-new/pending_payment')).toHaveLength(1));
    expect(api.callsTo('PUT /shops/shop-new/active')).toHaveLength(0);
  });

  it('should show no new-studio section when none asks for review', async () => {
    fakeApi({ 'GET /approvals': [], 'GET /shops/all/true': [draft] });
    renderWithProviders(<AdminApprovalsRoute />);
    expect(await screen.findByTestId('approvals-empty')).toBeTruthy();
    expect(screen.queryByTestId('studio-applications')).toBeNull();
  });
});
