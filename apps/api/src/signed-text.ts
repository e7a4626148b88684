// A short text carried in a link with its signature: `base64url(text).base64url(mac)`, the mac the
// first 16 bytes of HMAC-SHA256 over the text and a context the link does not carry (a shop id).
// Anyone can read the text; nobody without the key can sign another.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedText {
  sign(text: string, context?: string): string;
  /** The text the token carries, or null when its signature is not ours for this context. */
  verify(token: string, context?: string): string | null;
}

export function signedText(key: Buffer | string): SignedText {
  const mac = (text: string, context: string) =>
    createHmac('sha256', key).update(`${context}${text}`).digest().subarray(0, 16).toString('base64url');
  return {
    sign(text, context = '') {
      return `${Buffer.from(text).toString('base64url')}.${mac(text, context)}`;
    },
    verify(token, context = '') {
      const [encoded, signature, ...rest] = token.split('.');
      if (!encoded || !signature || rest.length > 0) return null;
      const text = Buffer.from(encoded, 'base64url').toString();
      // Compared as text: decoding would ignore the spare bits of the last character, so two
      // spellings of one signature would both pass.
      const given = Buffer.from(signature);
      const expected = Buffer.from(mac(text, context));
      return given.length === expected.length && timingSafeEqual(given, expected) ? text : null;
    },
  };
}
