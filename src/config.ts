// The only reader of process.env: everything else receives a typed, validated Config.
// Every variable is declared once, in `variables` below: its parser (a zod schema), type, default,
// bounds and description. docs/configuration.md is generated from it (`npm run docs:config`).
// A wrong start names every problem at once (ConfigError), never a secret's value.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { invalidTrustEntries, type TrustProxy } from './trust-proxy.js';

// The vocabulary of a few settings is defined here, at the bottom of the house, and the layers
// that apply them import it from here: the configuration names nothing above itself.

/** A password's length bounds (src/domain/directory/passwords.ts applies them; ADMIN_PASSWORD is checked against them). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

/**
 * How the audit log's batched writer commits (AUDIT_LOG_SYNCHRONOUS_COMMIT; src/db/audit-commit.ts).
 * `off` and `local` are Postgres's synchronous_commit levels (not waiting for the WAL flush;
 * waiting for the local flush only, not for standbys); `server` leaves the database's own
 * setting, as every other statement does.
 */
export const BATCHED_LOG_COMMIT_LEVELS = ['off', 'local', 'server'] as const;
export type BatchedLogCommit = (typeof BATCHED_LOG_COMMIT_LEVELS)[number];

/** One throttle against guessing (src/domain/sign-in/throttles.ts applies it). */
export interface ThrottlePolicy {
  /** Failures within the window that trip the throttle; 0 turns it off. */
  limit: number;
  windowSeconds: number;
  /** The first hold; each trip in a row doubles it. */
  delaySeconds: number;
  /** The longest hold. */
  maxDelaySeconds: number;
}

export type ThrottleName = 'clientAuth' | 'signIn' | 'verification';

export type ThrottlePolicies = Record<ThrottleName, ThrottlePolicy>;

export interface Config {
  port: number;
  baseUrl: string;
  /** `{baseUrl}/oidc`: the `iss` of every token we sign. */
  issuer: string;
  /** Set → real Postgres; unset → embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * How long one SQL statement may take on Postgres before the request is answered 503 (a database
   * that accepts connections but never answers); 0: no limit.
   */
  databaseQueryTimeoutMs: number;
  /** Most Postgres connections this process opens (DATABASE_POOL_SIZE). */
  poolSize: number;
  /** Postgres connections kept open once made, idle or not (DATABASE_POOL_MIN; default the pool size). */
  poolMin: number;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  dataDir: string;
  managementApiResource: string;
  bootstrapAdmin: { clientId: string; clientSecret: string } | undefined;
  /** BOOTSTRAP_ADMIN_USERNAME / _PASSWORD: the console's first administrator, created once. */
  bootstrapAdminUser: { username: string; password: string } | undefined;
  /** The console's build (index.html + assets/); default `dist/console` in the package root. */
  consoleDir: string;
  /** 32-byte key (base64 or hex) encrypting signing keys at rest; unset → stored in clear. */
  keyEncryptionKey: Buffer | undefined;
  /** HMAC key for session cookies and CSRF tokens. */
  cookieSecret: string;
  accessTokenTtlSeconds: number;
  /** Transaction tokens (docs/transaction-tokens.md): their audience, the trust domain, and their short lifetime. */
  transactionTokens: { trustDomain: string; ttlSeconds: number };
  /** How long a request_uri from /oidc/par (RFC 9126) may be used. */
  pushedAuthorizationRequestTtlSeconds: number;
  /** The device authorization grant (RFC 8628): how long a request waits, and the polling interval. */
  deviceCode: { ttlSeconds: number; intervalSeconds: number };
  webhookAllowPrivateTargets: boolean;
  /**
   * Webhook receivers on this machine (localhost, 127.0.0.1, ::1) are allowed: in development
   * (NODE_ENV unset or `development`), so a local walkthrough works as written, or with
   * WEBHOOK_ALLOW_PRIVATE_TARGETS.
   */
  webhookAllowLocalTargets: boolean;
  /** Run the outbox dispatcher in this process (off only in tests that need a silent instance). */
  webhookDispatcher: boolean;
  /** Webhook delivery tuning (see docs/webhooks.md); tests shorten the schedule. */
  webhook: {
    /** Persisted retry schedule: delay before each later round, in ms (jitter is added). */
    retryDelaysMs: number[];
    /** Immediate retries inside one round (p-retry), after the first attempt. */
    immediateRetries: number;
    timeoutMs: number;
    /** How long a claimed delivery stays ours; after it another instance may take it over. */
    leaseMs: number;
    pollMs: number;
    /** How long a rotated-out signing key keeps signing alongside the new one. */
    keyGraceMs: number;
    concurrency: number;
    /** Of those, at most this many for one hook: a slow receiver cannot take every slot. */
    hookConcurrency: number;
    /** How long finished deliveries and their attempt logs are kept. */
    retentionMs: number;
  };
  lockout: { maxAttempts: number; windowSeconds: number; durationSeconds: number };
  codeSend: { limit: number; windowSeconds: number };
  /** Throttles against guessing: per client id, per source address (src/domain/sign-in/throttles.ts). */
  throttles: ThrottlePolicies;
  /** NODE_ENV=production: development conveniences (codes written to the log) are off. */
  production: boolean;
  smtpUrl: string | undefined;
  smsWebhookUrl: string | undefined;
  /** SMS through Twilio's Messages API instead of the webhook (src/notify/sms.ts). */
  smsTwilio: { accountSid: string; authToken: string; from: string; apiUrl: string } | undefined;
  /** SMS_TWILIO_API_URL: where Twilio messages go, also for a Twilio gateway set in the console. */
  smsTwilioApiUrl: string;
  /** Whether SMS codes can be sent (a webhook or Twilio is configured). */
  smsConfigured: boolean;
  /**
   * Where the CAPTCHA providers' answers are checked and their widgets loaded from
   * (src/connectors/captcha.ts, src/experience/captcha.ts): the providers' own endpoints unless
   * overridden (a stand-in in tests, a proxy in a closed network).
   */
  captcha: {
    turnstileVerifyUrl: string;
    recaptchaEnterpriseUrl: string;
    turnstileScriptUrl: string;
    recaptchaScriptUrl: string;
    timeoutMs: number;
  };
  redisUrl: string | undefined;
  workers: number;
  /** Body size limit for JSON and form bodies. */
  bodyLimit: string;
  /** V8's heap growing factor as a percentage over 1 (0: V8's heuristic); see src/observability/heap-growth.ts. */
  heapGrowingPercent: number;
  /** V8's allocation-site pretenuring (off unless set); see src/observability/pretenuring.ts. */
  v8Pretenuring: boolean;
  /** How many verified access tokens a process remembers (0: verify every presentation in full). */
  verifiedTokenMemoSize: number;
  logRequests: boolean;
  /** Least severe log level written (pino's names; `silent` writes nothing). */
  logLevel: LogLevel;
  /** Set → GET /metrics answers only a request bearing this token. */
  metricsToken: string | undefined;
  /** Express's 'trust proxy': which proxies' X-Forwarded-For is believed (src/http/client-ip.ts). */
  trustProxy: TrustProxy;
  /** Origins (scheme://host[:port]) a browser may call /api and /graphql from. */
  corsAllowedOrigins: string[];
  /** How long audit log entries are kept (LOG_RETENTION_DAYS). */
  logRetentionMs: number;
  /** How the audit entries that record no change (token grants, refusals) commit (AUDIT_LOG_SYNCHRONOUS_COMMIT). */
  auditLogSynchronousCommit: BatchedLogCommit;
  /** OpenTelemetry traces: set only when an OTLP endpoint is (and OTEL_SDK_DISABLED is not true). */
  tracing: TracingSettings | undefined;
  /** Passkeys (WebAuthn): the relying party the browser binds credentials to (docs/sign-in.md#passkeys). */
  webauthn: WebauthnSettings;
}

