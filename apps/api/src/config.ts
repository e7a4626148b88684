// Server configuration, read once from the environment (docs/api-contract.md, "Running the server").
import { availableParallelism } from 'node:os';
import { type ShopLegal, shopLegalSchema } from '@studio/domain/shop-legal';
import { z } from 'zod';
import { parseSentryDsn } from './adapters/error-reporting/sentry-dsn.ts';
import { type TrustedProxies, trustProxySchema } from './http/trusted-proxies.ts';

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * A service with a real provider and an offline stand-in (payments: Stripe or the test provider;
 * telephony: Twilio or the simulator). The stand-in lets the two-command start work offline, but in
 * production it would give things away (a "paid" voucher, a studio live without paying), so there it
 * runs only when chosen explicitly, and then says so on screen; production without a choice refuses
 * to start. The real provider is the default whenever its settings are present.
 */
export interface ProviderChoiceRule<Real extends string, StandIn extends string> {
  /** The setting that chooses, e.g. PAYMENTS_PROVIDER. */
  variable: string;
  /** What is being chosen, for the messages: "payment provider". */
  service: string;
  real: Real;
  standIn: StandIn;
  /** The real provider's settings, for the messages: "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET". */
  realSettings: string;
  /** What the stand-in does not do, for the messages: "takes no money". */
  standInCaveat: string;
}

export interface ProviderChoice<Real extends string, StandIn extends string> {
  provider: Real | StandIn;
  /** The offline stand-in runs: the start-up banner and the screens say what it does not do. */
  standIn: boolean;
}

