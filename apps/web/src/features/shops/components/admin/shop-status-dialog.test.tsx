// @vitest-environment jsdom
import type { ShopListItem } from '@studio/domain/shop-contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../../testing/render-with-providers.tsx';
import { ShopStatusDialog } from './shop-status-dialog.tsx';

const shop = {
  id: 'shop-1',
  name: 'Nagelstudio Aurora',
  status: 'pending',
  hasPendingChange: false,
} as ShopListItem;

describe('ShopStatusDialog', () => {
  it('should propose approving a studio under review into waiting for payment, not live', () => {
    fakeApi({});
    renderWithProviders(<ShopStatusDialog shop={shop} onClose={() => undefined} />);
    const waiting = screen.getByTestId('shop-status-option-pending_payment') as HTMLInputElement;
    const live = screen.getByTestId('shop-status-option-active') as HTMLInputElement;
    expect(waiting.checked).toBe(true);
    expect(live.checked).toBe(false);
  });

  it('should name each thing a studio lacks when it cannot go live yet', async () => {
    const api = fakeApi({
      'PUT /shops/shop-1/active': apiError(409, 2050, {
        treatments: 'Add at least one active, bookable treatment',
        team: 'Add at least one team member',
      }),
    });
    const { user } = renderWithProviders(<ShopStatusDialog shop={shop} onClose={() => undefined} />);
    await user.click(screen.getByTestId('shop-status-option-active'));
    await user.click(screen.getByTestId('shop-status-save'));
    const alert = await screen.findByTestId('shop-status-error');
    expect(alert.textContent).toContain('The studio cannot go live yet');
    expect(screen.getByTestId('shop-status-error-treatments').textContent).toBe(
      'Add at least one active, bookable treatment',
    );
    expect(screen.getByTestId('shop-status-error-team').textContent).toBe('Add at least one team member');
    await waitFor(() => expect(api.calls).toHaveLength(1));
  });
});
