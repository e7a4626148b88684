// The assistants' upkeep, run periodically: a studio that left Plus loses its assistant, every
// number whose assistant went (left Plus, or the studio was deleted) is released at the provider,
// and call and message logs older than 90 days are deleted.
import type { Kysely } from 'kysely';
import type { TelephonyProvider } from '../../adapters/telephony/telephony-provider.ts';
import type { Database } from '../../db/schema.ts';
import {
  deleteAssistantsBelowPlus,
  deleteLogsBefore,
  deleteNumberToRelease,
  listNumbersToRelease,
} from './voice.repo.ts';

export const logRetentionMs = 90 * 24 * 60 * 60 * 1000;

export interface UpkeepResult {
  withdrawn: number;
  released: number;
  failed: number;
  logsDeleted: number;
}

export async function keepPhoneAssistants(
  db: Kysely<Database>,
  telephony: TelephonyProvider,
  now: number,
): Promise<UpkeepResult> {
  const withdrawn = await deleteAssistantsBelowPlus(db);
  let released = 0;
  let failed = 0;
  for (const number of await listNumbersToRelease(db, 100)) {
    // A number from another provider than the running one (the simulator's, after moving to
    // Twilio) was never bought anywhere: it only leaves the queue.
    try {
      if (number.provider === telephony.name) await telephony.releaseNumber(number.number_ref);
      await deleteNumberToRelease(db, number.number_ref);
      released += 1;
    } catch {
      // Tried again on the next run.
      failed += 1;
    }
  }
  const logsDeleted = await deleteLogsBefore(db, new Date(now - logRetentionMs));
  return { withdrawn, released, failed, logsDeleted };
}