export function chooseProvider<Real extends string, StandIn extends string>(
  rule: ProviderChoiceRule<Real, StandIn>,
  situation: { chosen: Real | StandIn | undefined; realConfigured: boolean; production: boolean },
): ProviderChoice<Real, StandIn> {
  const { chosen, realConfigured, production } = situation;
  if (chosen === rule.real && !realConfigured) {
    throw new ConfigError([`${rule.variable}=${rule.real} needs ${rule.realSettings}`]);
  }
  if (chosen !== undefined) return { provider: chosen, standIn: chosen === rule.standIn };
  if (realConfigured) return { provider: rule.real, standIn: false };
  if (production) {
    throw new ConfigError([
      `${rule.variable}: NODE_ENV=production needs a ${rule.service}: set ${rule.realSettings}, or ${rule.variable}=${rule.standIn} to run the offline stand-in, which ${rule.standInCaveat} (and says so on screen)`,
    ]);
  }
  return { provider: rule.standIn, standIn: true };
}

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  // A statement running longer is cancelled by PostgreSQL (0: no limit); migrations and the
  // analytics rollup are not requests and set their own.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 (no limit) or more')
    .default(15_000),
  WEB_CONCURRENCY: z.coerce
    .number({ error: 'must be a number of processes' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(64, 'must be at most 64')
    .optional(),
  API_KEYS: z
    .string()
    .default('dev-api-key')
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .refine((keys) => keys.length > 0, 'must list at least one key'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  ADMIN_EMAIL: z.email('must be a valid email address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters long').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  PUBLIC_URL: z.url('must be an absolute URL such as https://example.com').optional(),
  MAIL_FROM: z.string().min(3).max(254).optional(),
  SEED_DEMO: booleanFlag.default(false),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean)
        : [],
    ),
  TRUST_PROXY: trustProxySchema.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  OIDC_ISSUER: z
    .url('must be an absolute URL such as https://accounts.google.com')
    .refine(isSecureOrLocalUrl, 'must start with https:// (http:// only for localhost)')
    .optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().max(60, 'must be at most 60 characters long').optional(),
  CLOCK_START: z
    .string()
    .refine(
      (value) => !Number.isNaN(Date.parse(value)),
      'must be an ISO 8601 instant such as 2026-12-29T09:00:00+01:00',
    )
    .optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a URL-safe base64 P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a URL-safe base64 P-256 private key')
    .optional(),
  PUSH_ALLOW_LOOPBACK: booleanFlag.default(false),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url('must be an absolute URL such as https://s3.eu-central-1.amazonaws.com').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  NODE_ENV: z.string().optional(),
  PAYMENTS_PROVIDER: z.enum(['stripe', 'test'], { error: 'must be stripe or test' }).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_URL: z.url('must be an absolute URL such as http://127.0.0.1:12111').optional(),
  PLATFORM_FEE_PERCENT: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be between 0 and 50')
    .max(50, 'must be between 0 and 50')
    .default(0),
  PLAN_PRICE_LITE_CENTS: z.coerce.number().int().positive().default(2900),
  PLAN_PRICE_BASIC_CENTS: z.coerce.number().int().positive().default(5900),
  PLAN_PRICE_PLUS_CENTS: z.coerce.number().int().positive().default(9900),
  PLAN_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR')
    .default('EUR'),
  SENTRY_DSN: z
    .string()
    .refine(
      (value) => parseSentryDsn(value) !== undefined,
      'must be a Sentry DSN such as https://key@o1.ingest.sentry.io/123',
    )
    .optional(),
  TELEPHONY_PROVIDER: z.enum(['twilio', 'simulator'], { error: 'must be twilio or simulator' }).optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/, 'must be a Twilio account SID (AC followed by 32 hex digits)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, "must be the account's auth token").optional(),
  TWILIO_API_URL: z.url('must be an absolute URL such as http://127.0.0.1:12112').optional(),
  ASSISTANT_MODEL_URL: z
    .url('must be an OpenAI-compatible base URL such as https://api.openai.com/v1')
    .optional(),
  ASSISTANT_MODEL: z.string().min(1).max(200).optional(),
  ASSISTANT_MODEL_KEY: z.string().min(1).optional(),
  ASSISTANT_MODEL_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(100, 'must be between 100 and 10000')
    .max(10_000, 'must be between 100 and 10000')
    .default(1500),
  MESSAGES_PER_NUMBER_PER_DAY: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 20')
    .max(20, 'must be between 1 and 20')
    .default(3),
  GEOCODER: z.enum(['google', 'osm', 'fake'], { error: 'must be google, osm or fake' }).optional(),
  GEOCODER_URL: z.url('must be an absolute URL such as https://photon.komoot.io').optional(),
  GEOCODER_CONTACT: z.string().min(3).max(200).optional(),
  GOOGLE_PLACES_API_KEY: z.string().min(10).optional(),
  PLATFORM_OPERATOR_NAME: z.string().optional(),
  PLATFORM_OPERATOR_REPRESENTATIVE: z.string().optional(),
  PLATFORM_OPERATOR_ADDRESS: z.string().optional(),
  PLATFORM_OPERATOR_EMAIL: z.string().optional(),
  PLATFORM_OPERATOR_PHONE: z.string().optional(),
  PLATFORM_OPERATOR_REGISTER: z.string().optional(),
  PLATFORM_OPERATOR_VAT_ID: z.string().optional(),
});

const platformOperatorVariables = {
  name: 'PLATFORM_OPERATOR_NAME',
  representative: 'PLATFORM_OPERATOR_REPRESENTATIVE',
  address: 'PLATFORM_OPERATOR_ADDRESS',
  email: 'PLATFORM_OPERATOR_EMAIL',
  phone: 'PLATFORM_OPERATOR_PHONE',
  register: 'PLATFORM_OPERATOR_REGISTER',
  vatId: 'PLATFORM_OPERATOR_VAT_ID',
} as const satisfies Record<keyof ShopLegal, string>;

/** The platform's own imprint (PLATFORM_OPERATOR_*): all its required details or none. */
function readPlatformOperator(e: z.infer<typeof envSchema>): ShopLegal | undefined {
  const given = Object.fromEntries(
    Object.entries(platformOperatorVariables).map(([field, variable]) => [field, e[variable]]),
  );
  if (Object.values(given).every((value) => value === undefined)) return undefined;
  const parsed = shopLegalSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => {
      const field = issue.path[0] as keyof ShopLegal;
      return `${platformOperatorVariables[field] ?? 'PLATFORM_OPERATOR_*'}: ${issue.message}`;
    }),
  );
}

const oidcVariables = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

// Plain http would expose the client secret and the tokens; it is only for a provider on this machine (tests).
function isSecureOrLocalUrl(value: string): boolean {
  const url = URL.parse(value);
  if (!url) return true; // z.url() reports that one
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname));
}

