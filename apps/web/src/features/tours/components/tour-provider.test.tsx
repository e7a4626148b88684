// @vitest-environment jsdom

import type { TourProgress } from '@studio/domain/tour-contract';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/auth-session.ts';
import { Outlet } from '../../../routing/build-router.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { useTour } from '../tour-context.ts';
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
    <button type="button" onClick={() => tour?.start()} disabled={!tour?.ready}>
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

/** The server's side of me/tour-progress, kept across renders like the real one. */
function fakeProgressServer(saved: TourProgress[] = []) {
  const server = fakeApi({
    'GET /me/tour-progress': () => ({ body: saved }),
    'PUT /me/tour-progress': ({ body }) => {
      const entry = body as TourProgress;
      saved = [...saved.filter((other) => other.tour !== entry.tour), entry];
      return { body: entry };
    },
  });
  return { ...server, saved: () => saved };
}

function renderTour() {
  sessionStore.save('token', {
    uid: 'admin-1',
    email: 'admin@example.com',
    name: 'Admin',
    role: 'globalAdmin',
    shopId: null,
    shopLevel: null,
    teamMemberId: null,
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

/** Starts the tour once the saved progress is in. */
async function startTour(user: ReturnType<typeof renderTour>['user']) {
  const start = screen.getByRole('button', { name: 'start' });
  await waitFor(() => expect(start).toHaveProperty('disabled', false));
  await user.click(start);
}

const position = () => screen.getByTestId('tour-player-position').textContent;
const title = () => screen.getByTestId('tour-player-title').textContent;

describe('tour player', () => {
  it('should walk the steps across screens, highlighting each step’s element', async () => {
    fakeProgressServer();
    const { user, router } = renderTour();
    await startTour(user);
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
    fakeProgressServer();
    const { user } = renderTour();
    await startTour(user);
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

  it('should save the step on the server and resume there', async () => {
    const server = fakeProgressServer();
    const { user, unmount } = renderTour();
    await startTour(user);
    await user.click(screen.getByTestId('tour-player-next'));
    await user.click(screen.getByTestId('tour-player-next'));
    await waitFor(() =>
      expect(server.saved()).toEqual([
        { tour: 'globalAdmin', stepId: 'stamps', completed: false, offerDismissed: false },
      ]),
    );
    // One save per step shown: playing, pausing or folding the player saves nothing.
    expect(server.callsTo('PUT /me/tour-progress').map((call) => (call.body as TourProgress).stepId)).toEqual(
      ['intro', 'gifts', 'stamps'],
    );
    await user.click(screen.getByTestId('tour-player-close'));
    expect(screen.queryByTestId('tour-player')).toBeNull();
    unmount();

    const again = renderTour();
    await startTour(again.user);
    expect(title()).toBe('Stamps');
  });

  it('should mark the tour completed after its last step', async () => {
    const server = fakeProgressServer();
    const { user } = renderTour();
    await startTour(user);
    for (let step = 0; step < 7; step++) await user.click(screen.getByTestId('tour-player-next'));
    expect(title()).toBe('Tour complete');
    await waitFor(() => expect(server.saved()[0]?.completed).toBe(true));
    await user.click(screen.getByTestId('tour-player-done'));
    expect(screen.queryByTestId('tour-player')).toBeNull();
  });
});
