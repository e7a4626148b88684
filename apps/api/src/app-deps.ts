import type { Kysely } from 'kysely';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/schema.ts';
import type { SessionTokens } from './features/auth/session-tokens.ts';
import type { RateLimits } from './http/rate-limits.ts';

/** What route modules receive: the database, the token signer, the mailer and the configuration. */
export interface AppDeps {
  db: Kysely<Database>;
  tokens: SessionTokens;
  mailer: Mailer;
  config: AppConfig;
  /** Overrides of the default rate limits (tests). */
  rateLimits?: Partial<RateLimits>;
}
