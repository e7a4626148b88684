import { type FeeDeps, settleLostFeeCharges } from '../features/deposits/deposits.public.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

/** Every five minutes: a fee's card charge without an answer waits at least ten before it is asked again. */
export function lostFeeChargesJob(deps: FeeDeps, log: JobLog, now: () => number): PeriodicJob {
  return {
    name: 'lost-fee-charges',
    intervalMs: 5 * 60 * 1000,
    async run() {
      const settled = await settleLostFeeCharges(deps, log, new Date(now()));
      if (settled > 0) log.info({ settled }, 'fee card charges settled');
    },
  };
}
