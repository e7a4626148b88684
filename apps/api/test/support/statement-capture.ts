import { type CompiledQuery, DefaultQueryExecutor } from 'kysely';
import { vi } from 'vitest';

/** Every statement Kysely runs meanwhile (the app's, the test's and transactions' alike). */
export function captureStatements() {
  const spy = vi.spyOn(DefaultQueryExecutor.prototype, 'executeQuery');
  // Restoring the spy clears its calls: what it saw is kept first.
  let kept: CompiledQuery[] | undefined;
  return {
    seen: () => kept ?? spy.mock.calls.map(([query]) => query),
    stop: () => {
      kept = spy.mock.calls.map(([query]) => query);
      spy.mockRestore();
    },
  };
}
