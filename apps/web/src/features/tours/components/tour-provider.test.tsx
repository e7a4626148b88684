// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/auth-session.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { useTour } from '../tour-context.ts';
import { createTourProgressStore } from '../tour-progress-store.ts';
import { TourProvider } from './tour-provider.tsx';

// jsdom has no ResizeObserver; the spotlight only uses it to follow the element's size.
const realResizeObserver = globalThis.ResizeObserver;
beforeAll(() => {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterAll(() => {
  globalThis.ResizeObserver = realResizeObserver;
});

function StartButton() {
  const tour = useTour();
  return (
    <button type="button" onClick={() => tour?.start()}>
      start
    </button>
  );
}

const screenPaths: [string, string][] = [
  ['/shops', 'admin-shops admin-shop-setup'],
  ['/admin/gifts', 'admin-gifts'],
  ['/admin/approvals', 'admin-approvals'],
  ['/deals', 'admin-deals'],
  ['/admin/price-list', 'admin-price-list'],
  ['/admin/reservations', 'admin-reservations'],
];

function renderTour() {
  sessionStore.save('token', {
    uid: 'admin-1',
    email: 'admin@example.com',
    name: 'Admin',
    role: 'globalAdmin',
    shopId: null,
    emailVerified: true,
    guest: false,
  });
  return renderWithProviders(
    [
      {
        element: (
          <TourProvider tourId="globalAdmin">
            <StartButton />
            <Outlet />
          </TourProvider>
        ),
        children: screenPaths.map(([path, targets]) => ({
          path,
          element: (
            <div>
              {targets.split(' ').map((target) => (
                <p key={target} data-tour={target}>
                  {target}
                </p>
              ))}
            </div>
          ),
        })),
      },
    ],
    { route: '/shops' },
  );
}

const position = () => screen.getByTestId('tour-player-position').textContent;
const title = () => screen.getByTestId('tour-player-title').textContent;

describe('tour player', () => {
  it('should walk the steps across screens, highlighting each step’s element', async () => {
    const { user, router } = renderTour();
    await user.click(screen.getByRole('button', { name: 'start' }));
    expect(position()).toBe('Step 1 of 7');
    expect(title()).toBe('Welcome');
    await waitFor(() =>
      expect(document.querySelector('[data-tour="admin-shops"]')).toHaveProperty(
        'className',
        'driver-active-element',
      ),
    );

    await user.click(screen.getByTestId('tour-player-next'));
    expect(title()).toBe('Gifts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/gifts'));
    await waitFor(() =>
      expect(
        document.querySelector('[data-tour="admin-gifts"]')?.classList.contains('driver-active-element'),
      ).toBe(true),
    );

    await user.click(screen.getByTestId('tour-player-previous'));
    expect(title()).toBe('Welcome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shops'));
  });

  it('should play, pause, minimize, restore and replay', async () => {
    const { user } = renderTour();
    await user.click(screen.getByRole('button', { name: 'start' }));
    await user.click(screen.getByTestId('tour-player-next'));
    await user.click(screen.getByTestId('tour-player-next'));
    expect(position()).toBe('Step 3 of 7');

    await user.click(screen.getByTestId('tour-player-play'));
    await user.click(screen.getByTestId('tour-player-pause'));
    expect(screen.getByTestId('tour-player-play')).toBeTruthy();

    await user.click(screen.getByTestId('tour-player-minimize'));
    expect(screen.getByTestId('tour-player').dataset.minimized).toBe('true');
    expect(screen.queryByTestId('tour-player-next')).toBeNull();
    // Folded away, nothing on the page is held under the spotlight.
    await waitFor(() => expect(document.querySelector('.driver-active-element')).toBeNull());

    await user.click(screen.getByTestId('tour-player-restore'));
    expect(position()).toBe('Step 3 of 7');

    await user.click(screen.getByTestId('tour-player-replay'));
    expect(position()).toBe('Step 1 of 7');
  });

  it('should remember the step per user and resume there', async () => {
    const { user, unmount } = renderTour();
    await user.click(screen.getByRole('button', { name: 'start' }));
    await user.click(screen.getByTestId('tour-player-next'));
    await user.click(screen.getByTestId('tour-player-next'));
    expect(createTourProgressStore().read('admin-1', 'globalAdmin').stepId).toBe('stamps');
    await user.click(screen.getByTestId('tour-player-close'));
    expect(screen.queryByTestId('tour-player')).toBeNull();
    unmount();

    const again = renderTour();
    await again.user.click(screen.getByRole('button', { name: 'start' }));
    expect(title()).toBe('Stamps');
  });

  it('should mark the tour completed after its last step', async () => {
    const { user } = renderTour();
    await user.click(screen.getByRole('button', { name: 'start' }));
    for (let step = 0; step < 7; step++) await user.click(screen.getByTestId('tour-player-next'));
    expect(title()).toBe('Tour complete');
    expect(createTourProgressStore().read('admin-1', 'globalAdmin').completed).toBe(true);
    await user.click(screen.getByTestId('tour-player-done'));
    expect(screen.queryByTestId('tour-player')).toBeNull();
  });
});
