/** A failed API call, with the text already chosen for the user (catalogue or generic). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server was not reached. */
  readonly status: number;
  /** Code from the error catalogue, or null when the answer carried none. */
  readonly errorCode: number | null;
  /** Field-level validation texts from the server, keyed by field name. */
  readonly fields: Readonly<Record<string, string>>;
  /** The server's own wording, kept for diagnostics. */
  readonly serverMessage: string | null;

  constructor(init: {
    message: string;
    status: number;
    errorCode: number | null;
    fields?: Record<string, string>;
    serverMessage?: string | null;
  }) {
    super(init.message);
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.fields = init.fields ?? {};
    this.serverMessage = init.serverMessage ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
