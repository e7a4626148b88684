// The customer's cart at one shop: what the menu tab adds and the order tab sends. Kept in
// localStorage per shop, so a reload at the table keeps it; the table comes from the QR code.
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
  lines: CartLine[];
}

const storage = browserLocalStorage();
const emptyCart: Cart = { tableNumber: '', lines: [] };
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
  setTable(shopId: string, tableNumber: string) {
    write(shopId, { ...read(shopId), tableNumber });
  },
  add(shopId: string, article: Omit<CartLine, 'quantity'>) {
    const cart = read(shopId);
    const existing = cart.lines.find((line) => line.articleId === article.articleId);
    const lines = existing
      ? cart.lines.map((line) =>
          line.articleId === article.articleId
            ? { ...line, quantity: Math.min(50, line.quantity + 1) }
            : line,
        )
      : [...cart.lines, { ...article, quantity: 1 }];
    write(shopId, { ...cart, lines });
  },
  setQuantity(shopId: string, articleId: string, quantity: number) {
    const cart = read(shopId);
    const lines =
      quantity <= 0
        ? cart.lines.filter((line) => line.articleId !== articleId)
        : cart.lines.map((line) =>
            line.articleId === articleId ? { ...line, quantity: Math.min(50, quantity) } : line,
          );
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
