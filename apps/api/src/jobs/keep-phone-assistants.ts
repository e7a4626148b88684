// Every ten minutes: assistants of studios that left Plus go, their numbers (and those of deleted
// studios) are released at the provider, and call and message logs past 90 days are deleted.
import type { Kysely } from 'kysely';
import type { TelephonyProvider } from '../adapters/telephony/telephony-provider.ts';
import type { Database } from '../db/schema.ts';
import { keepPhoneAssistants } from '../features/voice/voice.public.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

export function phoneAssistantUpkeepJob(
  db: Kysely<Database>,
  telephony: TelephonyProvider,
  log: JobLog,
  now: () => number,
): PeriodicJob {
  return {
    name: 'phone-assistant-upkeep',
    intervalMs: 10 * 60 * 1000,
    async run() {
      const result = await keepPhoneAssistants(db, telephony, now());
      if (result.withdrawn + result.released + result.failed + result.logsDeleted > 0) {
        log.info({ ...result }, 'phone assistants kept');
      }
    },
  };
}
