// Runs a periodic job in this process: now, then every interval, never two runs at once; stop()
// waits for a run in progress. Jobs keep their state in the database, so several API instances
// may run the same job.
export interface JobLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface ScheduledJob {
  /** Stops the schedule and waits for a run in progress. */
  stop(): Promise<void>;
}

export function scheduleJob(
  name: string,
  runOnce: () => Promise<void>,
  log: JobLog,
  intervalMs: number,
): ScheduledJob {
  let running: Promise<void> | undefined;
  let stopped = false;

  const run = () => {
    if (stopped || running) return;
    running = runOnce()
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };

  const first = setTimeout(run, 0);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
