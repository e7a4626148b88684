import { isApiError } from '../../lib/api-error.ts';

/**
 * The most specific text for a failed link action: the server's field text first (e.g. "link
 * expired", or the old address taken meanwhile when undoing an email change).
 */
export function linkErrorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  return error.fields.token ?? error.fields.password ?? error.fields.email ?? error.message;
}
