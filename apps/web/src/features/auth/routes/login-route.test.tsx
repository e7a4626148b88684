// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation } from '../../../routing/build-router.ts';
import { SignInButton } from '../../../shared/sign-in/components/sign-in-button.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { CustomerRegisterRoute } from './customer-register-route.tsx';
import { LoginRoute } from './login-route.tsx';

function signedIn(role: 'appUser' | 'shopAdmin') {
  return {
    token: 'token-1',
    user: {
      uid: 'u1',
      email: 'mia@example.com',
      name: 'Mia',
      role,
      shopId: role === 'shopAdmin' ? 'shop-1' : null,
      shopLevel: role === 'shopAdmin' ? 'owner' : null,
      teamMemberId: null,
      emailVerified: true,
      guest: false,
    },
  };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const routes = [
  {
    path: '/partner/shop-1',
    element: (
      <>
        <Where />
        <SignInButton />
      </>
    ),
  },
  { path: '/login', element: <LoginRoute /> },
  { path: '/register', element: <CustomerRegisterRoute /> },
  { path: '/account', element: <Where /> },
  { path: '/shop', element: <Where /> },
];

async function signInFromStudioPage(role: 'appUser' | 'shopAdmin') {
  fakeApi({ 'GET /auth/oidc': { enabled: false }, 'POST /auth/login': signedIn(role) });
  const { user } = renderWithProviders(routes, { route: '/partner/shop-1?tab=treatments' });
  await user.click(screen.getByTestId('nav-login'));
  await user.type(await screen.findByTestId('login-email'), 'mia@example.com');
  await user.type(screen.getByTestId('login-password'), 'secret-password');
  await user.click(screen.getByTestId('login-submit'));
  return user;
}

describe('LoginRoute', () => {
  it('should bring a customer back to the page where they tapped "sign in", not to the account page', async () => {
    await signInFromStudioPage('appUser');
    expect((await screen.findByTestId('where')).textContent).toBe('/partner/shop-1?tab=treatments');
  });

  it("should still take a studio owner to the studio's portal", async () => {
    await signInFromStudioPage('shopAdmin');
    expect((await screen.findByTestId('where')).textContent).toBe('/shop');
  });

  it('should offer customers an account of their own beside registering a studio', async () => {
    fakeApi({ 'GET /auth/oidc': { enabled: false } });
    const { user } = renderWithProviders(routes, { route: '/partner/shop-1' });
    await user.click(screen.getByTestId('nav-login'));
    const register = await screen.findByTestId('login-register-customer');
    expect(register.textContent).toBe('Create a customer account');
    expect(screen.getByTestId('login-register').textContent).toBe('Register your studio');
    await user.click(register);
    expect(await screen.findByTestId('customer-register')).toBeTruthy();
    // The same consent as a studio owner's sign-up.
    expect(screen.getByTestId('register-consent')).toBeTruthy();
  });
});