/** Uploads in an S3-compatible bucket instead of DATA_DIR/uploads (several instances share it). */
export interface ObjectStorageConfig {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** The bucket and its keys come together; a bucket without keys would fail on the first upload. */
function readObjectStorageConfig(e: z.infer<typeof envSchema>): ObjectStorageConfig | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (bucket === undefined) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => e[name] !== undefined,
    );
    if (stray.length > 0) throw new ConfigError([`${stray.join(', ')} need S3_BUCKET`]);
    return undefined;
  }
  if (accessKeyId === undefined || secretAccessKey === undefined) {
    throw new ConfigError(['S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY']);
  }
  return {
    endpoint: e.S3_ENDPOINT,
    bucket,
    region: e.S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** A platform identity sign-in through an OpenID Connect provider such as Google. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's name on the sign-in button. */
  providerName: string;
}

function defaultProviderName(issuer: string): string {
  const host = new URL(issuer).hostname;
  return host === 'accounts.google.com' ? 'Google' : host;
}

/** OIDC settings come all together or not at all; the name alone makes no sign-in. */
function readOidcConfig(e: z.infer<typeof envSchema>): OidcConfig | undefined {
  const missing = oidcVariables.filter((name) => e[name] === undefined);
  if (missing.length === oidcVariables.length) {
    if (e.OIDC_PROVIDER_NAME !== undefined) {
      throw new ConfigError(['OIDC_PROVIDER_NAME needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET']);
    }
    return undefined;
  }
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = e;
  if (issuer === undefined || clientId === undefined || clientSecret === undefined) {
    throw new ConfigError([
      `OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (missing: ${missing.join(', ')})`,
    ]);
  }
  return {
    issuer,
    clientId,
    clientSecret,
    providerName: e.OIDC_PROVIDER_NAME?.trim() || defaultProviderName(issuer),
  };
}

export type PaymentsProviderName = 'stripe' | 'test';

const paymentsProviderRule: ProviderChoiceRule<'stripe', 'test'> = {
  variable: 'PAYMENTS_PROVIDER',
  service: 'payment provider',
  real: 'stripe',
  standIn: 'test',
  realSettings: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  standInCaveat: 'takes no money',
};

/** Payments: PAYMENTS_PROVIDER, by default Stripe when its settings are present, else the test provider. */
export interface PaymentsConfig {
  /** The test provider takes no money: the banner, checkout pages and admin headers say so. */
  provider: PaymentsProviderName;
  /** Stripe's settings, present exactly when Stripe is the provider. */
  stripe:
    | {
        secretKey: string;
        webhookSecret: string;
        connectWebhookSecret: string | undefined;
        apiUrl: string | undefined;
      }
    | undefined;
  /** The platform's share of a voucher or deal sale, in percent (Stripe application fee). */
  platformFeePercent: number;
  planPricesCents: { lite: number; basic: number; plus: number };
  planCurrency: string;
}

function readPaymentsConfig(e: z.infer<typeof envSchema>): PaymentsConfig {
  if (e.STRIPE_SECRET_KEY !== undefined && e.STRIPE_WEBHOOK_SECRET === undefined) {
    throw new ConfigError([
      'STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET (webhooks are verified by signature)',
    ]);
  }
  const { provider } = chooseProvider(paymentsProviderRule, {
    chosen: e.PAYMENTS_PROVIDER,
    realConfigured: e.STRIPE_SECRET_KEY !== undefined && e.STRIPE_WEBHOOK_SECRET !== undefined,
    production: e.NODE_ENV === 'production',
  });
  return {
    provider,
    stripe:
      provider === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    platformFeePercent: e.PLATFORM_FEE_PERCENT,
    planPricesCents: {
      lite: e.PLAN_PRICE_LITE_CENTS,
      basic: e.PLAN_PRICE_BASIC_CENTS,
      plus: e.PLAN_PRICE_PLUS_CENTS,
    },
    planCurrency: e.PLAN_CURRENCY,
  };
}

export type TelephonyProviderName = 'twilio' | 'simulator';

