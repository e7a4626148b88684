// The refill reminder's unsubscribe link carries a signed token, not a stored one: HMAC-SHA256 over
// the studio and the customer's address, with a key the server keeps for this alone. Anyone can
// read the address from the token; nobody can make one for another address or studio.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { storedServerSecret } from '../../db/server-secrets.ts';

export interface RefillUnsubscriber {
  shopId: string;
  email: string;
}

export interface RefillUnsubscribeTokens {
  sign(subscriber: RefillUnsubscriber): string;
  /** Who the token names, or null when it is not one of ours. */
  verify(token: string): RefillUnsubscriber | null;
}

export async function refillUnsubscribeTokens(db: Kysely<Database>): Promise<RefillUnsubscribeTokens> {
  const key = await storedServerSecret(db, 'refill-unsubscribe-key', async () =>
    randomBytes(32).toString('base64url'),
  );
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, 16);
  return {
    sign({ shopId, email }) {
      const payload = `${shopId}\n${email.toLowerCase()}`;
      return `${Buffer.from(payload).toString('base64url')}.${mac(payload).toString('base64url')}`;
    },
    verify(token) {
      const [encoded, signature, ...rest] = token.split('.');
      if (!encoded || !signature || rest.length > 0) return null;
      const payload = Buffer.from(encoded, 'base64url').toString();
      // Compared as text: decoding would ignore the spare bits of the last character, so two
      // spellings of one signature would both pass.
      const given = Buffer.from(signature);
      const expected = Buffer.from(mac(payload).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [shopId, email, ...extra] = payload.split('\n');
      return shopId && email && extra.length === 0 ? { shopId, email } : null;
    },
  };
}

export const refillUnsubscribePath = '/refill-reminders/unsubscribe';

export function refillUnsubscribeUrlOf(publicUrl: string, token: string): string {
  return `${publicUrl}${refillUnsubscribePath}?${new URLSearchParams({ token }).toString()}`;
}
