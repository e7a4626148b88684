// @vitest-environment jsdom

import type { ApprovalRequest } from '@studio/domain/approvals-contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { fakeCursorList } from '../../../testing/fake-cursor-list.ts';
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

const aRequest = (id: string, status: ApprovalRequest['status']): ApprovalRequest => ({
  id,
  shopId: 'shop-1',
  shopName: 'Café Lumière',
  shopCurrencyCode: 'EUR',
  subjectType: 'shop',
  subjectId: 'x',
  status,
  proposed: {},
  current: null,
  reason: null,
  submittedBy: null,
  submittedAt: '2026-11-27T09:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
});

describe('AdminApprovalsRoute', () => {
  it('should put a new studio asking for review into the queue with its profile and approve it into waiting for payment', async () => {
    const api = fakeApi({
      'GET /approvals': [],
      'GET /shops/all/true': (call) => ({
        body: [draft, application].filter(
          (shop) => call.query.get('reviewRequested') !== 'true' || shop.reviewRequestedAt !== null,
        ),
      }),
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
    expect(api.callsTo('GET /shops/all/true')[0]?.query.get('reviewRequested')).toBe('true');
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
    fakeApi({ 'GET /approvals': [], 'GET /shops/all/true': [] });
    renderWithProviders(<AdminApprovalsRoute />);
    expect(await screen.findByTestId('approvals-empty')).toBeTruthy();
    expect(screen.queryByTestId('studio-applications')).toBeNull();
  });

  it('should page on by the next cursor, back by the one it came by, and start again when the status changes', async () => {
    const api = fakeApi({
      'GET /shops/all/true': [],
      'GET /approvals': fakeCursorList([
        { rows: [aRequest('r1', 'pending')], total: 30 },
        { rows: [aRequest('r2', 'pending')], total: 30 },
      ]),
    });
    const { user } = renderWithProviders(<AdminApprovalsRoute />);
    const shown = async () => (await screen.findByTestId('approval-card')).getAttribute('data-approval-id');
    expect(await shown()).toBe('r1');
    expect(screen.getByText('1–1 of 30')).toBeTruthy();
    const asked = () => api.callsTo('GET /approvals').at(-1)?.query;
    expect(asked()?.get('limit')).toBe('25');
    expect(asked()?.get('cursor')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(async () => expect(await shown()).toBe('r2'));
    expect(asked()?.get('cursor')).toBe('page-1');
    expect(screen.getByRole('button', { name: 'Go to the next page' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Go to the previous page' }));
    await waitFor(async () => expect(await shown()).toBe('r1'));

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(async () => expect(await shown()).toBe('r2'));
    await user.click(screen.getByTestId('approvals-status-all'));
    await waitFor(() => expect(asked()?.get('status')).toBeNull());
    expect(asked()?.get('cursor')).toBeNull();
  });
});