export interface WebauthnSettings {
  /** The RP id: a domain (never an IP address); credentials are bound to it and its subdomains. */
  rpId: string;
  /** The name authenticators show. */
  rpName: string;
  /** The origins a ceremony may come from (the sign-in pages' origin). */
  origins: string[];
  /** After a password sign-in of a user without a passkey, the pages offer to add one. */
  offerEnrolment: boolean;
}

export const OTLP_PROTOCOLS = ['http/protobuf', 'http/json', 'grpc'] as const;
export type OtlpProtocol = (typeof OTLP_PROTOCOLS)[number];
export const TRACE_SAMPLERS = [
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
  'always_on',
  'always_off',
  'traceidratio',
] as const;
export type TraceSampler = (typeof TRACE_SAMPLERS)[number];

/**
 * What src/observability/tracing.ts needs beyond what the OpenTelemetry SDK reads from the
 * standard OTEL_* variables itself (endpoints, sampler, batching, resource): those are declared
 * below too, so that they are documented and a wrong value stops the start instead of being
 * replaced by a default with a line on stderr.
 */
export interface TracingSettings {
  /** The OTLP transport of the trace exporter. */
  protocol: OtlpProtocol;
  /** OTEL_EXPORTER_OTLP_HEADERS (or its _FILE twin): sent with every export, e.g. a vendor's API key. */
  headers: Record<string, string>;
  sampler: TraceSampler;
  /** The share of root traces the `traceidratio` samplers keep. */
  samplerRatio: number;
  /** OTEL_BSP_SCHEDULE_DELAY: how long finished spans wait to be exported together. */
  batchDelayMs: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Every problem of a configuration, one per line after the first. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[] | string) {
    problems = typeof problems === 'string' ? [problems] : problems;
    super(
      problems.length === 1
        ? `invalid configuration: ${problems[0]}`
        : `invalid configuration (${problems.length} problems):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.problems = problems;
    this.name = 'ConfigError';
  }
}

export const MIN_BOOTSTRAP_SECRET_LENGTH = 32;

/** What docs/configuration.md shows of a variable. */
export interface VariableDoc {
  type: string;
  /** As written in the table; undefined → none (unset). */
  default?: string;
  description: string;
  /** Also readable from the file named by `<NAME>_FILE` (container secrets); never echoed in errors. */
  secret?: boolean;
}

const docs = new WeakMap<z.ZodType, VariableDoc>();

function declare<T extends z.ZodType>(schema: T, doc: VariableDoc): T {
  docs.set(schema, doc);
  return schema;
}

type Ctx = z.RefinementCtx;
const fail = (ctx: Ctx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

/** Every variable is text (or unset) in the environment; empty counts as unset. */
const raw = () => z.string().optional();

function int(description: string, o: { default: number; min?: number; max?: number; defaultText?: string }) {
  const min = o.min ?? 0;
  const bounds = o.max === undefined ? `integer ≥ ${min}` : `integer ${min}–${o.max}`;
  return declare(
    raw().transform((value, ctx) => {
      if (value === undefined) return o.default;
      const n = Number(value);
      if (!/^\s*-?\d+\s*$/.test(value) || n < min || (o.max !== undefined && n > o.max)) return fail(ctx, `must be an ${bounds}`);
      return n;
    }),
    { type: bounds, default: o.defaultText ?? String(o.default), description },
  );
}

/** An integer whose default depends on other settings (filled in by loadConfig). */
function optionalInt(description: string, o: { min: number; defaultText: string }) {
  return declare(
    raw().transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (!/^\s*\d+\s*$/.test(value) || Number(value) < o.min) return fail(ctx, `must be an integer ≥ ${o.min}`);
      return Number(value);
    }),
    { type: `integer ≥ ${o.min}`, default: o.defaultText, description },
  );
}

function bool(description: string, fallback: boolean) {
  return declare(
    raw().transform((value, ctx) => {
      if (value === undefined) return fallback;
      if (/^(1|true|yes|on)$/i.test(value)) return true;
      if (/^(0|false|no|off)$/i.test(value)) return false;
      return fail(ctx, 'must be true or false (also 1/0, yes/no, on/off)');
    }),
    { type: 'boolean', default: String(fallback), description },
  );
}

/** `defaultText`: documented only, the default is computed by loadConfig from other settings. */
function text(description: string, o: { defaultText?: string; secret?: boolean; type?: string } = {}) {
  return declare(raw(), {
    type: o.type ?? 'string',
    ...(o.defaultText !== undefined ? { default: o.defaultText } : {}),
    description,
    ...(o.secret ? { secret: true } : {}),
  });
}

function textWithDefault(description: string, o: { default: string; type?: string }) {
  return declare(
    raw().transform((value) => value ?? o.default),
    { type: o.type ?? 'string', default: o.default, description },
  );
}

/** An absolute URL, with the schemes allowed. */
function url(description: string, o: { protocols: string[]; secret?: boolean; defaultText?: string }) {
  return declare(
    raw().refine(
      (value) => {
        if (value === undefined) return true;
        try {
          return o.protocols.includes(new URL(value).protocol.slice(0, -1));
        } catch {
          return false;
        }
      },
      { message: `must be an absolute ${o.protocols.join(' or ')} URL` },
    ),
    { type: `URL (${o.protocols.join(', ')})`, ...(o.defaultText ? { default: o.defaultText } : {}), description, ...(o.secret ? { secret: true } : {}) },
  );
}

/** Comma-separated seconds (fractions allowed) → milliseconds. */
function secondsList(description: string, fallback: number[]) {
  return declare(
    raw().transform((value, ctx) => {
      if (value === undefined) return fallback.map((s) => s * 1000);
      const values = value.split(',').map((part) => (part.trim() === '' ? NaN : Number(part.trim())));
      if (values.some((v) => !Number.isFinite(v) || v < 0)) return fail(ctx, 'must be a comma-separated list of seconds (each ≥ 0)');
      return values.map((s) => Math.round(s * 1000));
    }),
    { type: 'seconds, comma-separated', default: fallback.join(','), description },
  );
}

function decodeKey(value: string): Buffer | undefined {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64') : undefined;
  return key?.length === 32 ? key : undefined;
}

/** An origin as browsers send it in `Origin`: scheme://host[:port], nothing else. */
function asOrigin(value: string): string | undefined {
  try {
    const u = new URL(value);
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.origin !== value.replace(/\/$/, '')) return undefined;
    return u.origin;
  } catch {
    return undefined;
  }
}

/** `key=value,key=value` (OTLP headers, resource attributes); values may be percent-encoded. */
function keyValues(value: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const entry of list(value)) {
    const at = entry.indexOf('=');
    const key = at > 0 ? entry.slice(0, at).trim() : '';
    if (!key) return undefined;
    try {
      out[key] = decodeURIComponent(entry.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return out;
}

function keyValueList(description: string, o: { secret?: boolean } = {}) {
  return declare(
    raw().transform((value, ctx) => {
      if (value === undefined) return {};
      return keyValues(value) ?? fail(ctx, 'must be comma-separated key=value pairs (values percent-encoded)');
    }),
    { type: 'key=value, comma-separated', description, ...(o.secret ? { secret: true } : {}) },
  );
}

function oneOf<const T extends readonly string[]>(values: T, description: string, o: { default?: T[number]; defaultText?: string } = {}) {
  return declare(
    raw().transform((value, ctx): T[number] | undefined => {
      if (value === undefined) return o.default;
      return values.find((v) => v === value.trim().toLowerCase()) ?? fail(ctx, `must be one of ${values.join(', ')}`);
    }),
    { type: values.join(' | '), ...((o.default ?? o.defaultText) ? { default: o.default ?? o.defaultText } : {}), description },
  );
}

const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The variables, in the order of docs/configuration.md. */
export const variables = {
  PORT: int('TCP port the HTTP server listens on (`0`: any free port).', { default: 3001, max: 65535 }),
  BASE_URL: url('Public address; the issuer is `$BASE_URL/oidc`.', { protocols: ['http', 'https'], defaultText: 'http://localhost:$PORT' }),
  NODE_ENV: text('`production` turns development conveniences off (codes written to the log) and defaults `WORKERS` to the CPUs.', {
    type: 'string',
  }),
  DATABASE_URL: url('Postgres connection string; unset → embedded PGlite in `DATA_DIR`.', { protocols: ['postgres', 'postgresql'], secret: true }),
  DATABASE_QUERY_TIMEOUT_MS: int(
    'Time limit of one SQL statement on Postgres, in ms: past it the request is answered 503 with `Retry-After` and the connection is discarded (a database that accepts connections but never answers); the server cancels the statement 1 s later. `0`: no limit. Not applied by the CLI.',
    { default: 10_000 },
  ),
  DATABASE_POOL_SIZE: int('Most Postgres connections one process opens (with `WORKERS=n`, each worker opens its own pool).', {
    default: 10,
    min: 1,
    max: 1000,
  }),
  DATABASE_POOL_MIN: optionalInt(
    'Postgres connections a process keeps open once it has made them; an idle connection above this number is closed after 10 s. The default keeps them all (a fixed-size pool): a pool that closes idle connections closes, even under steady load, the ones its reuse order leaves idle, and opens them again at the next burst ([operations.md](operations.md#database-connections)). Lower it to give connections back to a shared Postgres after a burst.',
    { min: 0, defaultText: '$DATABASE_POOL_SIZE' },
  ),
  DATA_DIR: textWithDefault('PGlite data directory (`memory://` keeps it in memory); used when `DATABASE_URL` is unset.', { default: './data', type: 'path' }),
  MANAGEMENT_API_RESOURCE: text('Resource indicator of the Management API.', { defaultText: '$BASE_URL/api', type: 'URI' }),
  BOOTSTRAP_ADMIN_CLIENT_ID: text('Id of the admin machine-to-machine application created at start when none has it (with `BOOTSTRAP_ADMIN_CLIENT_SECRET`).'),
  BOOTSTRAP_ADMIN_CLIENT_SECRET: declare(
    raw().refine((v) => v === undefined || v.length >= MIN_BOOTSTRAP_SECRET_LENGTH, {
      message: `must be at least ${MIN_BOOTSTRAP_SECRET_LENGTH} characters; generate one with: openssl rand -base64 32`,
    }),
    {
      type: `string, ≥ ${MIN_BOOTSTRAP_SECRET_LENGTH} characters`,
      description: 'Secret of that application, applied only when it is created (rotate it through the Management API).',
      secret: true,
    },
  ),
  BOOTSTRAP_ADMIN_USERNAME: text('The console’s first administrator (with `BOOTSTRAP_ADMIN_PASSWORD`), created when no user has this username.'),
  BOOTSTRAP_ADMIN_PASSWORD: declare(
    raw().refine((v) => v === undefined || (v.length >= MIN_PASSWORD_LENGTH && v.length <= MAX_PASSWORD_LENGTH), {
      message: `must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`,
    }),
    {
      type: `string, ${MIN_PASSWORD_LENGTH}–${MAX_PASSWORD_LENGTH} characters`,
      description: 'That administrator’s password, applied only at creation.',
      secret: true,
    },
  ),
  CONSOLE_DIR: text('The console’s build served at `/console`.', { type: 'path', defaultText: 'dist/console in the package' }),
  KEY_ENCRYPTION_KEY: declare(
    raw().transform((value, ctx) => {
      if (value === undefined) return undefined;
      return decodeKey(value) ?? fail(ctx, 'must be 32 bytes, base64 or hex encoded (openssl rand -base64 32)');
    }),
    {
      type: '32 bytes, base64 or hex',
      description: 'Seals signing keys, webhook keys, TOTP secrets, the cookie key and connector secrets at rest; set it in production.',
      secret: true,
    },
  ),
  COOKIE_SECRET: text('HMAC key of every page’s cookies and CSRF tokens; unset → generated once and kept in the database (sealed).', { secret: true }),
  ACCESS_TOKEN_TTL_SECONDS: int('Lifetime of access tokens not tied to an API resource.', { default: 3600, min: 1 }),
  TRANSACTION_TOKEN_TRUST_DOMAIN: text('The trust domain transaction tokens are issued for (their `aud`; the `audience` a workload must request).', {
    defaultText: 'the host of BASE_URL',
  }),
  TRANSACTION_TOKEN_TTL_SECONDS: int('Lifetime of transaction tokens (short: they live for one request through the call chain).', {
    default: 300,
    min: 10,
    max: 3600,
  }),
  PUSHED_AUTHORIZATION_REQUEST_TTL_SECONDS: int(
    'How long a `request_uri` from the pushed authorization request endpoint (`/oidc/par`, RFC 9126) may be used at `/oidc/auth`; it is usable once.',
    { default: 60, min: 5, max: 600 },
  ),
  DEVICE_CODE_TTL_SECONDS: int(
    'How long a device authorization request (`/oidc/device/auth`, RFC 8628) waits for a person to enter its user code and approve it.',
    { default: 600, min: 60, max: 1800 },
  ),
  DEVICE_CODE_INTERVAL_SECONDS: int(
    'How many seconds a device waits between two polls of the token endpoint (RFC 8628 `interval`); polling faster is answered `slow_down`.',
    {
      default: 5,
      min: 1,
      max: 60,
    },
  ),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: bool(
    'Allow webhook targets, SAML metadata URLs and connector URLs (issuer, token, user-info, JWKS) on loopback and private networks, and plain http to this machine outside production (development, tests). Without it, webhook receivers on this machine itself (localhost, 127.0.0.1, ::1) are still allowed when `NODE_ENV` is unset or `development`.',
    false,
  ),
  WEBHOOK_DISPATCHER: bool('Run the webhook outbox dispatcher in this instance.', true),
  WEBHOOK_RETRY_DELAYS_SECONDS: secondsList(
    'Delay before each later delivery round (jitter is added).',
    [10, 60, 300, 1800, 3600, 7200, 14400, 28800, 43200, 57600],
  ),
  WEBHOOK_IMMEDIATE_RETRIES: int('Immediate retries inside one delivery round.', { default: 2 }),
  WEBHOOK_TIMEOUT_MS: int('Time limit of one delivery attempt, in ms.', { default: 10_000, min: 1 }),
  WEBHOOK_LEASE_SECONDS: int('How long a claimed delivery stays this instance’s before another may take it over.', { default: 120, min: 1 }),
  WEBHOOK_POLL_MS: int('How often the dispatcher looks for due deliveries, in ms.', { default: 2000, min: 10 }),
  WEBHOOK_KEY_GRACE_SECONDS: int('How long a rotated-out webhook signing key keeps signing beside the new one.', { default: 86_400 }),
  WEBHOOK_CONCURRENCY: int('Deliveries in flight per instance.', { default: 64, min: 1 }),
  WEBHOOK_HOOK_CONCURRENCY: int('Of those, at most this many for one hook.', { default: 32, min: 1 }),
  WEBHOOK_LOG_RETENTION_DAYS: int('How long finished deliveries and their attempt logs are kept.', { default: 14, min: 1 }),
  AUDIT_LOG_SYNCHRONOUS_COMMIT: oneOf(
    BATCHED_LOG_COMMIT_LEVELS,
    "How the audit entries that record no change of their own (tokens handed out by client credentials and token exchange, refusals of any kind) commit. `off` (default): the token waits for Postgres to accept its entry, not for the entry to reach the disk; a crash of the database server (not of Tessera) can lose the entries of its last ~0.6 s (three times its `wal_writer_delay`), never other data. `local`: wait for the local disk. `server`: the database's own `synchronous_commit`. Entries written with a change (Management API, code and refresh-token grants, registration) commit with it whatever this says (docs/operations.md, Audit log).",
    { default: 'off' },
  ),
  LOG_RETENTION_DAYS: int('How long audit log entries (`/api/logs`: sign-in steps, token grants, Management API changes) are kept.', { default: 90, min: 1 }),
  LOCKOUT_MAX_ATTEMPTS: int('Failed verifications before an identifier is locked (also settable at `/api/sign-in-exp`).', { default: 100, min: 1 }),
  LOCKOUT_WINDOW_SECONDS: int('Window in which failed verifications are counted.', { default: 3600, min: 1 }),
  LOCKOUT_DURATION_SECONDS: int('How long a lock lasts.', { default: 3600, min: 1 }),
  CODE_SEND_LIMIT: int('Verification codes per recipient per window.', { default: 10, min: 1 }),
  CODE_SEND_WINDOW_SECONDS: int('The rolling window of `CODE_SEND_LIMIT`.', { default: 600, min: 1 }),
  CLIENT_AUTH_THROTTLE_LIMIT: int(
    'Failed client authentications of one client id (token, introspection and revocation endpoints) within the window before its requests are held off (429, `Retry-After`); `0` turns the throttle off. Successes are not counted.',
    { default: 10, min: 0 },
  ),
  CLIENT_AUTH_THROTTLE_WINDOW_SECONDS: int('The window of `CLIENT_AUTH_THROTTLE_LIMIT`, from the first failure.', { default: 60, min: 1 }),
  CLIENT_AUTH_THROTTLE_DELAY_SECONDS: int('How long a client id is first held off; each hold that follows another within a window lasts twice as long.', {
    default: 2,
    min: 1,
  }),
  CLIENT_AUTH_THROTTLE_MAX_DELAY_SECONDS: int(
    'The longest hold of a client id: a legitimate client waits at most this long for failures that are not its own.',
    { default: 30, min: 1 },
  ),
  SIGN_IN_THROTTLE_LIMIT: int(
    'Failed password sign-ins from one source address (an IPv6 /64), whatever the identifiers, within the window before it is held off (sign-in pages and Experience API); `0` turns the throttle off.',
    { default: 30, min: 0 },
  ),
  SIGN_IN_THROTTLE_WINDOW_SECONDS: int('The window of `SIGN_IN_THROTTLE_LIMIT`, from the first failure.', { default: 600, min: 1 }),
  SIGN_IN_THROTTLE_DELAY_SECONDS: int('How long an address is first held off from signing in; each hold in a row lasts twice as long.', {
    default: 60,
    min: 1,
  }),
  SIGN_IN_THROTTLE_MAX_DELAY_SECONDS: int('The longest hold of an address from signing in.', { default: 3600, min: 1 }),
  VERIFICATION_THROTTLE_LIMIT: int(
    'Failed verifications (email/SMS codes, TOTP, backup codes) from one source address within the window before it is held off; `0` turns the throttle off.',
    { default: 30, min: 0 },
  ),
  VERIFICATION_THROTTLE_WINDOW_SECONDS: int('The window of `VERIFICATION_THROTTLE_LIMIT`, from the first failure.', { default: 600, min: 1 }),
  VERIFICATION_THROTTLE_DELAY_SECONDS: int('How long an address is first held off from verifying; each hold in a row lasts twice as long.', {
    default: 60,
    min: 1,
  }),
  VERIFICATION_THROTTLE_MAX_DELAY_SECONDS: int('The longest hold of an address from verifying.', { default: 3600, min: 1 }),
  SMTP_URL: url(
    'SMTP transport for codes and invitations; the email delivery set in the console (Connectors → Email & SMS) wins over it; neither → codes are logged (development).',
    { protocols: ['smtp', 'smtps'], secret: true },
  ),
  SMS_WEBHOOK_URL: url('HTTP endpoint receiving `{to, text}` for SMS codes.', { protocols: ['http', 'https'], secret: true }),
  SMS_TWILIO_ACCOUNT_SID: text(
    "Twilio account SID (`AC…`): SMS codes go through Twilio's Messages API (a form POST with basic auth) instead of `SMS_WEBHOOK_URL`. Set with `SMS_TWILIO_AUTH_TOKEN` and `SMS_TWILIO_FROM`.",
  ),
  SMS_TWILIO_AUTH_TOKEN: text('The Twilio auth token of `SMS_TWILIO_ACCOUNT_SID` (or an API key secret).', { secret: true }),
  SMS_TWILIO_FROM: text('The Twilio sender: a phone number in E.164 (`+15551234567`) or a Messaging Service SID (`MG…`).'),
  SMS_TWILIO_API_URL: textWithDefault(
    'Base URL of the Twilio API; messages go to `{this}/2010-04-01/Accounts/{sid}/Messages.json`. Overridden for a local stand-in in tests or a proxy.',
    { default: 'https://api.twilio.com', type: 'URL (https)' },
  ),
  CAPTCHA_TURNSTILE_VERIFY_URL: textWithDefault(
    'Where Cloudflare Turnstile tokens are checked (its siteverify endpoint): overridden for a local stand-in in tests or a proxy; held to the outbound rule of connector URLs (https; plain http only to this machine with `WEBHOOK_ALLOW_PRIVATE_TARGETS`).',
    { default: 'https://challenges.cloudflare.com/turnstile/v0/siteverify', type: 'URL (https)' },
  ),
  CAPTCHA_RECAPTCHA_ENTERPRISE_URL: textWithDefault(
    'Base URL of the reCAPTCHA Enterprise API; tokens are checked at `{this}/v1/projects/{projectId}/assessments`. Overridable as `CAPTCHA_TURNSTILE_VERIFY_URL` is.',
    { default: 'https://recaptchaenterprise.googleapis.com', type: 'URL (https)' },
  ),
  CAPTCHA_TURNSTILE_SCRIPT_URL: textWithDefault(
    'The Turnstile widget script the sign-in and registration pages load (its origin is allowed by their Content-Security-Policy).',
    {
      default: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
      type: 'URL (https)',
    },
  ),
  CAPTCHA_RECAPTCHA_SCRIPT_URL: textWithDefault(
    'The reCAPTCHA Enterprise widget script the pages load (with a provider `domain` of `recaptcha.net`, that host instead of www.google.com).',
    {
      default: 'https://www.google.com/recaptcha/enterprise.js',
      type: 'URL (https)',
    },
  ),
  CAPTCHA_TIMEOUT_MS: int(
    'Time limit of one CAPTCHA check at the provider, in ms; past it the sign-in is refused with 503 `session.captcha_unavailable`, never let through.',
    {
      default: 5000,
      min: 100,
      max: 60_000,
    },
  ),
  REDIS_URL: url('Shared counter store for send limits across instances.', { protocols: ['redis', 'rediss'], secret: true }),
  WORKERS: optionalInt('node:cluster workers sharing the port (more than 1 needs `DATABASE_URL`).', {
    min: 1,
    defaultText: 'CPUs when NODE_ENV=production, else 1',
  }),
  BODY_LIMIT: declare(
    raw()
      .refine((v) => v === undefined || /^\d+(\.\d+)?\s*(b|kb|mb|gb)?$/i.test(v), { message: 'must be a size such as 100kb or 1mb' })
      .transform((v) => v ?? '100kb'),
    { type: 'size (b, kb, mb)', default: '100kb', description: 'Limit of JSON and form request bodies.' },
  ),
  HEAP_GROWING_PERCENT: int(
    "How far V8 lets the heap grow past what the last full collection kept, in percent, before the next one (`0`: V8's own choice, which lets a busy server's heap reach about three times its live data).",
    { default: 50, min: 0, max: 400 },
  ),
  V8_PRETENURING: bool(
    "V8's allocation-site pretenuring: object literals whose objects tend to outlive a young collection are made directly in the old generation. Off by default: on the token path it filled the old generation with short-lived objects, about doubling how often a full collection ran (see docs/operations.md, Memory).",
    false,
  ),
  VERIFIED_TOKEN_MEMO_SIZE: int('Access tokens whose signature each process remembers having verified (`0`: verify every presentation).', { default: 10_000 }),
  TRUST_PROXY: declare(
    raw().transform((value, ctx): TrustProxy => {
      if (value === undefined) return ['loopback'];
      if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
      if (/^\d+$/.test(value)) return Number(value);
      const entries = list(value);
      const bad = invalidTrustEntries(entries);
      if (!entries.length || bad.length)
        return fail(ctx, `must be true, false, a hop count, or addresses/CIDRs/loopback/linklocal/uniquelocal (not: ${bad.join(', ')})`);
      return entries;
    }),
    {
      type: 'false, true, hop count, or comma-separated addresses/CIDRs',
      default: 'loopback',
      description:
        'Which proxies’ `X-Forwarded-For` is believed for the client address (audit, rate limits): express’s `trust proxy`. Behind a load balancer, its address or range (or the hop count).',
    },
  ),
  WEBAUTHN_RP_ID: text(
    'Passkeys: the relying party id credentials are bound to, a domain such as `example.com` (browsers refuse IP addresses); it must be the host of each `WEBAUTHN_ORIGINS` entry or a parent domain of it. Changing it orphans every registered passkey.',
    { type: 'domain', defaultText: 'the host of $BASE_URL' },
  ),
  WEBAUTHN_RP_NAME: textWithDefault('Passkeys: the service name authenticators show when a passkey is created.', { default: 'Tessera' }),
  WEBAUTHN_ORIGINS: declare(
    raw().transform((value, ctx) => {
      if (value === undefined) return undefined;
      const entries = list(value);
      const bad = entries.filter((e) => !asOrigin(e));
      if (!entries.length || bad.length) return fail(ctx, `must be comma-separated origins such as https://login.example.com (not: ${bad.join(', ')})`);
      return [...new Set(entries.map((e) => asOrigin(e)!))];
    }),
    {
      type: 'origins, comma-separated',
      default: 'the origin of $BASE_URL',
      description: 'Passkeys: the origins a WebAuthn response may come from (where the sign-in pages are served).',
    },
  ),
  WEBAUTHN_OFFER_ENROLMENT: bool(
    'Passkeys: after a password sign-in (and its second factor), a user without a passkey is offered to add one before returning to the application.',
    false,
  ),
  CORS_ALLOWED_ORIGINS: declare(
    raw().transform((value, ctx) => {
      if (value === undefined) return [];
      const entries = list(value);
      const bad = entries.filter((e) => !asOrigin(e));
      if (bad.length) return fail(ctx, `must be comma-separated origins such as https://admin.example.com (not: ${bad.join(', ')})`);
      return [...new Set(entries.map((e) => asOrigin(e)!))];
    }),
    { type: 'origins, comma-separated', description: 'Browser origins allowed to call `/api` and `/graphql` (CORS); others get no CORS headers.' },
  ),
  LOG_LEVEL: declare(
    raw().transform((value, ctx): LogLevel => {
      if (value === undefined) return 'info';
      return LOG_LEVELS.find((l) => l === value.toLowerCase()) ?? fail(ctx, `must be one of ${LOG_LEVELS.join(', ')}`);
    }),
    { type: LOG_LEVELS.join(' | '), default: 'info', description: 'Least severe log level written; JSON lines when `NODE_ENV=production`.' },
  ),
  LOG_REQUESTS: bool('One access-log line per request (method, route template, status, duration, request id, client).', false),
  METRICS_TOKEN: text('Bearer token required by `GET /metrics`; unset → `/metrics` is open.', { secret: true }),
  OTEL_EXPORTER_OTLP_ENDPOINT: url(
    'OpenTelemetry collector (OTLP) base address: set → traces are exported (over HTTP to `…/v1/traces`); unset → tracing is off and its SDK is never loaded ([operations.md](operations.md#traces)).',
    { protocols: ['http', 'https'] },
  ),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: url('Full address for traces, used as it is (instead of the above); also turns tracing on.', {
    protocols: ['http', 'https'],
  }),
  OTEL_EXPORTER_OTLP_PROTOCOL: oneOf(OTLP_PROTOCOLS, 'OTLP transport.', { default: 'http/protobuf' }),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: oneOf(OTLP_PROTOCOLS, 'OTLP transport of traces.', { defaultText: '$OTEL_EXPORTER_OTLP_PROTOCOL' }),
  OTEL_EXPORTER_OTLP_HEADERS: keyValueList('Headers sent with every export, e.g. a tracing vendor’s API key.', { secret: true }),
  OTEL_SERVICE_NAME: textWithDefault('`service.name` of the traces.', { default: 'tessera' }),
  OTEL_RESOURCE_ATTRIBUTES: keyValueList('More resource attributes of the traces, e.g. `deployment.environment.name=prod`.'),
  OTEL_TRACES_SAMPLER: oneOf(TRACE_SAMPLERS, 'Which traces are kept; `parentbased_*` follows the sampling decision of an incoming `traceparent`.', {
    default: 'parentbased_always_on',
  }),
  OTEL_TRACES_SAMPLER_ARG: declare(
    raw().refine((v) => v === undefined || (v.trim() !== '' && Number(v) >= 0 && Number(v) <= 1), { message: 'must be a number from 0 to 1' }),
    { type: 'number 0–1', default: '1', description: 'The share of traces kept by the `traceidratio` samplers.' },
  ),
  OTEL_BSP_SCHEDULE_DELAY: int('How long finished spans wait to be exported in one batch, in ms.', { default: 5000 }),
  OTEL_SDK_DISABLED: bool('`true` keeps tracing off even with an endpoint set.', false),
};

const envSchema = z.object(variables);
type Env = z.output<typeof envSchema>;

/** The documentation of every variable, in order (docs/configuration.md). */
export function variableDocs(): Array<{ name: string } & VariableDoc> {
  return Object.entries(variables).map(([name, schema]) => ({ name, ...docs.get(schema)! }));
}

const secretNames = () =>
  variableDocs()
    .filter((v) => v.secret)
    .map((v) => v.name);

/**
 * The environment with `<NAME>_FILE` read for every secret (one trailing newline dropped) and
 * empty values removed. Problems are collected, naming the variable and never the content.
 */
function resolveFiles(env: NodeJS.ProcessEnv, problems: string[]): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const name of Object.keys(variables)) out[name] = env[name] === '' ? undefined : env[name];
  for (const name of secretNames()) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (out[name] !== undefined) {
      problems.push(`${name} and ${name}_FILE are both set; set one`);
      continue;
    }
    try {
      const content = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
      out[name] = content === '' ? undefined : content;
    } catch (error) {
      problems.push(`${name}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  return out;
}

/**
 * The package root: the nearest folder above this file holding package.json, so the default
 * CONSOLE_DIR is the same under `tsx src/main.ts` (src/) and `node dist/src/main.js` (dist/src/).
 */
function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** Settings that only make sense together, or within each other's bounds. */
function pairs(env: Env, problems: string[]): void {
  for (const [a, b] of [
    ['BOOTSTRAP_ADMIN_CLIENT_ID', 'BOOTSTRAP_ADMIN_CLIENT_SECRET'],
    ['BOOTSTRAP_ADMIN_USERNAME', 'BOOTSTRAP_ADMIN_PASSWORD'],
  ] as const) {
    if (Boolean(env[a]) !== Boolean(env[b])) problems.push(`${a} and ${b} go together`);
  }
  for (const prefix of ['CLIENT_AUTH', 'SIGN_IN', 'VERIFICATION'] as const) {
    const delay = env[`${prefix}_THROTTLE_DELAY_SECONDS`];
    const max = env[`${prefix}_THROTTLE_MAX_DELAY_SECONDS`];
    if (max < delay) problems.push(`${prefix}_THROTTLE_MAX_DELAY_SECONDS (${max}) must not be less than ${prefix}_THROTTLE_DELAY_SECONDS (${delay})`);
  }
  const twilio = ['SMS_TWILIO_ACCOUNT_SID', 'SMS_TWILIO_AUTH_TOKEN', 'SMS_TWILIO_FROM'] as const;
  if (twilio.some((name) => env[name]) && !twilio.every((name) => env[name])) problems.push(`${twilio.join(', ')} go together`);
  if (env.SMS_TWILIO_ACCOUNT_SID && env.SMS_WEBHOOK_URL) problems.push('SMS_TWILIO_ACCOUNT_SID and SMS_WEBHOOK_URL are two SMS transports; set one');
  if (env.SMS_TWILIO_ACCOUNT_SID && !/^AC[0-9a-fA-F]{32}$/.test(env.SMS_TWILIO_ACCOUNT_SID))
    problems.push('SMS_TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits');
  if (env.SMS_TWILIO_FROM && !/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/.test(env.SMS_TWILIO_FROM)) {
    problems.push('SMS_TWILIO_FROM must be a phone number in E.164 (+15551234567) or a Messaging Service SID (MG…)');
  }
  for (const name of [
    'SMS_TWILIO_API_URL',
    'CAPTCHA_TURNSTILE_VERIFY_URL',
    'CAPTCHA_RECAPTCHA_ENTERPRISE_URL',
    'CAPTCHA_TURNSTILE_SCRIPT_URL',
    'CAPTCHA_RECAPTCHA_SCRIPT_URL',
  ] as const) {
    if (!URL.canParse(env[name]) || !/^https?:$/.test(new URL(env[name]).protocol))
      problems.push(`${name} must be an absolute http(s) URL, got "${env[name]}"`);
  }
  if (env.DATABASE_POOL_MIN !== undefined && env.DATABASE_POOL_MIN > env.DATABASE_POOL_SIZE) {
    problems.push(`DATABASE_POOL_MIN (${env.DATABASE_POOL_MIN}) must not exceed DATABASE_POOL_SIZE (${env.DATABASE_POOL_SIZE})`);
  }
}

function throttleOf(env: Env, prefix: 'CLIENT_AUTH' | 'SIGN_IN' | 'VERIFICATION'): ThrottlePolicy {
  return {
    limit: env[`${prefix}_THROTTLE_LIMIT`],
    windowSeconds: env[`${prefix}_THROTTLE_WINDOW_SECONDS`],
    delaySeconds: env[`${prefix}_THROTTLE_DELAY_SECONDS`],
    maxDelaySeconds: env[`${prefix}_THROTTLE_MAX_DELAY_SECONDS`],
  };
}

function webauthnOf(env: Env, baseUrl: string): WebauthnSettings {
  return {
    rpId: (env.WEBAUTHN_RP_ID ?? new URL(baseUrl).hostname).toLowerCase(),
    rpName: env.WEBAUTHN_RP_NAME,
    origins: env.WEBAUTHN_ORIGINS ?? [new URL(baseUrl).origin],
    offerEnrolment: env.WEBAUTHN_OFFER_ENROLMENT,
  };
}

/** The RP id must be a domain that each origin's host is, or is under (WebAuthn's own rule). */
function webauthnProblems(env: Env, problems: string[]): void {
  if (env.WEBAUTHN_RP_ID === undefined && env.WEBAUTHN_ORIGINS === undefined) return;
  const { rpId, origins } = webauthnOf(env, (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''));
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(rpId) || /^[\d.]+$/.test(rpId)) {
    problems.push(`WEBAUTHN_RP_ID must be a domain name (not an IP address), got "${rpId}"`);
    return;
  }
  for (const origin of origins) {
    const host = new URL(origin).hostname;
    if (host !== rpId && !host.endsWith(`.${rpId}`)) problems.push(`WEBAUTHN_RP_ID "${rpId}" is not the host of ${origin} nor a parent domain of it`);
  }
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const input = resolveFiles(environment, problems);
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const secrets = new Set(secretNames());
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      const value = input[name];
      problems.push(`${name} ${issue.message}${value !== undefined && !secrets.has(name) ? `, got "${value}"` : ''}`);
    }
  }
  // Cross-field rules need every field parsed; a field's own problem is already listed.
  if (parsed.success) pairs(parsed.data, problems);
  if (parsed.success) webauthnProblems(parsed.data, problems);
  if (problems.length || !parsed.success) throw new ConfigError(problems);
  const env = parsed.data;

  const production = env.NODE_ENV === 'production';
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const clientId = env.BOOTSTRAP_ADMIN_CLIENT_ID;
  const clientSecret = env.BOOTSTRAP_ADMIN_CLIENT_SECRET;
  const username = env.BOOTSTRAP_ADMIN_USERNAME;
  const password = env.BOOTSTRAP_ADMIN_PASSWORD;
  return {
    port: env.PORT,
    baseUrl,
    issuer: `${baseUrl}/oidc`,
    databaseUrl: env.DATABASE_URL,
    databaseQueryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
    poolSize: env.DATABASE_POOL_SIZE,
    poolMin: env.DATABASE_POOL_MIN ?? env.DATABASE_POOL_SIZE,
    dataDir: env.DATA_DIR,
    managementApiResource: env.MANAGEMENT_API_RESOURCE ?? `${baseUrl}/api`,
    bootstrapAdmin: clientId && clientSecret ? { clientId, clientSecret } : undefined,
    bootstrapAdminUser: username && password ? { username, password } : undefined,
    consoleDir: path.resolve(env.CONSOLE_DIR ?? path.join(packageRoot(), 'dist', 'console')),
    keyEncryptionKey: env.KEY_ENCRYPTION_KEY,
    cookieSecret: env.COOKIE_SECRET ?? '',
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    transactionTokens: {
      trustDomain: env.TRANSACTION_TOKEN_TRUST_DOMAIN || new URL(baseUrl).host,
      ttlSeconds: env.TRANSACTION_TOKEN_TTL_SECONDS,
    },
    pushedAuthorizationRequestTtlSeconds: env.PUSHED_AUTHORIZATION_REQUEST_TTL_SECONDS,
    deviceCode: { ttlSeconds: env.DEVICE_CODE_TTL_SECONDS, intervalSeconds: env.DEVICE_CODE_INTERVAL_SECONDS },
    webhookAllowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    webhookAllowLocalTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS || env.NODE_ENV === undefined || env.NODE_ENV === 'development',
    webhookDispatcher: env.WEBHOOK_DISPATCHER,
    webhook: {
      retryDelaysMs: env.WEBHOOK_RETRY_DELAYS_SECONDS,
      immediateRetries: env.WEBHOOK_IMMEDIATE_RETRIES,
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      leaseMs: env.WEBHOOK_LEASE_SECONDS * 1000,
      pollMs: env.WEBHOOK_POLL_MS,
      keyGraceMs: env.WEBHOOK_KEY_GRACE_SECONDS * 1000,
      concurrency: env.WEBHOOK_CONCURRENCY,
      hookConcurrency: env.WEBHOOK_HOOK_CONCURRENCY,
      retentionMs: env.WEBHOOK_LOG_RETENTION_DAYS * 86_400_000,
    },
    lockout: {
      maxAttempts: env.LOCKOUT_MAX_ATTEMPTS,
      windowSeconds: env.LOCKOUT_WINDOW_SECONDS,
      durationSeconds: env.LOCKOUT_DURATION_SECONDS,
    },
    codeSend: { limit: env.CODE_SEND_LIMIT, windowSeconds: env.CODE_SEND_WINDOW_SECONDS },
    throttles: { clientAuth: throttleOf(env, 'CLIENT_AUTH'), signIn: throttleOf(env, 'SIGN_IN'), verification: throttleOf(env, 'VERIFICATION') },
    production,
    smtpUrl: env.SMTP_URL,
    smsWebhookUrl: env.SMS_WEBHOOK_URL,
    smsTwilio:
      env.SMS_TWILIO_ACCOUNT_SID && env.SMS_TWILIO_AUTH_TOKEN && env.SMS_TWILIO_FROM
        ? {
            accountSid: env.SMS_TWILIO_ACCOUNT_SID,
            authToken: env.SMS_TWILIO_AUTH_TOKEN,
            from: env.SMS_TWILIO_FROM,
            apiUrl: env.SMS_TWILIO_API_URL.replace(/\/+$/, ''),
          }
        : undefined,
    smsTwilioApiUrl: env.SMS_TWILIO_API_URL.replace(/\/+$/, ''),
    smsConfigured: Boolean(env.SMS_WEBHOOK_URL || env.SMS_TWILIO_ACCOUNT_SID),
    captcha: {
      turnstileVerifyUrl: env.CAPTCHA_TURNSTILE_VERIFY_URL,
      recaptchaEnterpriseUrl: env.CAPTCHA_RECAPTCHA_ENTERPRISE_URL.replace(/\/+$/, ''),
      turnstileScriptUrl: env.CAPTCHA_TURNSTILE_SCRIPT_URL,
      recaptchaScriptUrl: env.CAPTCHA_RECAPTCHA_SCRIPT_URL,
      timeoutMs: env.CAPTCHA_TIMEOUT_MS,
    },
    redisUrl: env.REDIS_URL,
    workers: env.WORKERS ?? (production ? os.availableParallelism() : 1),
    bodyLimit: env.BODY_LIMIT,
    heapGrowingPercent: env.HEAP_GROWING_PERCENT,
    v8Pretenuring: env.V8_PRETENURING,
    verifiedTokenMemoSize: env.VERIFIED_TOKEN_MEMO_SIZE,
    logRequests: env.LOG_REQUESTS,
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    trustProxy: env.TRUST_PROXY,
    corsAllowedOrigins: env.CORS_ALLOWED_ORIGINS,
    tracing:
      (env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) && !env.OTEL_SDK_DISABLED
        ? {
            protocol: env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf',
            headers: env.OTEL_EXPORTER_OTLP_HEADERS,
            sampler: env.OTEL_TRACES_SAMPLER ?? 'parentbased_always_on',
            samplerRatio: env.OTEL_TRACES_SAMPLER_ARG === undefined ? 1 : Number(env.OTEL_TRACES_SAMPLER_ARG),
            batchDelayMs: env.OTEL_BSP_SCHEDULE_DELAY,
          }
        : undefined,
    logRetentionMs: env.LOG_RETENTION_DAYS * 86_400_000,
    auditLogSynchronousCommit: env.AUDIT_LOG_SYNCHRONOUS_COMMIT!,
    webauthn: webauthnOf(env, baseUrl),
  };
}
