import type { Kysely } from 'kysely';
import type { AppConfig } from './config.ts';
import type { Database } from './db/schema.ts';
import type { SessionTokens } from './features/auth/session-tokens.ts';

/** What route modules receive: the database, the token signer and the configuration. */
export interface AppDeps {
  db: Kysely<Database>;
  tokens: SessionTokens;
  config: AppConfig;
}
