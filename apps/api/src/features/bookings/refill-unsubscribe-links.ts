// The refill reminder's unsubscribe link carries a signed token, not a stored one: HMAC-SHA256 over
// the studio and the customer's address, with a key the server keeps for this alone. Anyone can
// read the address from the token; nobody can make one for another address or studio.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { storedServerSecret } from '../../db/server-secrets.ts';
import { signedText } from '../../signed-text.ts';

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
  const tokens = signedText(key);
  return {
    sign: ({ shopId, email }) => tokens.sign(`${shopId}\n${email.toLowerCase()}`),
    verify(token) {
      const [shopId, email, ...extra] = tokens.verify(token)?.split('\n') ?? [];
      return shopId && email && extra.length === 0 ? { shopId, email } : null;
    },
  };
}

export const refillUnsubscribePath = '/refill-reminders/unsubscribe';

export function refillUnsubscribeUrlOf(publicUrl: string, token: string): string {
  return `${publicUrl}${refillUnsubscribePath}?${new URLSearchParams({ token }).toString()}`;
}
