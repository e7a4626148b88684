// The customer's cart at one shop: what the menu tab adds and the order tab sends. Kept in
// localStorage per shop, so a reload at the table keeps it; the table and its signed token come
// from the table's QR code (the API takes no order without the token).
import { maxLineQuantity, maxOrderItems, maxOrderLines } from '@studio/domain/order-limits';
import { useSyncExternalStore } from 'react';
import { browserLocalStorage } from '../../lib/key-value-storage.ts';

export interface CartLine {
  articleId: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
}

export interface Cart {
  tableNumber: string;
  /** The QR code's token for that table ('' until a code was scanned). */
  tableToken: string;
  lines: CartLine[];
}

const storage = browserLocalStorage();
const emptyCart: Cart = { tableNumber: '', tableToken: '', lines: [] };
const listeners = new Set<() => void>();
const snapshots = new Map<string, Cart>();

const keyOf = (shopId: string) => `cart.${shopId}`;

function read(shopId: string): Cart {
  const cached = snapshots.get(shopId);
  if (cached) return cached;
  let cart = emptyCart;
  try {
    const stored = storage.getItem(keyOf(shopId));
    if (stored) cart = { ...emptyCart, ...(JSON.parse(stored) as Partial<Cart>) };
  } catch {
    cart = emptyCart;
  }
  snapshots.set(shopId, cart);
  return cart;
}

function write(shopId: string, cart: Cart): void {
  snapshots.set(shopId, cart);
  storage.setItem(keyOf(shopId), JSON.stringify(cart));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const cartStore = {
  get: read,
  /** The table a scanned QR code names, with its token (both '' to forget a token the API refused). */
  setTable(shopId: string, tableNumber: string, tableToken: string) {
    write(shopId, { ...read(shopId), tableNumber, tableToken });
  },
  /** One more of an article, unless that would pass an order's limits. */
  add(shopId: string, article: Omit<CartLine, 'quantity'>) {
    const cart = read(shopId);
    const existing = cart.lines.find((line) => line.articleId === article.articleId);
    if (existing) cartStore.setQuantity(shopId, article.articleId, existing.quantity + 1);
    else if (cart.lines.length < maxOrderLines && cartCount(cart) < maxOrderItems) {
      write(shopId, { ...cart, lines: [...cart.lines, { ...article, quantity: 1 }] });
    }
  },
  /** Sets a line's quantity, at most what an order allows; 0 or less takes the line out. */
  setQuantity(shopId: string, articleId: string, quantity: number) {
    const cart = read(shopId);
    const current = cart.lines.find((line) => line.articleId === articleId)?.quantity ?? 0;
    const room = maxOrderItems - (cartCount(cart) - current);
    const capped = Math.min(quantity, maxLineQuantity, room);
    const lines =
      capped <= 0
        ? cart.lines.filter((line) => line.articleId !== articleId)
        : cart.lines.map((line) => (line.articleId === articleId ? { ...line, quantity: capped } : line));
    write(shopId, { ...cart, lines });
  },
  /** After a sent order: the lines go, the table stays for the next order. */
  clearLines(shopId: string) {
    write(shopId, { ...read(shopId), lines: [] });
  },
};

export function useCart(shopId: string): Cart {
  return useSyncExternalStore(
    subscribe,
    () => read(shopId),
    () => read(shopId),
  );
}

export function cartCount(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function cartSubtotal(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}
