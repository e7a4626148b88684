// Idempotency-Keys for the user's money actions (redeem, refund, decide, pay, order). A key is made
// when the user first tries an action and sent again on every retry of it, so an answer lost on
// the way (a dropped connection, a crash after the commit) never makes the server act twice: the
// retry gets the first answer. The action is over once it succeeded, or once the server says its
// key stood for another request (2060, e.g. a changed amount after a lost answer): the next try is
// a new action with a new key.
import { ErrorCode } from '@studio/domain/error-codes';
import { useMemo, useRef } from 'react';
import { isApiError } from './api-error.ts';

export interface ActionKeys {
  /** The key of an action (e.g. `redeem:<voucher id>`), the same until the action is over. */
  keyFor(action: string): string;
  /** The action succeeded: its next try is a new action. */
  succeeded(action: string): void;
  /** The action failed: a retry keeps its key, unless the key stood for another request. */
  failed(action: string, error: unknown): void;
}

export function useActionKeys(): ActionKeys {
  const keys = useRef(new Map<string, string>());
  return useMemo(
    () => ({
      keyFor(action) {
        const known = keys.current.get(action);
        if (known) return known;
        const key = crypto.randomUUID();
        keys.current.set(action, key);
        return key;
      },
      succeeded(action) {
        keys.current.delete(action);
      },
      failed(action, error) {
        if (isApiError(error) && error.errorCode === ErrorCode.idempotencyKeyReused) {
          keys.current.delete(action);
        }
      },
    }),
    [],
  );
}
