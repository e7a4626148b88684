import { browserLocalStorage, type KeyValueStorage } from '../../lib/key-value-storage.ts';

const storageKey = 'studio.dealPurchases';

/**
 * The deals this browser paid for and has not yet redeemed (deal id → purchase id): the purchase id
 * is what redeeming a paid deal names, and the customer may redeem it on a later visit.
 */
export interface KeptDealPurchases {
  of(dealId: string): string | null;
  keep(dealId: string, purchaseId: string): void;
  forget(dealId: string): void;
}

export function keptDealPurchases(storage: KeyValueStorage = browserLocalStorage()): KeptDealPurchases {
  const read = (): Record<string, string> => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? '{}');
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
    } catch {
      return {};
    }
  };
  const write = (purchases: Record<string, string>) => {
    try {
      storage.setItem(storageKey, JSON.stringify(purchases));
    } catch {
      // A full or refused storage only loses the shortcut: the checkout's return link still names it.
    }
  };
  return {
    of: (dealId) => {
      const purchaseId = read()[dealId];
      return typeof purchaseId === 'string' ? purchaseId : null;
    },
    keep: (dealId, purchaseId) => write({ ...read(), [dealId]: purchaseId }),
    forget: (dealId) => {
      const { [dealId]: _gone, ...rest } = read();
      write(rest);
    },
  };
}
