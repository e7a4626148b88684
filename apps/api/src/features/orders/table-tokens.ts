// A table's QR code carries a signed token, not a guessable number: HMAC-SHA256 over the shop and
// the table with a key derived from the server secret. Anyone can read the table from the token;
// nobody can make a valid one for another table or shop.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { tableNumberSchema } from '@studio/domain/menu-contract';

export interface TableTokens {
  sign(shopId: string, tableNumber: string): string;
  /** The table the token names, or null when it is not one of ours for this shop. */
  verify(shopId: string, token: string): string | null;
}

export function createTableTokens(secret: string): TableTokens {
  const key = createHmac('sha256', secret).update('table-qr-token').digest();
  const mac = (shopId: string, table: string) =>
    createHmac('sha256', key).update(`${shopId}\n${table}`).digest().subarray(0, 16);
  return {
    sign(shopId, tableNumber) {
      return `${Buffer.from(tableNumber).toString('base64url')}.${mac(shopId, tableNumber).toString('base64url')}`;
    },
    verify(shopId, token) {
      const [encoded, signature, ...rest] = token.split('.');
      if (!encoded || !signature || rest.length > 0) return null;
      const table = Buffer.from(encoded, 'base64url').toString();
      if (!tableNumberSchema.safeParse(table).success) return null;
      // Compared as text: decoding ignores the last character's spare bits.
      const given = Buffer.from(signature);
      const expected = Buffer.from(mac(shopId, table).toString('base64url'));
      return given.length === expected.length && timingSafeEqual(given, expected) ? table : null;
    },
  };
}

/** Where a table's QR code leads: the shop's customer page with the table set. */
export function tableUrlOf(publicUrl: string, shopId: string, token: string): string {
  return `${publicUrl}/partner/${shopId}/app?table=${encodeURIComponent(token)}`;
}
