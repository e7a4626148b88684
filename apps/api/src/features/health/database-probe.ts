// Readiness without a database round trip per call: health checks under load reuse the last probe
// while it is fresh, and concurrent checks share one probe in flight.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pingDatabase } from './health.repo.ts';

export interface DatabaseProbe {
  /** Resolves when the database answered within the last `maxAgeMs`; rejects with the probe's error. */
  ready(): Promise<void>;
}

export function createDatabaseProbe(
  db: Kysely<Database>,
  options: { maxAgeMs: number; now?: () => number },
): DatabaseProbe {
  const now = options.now ?? (() => performance.now());
  let last: { at: number; outcome: Promise<void> } | undefined;
  return {
    ready() {
      const at = now();
      if (!last || at - last.at >= options.maxAgeMs) {
        const outcome = pingDatabase(db);
        const probe = { at, outcome };
        // A failure is answered to the checks of this round, then the next check probes again.
        outcome.catch(() => {
          if (last === probe) last = undefined;
        });
        last = probe;
      }
      return last.outcome;
    },
  };
}
