import type { FieldProblem } from '@studio/domain/error-catalogue';
import type { ErrorCode } from '@studio/domain/error-codes';

export interface AppErrorOptions {
  /** Per-field texts, already in the caller's language. */
  fields?: Record<string, string>;
  /** Per-field problems, translated into the request's language when the answer is sent. */
  problems?: Record<string, FieldProblem>;
  /** Seconds until a rate-limited caller may try again (sent as Retry-After). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** A failure the caller should see: a catalogue code, optionally with per-field problems. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly problems: Record<string, FieldProblem> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(`AppError ${code}`, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.problems = options.problems;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
