// Several API processes on one port (WEB_CONCURRENCY, node:cluster). The primary only forks and
// watches: the first worker migrates, seeds and runs the background jobs; the others start once
// it listens, so start-up work never runs twice at once. A worker that dies is replaced (the
// jobs worker by a jobs worker); SIGTERM/SIGINT reach every worker, each closes gracefully.
import cluster, { type Worker } from 'node:cluster';

/** Set by the primary in the environment of the one worker that runs the background jobs. */
export const jobsWorkerVariable = 'STUDIO_RUNS_JOBS';

/** What the primary sends a worker to close gracefully (a terminal's Ctrl-C reaches workers directly too). */
export const shutdownMessage = 'studio:shutdown';

/** Whether this process runs the background jobs: the single process, or the chosen worker. */
export function runsBackgroundJobs(): boolean {
  return cluster.isPrimary || process.env[jobsWorkerVariable] === 'true';
}

export function startApiCluster(workers: number): void {
  let stopping = false;
  const fork = (runsJobs: boolean): Worker => {
    const worker = cluster.fork({ [jobsWorkerVariable]: String(runsJobs) });
    let listened = false;
    worker.once('listening', () => {
      listened = true;
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      // One that never came up would fail again (configuration, database): no endless restarts.
      if (!listened) {
        console.error(`API worker ${worker.process.pid} could not start (${signal ?? code}); stopping`);
        process.exitCode = 1;
        stop();
        return;
      }
      console.error(`API worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
      fork(runsJobs);
    });
    return worker;
  };

  const first = fork(true);
  first.once('listening', () => {
    if (stopping) return;
    for (let index = 1; index < workers; index += 1) fork(false);
  });

  function stop(): void {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit();
    for (const worker of workers) worker?.send(shutdownMessage);
    // The primary stays until the last worker has closed.
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
    });
  }
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
