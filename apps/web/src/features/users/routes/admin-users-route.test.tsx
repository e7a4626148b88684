// @vitest-environment jsdom

import type { ManagedUser } from '@studio/domain/users-contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { fakeCursorList } from '../../../testing/fake-cursor-list.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { AdminUsersRoute } from './admin-users-route.tsx';

const account = (uid: string, name: string): ManagedUser => ({
  uid,
  name,
  email: `${uid}@example.com`,
  role: 'appUser',
  shopId: null,
  disabled: false,
  emailVerified: true,
  lastLoginAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
});

describe('AdminUsersRoute', () => {
  it('should page on by the next cursor, back by the one it came by, and start again on a new search', async () => {
    const api = fakeApi({
      'GET /users': fakeCursorList([
        { rows: [account('u1', 'Anna Erste')], total: 26 },
        { rows: [account('u2', 'Berta Zweite')], total: 26 },
      ]),
    });
    const { user } = renderWithProviders(<AdminUsersRoute />);
    expect(await screen.findByText('Anna Erste')).toBeTruthy();
    expect(screen.getByText('1–1 of 26')).toBeTruthy();
    const asked = () => api.callsTo('GET /users').at(-1)?.query;
    expect(asked()?.get('offset')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(await screen.findByText('Berta Zweite')).toBeTruthy();
    expect(asked()?.get('cursor')).toBe('page-1');
    expect(screen.getByText('26–26 of 26')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to the next page' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Go to the previous page' }));
    expect(await screen.findByText('Anna Erste')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(await screen.findByText('Berta Zweite')).toBeTruthy();
    await user.type(screen.getByTestId('users-search'), 'anna');
    await waitFor(() => expect(asked()?.get('search')).toBe('anna'));
    expect(asked()?.get('cursor')).toBeNull();
  });
});
