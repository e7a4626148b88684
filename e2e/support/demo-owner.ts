// The demo studio's owner: signing in in the browser, and the owner's view of the bookings API.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { demoPassword, demoShopId } from '../../apps/api/src/features/demo/demo-studio.ts';
import { signIn } from './sign-in.ts';

export const apiKey = { 'x-api-key': 'dev-api-key' };
export const shopApi = `/api/shops/${demoShopId}`;

export interface ApiBooking {
  id: string;
  status: string;
  start: string;
  source: string;
  teamMemberId: string | null;
  customer: { name: string };
}

export async function ownerAuth(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    headers: apiKey,
    data: { email: 'owner@demo.studio', password: demoPassword },
  });
  const { token } = await login.json();
  return { ...apiKey, authorization: `Bearer ${token}` };
}

export async function bookingsOn(request: APIRequestContext, auth: Record<string, string>, day: string) {
  const response = await request.get(`${shopApi}/bookings?from=${day}&to=${day}`, { headers: auth });
  return (await response.json()) as ApiBooking[];
}

export async function signInAsOwner(page: Page) {
  await signIn(page, 'owner@demo.studio', demoPassword);
  await expect(page).toHaveURL(/\/shop$/);
}
