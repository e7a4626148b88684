// A table's QR code carries a signed token, not a guessable number: HMAC-SHA256 over the shop and
// the table with a key derived from the server secret. Anyone can read the table from the token;
// nobody can make a valid one for another table or shop.
import { createHmac } from 'node:crypto';
import { tableNumberSchema } from '@studio/domain/menu-contract';
import { signedText } from '../../signed-text.ts';

export interface TableTokens {
  sign(shopId: string, tableNumber: string): string;
  /** The table the token names, or null when it is not one of ours for this shop. */
  verify(shopId: string, token: string): string | null;
}

export function createTableTokens(secret: string): TableTokens {
  const tokens = signedText(createHmac('sha256', secret).update('table-qr-token').digest());
  return {
    sign: (shopId, tableNumber) => tokens.sign(tableNumber, `${shopId}\n`),
    verify(shopId, token) {
      const table = tokens.verify(token, `${shopId}\n`);
      return table !== null && tableNumberSchema.safeParse(table).success ? table : null;
    },
  };
}

/** Where a table's QR code leads: the shop's customer page with the table set. */
export function tableUrlOf(publicUrl: string, shopId: string, token: string): string {
  return `${publicUrl}/partner/${shopId}/app?table=${encodeURIComponent(token)}`;
}
