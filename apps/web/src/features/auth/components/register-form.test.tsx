// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { CustomerRegisterRoute } from '../routes/customer-register-route.tsx';
import { StudioRegisterRoute } from '../routes/studio-register-route.tsx';

describe('RegisterForm', () => {
  it.each([
    ['/register', <CustomerRegisterRoute key="customer" />],
    ['/partner/register', <StudioRegisterRoute key="studio" />],
  ])(
    'should link the platform privacy policy next to the consent on %s, in a new tab',
    async (path, element) => {
      fakeApi({ 'GET /auth/oidc': { enabled: false } });
      renderWithProviders([{ path, element }], { route: path });
      const link = await screen.findByTestId('register-privacy-link');
      expect(link.getAttribute('href')).toBe('/privacy');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.textContent).toBe('Read the privacy policy');
    },
  );
});
