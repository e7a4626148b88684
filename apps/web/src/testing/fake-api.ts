import { afterEach, expect, vi } from 'vitest';

/** A call the component made, as the server would see it (path without the /api prefix). */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The request's headers, e.g. its Idempotency-Key. */
  headers: Headers;
}

export interface ApiReply {
  status?: number;
  body?: unknown;
  /** Answer headers, e.g. a list's `x-total-count` and `x-next-cursor`. */
  headers?: Record<string, string>;
}

/** Answers one route: a fixed JSON body, or a function of the call (for replies that depend on it). */
export type ApiRoute =
  | ((call: ApiCall) => ApiReply | Promise<ApiReply>)
  | Record<string, unknown>
  | unknown[]
  | string
  | number
  | boolean
  | null;

/** A route that answers with an error as the API sends it (the catalogue code decides the user's text). */
export function apiError(status: number, errorCode: number, fields?: Record<string, string>): ApiRoute {
  return () => ({ status, body: { errorCode, message: `error ${errorCode}`, fields } });
}

let unanswered: string[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  const missing = unanswered;
  unanswered = [];
  // A call nobody expected means the component talks to the server differently than the test thinks.
  expect(missing, 'calls without a fake answer').toEqual([]);
});

/**
 * Stubs the network at the fetch boundary: the real API client, schemas and React Query run on top.
 * Routes are keyed "METHOD /path" (query string left out); `calls` records every request in order.
 */
export function fakeApi(routes: Record<string, ApiRoute>) {
  const calls: ApiCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const call: ApiCall = {
      method,
      path,
      query: url.searchParams,
      body,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const key = `${method} ${path}`;
    if (!(key in routes)) {
      unanswered.push(key);
      return Response.json({ errorCode: null, message: 'not faked' }, { status: 501 });
    }
    const route = routes[key];
    const reply: ApiReply = typeof route === 'function' ? await route(call) : { body: route };
    const status = reply.status ?? 200;
    if (status === 204) return new Response(null, { status, headers: reply.headers });
    return Response.json(reply.body ?? null, { status, headers: reply.headers });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    /** The calls to one route, e.g. callsTo('POST /shops/s1/bookings'). */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}
