// Server-sent event streams that last only as long as the session that opened them. A stream is
// long-lived, so the check every request gets once is made again while it runs: every few seconds
// and before each batch of events goes out. The periodic checks and lease renewals of all the
// process's streams are one read each, so that open streams cost the database the same few
// statements whether there are five or five hundred. Once the token is signed out, the account disabled or
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
  renewEventStreamLeases,
  takeEventStreamLease,
} from './event-stream-leases.repo.ts';
import {
  type FindSessionAccount,
  type FindSessionAccounts,
  findLiveSessionAccount,
  liveSessionAccount,
  requireIdentity,
  type SessionAccount,
  type SessionToken,
} from './identity.ts';

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

interface RunningStream {
  uid: string;
  token: SessionToken;
  leaseId: string;
  /** Whether the session, read as `account`, still holds. */
  holds(account: SessionAccount | undefined): boolean;
  end(): Promise<void>;
}

export function createSessionEventStreams(
  db: Kysely<Database>,
  finders: { findAccount: FindSessionAccount; findAccounts: FindSessionAccounts },
  limits: EventStreamLimits,
): SessionEventStreams {
  const { findAccount, findAccounts } = finders;
  const running = new Set<RunningStream>();
  let sharedTimers: NodeJS.Timeout[] = [];

  /** Every running stream's session, read at once; those that no longer hold end. */
  async function recheckAll(): Promise<void> {
    const streams = [...running];
    if (streams.length === 0) return;
    // Unable to tell (the database is away): the streams end; their clients connect again.
    const accounts = await findAccounts(
      streams.map((stream) => ({ uid: stream.uid, tokenId: stream.token.id })),
    ).catch(() => undefined);
    for (const stream of streams) {
      if (!accounts || !stream.holds(accounts.get(stream.token.id))) void stream.end();
    }
  }

  /** Every running stream's lease, renewed at once; a stream whose lease was dropped as stale ends. */
  async function renewAll(): Promise<void> {
    const streams = [...running];
    if (streams.length === 0) return;
    const renewed = await renewEventStreamLeases(
      db,
      streams.map((stream) => stream.leaseId),
    ).catch(() => undefined);
    if (!renewed) return;
    for (const stream of streams) if (!renewed.has(stream.leaseId)) void stream.end();
  }

  function track(stream: RunningStream): void {
    running.add(stream);
    if (sharedTimers.length > 0) return;
    sharedTimers = [
      setInterval(() => void recheckAll(), limits.recheckMs),
      setInterval(() => void renewAll(), (limits.leaseSeconds * 1000) / 3),
    ];
  }

  function untrack(stream: RunningStream): void {
    running.delete(stream);
    if (running.size > 0) return;
    for (const timer of sharedTimers) clearInterval(timer);
    sharedTimers = [];
  }

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

    const holds = (read: SessionAccount | undefined): boolean => {
      const account = liveSessionAccount(read, token);
      return (
        account !== null &&
        Date.now() < token.expiresAt.getTime() &&
        allows({ role: account.role, shopId: account.shop_id })
      );
    };
    const sessionHolds = async (): Promise<boolean> => {
      try {
        const account = await findLiveSessionAccount(findAccount, uid, token);
        return account !== null && holds(account);
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
    const heartbeat = setInterval(() => raw.write(': still here\n\n'), heartbeatMs);
    const stream: RunningStream = { uid, token, leaseId, holds, end };
    async function end(): Promise<void> {
      if (ended) return;
      ended = true;
      untrack(stream);
      clearInterval(heartbeat);
      for (const listener of endListeners) listener();
      raw.end();
      await endEventStreamLease(db, leaseId).catch(() => undefined);
    }
    track(stream);
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
      await Promise.all([...running].map((stream) => stream.end()));
    },
  };
}
