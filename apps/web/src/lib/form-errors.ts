import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error.ts';

/**
 * Puts the server's field texts (`fields` of a 400/409 answer) next to the matching form fields.
 * `rename` maps a server field name to a form field where they differ. Returns whether any
 * field got a text, so the caller knows whether a general message is still needed.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
  rename: Readonly<Record<string, Path<T>>> = {},
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [serverField, message] of Object.entries(error.fields)) {
    const field = rename[serverField] ?? (serverField as Path<T>);
    if (!formFields.includes(field)) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
