// Push work that runs after the request's transaction has committed (the same shape as
// mailer.sendLater): sending to many browsers must neither hold the request nor run inside its
// transaction. idle() waits for it (tests, shutdown); a failure is logged, never thrown.
import type { WebPushSender } from './web-push-sender.ts';

export interface PushLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface PushDelivery {
  readonly sender: WebPushSender;
  /** Starts `work` on the next turn of the event loop, after the caller's answer is under way. */
  later(work: (log: PushLog) => Promise<void>): void;
  idle(): Promise<void>;
  useLogger(log: PushLog): void;
}

const silentLog: PushLog = { info: () => undefined, error: () => undefined };

export function createPushDelivery(sender: WebPushSender): PushDelivery {
  let log = silentLog;
  const running = new Set<Promise<void>>();
  return {
    sender,
    later(work) {
      const tracked: Promise<void> = new Promise<void>((done) => setImmediate(done))
        .then(() => work(log))
        .catch((error: unknown) => log.error({ err: error }, 'push delivery failed'))
        .finally(() => running.delete(tracked));
      running.add(tracked);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    useLogger(next) {
      log = next;
    },
  };
}
