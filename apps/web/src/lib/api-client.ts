import { ErrorCode } from '@studio/domain/error-codes';
import type { Locale } from '@studio/domain/locale';
import { ApiError } from './api-error.ts';

export interface ApiClientDeps {
  fetch: typeof fetch;
  baseUrl: string;
  apiKey: () => string;
  token: () => string | null;
  locale: () => Locale;
  /** A 401 forgets the stored identity. */
  onUnauthorized: () => void;
  /** Shows a failure to the user (the global snackbar in the app). */
  showError: (message: string) => void;
  /** 'An unexpected error occurred.' in the current language. */
  unexpectedMessage: () => string;
  /** Sends a failed call to error reporting: those with an error code and the server's 5xx. */
  reportFailure?: (error: ApiError, request: { method: HttpMethod; path: string }) => void;
  /** An answer the page brought along for a GET of this path (lib/first-answers.ts), else undefined. */
  firstAnswer?: (path: string) => unknown;
}

/**
 * What checks an answer: a zod schema, or a valibot one for what customer pages read first
 * (lib/valibot-answer-schema.ts, which keeps their first load small).
 */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  /** Validates the answer; a mismatch is reported like any other unexpected failure. */
  schema?: AnswerSchema<T>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key that makes a retried submission safe. */
  headers?: Readonly<Record<string, string>>;
  /** Never show a snackbar for this call (fire-and-forget calls, background refreshes). */
  silent?: boolean;
  /** Codes the caller presents itself (inline on a form or page), so no snackbar for them. */
  quietCodes?: readonly ErrorCode[];
  /**
   * Codes that are an answer for this call, not a failure (a shop's stamp card that does not
   * exist yet: 404 9404): neither shown nor sent to error reporting.
   */
  expectedCodes?: readonly ErrorCode[];
  /**
   * 401 codes that are an answer about the input, not about the session: a wrong current password
   * when changing the password or email (1100) must become a field error, not a sign-out.
   */
  keepSessionOnCodes?: readonly ErrorCode[];
  /**
   * What an "order group not found" answer (404, 1321) resolves to. The spec wants that case
   * to look like "no data", and only the caller knows what empty means for its shape.
   */
  empty?: T;
}

interface ErrorEnvelope {
  errorCode: number | null;
  message: string | null;
  fields: Record<string, string> | undefined;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A page of a list and the number of all matches (the `x-total-count` header; null without it). */
export interface ListPage<T> {
  items: T;
  total: number | null;
  /** The API estimated a large number instead of counting it (`x-total-count-estimated`). */
  totalIsEstimate: boolean;
  /** Where the next page starts (the `x-next-cursor` header); null on the last page. */
  nextCursor: string | null;
}

export function createApiClient(deps: ApiClientDeps) {
  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    return (await send(path, options)).data;
  }

  async function send<T>(
    path: string,
    options: RequestOptions<T>,
  ): Promise<{ data: T; headers: Headers | null }> {
    try {
      return await exchange(path, options);
    } catch (error) {
      // Unreachable server (0) and a sign-in that ended (401) are the user's situation, not a fault;
      // an expected answer is no fault at all.
      if (
        error instanceof ApiError &&
        error.status !== 0 &&
        error.status !== 401 &&
        !options.expectedCodes?.some((code) => code === error.errorCode)
      ) {
        deps.reportFailure?.(error, { method: options.method ?? 'GET', path });
      }
      throw error;
    }
  }

