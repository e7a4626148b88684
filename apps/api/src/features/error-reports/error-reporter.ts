// Error reporting without a client-side Sentry account: the web app's envelopes come through our
// tunnel, and the API's own 5xx join them. With SENTRY_DSN set they go to that project (and only
// there); without it they are stored for the global admin's Errors screen.
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  parseSentryDsn,
  type SentryDsn,
  sameSentryProject,
  sentryEnvelopeUrl,
} from '../../adapters/error-reporting/sentry-dsn.ts';
import { buildEventEnvelope, parseEnvelope } from '../../adapters/error-reporting/sentry-envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { insertErrorEvents } from './error-events.repo.ts';
import { errorEventRecord, unstorableFieldOf } from './sentry-event-record.ts';

const forwardTimeoutMs = 5000;

/**
 * What one envelope may carry. Sentry's SDKs put one event (or transaction) in an envelope, with a
 * few attachments, sessions or client reports beside it, and Sentry refuses a second event; one
 * request can therefore store one row.
 */
export const envelopeLimits = { events: 1, items: 20 } as const;

/** Stored events kept at most: past it, each new event replaces the oldest. */
export const storedErrorEventsCap = 10_000;

export interface ServerFailure {
  error: unknown;
  method: string;
  /** The matched route's pattern (ids left out, so one failure makes one group). */
  route: string;
  userAgent: string | undefined;
}

export interface ErrorReporter {
  /** Forwards or stores one envelope from the tunnel; 400 for a body that is no envelope, 403 for another DSN. */
  receiveEnvelope(body: Buffer, userAgent: string | undefined): Promise<void>;
  /** Reports one of the API's own 5xx, after the answer (never fails the request). */
  reportServerFailure(failure: ServerFailure): void;
  /** Resolves once every report under way is written or sent. */
  idle(): Promise<void>;
}

export interface ErrorReporterDeps {
  db: Kysely<Database>;
  /** SENTRY_DSN, already validated by the configuration. */
  sentryDsn: string | undefined;
  clock: Clock;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  /** Stored events kept at most (storedErrorEventsCap unless a test chooses). */
  keepAtMost?: number;
}

export function createErrorReporter(deps: ErrorReporterDeps): ErrorReporter {
  const target: SentryDsn | undefined = deps.sentryDsn ? parseSentryDsn(deps.sentryDsn) : undefined;
  const send = deps.fetch ?? fetch;
  const keepAtMost = deps.keepAtMost ?? storedErrorEventsCap;
  const pending = new Set<Promise<void>>();

  async function forward(dsn: SentryDsn, body: Buffer): Promise<void> {
    try {
      const answer = await send(sentryEnvelopeUrl(dsn), {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body: new Uint8Array(body),
        signal: AbortSignal.timeout(forwardTimeoutMs),
      });
      if (!answer.ok) deps.log.warn({ status: answer.status }, 'Sentry refused an error report');
    } catch (error) {
      deps.log.warn({ err: error }, 'error report not forwarded to Sentry');
    }
  }

  async function receiveEnvelope(body: Buffer, userAgent: string | undefined): Promise<void> {
    const envelope = parseEnvelope(body);
    if (!envelope) throw new AppError(ErrorCode.invalidInput);
    const events = envelope.items.filter((item) => item.header.type === 'event');
    if (envelope.items.length > envelopeLimits.items || events.length > envelopeLimits.events) {
      throw new AppError(ErrorCode.invalidInput, { problems: { items: 'tooLong' } });
    }
    if (target) {
      const named = typeof envelope.header.dsn === 'string' ? parseSentryDsn(envelope.header.dsn) : undefined;
      // An open relay to any Sentry project would be ours to pay for; only the configured one is served.
      if (!named || !sameSentryProject(named, target)) throw new AppError(ErrorCode.forbidden);
      await forward(target, body);
      return;
    }
    const now = deps.clock.now();
    const records = events.flatMap((item) => {
      let event: unknown;
      try {
        event = JSON.parse(item.payload.toString('utf8'));
      } catch {
        return [];
      }
      if (event === null || typeof event !== 'object' || Array.isArray(event)) return [];
      const record = errorEventRecord(event as Record<string, unknown>, {
        source: 'web',
        userAgent: userAgent ?? null,
        now,
      });
      const refused = unstorableFieldOf(record);
      if (refused === 'occurredAt')
        throw new AppError(ErrorCode.invalidInput, { problems: { timestamp: 'invalid' } });
      if (refused)
        throw new AppError(ErrorCode.invalidInput, { problems: { [refused]: 'forbiddenCharacter' } });
      return [record];
    });
    await insertErrorEvents(deps.db, records, keepAtMost);
  }

  async function writeServerFailure(failure: ServerFailure): Promise<void> {
    const error = failure.error instanceof Error ? failure.error : new Error(String(failure.error));
    const cause = error.cause instanceof Error ? error.cause : error;
    const event = {
      event_id: randomUUID().replaceAll('-', ''),
      timestamp: deps.clock.now() / 1000,
      platform: 'node',
      level: 'error',
      logger: 'api',
      message: `${failure.method} ${failure.route}: ${cause.name}: ${cause.message}`.slice(0, 500),
      exception: { values: [{ type: cause.name, value: cause.message, stacktrace: undefined }] },
      request: {
        method: failure.method,
        // The pattern, not the URL: query strings can carry tokens (reset links).
        url: failure.route.split('?')[0],
        headers: failure.userAgent ? { 'User-Agent': failure.userAgent } : {},
      },
      tags: { errorCode: String(ErrorCode.internalError) },
    };
    if (target && deps.sentryDsn) {
      await forward(target, buildEventEnvelope(deps.sentryDsn, event));
      return;
    }
    await insertErrorEvents(
      deps.db,
      [
        errorEventRecord(event, {
          source: 'api',
          userAgent: failure.userAgent ?? null,
          now: deps.clock.now(),
        }),
      ],
      keepAtMost,
    );
  }

  return {
    receiveEnvelope,
    reportServerFailure(failure) {
      const report = writeServerFailure(failure)
        .catch((error: unknown) => deps.log.warn({ err: error }, 'server failure not reported'))
        .finally(() => pending.delete(report));
      pending.add(report);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
