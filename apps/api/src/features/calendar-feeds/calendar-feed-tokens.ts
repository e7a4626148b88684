import { createHash, randomBytes } from 'node:crypto';

/** A feed's secret: 32 random bytes, as its address carries it. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The address calendar apps subscribe to (served by this API, without a key). */
export function feedUrlOf(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/calendar-feeds/${token}`;
}
