// @vitest-environment jsdom
import type { SessionUser } from '@studio/domain/auth-contract';
import { errorMessage } from '@studio/domain/error-catalogue';
import { ErrorCode } from '@studio/domain/error-codes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/auth-session.ts';
import { useLocation } from '../../../routing/build-router.ts';
import { apiError, fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { AcceptStaffInvitationRoute } from './accept-staff-invitation-route.tsx';

/** The registration page as far as the invitation cares: where it will send the new account back. */
function RegisterPage() {
  const state = useLocation().state as { from?: string } | null;
  return <p data-testid="register-page">{state?.from}</p>;
}

const customer: SessionUser = {
  uid: 'u7',
  email: 'linh@example.com',
  name: 'Linh',
  role: 'appUser',
  shopId: null,
  shopLevel: null,
  teamMemberId: null,
  emailVerified: true,
  guest: false,
};
const joined: SessionUser = {
  ...customer,
  role: 'shopAdmin',
  shopId: 's1',
  shopLevel: 'staff',
  teamMemberId: 'm2',
};

function renderPage() {
  return renderWithProviders(
    [
      { path: '/staff-invitation', element: <AcceptStaffInvitationRoute /> },
      { path: '/calendar', element: <p>calendar page</p> },
      { path: '/shop', element: <p>dashboard page</p> },
      { path: '/register', element: <RegisterPage /> },
    ],
    { route: '/staff-invitation?token=tok-123' },
  );
}

describe('AcceptStaffInvitationRoute', () => {
  it('should sign in, accept the invitation and open a staff member’s calendar', async () => {
    const api = fakeApi({
      'GET /auth/oidc': { enabled: false },
      'POST /auth/login': { token: 'customer-token', user: customer },
      'POST /staff-invitations/accept': { token: 'staff-token', user: joined },
    });
    const { user } = renderPage();
    await user.type(await screen.findByTestId('login-email'), 'linh@example.com');
    await user.type(screen.getByTestId('login-password'), 'secret-password');
    await user.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText('calendar page')).toBeTruthy();
    expect(api.callsTo('POST /staff-invitations/accept').map((call) => call.body)).toEqual([
      { token: 'tok-123' },
    ]);
    // The session is the studio's now, with the level and the own column.
    expect(sessionStore.getSession()?.user).toMatchObject({ role: 'shopAdmin', shopLevel: 'staff' });
  });

  it('should explain an invitation that is used or expired and stay on the page', async () => {
    sessionStore.save('customer-token', customer);
    fakeApi({ 'POST /staff-invitations/accept': apiError(404, ErrorCode.invitationInvalid) });
    const { user } = renderPage();
    await user.click(await screen.findByTestId('staff-invitation-accept'));
    const alert = await screen.findByTestId('staff-invitation-error');
    expect(alert.textContent).toBe(errorMessage(ErrorCode.invitationInvalid, 'en'));
    await waitFor(() => expect(sessionStore.getSession()?.user.role).toBe('appUser'));
  });

  it('should send a newcomer to registration and bring them back to the invitation afterwards', async () => {
    fakeApi({ 'GET /auth/oidc': { enabled: false } });
    const { user } = renderPage();
    await user.click(await screen.findByTestId('staff-invitation-register'));
    expect((await screen.findByTestId('register-page')).textContent).toBe('/staff-invitation?token=tok-123');
  });
});
