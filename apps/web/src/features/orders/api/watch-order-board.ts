import { type ShopOrder, shopOrderSchema } from '@studio/domain/order-contract';
import { useEffect, useRef } from 'react';
import { currentLocale } from '../../../i18n/i18n.ts';
import { resolveApiKey } from '../../../lib/api-key.ts';
import { sessionStore } from '../../../lib/auth-session.ts';

/** Splits a server-sent event stream's text into the data of its `order` events. */
export function parseOrderEvents(buffer: string): { orders: ShopOrder[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const orders: ShopOrder[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    if (!lines.includes('event: order')) continue;
    const data = lines
      .filter((line) => line.startsWith('data: '))
      .map((line) => line.slice(6))
      .join('\n');
    const parsed = shopOrderSchema.safeParse(JSON.parse(data));
    if (parsed.success) orders.push(parsed.data);
  }
  return { orders, rest };
}

/**
 * The board's live feed: GET orders/events as server-sent events, read with fetch so that the API
 * key and the token travel as headers. Reconnects after a drop.
 */
export function useOrderBoardFeed(shopId: string, onOrder: (order: ShopOrder) => void) {
  const listener = useRef(onOrder);
  listener.current = onOrder;
  useEffect(() => {
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      try {
        const headers: Record<string, string> = {
          Accept: 'text/event-stream',
          'Accept-Language': currentLocale(),
          'x-api-key': resolveApiKey(document, import.meta.env.VITE_API_KEY),
        };
        const token = sessionStore.getToken();
        if (token) headers.Authorization = `Bearer ${token}`;
        const response = await fetch(`/api/shops/${encodeURIComponent(shopId)}/orders/events`, {
          headers,
          signal: abort.signal,
        });
        if (!response.ok || !response.body) throw new Error(`order feed answered ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseOrderEvents(buffer + value);
          buffer = parsed.rest;
          for (const order of parsed.orders) listener.current(order);
        }
      } catch {
        if (abort.signal.aborted) return;
      }
      if (!abort.signal.aborted) retry = setTimeout(connect, 2000);
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(retry);
    };
  }, [shopId]);
}
