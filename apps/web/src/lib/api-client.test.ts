import { errorMessage } from '@studio/domain/error-catalogue';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Locale } from '@studio/domain/locale';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type ApiClientDeps, createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';

const UNEXPECTED = 'unexpected-text';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(options: { response?: Response | Error; token?: string | null; locale?: Locale } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async () => {
    const { response = jsonResponse(200, { ok: true }) } = options;
    if (response instanceof Error) throw response;
    return response;
  });
  const deps: ApiClientDeps = {
    fetch: fetchMock,
    baseUrl: '/api',
    apiKey: () => 'key-123',
    token: () => (options.token === undefined ? 'token-abc' : options.token),
    locale: () => options.locale ?? 'de',
    onUnauthorized: vi.fn(),
    showError: vi.fn(),
    unexpectedMessage: () => UNEXPECTED,
    reportFailure: vi.fn(),
  };
  return { client: createApiClient(deps), deps, fetchMock };
}

function sentRequest(fetchMock: ReturnType<typeof setup>['fetchMock']) {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client requests', () => {
  it('prefixes /api and sends key, bearer token, language and JSON body', async () => {
    const { client, fetchMock } = setup({ locale: 'vi' });
    await client.post('/auth/login', { email: 'a@b.de', password: 'x' });
    const { url, init, headers } = sentRequest(fetchMock);
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.de', password: 'x' }));
    expect(headers['x-api-key']).toBe('key-123');
    expect(headers.Authorization).toBe('Bearer token-abc');
    expect(headers['Accept-Language']).toBe('vi');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends a file as it is, with its own content type', async () => {
    const { client, fetchMock } = setup();
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await client.post('/shops/s1/images/logo', file);
    const { init, headers } = sentRequest(fetchMock);
    expect(init.body).toBe(file);
    expect(headers['Content-Type']).toBe('image/png');
  });

  it('leaves out Authorization without a stored token and Content-Type without a body', async () => {
    const { client, fetchMock } = setup({ token: null });
    await client.get('/me');
    const { headers, init } = sentRequest(fetchMock);
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
    expect(init.method).toBe('GET');
  });

  it('returns the parsed answer when it matches the schema', async () => {
    const { client } = setup({ response: jsonResponse(200, { id: 's1', extra: true }) });
    const data = await client.get('/shops/s1', { schema: z.object({ id: z.string() }) });
    expect(data).toEqual({ id: 's1' });
  });

  it('takes an answer the page brought along for a GET instead of asking, checked like any answer', async () => {
    const { deps, fetchMock } = setup();
    const brought = new Map<string, unknown>([
      ['/shops/s1', { id: 's1', extra: true }],
      ['/shops/s2', { id: 2 }],
    ]);
    const withFirst = createApiClient({ ...deps, firstAnswer: (path) => brought.get(path) });
    expect(await withFirst.get('/shops/s1', { schema: z.object({ id: z.string() }) })).toEqual({ id: 's1' });
    expect(fetchMock).not.toHaveBeenCalled();
    // A malformed one fails as an unexpected answer would.
    expect(
      (await rejection(withFirst.get('/shops/s2', { schema: z.object({ id: z.string() }) }))).message,
    ).toBe(UNEXPECTED);
    // Writes always go to the server.
    await withFirst.post('/shops/s1', {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('list() returns the items with the x-total-count header', async () => {
    const response = new Response(JSON.stringify([{ id: 'a' }]), {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'x-total-count': '42', 'x-next-cursor': 'WyJhIl0' },
    });
    const { client } = setup({ response });
    const page = await client.list('/users', { schema: z.array(z.object({ id: z.string() })) });
    expect(page).toEqual({ items: [{ id: 'a' }], total: 42, totalIsEstimate: false, nextCursor: 'WyJhIl0' });
  });

  it('list() reports an unknown total and the last page (no next cursor) as null', async () => {
    const { client } = setup({ response: jsonResponse(200, []) });
    await expect(client.list('/users')).resolves.toEqual({
      items: [],
      total: null,
      totalIsEstimate: false,
      nextCursor: null,
    });
  });

  it('resolves undefined for 204 No Content', async () => {
    const { client } = setup({ response: new Response(null, { status: 204 }) });
    await expect(client.delete('/shops/s1')).resolves.toBeUndefined();
  });
});

describe('api client failures', () => {
  it('401 clears the stored identity and rejects without a snackbar', async () => {
    const { client, deps } = setup({ response: jsonResponse(401, { errorCode: 1100, message: 'nope' }) });
    const error = await rejection(client.post('/auth/login', {}));
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(deps.showError).not.toHaveBeenCalled();
    expect(error.status).toBe(401);
    expect(error.errorCode).toBe(1100);
    expect(error.message).toBe(errorMessage(ErrorCode.wrongCredentials, 'de'));
  });

  it('a 401 about the input (wrong current password) keeps the session when the caller says so', async () => {
    const { client, deps } = setup({ response: jsonResponse(401, { errorCode: 1100, message: 'nope' }) });
    const error = await rejection(
      client.put(
        '/me/password',
        {},
        { keepSessionOnCodes: [ErrorCode.wrongCredentials], quietCodes: [ErrorCode.wrongCredentials] },
      ),
    );
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
    expect(deps.showError).not.toHaveBeenCalled();
    expect(error.errorCode).toBe(1100);
  });

  it('a 401 with another code still clears the session on such a call', async () => {
    const { client, deps } = setup({ response: jsonResponse(401, { errorCode: 9401, message: 'expired' }) });
    await rejection(client.put('/me/password', {}, { keepSessionOnCodes: [ErrorCode.wrongCredentials] }));
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('404 with code 1321 resolves silently with the empty value', async () => {
    const { client, deps } = setup({ response: jsonResponse(404, { errorCode: 1321, message: 'gone' }) });
    await expect(client.get('/order-groups/1', { empty: [] as string[] })).resolves.toEqual([]);
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('404 with code 1321 and no empty value resolves with null', async () => {
    const { client } = setup({ response: jsonResponse(404, { errorCode: 1321, message: 'gone' }) });
    await expect(client.get('/order-groups/1')).resolves.toBeNull();
  });

  it('a catalogue code shows the catalogue text in the current language and rejects with it', async () => {
    const { client, deps } = setup({
      locale: 'en',
      response: jsonResponse(409, { errorCode: 8104, message: 'server words', fields: { start: 'taken' } }),
    });
    const error = await rejection(client.post('/shops/s1/bookings', {}));
    const expected = errorMessage(ErrorCode.bookingSlotUnavailable, 'en');
    expect(deps.showError).toHaveBeenCalledWith(expected);
    expect(error.message).toBe(expected);
    expect(error.errorCode).toBe(8104);
    expect(error.status).toBe(409);
    expect(error.fields).toEqual({ start: 'taken' });
    expect(error.serverMessage).toBe('server words');
  });

  it('an unknown code shows the generic unexpected text', async () => {
    const { client, deps } = setup({ response: jsonResponse(418, { errorCode: 4242, message: 'teapot' }) });
    const error = await rejection(client.get('/x'));
    expect(deps.showError).toHaveBeenCalledWith(UNEXPECTED);
    expect(error.message).toBe(UNEXPECTED);
    expect(error.errorCode).toBe(4242);
  });

  it('an error answer that is not JSON counts as unexpected', async () => {
    const { client, deps } = setup({ response: new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = await rejection(client.get('/x'));
    expect(error.errorCode).toBeNull();
    expect(error.status).toBe(502);
    expect(deps.showError).toHaveBeenCalledWith(UNEXPECTED);
  });

  it('a network failure shows the unexpected text and rejects with status 0', async () => {
    const { client, deps } = setup({ response: new TypeError('Failed to fetch') });
    const error = await rejection(client.get('/x'));
    expect(error.status).toBe(0);
    expect(deps.showError).toHaveBeenCalledWith(UNEXPECTED);
  });

  it('an aborted call is passed through untouched and stays quiet', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { client, deps } = setup({ response: abort });
    await expect(client.get('/x')).rejects.toBe(abort);
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('an answer that does not match the schema is reported as unexpected', async () => {
    const { client, deps } = setup({ response: jsonResponse(200, { id: 42 }) });
    const error = await rejection(client.get('/x', { schema: z.object({ id: z.string() }) }));
    expect(error.message).toBe(UNEXPECTED);
    expect(deps.showError).toHaveBeenCalledWith(UNEXPECTED);
  });

  it('quiet codes and silent calls reject without a snackbar', async () => {
    const quiet = setup({ response: jsonResponse(404, { errorCode: 1001, message: 'x' }) });
    const error = await rejection(quiet.client.get('/shops/x', { quietCodes: [ErrorCode.shopNotFound] }));
    expect(error.errorCode).toBe(1001);
    expect(quiet.deps.showError).not.toHaveBeenCalled();

    const silent = setup({ response: jsonResponse(500, { errorCode: 9500, message: 'x' }) });
    await rejection(silent.client.post('/analytics/page-views', {}, { silent: true }));
    expect(silent.deps.showError).not.toHaveBeenCalled();
  });

  it('a quiet code list does not hide other codes', async () => {
    const { client, deps } = setup({ response: jsonResponse(429, { errorCode: 9429, message: 'x' }) });
    await rejection(client.get('/shops/x', { quietCodes: [ErrorCode.shopNotFound] }));
    expect(deps.showError).toHaveBeenCalledWith(errorMessage(ErrorCode.rateLimited, 'de'));
  });
});

describe('api client error reporting', () => {
  it('reports a failure with an error code, with the call it answered', async () => {
    const { client, deps } = setup({ response: jsonResponse(404, { errorCode: 1000, message: 'x' }) });
    await rejection(client.get('/deals/d-1?token=secret'));
    expect(deps.reportFailure).toHaveBeenCalledTimes(1);
    const [error, request] = vi.mocked(deps.reportFailure ?? (() => undefined)).mock.calls[0] ?? [];
    expect(error?.errorCode).toBe(1000);
    expect(request).toEqual({ method: 'GET', path: '/deals/d-1?token=secret' });
  });

  it('reports a 5xx and an answer that does not match its schema', async () => {
    const broken = setup({ response: new Response('oops', { status: 502 }) });
    await rejection(broken.client.get('/x'));
    expect(broken.deps.reportFailure).toHaveBeenCalledTimes(1);
    const mismatch = setup({ response: jsonResponse(200, { wrong: true }) });
    await rejection(mismatch.client.get('/x', { schema: z.object({ id: z.string() }) }));
    expect(mismatch.deps.reportFailure).toHaveBeenCalledTimes(1);
  });

  it('neither shows nor reports an answer the caller expects (a stamp card not made yet)', async () => {
    const { client, deps } = setup({ response: jsonResponse(404, { errorCode: 9404, message: 'x' }) });
    const error = await rejection(client.get('/shops/x/stamp-card', { expectedCodes: [ErrorCode.notFound] }));
    expect(error.errorCode).toBe(9404);
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.reportFailure).not.toHaveBeenCalled();
    const other = setup({ response: jsonResponse(500, { errorCode: 9500, message: 'x' }) });
    await rejection(other.client.get('/shops/x/stamp-card', { expectedCodes: [ErrorCode.notFound] }));
    expect(other.deps.reportFailure).toHaveBeenCalledTimes(1);
  });

  it('does not report an ended sign-in (401) or an unreachable server', async () => {
    const signedOut = setup({ response: jsonResponse(401, { errorCode: 9401, message: 'x' }) });
    await rejection(signedOut.client.get('/x'));
    expect(signedOut.deps.reportFailure).not.toHaveBeenCalled();
    const offline = setup({ response: new TypeError('Failed to fetch') });
    await rejection(offline.client.get('/x'));
    expect(offline.deps.reportFailure).not.toHaveBeenCalled();
  });
});
