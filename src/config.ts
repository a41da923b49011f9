// The only reader of process.env: everything else receives a typed, validated Config.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './domain/passwords.js';

export interface Config {
  port: number;
  baseUrl: string;
  /** `{baseUrl}/oidc`: the `iss` of every token we sign. */
  issuer: string;
  /** Set → real Postgres; unset → embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
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
  webhookAllowPrivateTargets: boolean;
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
  /** NODE_ENV=production: development conveniences (codes written to the log) are off. */
  production: boolean;
  smtpUrl: string | undefined;
  smsWebhookUrl: string | undefined;
  redisUrl: string | undefined;
  workers: number;
  /** Body size limit for JSON and form bodies. */
  bodyLimit: string;
  /** How many verified access tokens a process remembers (0: verify every presentation in full). */
  verifiedTokenMemoSize: number;
  logRequests: boolean;
  /** Least severe log level written (pino's names; `silent` writes nothing). */
  logLevel: LogLevel;
  /** Set → GET /metrics answers only a request bearing this token. */
  metricsToken: string | undefined;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function logLevel(env: NodeJS.ProcessEnv): LogLevel {
  const raw = env.LOG_LEVEL;
  if (raw === undefined || raw === '') return 'info';
  const level = LOG_LEVELS.find((l) => l === raw.toLowerCase());
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

export class ConfigError extends Error {}

export const MIN_BOOTSTRAP_SECRET_LENGTH = 32;

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** Comma-separated seconds (fractions allowed) → milliseconds. */
function secondsList(env: NodeJS.ProcessEnv, name: string, fallback: number[]): number[] {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback.map((s) => s * 1000);
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (!values.length || values.some((v) => !Number.isFinite(v) || v < 0)) {
    throw new ConfigError(`${name} must be a comma-separated list of seconds, got "${raw}"`);
  }
  return values.map((s) => Math.round(s * 1000));
}

function decodeKey(raw: string | undefined): Buffer | undefined {
  if (!raw) return undefined;
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new ConfigError('KEY_ENCRYPTION_KEY must be 32 bytes, base64 or hex encoded');
  return key;
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

function bootstrapAdminUser(env: NodeJS.ProcessEnv): Config['bootstrapAdminUser'] {
  const username = env.BOOTSTRAP_ADMIN_USERNAME;
  const password = env.BOOTSTRAP_ADMIN_PASSWORD;
  if (Boolean(username) !== Boolean(password)) {
    throw new ConfigError('BOOTSTRAP_ADMIN_USERNAME and BOOTSTRAP_ADMIN_PASSWORD go together');
  }
  if (!username || !password) return undefined;
  // The domain's password policy (the username's rules are checked when the user is created).
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw new ConfigError(`BOOTSTRAP_ADMIN_PASSWORD must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters (got ${password.length})`);
  }
  return { username, password };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env, 'PORT', 3001);
  const baseUrl = (env.BASE_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(baseUrl);
  } catch {
    throw new ConfigError(`BASE_URL must be an absolute URL, got "${baseUrl}"`);
  }
  const clientId = env.BOOTSTRAP_ADMIN_CLIENT_ID;
  const clientSecret = env.BOOTSTRAP_ADMIN_CLIENT_SECRET;
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    throw new ConfigError('BOOTSTRAP_ADMIN_CLIENT_ID and BOOTSTRAP_ADMIN_CLIENT_SECRET go together');
  }
  // The secret of a client that holds the whole Management API: as long as a generated one (32
  // random bytes) can be guessed no more easily.
  if (clientSecret && clientSecret.length < MIN_BOOTSTRAP_SECRET_LENGTH) {
    throw new ConfigError(
      `BOOTSTRAP_ADMIN_CLIENT_SECRET must be at least ${MIN_BOOTSTRAP_SECRET_LENGTH} characters (got ${clientSecret.length}); generate one with: openssl rand -base64 32`,
    );
  }
  const production = env.NODE_ENV === 'production';
  return {
    port,
    baseUrl,
    issuer: `${baseUrl}/oidc`,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './data',
    managementApiResource: env.MANAGEMENT_API_RESOURCE || `${baseUrl}/api`,
    bootstrapAdmin: clientId && clientSecret ? { clientId, clientSecret } : undefined,
    bootstrapAdminUser: bootstrapAdminUser(env),
    consoleDir: path.resolve(env.CONSOLE_DIR || path.join(packageRoot(), 'dist', 'console')),
    keyEncryptionKey: decodeKey(env.KEY_ENCRYPTION_KEY),
    cookieSecret: env.COOKIE_SECRET || '',
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 3600, 1),
    webhookAllowPrivateTargets: bool(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', false),
    webhookDispatcher: bool(env, 'WEBHOOK_DISPATCHER', true),
    webhook: {
      retryDelaysMs: secondsList(env, 'WEBHOOK_RETRY_DELAYS_SECONDS', [10, 60, 300, 1800, 3600, 7200, 14400, 28800, 43200, 57600]),
      immediateRetries: int(env, 'WEBHOOK_IMMEDIATE_RETRIES', 2),
      timeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 1),
      leaseMs: int(env, 'WEBHOOK_LEASE_SECONDS', 120, 1) * 1000,
      pollMs: int(env, 'WEBHOOK_POLL_MS', 2000, 10),
      keyGraceMs: int(env, 'WEBHOOK_KEY_GRACE_SECONDS', 86_400) * 1000,
      concurrency: int(env, 'WEBHOOK_CONCURRENCY', 64, 1),
      hookConcurrency: int(env, 'WEBHOOK_HOOK_CONCURRENCY', 32, 1),
      retentionMs: int(env, 'WEBHOOK_LOG_RETENTION_DAYS', 14, 1) * 86_400_000,
    },
    lockout: {
      maxAttempts: int(env, 'LOCKOUT_MAX_ATTEMPTS', 100, 1),
      windowSeconds: int(env, 'LOCKOUT_WINDOW_SECONDS', 3600, 1),
      durationSeconds: int(env, 'LOCKOUT_DURATION_SECONDS', 3600, 1),
    },
    codeSend: {
      limit: int(env, 'CODE_SEND_LIMIT', 10, 1),
      windowSeconds: int(env, 'CODE_SEND_WINDOW_SECONDS', 600, 1),
    },
    production,
    smtpUrl: env.SMTP_URL || undefined,
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    workers: int(env, 'WORKERS', production ? os.availableParallelism() : 1, 1),
    bodyLimit: env.BODY_LIMIT || '100kb',
    verifiedTokenMemoSize: int(env, 'VERIFIED_TOKEN_MEMO_SIZE', 10_000, 0),
    logRequests: bool(env, 'LOG_REQUESTS', false),
    logLevel: logLevel(env),
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}
