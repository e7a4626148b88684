import type { ErrorCode } from '@studio/domain/error-catalogue';

/** A failure the caller should see: a catalogue code, optionally with per-field problems. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, options: { fields?: Record<string, string>; cause?: unknown } = {}) {
    super(`AppError ${code}`, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
  }
}
