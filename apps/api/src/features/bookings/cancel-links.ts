// The customer's cancel link: 256 random bits, handed out once, stored only as SHA-256.
import { createHash, randomBytes } from 'node:crypto';

export function hashCancelToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newCancelToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashCancelToken(token) };
}

/** The page where the customer sees and cancels the booking. */
export function cancelUrlOf(publicUrl: string, shopId: string, token: string): string {
  return `${publicUrl}/partner/${shopId}/app/booking/cancel?token=${token}`;
}
