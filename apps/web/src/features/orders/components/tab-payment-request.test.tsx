// @vitest-environment jsdom

import type { OrderGroup } from '@studio/domain/order-contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { BoardVisitActions } from './board-visit-actions.tsx';
import { TabPaymentRequest } from './tab-payment-request.tsx';

const tab: OrderGroup = {
  id: 'group-1',
  shopId: 'shop-1',
  tableNumber: '7',
  orders: [],
  totalCents: 850,
  status: 'open',
  openedAt: '2026-11-28T10:00:00.000Z',
  closesAt: '2026-11-28T14:00:00.000Z',
  paymentRequestedAt: null,
};

describe('asking to pay the tab', () => {
  it('should ask the shop for the bill once and then say the staff is coming', async () => {
    const server = fakeApi({
      'POST /shops/shop-1/order-groups/group-1/request-payment': {
        ...tab,
        paymentRequestedAt: '2026-11-28T10:30:00.000Z',
      },
    });
    const { user, queryClient } = renderWithProviders(<TabPaymentRequest shopId="shop-1" tab={tab} />);
    await user.click(await screen.findByTestId('order-tab-request-payment'));
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /shops/shop-1/order-groups/group-1/request-payment',
    ]);
    // The open tab's query now holds the answer: the screen re-renders from it.
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<OrderGroup>(['me', 'order-group', 'shop-1'])?.paymentRequestedAt).toBe(
        '2026-11-28T10:30:00.000Z',
      ),
    );
  });

  it('should say the bill is on its way once asked, and offer nothing on a closed tab', async () => {
    renderWithProviders(
      <>
        <TabPaymentRequest shopId="shop-1" tab={{ ...tab, paymentRequestedAt: '2026-11-28T10:30:00.000Z' }} />
        <TabPaymentRequest shopId="shop-1" tab={{ ...tab, id: 'group-2', status: 'closed' }} />
      </>,
    );
    expect((await screen.findByTestId('order-tab-payment-requested')).textContent).toContain(
      'bring the bill',
    );
    expect(screen.queryByTestId('order-tab-request-payment')).toBeNull();
  });
});

describe('a visit on the order board', () => {
  it('should show that the table wants to pay and close the visit on request', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <BoardVisitActions
        visit={{ paymentRequestedAt: '2026-11-28T10:30:00.000Z', closedAt: null }}
        busy={false}
        onClose={onClose}
      />,
    );
    expect((await screen.findByTestId('board-visit-wants-to-pay')).textContent).toBe('Wants to pay');
    await user.click(screen.getByTestId('board-visit-close'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('should offer no closing for a closed visit', async () => {
    renderWithProviders(
      <BoardVisitActions
        visit={{ paymentRequestedAt: null, closedAt: '2026-11-28T11:00:00.000Z' }}
        busy={false}
        onClose={() => undefined}
      />,
    );
    expect((await screen.findByTestId('board-visit-closed')).textContent).toBe('Visit closed');
    expect(screen.queryByTestId('board-visit-close')).toBeNull();
  });
});
