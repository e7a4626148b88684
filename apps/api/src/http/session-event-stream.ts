// Server-sent event streams that last only as long as the session that opened them. A stream is
// long-lived, so the check every request gets once is made again while it runs: every few seconds
// and before each batch of events goes out. Once the token is signed out, the account disabled or
// deleted, its sessions ended, or it may no longer watch (e.g. no longer an admin of the shop), the
// stream ends without sending what was queued. How the events are found is the caller's business.
// Each user holds at most a few streams at once, counted across every instance.
import { ErrorCode } from '@studio/domain/error-codes';
import type { Role } from '@studio/domain/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from './app-error.ts';
import {
  endEventStreamLease,
  renewEventStreamLease,
  takeEventStreamLease,
} from './event-stream-leases.repo.ts';
import { type FindSessionAccount, findLiveSessionAccount, requireIdentity } from './identity.ts';

export interface EventStreamLimits {
  /** Streams one user may hold open at once, across every instance; one more answers 429 9429. */
  maxPerUser: number;
  /** How often a running stream checks again that its session still holds (also before every event). */
  recheckMs: number;
  /** How long the lease of a stream whose process died keeps counting against its user. */
  leaseSeconds: number;
}

export const defaultEventStreamLimits: EventStreamLimits = {
  maxPerUser: 5,
  recheckMs: 3_000,
  leaseSeconds: 30,
};

/** Who the account is now, read afresh for each check. */
export interface StreamAccount {
  role: Role;
  shopId: string | null;
}

export interface SessionEventStream {
  /** Queues an event; it goes out once the session has been checked again after it was queued. */
  send(event: string, data: unknown): void;
  /** Runs once when the stream ends: the client left, the session ended, or the server closes. */
  onEnd(listener: () => void): void;
}

export interface SessionEventStreams {
  /**
   * Answers the request with an event stream while the caller's session holds and `allows` the
   * account. Before answering: 401 without a session, 429 9429 when the user holds the most streams.
   */
  open(
    request: FastifyRequest,
    reply: FastifyReply,
    allows: (account: StreamAccount) => boolean,
  ): Promise<SessionEventStream>;
  /** Ends every open stream (the server is closing) and gives back their leases. */
  closeAll(): Promise<void>;
}

const heartbeatMs = 15_000;

export function createSessionEventStreams(
  db: Kysely<Database>,
  findAccount: FindSessionAccount,
  limits: EventStreamLimits,
): SessionEventStreams {
  const running = new Set<() => Promise<void>>();

  async function open(
    request: FastifyRequest,
    reply: FastifyReply,
    allows: (account: StreamAccount) => boolean,
  ): Promise<SessionEventStream> {
    const { uid } = requireIdentity(request);
    const token = request.sessionToken;
    if (!token) throw new AppError(ErrorCode.signInRequired);
    const lease = await takeEventStreamLease(db, uid, {
      max: limits.maxPerUser,
      staleSeconds: limits.leaseSeconds,
    });
    if (!lease) throw new AppError(ErrorCode.rateLimited, { retryAfterSeconds: limits.leaseSeconds });
    const leaseId: string = lease;

    const sessionHolds = async (): Promise<boolean> => {
      try {
        const account = await findLiveSessionAccount(findAccount, uid, token);
        return (
          account !== null &&
          Date.now() < token.expiresAt.getTime() &&
          allows({ role: account.role, shopId: account.shop_id })
        );
      } catch {
        // Unable to tell (the database is away): send nothing; the client connects again.
        return false;
      }
    };

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 2000\n\n');

    let ended = false;
    const endListeners: (() => void)[] = [];
    const timers = [
      setInterval(() => {
        void sessionHolds().then((holds) => (holds ? undefined : end()));
      }, limits.recheckMs),
      setInterval(
        () => {
          void renewEventStreamLease(db, leaseId).then(
            (renewed) => (renewed ? undefined : end()),
            () => undefined,
          );
        },
        (limits.leaseSeconds * 1000) / 3,
      ),
      setInterval(() => raw.write(': still here\n\n'), heartbeatMs),
    ];
    async function end(): Promise<void> {
      if (ended) return;
      ended = true;
      running.delete(end);
      for (const timer of timers) clearInterval(timer);
      for (const listener of endListeners) listener();
      raw.end();
      await endEventStreamLease(db, leaseId).catch(() => undefined);
    }
    running.add(end);
    request.raw.on('close', () => void end());
    raw.on('close', () => void end());
    // The client may have left while the lease was taken.
    if (request.raw.socket?.destroyed) void end();

    let queued: string[] = [];
    let flushing = false;
    async function flush(): Promise<void> {
      if (flushing) return;
      flushing = true;
      while (queued.length > 0 && !ended) {
        const batch = queued.join('');
        queued = [];
        if (!(await sessionHolds())) {
          await end();
          break;
        }
        if (!ended) raw.write(batch);
      }
      flushing = false;
    }

    return {
      send(event, data) {
        if (ended) return;
        queued.push(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        void flush();
      },
      onEnd(listener) {
        if (ended) listener();
        else endListeners.push(listener);
      },
    };
  }

  return {
    open,
    async closeAll() {
      await Promise.all([...running].map((end) => end()));
    },
  };
}