const telephonyProviderRule: ProviderChoiceRule<'twilio', 'simulator'> = {
  variable: 'TELEPHONY_PROVIDER',
  service: 'telephony provider',
  real: 'twilio',
  standIn: 'simulator',
  realSettings: 'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN',
  standInCaveat: 'answers no real calls and sends no real messages',
};

/** An OpenAI-compatible chat-completions endpoint that understands callers; unset: the rule matcher alone. */
export interface AssistantModelConfig {
  /** Base URL; `/chat/completions` is appended. */
  url: string;
  model: string;
  key: string | undefined;
  /** Past this the call is answered by the rule matcher instead. */
  timeoutMs: number;
}

/** The phone assistant: TELEPHONY_PROVIDER, by default Twilio when its settings are present, else the simulator. */
export interface TelephonyConfig {
  /** The simulator answers no real calls: the /voice screen says so. */
  provider: TelephonyProviderName;
  /** Twilio's settings, present exactly when Twilio is the provider. */
  twilio: { accountSid: string; authToken: string; apiUrl: string | undefined } | undefined;
  model: AssistantModelConfig | undefined;
  /** Messages the assistant sends to one number in one day, at most. */
  messagesPerNumberPerDay: number;
}

function readTelephonyConfig(e: z.infer<typeof envSchema>): TelephonyConfig {
  if ((e.TWILIO_ACCOUNT_SID === undefined) !== (e.TWILIO_AUTH_TOKEN === undefined)) {
    throw new ConfigError(['TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together']);
  }
  if ((e.ASSISTANT_MODEL_URL === undefined) !== (e.ASSISTANT_MODEL === undefined)) {
    throw new ConfigError(['ASSISTANT_MODEL_URL and ASSISTANT_MODEL must be set together']);
  }
  const { provider } = chooseProvider(telephonyProviderRule, {
    chosen: e.TELEPHONY_PROVIDER,
    realConfigured: e.TWILIO_ACCOUNT_SID !== undefined && e.TWILIO_AUTH_TOKEN !== undefined,
    production: e.NODE_ENV === 'production',
  });
  return {
    provider,
    twilio:
      provider === 'twilio' && e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
        ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, apiUrl: e.TWILIO_API_URL }
        : undefined,
    model:
      e.ASSISTANT_MODEL_URL && e.ASSISTANT_MODEL
        ? {
            url: e.ASSISTANT_MODEL_URL.replace(/\/$/, ''),
            model: e.ASSISTANT_MODEL,
            key: e.ASSISTANT_MODEL_KEY,
            timeoutMs: e.ASSISTANT_MODEL_TIMEOUT_MS,
          }
        : undefined,
    messagesPerNumberPerDay: e.MESSAGES_PER_NUMBER_PER_DAY,
  };
}

export type GeocoderProviderName = 'google' | 'osm' | 'fake';

const osmGeocoderRule: ProviderChoiceRule<'osm', 'fake'> = {
  variable: 'GEOCODER',
  service: 'geocoder',
  real: 'osm',
  standIn: 'fake',
  realSettings: 'GEOCODER_URL',
  standInCaveat: 'makes up the places it finds',
};

/** The public Photon server of OpenStreetMap data: the documented default in production. */
export const defaultOsmGeocoderUrl = 'https://photon.komoot.io';

/** Place search: GEOCODER, by default Google when its key is set, else OpenStreetMap (Photon). */
export interface GeocodingConfig {
  /** `fake` makes up places (tests, the offline start): the registration says so on screen. */
  provider: GeocoderProviderName;
  googleApiKey: string | undefined;
  osmUrl: string;
  /** Who asks, as OpenStreetMap's usage rules want it: the product, and a contact. */
  userAgent: string;
}

/**
 * Google when GOOGLE_PLACES_API_KEY is set; else OpenStreetMap when GEOCODER_URL is set or in
 * production (at the public Photon server), else the fake geocoder, so that the offline start works
 * and production never runs it unless GEOCODER=fake asks for it.
 */
