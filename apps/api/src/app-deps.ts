import type { Kysely } from 'kysely';
import type { Geocoder } from './adapters/geocoding/geocoder.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { PaymentProvider } from './adapters/payments/payment-provider.ts';
import type { PushDelivery } from './adapters/push/push-delivery.ts';
import type { FileStorage } from './adapters/storage/file-storage.ts';
import type { TelephonyProvider } from './adapters/telephony/telephony-provider.ts';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import type { ChangeNotifications } from './db/change-notifications.ts';
import type { Database } from './db/schema.ts';
import type { RateLimits } from './http/rate-limits.ts';
import type { EventStreamLimits } from './http/session-event-stream.ts';
import type { SessionTokens } from './http/session-tokens.ts';

/** What route modules receive: the database, the token signer, the mailer and the configuration. */
export interface AppDeps {
  db: Kysely<Database>;
  tokens: SessionTokens;
  mailer: Mailer;
  config: AppConfig;
  /** Overrides of the default rate limits (tests). */
  rateLimits?: Partial<RateLimits>;
  /** Overrides of the live event streams' limits and re-check interval (tests). */
  eventStreamLimits?: Partial<EventStreamLimits>;
  /**
   * True when this process is the only one using the database (embedded PGlite): the free-time
   * searches' limit is then counted in memory instead of written per request.
   */
  soleProcess?: boolean;
  /** Where uploads go; by default local disk under DATA_DIR/uploads (a temporary folder for memory://). */
  storage?: FileStorage;
  /** The current time for booking rules (minimum notice, horizon, cut-offs); the system clock by default. */
  clock?: Clock;
  /** The payment provider; by default Stripe when configured, else the embedded test provider. */
  payments?: PaymentProvider;
  /** Web Push after the commit; by default signed with the configured or stored VAPID keys. */
  push?: PushDelivery;
  /** The database's change notifications (LISTEN/NOTIFY); without them live views ask periodically. */
  notifications?: ChangeNotifications;
  /** The telephony provider; by default Twilio when configured, else the built-in simulator. */
  telephony?: TelephonyProvider;
  /** Place search; by default the one GEOCODER chose (adapters/geocoding/select-geocoder.ts). */
  geocoder?: Geocoder;
}

/** What buildApp hands the route modules: the deps with the wired services filled in. */
export interface RouteDeps extends AppDeps {
  storage: FileStorage;
  payments: PaymentProvider;
  push: PushDelivery;
  telephony: TelephonyProvider;
  geocoder: Geocoder;
}
