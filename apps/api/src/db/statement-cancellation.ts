// A request whose client went away should not keep the database busy: the statements it has
// running are cancelled (PostgreSQL's pg_cancel_backend, sent on a connection of its own, since the
// busy one cannot speak). A connection in use is only handed back to the pool once its cancel has
// been answered, so a late cancel can never hit the next borrower's statement.
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

export class CancellationScope {
  #connections = new Map<pg.PoolClient, pg.ClientConfig>();
  #cancels = new Map<pg.PoolClient, Promise<void>>();
  #aborted = false;

  get aborted(): boolean {
    return this.#aborted;
  }

  /** A connection this scope now runs statements on. */
  track(connection: pg.PoolClient, config: pg.ClientConfig): void {
    this.#connections.set(connection, config);
    if (this.#aborted) this.#cancel(connection, config);
  }

  /** Hands the connection back (or ends it) once any cancel sent to it has been answered. */
  release(connection: pg.PoolClient, destroy = false): void {
    this.#connections.delete(connection);
    const cancel = this.#cancels.get(connection);
    if (!cancel) {
      connection.release(destroy);
      return;
    }
    void cancel.finally(() => connection.release(destroy));
  }

  /** The client gave up: cancel what runs now and whatever starts later in this scope. */
  abort(): void {
    if (this.#aborted) return;
    this.#aborted = true;
    for (const [connection, config] of this.#connections) this.#cancel(connection, config);
  }

  #cancel(connection: pg.PoolClient, config: pg.ClientConfig): void {
    const backend = (connection as pg.PoolClient & { processID: number | null }).processID;
    if (backend === null || this.#cancels.has(connection)) return;
    this.#cancels.set(connection, cancelBackend(config, backend));
  }
}

async function cancelBackend(config: pg.ClientConfig, backend: number): Promise<void> {
  const client = new pg.Client({ ...config, statement_timeout: 0 });
  try {
    await client.connect();
    await client.query('SELECT pg_cancel_backend($1)', [backend]);
  } catch {
    // Nothing to undo: the statement then ends by itself or by the statement timeout.
  } finally {
    await client.end().catch(() => undefined);
  }
}

const scopes = new AsyncLocalStorage<CancellationScope>();

/** Runs `work` (and everything it starts) in `scope`. */
export function runInCancellationScope<T>(scope: CancellationScope, work: () => T): T {
  return scopes.run(scope, work);
}

/**
 * Runs `work` (and everything it starts) outside any request's scope: work a request leaves to run
 * after its answer (a mail) must not be cancelled because its client has gone.
 */
export function runOutsideCancellationScope<T>(work: () => T): T {
  return scopes.exit(work);
}

export function currentCancellationScope(): CancellationScope | undefined {
  return scopes.getStore();
}