  async function exchange<T>(
    path: string,
    options: RequestOptions<T>,
  ): Promise<{ data: T; headers: Headers | null }> {
    const {
      method = 'GET',
      body,
      schema,
      signal,
      silent = false,
      quietCodes = [],
      expectedCodes = [],
      keepSessionOnCodes = [],
    } = options;
    const headers: Record<string, string> = {
      ...options.headers,
      Accept: 'application/json',
      'Accept-Language': deps.locale(),
      'x-api-key': deps.apiKey(),
    };
    const token = deps.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    const first = method === 'GET' ? deps.firstAnswer?.(path) : undefined;
    if (first !== undefined) return { data: checked(first, schema, 200, silent), headers: null };
    // A file (image upload) goes as it is, with its own type; everything else as JSON.
    const raw = typeof Blob !== 'undefined' && body instanceof Blob;
    if (body !== undefined)
      headers['Content-Type'] = raw ? body.type || 'application/octet-stream' : 'application/json';

    let response: Response;
    try {
      response = await deps.fetch(`${deps.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      // An abort is the caller's own decision (unmount, newer query), not a failure to report.
      if (isAbort(cause)) throw cause;
      throw fail(new ApiError({ message: deps.unexpectedMessage(), status: 0, errorCode: null }), silent);
    }

    if (response.ok) return { data: await readSuccess(response, schema, silent), headers: response.headers };

    const envelope = await readEnvelope(response);
    if (response.status === 404 && envelope.errorCode === ErrorCode.orderGroupNotFound) {
      return { data: (options.empty ?? null) as T, headers: null };
    }

    const error = new ApiError({
      message: await userMessage(envelope.errorCode),
      status: response.status,
      errorCode: envelope.errorCode,
      fields: envelope.fields,
      serverMessage: envelope.message,
    });
    if (response.status === 401) {
      const aboutTheInput = keepSessionOnCodes.some((code) => code === envelope.errorCode);
      if (!aboutTheInput) {
        deps.onUnauthorized();
        throw error;
      }
    }
    const quiet =
      silent ||
      quietCodes.some((code) => code === envelope.errorCode) ||
      expectedCodes.some((code) => code === envelope.errorCode);
    throw fail(error, quiet);
  }

  async function readSuccess<T>(response: Response, schema: AnswerSchema<T> | undefined, silent: boolean) {
    const text = response.status === 204 ? '' : await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      throw fail(unexpected(response.status), silent);
    }
    return checked(data, schema, response.status, silent);
  }

  function checked<T>(
    data: unknown,
    schema: AnswerSchema<T> | undefined,
    status: number,
    silent: boolean,
  ): T {
    if (!schema) return data as T;
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw fail(unexpected(status), silent);
    return parsed.data;
  }

  async function userMessage(code: number | null): Promise<string> {
    if (code === null) return deps.unexpectedMessage();
    // The catalogue (every code in four languages) loads with the first error, not with every page.
    const { errorMessage, isErrorCode } = await import('@studio/domain/error-catalogue');
    // A code outside the catalogue gets the generic text, never raw server wording.
    return isErrorCode(code) ? errorMessage(code, deps.locale()) : deps.unexpectedMessage();
  }

  function unexpected(status: number) {
    return new ApiError({ message: deps.unexpectedMessage(), status, errorCode: null });
  }

  function fail(error: ApiError, quiet: boolean): ApiError {
    if (!quiet) deps.showError(error.message);
    return error;
  }

  async function list<T>(
    path: string,
    options: Omit<RequestOptions<T>, 'method' | 'body'> = {},
  ): Promise<ListPage<T>> {
    const { data, headers } = await send(path, { ...options, method: 'GET' });
    const header = headers?.get('x-total-count');
    const total = header === null || header === undefined ? null : Number(header);
    return {
      items: data,
      total: total !== null && Number.isFinite(total) ? total : null,
      totalIsEstimate: headers?.get('x-total-count-estimated') === 'true',
      nextCursor: headers?.get('x-next-cursor') || null,
    };
  }

  return {
    request,
    list,
    get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
}

async function readEnvelope(response: Response): Promise<ErrorEnvelope> {
  try {
    const data: unknown = await response.json();
    if (typeof data !== 'object' || data === null)
      return { errorCode: null, message: null, fields: undefined };
    const record = data as Record<string, unknown>;
    return {
      errorCode: typeof record.errorCode === 'number' ? record.errorCode : null,
      message: typeof record.message === 'string' ? record.message : null,
      fields: isStringRecord(record.fields) ? record.fields : undefined,
    };
  } catch {
    // Proxies and crashed servers answer with HTML or nothing; that is an unknown failure.
    return { errorCode: null, message: null, fields: undefined };
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