function readGeocodingConfig(e: z.infer<typeof envSchema>, publicUrl: string): GeocodingConfig {
  if (e.GEOCODER === 'google' && e.GOOGLE_PLACES_API_KEY === undefined) {
    throw new ConfigError(['GEOCODER=google needs GOOGLE_PLACES_API_KEY']);
  }
  const production = e.NODE_ENV === 'production';
  const provider: GeocoderProviderName =
    e.GEOCODER === 'google' || (e.GEOCODER === undefined && e.GOOGLE_PLACES_API_KEY !== undefined)
      ? 'google'
      : chooseProvider(osmGeocoderRule, {
          chosen: e.GEOCODER,
          realConfigured: e.GEOCODER_URL !== undefined || production,
          production,
        }).provider;
  return {
    provider,
    googleApiKey: e.GOOGLE_PLACES_API_KEY,
    osmUrl: e.GEOCODER_URL ?? defaultOsmGeocoderUrl,
    userAgent: `Studioly/1.0 (${e.GEOCODER_CONTACT ?? publicUrl})`,
  };
}

export type AppConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PostgreSQL cancels a statement that runs longer (0: never). */
  statementTimeoutMs: number;
  dataDir: string;
  /**
   * API processes (WEB_CONCURRENCY, node:cluster): by default one per core with DATABASE_URL, and
   * always 1 with embedded PGlite, which lives in one process.
   */
  webConcurrency: number;
  apiKeys: string[];
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  /** Sender of outgoing mail (MAIL_FROM), by default no-reply at the host of PUBLIC_URL. */
  mailFrom: string;
  publicUrl: string;
  seedDemo: boolean;
  corsOrigins: string[];
  /** How the client address is read from X-Forwarded-For (TRUST_PROXY, http/trusted-proxies.ts). */
  trustProxy: TrustedProxies;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string | undefined;
  /** Sign-in with an OpenID Connect provider; undefined when not configured (no button in the app). */
  oidc: OidcConfig | undefined;
  /** Where uploads live when not on the local disk (S3_BUCKET and its keys). */
  objectStorage: ObjectStorageConfig | undefined;
  /**
   * Tests only (CLOCK_START): the instant the server's clock starts at, running on from there, so
   * that end-to-end runs can stand on a chosen day (a year end, a clock change). Refused in production.
   */
  clockStart: number | undefined;
  payments: PaymentsConfig;
  telephony: TelephonyConfig;
  /** Web Push signing keys (VAPID); unset: generated once and stored in DATA_DIR. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Tests only (PUSH_ALLOW_LOOPBACK): push endpoints on http://127.0.0.1 or localhost are admitted. */
  pushAllowLoopback: boolean;
  /** Error reports (the web app's through the tunnel, the API's 5xx) go to this Sentry project; unset: stored. */
  sentryDsn: string | undefined;
  /** Who runs this installation, for the platform's imprint and privacy pages; unset: they say so. */
  platformOperator: ShopLegal | undefined;
  geocoding: GeocodingConfig;
};

/** Reads the configuration; empty variables count as unset. Throws ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(['ADMIN_EMAIL and ADMIN_PASSWORD must be set together']);
  }
  const oidc = readOidcConfig(e);
  const objectStorage = readObjectStorageConfig(e);
  if (e.CLOCK_START !== undefined && e.NODE_ENV === 'production') {
    throw new ConfigError(['CLOCK_START is for tests only and is refused when NODE_ENV=production']);
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together']);
  }
  if (e.WEB_CONCURRENCY !== undefined && e.WEB_CONCURRENCY > 1 && e.DATABASE_URL === undefined) {
    throw new ConfigError([
      'WEB_CONCURRENCY above 1 needs DATABASE_URL: embedded PGlite lives in one process',
    ]);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    dataDir: e.DATA_DIR,
    webConcurrency: e.WEB_CONCURRENCY ?? (e.DATABASE_URL === undefined ? 1 : availableParallelism()),
    apiKeys: e.API_KEYS,
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Studioly <no-reply@${new URL(publicUrl).hostname}>`,
    publicUrl,
    seedDemo: e.SEED_DEMO,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    oidc,
    objectStorage,
    clockStart: e.CLOCK_START === undefined ? undefined : Date.parse(e.CLOCK_START),
    payments: readPaymentsConfig(e),
    telephony: readTelephonyConfig(e),
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    pushAllowLoopback: e.PUSH_ALLOW_LOOPBACK,
    sentryDsn: e.SENTRY_DSN,
    platformOperator: readPlatformOperator(e),
    geocoding: readGeocodingConfig(e, publicUrl),
  };
}
