// loadConfig: every problem in one ConfigError, *_FILE secrets, TRUST_PROXY and CORS origins parsed.
import { mkdtempSync, writeFileSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, variableDocs } from '../../src/config.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-config-'));
function secretFile(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('keeps the defaults of an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3001,
      baseUrl: 'http://localhost:3001',
      issuer: 'http://localhost:3001/oidc',
      managementApiResource: 'http://localhost:3001/api',
      dataDir: './data',
      databaseUrl: undefined,
      accessTokenTtlSeconds: 3600,
      pushedAuthorizationRequestTtlSeconds: 60,
      workers: 1,
      bodyLimit: '100kb',
      logRequests: false,
      logLevel: 'info',
      trustProxy: ['loopback'],
      corsAllowedOrigins: [],
    });
    expect(config.webhook.retryDelaysMs[0]).toBe(10_000);
    expect(config.webhook.leaseMs).toBe(120_000);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', LOG_LEVEL: '' })).toMatchObject({ port: 3001, databaseUrl: undefined, logLevel: 'info' });
  });

  it('lists every wrong value in one message, without the value of a secret', () => {
    const secret = 'short-secret-value';
    let error: ConfigError | undefined;
    try {
      loadConfig({
        PORT: 'eighty',
        BASE_URL: 'not a url',
        WORKERS: '0',
        LOG_REQUESTS: 'maybe',
        LOG_LEVEL: 'loud',
        KEY_ENCRYPTION_KEY: secret,
        WEBHOOK_RETRY_DELAYS_SECONDS: '10,,x',
        TRUST_PROXY: '10.0.0.0/99',
        CORS_ALLOWED_ORIGINS: 'https://admin.example.com,https://x.example.com/path',
        DATABASE_URL: 'mysql://nope',
      });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const names = error!.problems.map((p) => p.split(' ')[0]);
    expect(names.sort()).toEqual(
      [
        'BASE_URL',
        'CORS_ALLOWED_ORIGINS',
        'DATABASE_URL',
        'KEY_ENCRYPTION_KEY',
        'LOG_LEVEL',
        'LOG_REQUESTS',
        'PORT',
        'TRUST_PROXY',
        'WEBHOOK_RETRY_DELAYS_SECONDS',
        'WORKERS',
      ].sort(),
    );
    expect(error!.message).toMatch(/^invalid configuration \(10 problems\):\n {2}- /);
    expect(error!.message).toContain('PORT must be an integer 0–65535, got "eighty"');
    expect(error!.message).toContain('https://x.example.com/path');
    expect(error!.message).not.toContain(secret);
    expect(error!.message).not.toContain('mysql://nope');
  });

  it('checks settings that go together', () => {
    expect(problemsOf({ BOOTSTRAP_ADMIN_CLIENT_ID: 'admin', BOOTSTRAP_ADMIN_USERNAME: 'root' })).toEqual([
      'BOOTSTRAP_ADMIN_CLIENT_ID and BOOTSTRAP_ADMIN_CLIENT_SECRET go together',
      'BOOTSTRAP_ADMIN_USERNAME and BOOTSTRAP_ADMIN_PASSWORD go together',
    ]);
    expect(problemsOf({ BOOTSTRAP_ADMIN_CLIENT_ID: 'admin', BOOTSTRAP_ADMIN_CLIENT_SECRET: 'x'.repeat(31) })[0]).toMatch(
      /BOOTSTRAP_ADMIN_CLIENT_SECRET must be at least 32/,
    );
    expect(problemsOf({ BOOTSTRAP_ADMIN_USERNAME: 'root', BOOTSTRAP_ADMIN_PASSWORD: 'short' })[0]).toMatch(/BOOTSTRAP_ADMIN_PASSWORD must be 8 to 256/);
  });

  it('keeps a fixed-size database pool unless DATABASE_POOL_MIN says how many to keep', () => {
    expect(loadConfig({})).toMatchObject({ poolSize: 10, poolMin: 10 });
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' })).toMatchObject({ poolSize: 4, poolMin: 4 });
    expect(loadConfig({ DATABASE_POOL_SIZE: '4', DATABASE_POOL_MIN: '0' })).toMatchObject({ poolSize: 4, poolMin: 0 });
    expect(problemsOf({ DATABASE_POOL_MIN: '11' })).toEqual(['DATABASE_POOL_MIN (11) must not exceed DATABASE_POOL_SIZE (10)']);
    expect(problemsOf({ DATABASE_POOL_SIZE: '0', DATABASE_POOL_MIN: '-1' })).toEqual([
      'DATABASE_POOL_SIZE must be an integer 1–1000, got "0"',
      'DATABASE_POOL_MIN must be an integer ≥ 0, got "-1"',
    ]);
  });
});

describe('*_FILE secrets', () => {
  it('every secret has a _FILE twin that is read with one trailing newline dropped', () => {
    const key = Buffer.alloc(32, 7);
    const config = loadConfig({
      KEY_ENCRYPTION_KEY_FILE: secretFile('kek', `${key.toString('base64')}\n`),
      BOOTSTRAP_ADMIN_CLIENT_ID: 'admin',
      BOOTSTRAP_ADMIN_CLIENT_SECRET_FILE: secretFile('client-secret', `${'s'.repeat(40)}\r\n`),
      BOOTSTRAP_ADMIN_USERNAME: 'root',
      BOOTSTRAP_ADMIN_PASSWORD_FILE: secretFile('password', 'pass word \n\n'),
      DATABASE_URL_FILE: secretFile('db', 'postgres://u:p@db.internal/tessera\n'),
      COOKIE_SECRET_FILE: secretFile('cookie', 'cookie-key'),
      SMTP_URL_FILE: secretFile('smtp', 'smtp://u:p@mail.internal:25\n'),
      METRICS_TOKEN_FILE: secretFile('metrics', 'metrics-token\n'),
    });
    expect(config.keyEncryptionKey?.equals(key)).toBe(true);
    expect(config.bootstrapAdmin).toEqual({ clientId: 'admin', clientSecret: 's'.repeat(40) });
    // Only one newline goes: a password may end in spaces or newlines of its own.
    expect(config.bootstrapAdminUser).toEqual({ username: 'root', password: 'pass word \n' });
    expect(config.databaseUrl).toBe('postgres://u:p@db.internal/tessera');
    expect(config.cookieSecret).toBe('cookie-key');
    expect(config.smtpUrl).toBe('smtp://u:p@mail.internal:25');
    expect(config.metricsToken).toBe('metrics-token');
    const secrets = variableDocs()
      .filter((v) => v.secret)
      .map((v) => v.name);
    expect(secrets).toEqual(
      expect.arrayContaining([
        'KEY_ENCRYPTION_KEY',
        'BOOTSTRAP_ADMIN_CLIENT_SECRET',
        'BOOTSTRAP_ADMIN_PASSWORD',
        'DATABASE_URL',
        'COOKIE_SECRET',
        'SMTP_URL',
        'METRICS_TOKEN',
      ]),
    );
  });

  it('refuses both set, and an unreadable file by name and path, never content; checks the content like the variable', () => {
    const unreadable = secretFile('unreadable', 'top-secret-content');
    chmodSync(unreadable, 0o000);
    const problems = problemsOf({
      COOKIE_SECRET: 'a',
      COOKIE_SECRET_FILE: secretFile('cookie2', 'b'),
      METRICS_TOKEN_FILE: path.join(dir, 'missing'),
      KEY_ENCRYPTION_KEY_FILE: secretFile('bad-kek', 'not-a-key-at-all\n'),
      ...(process.getuid?.() === 0 ? {} : { SMTP_URL_FILE: unreadable }),
    });
    expect(problems).toContain('COOKIE_SECRET and COOKIE_SECRET_FILE are both set; set one');
    expect(problems).toContain(`METRICS_TOKEN_FILE: cannot read ${path.join(dir, 'missing')} (ENOENT)`);
    expect(problems.find((p) => p.startsWith('KEY_ENCRYPTION_KEY '))).toMatch(/must be 32 bytes/);
    if (process.getuid?.() !== 0) expect(problems).toContain(`SMTP_URL_FILE: cannot read ${unreadable} (EACCES)`);
    expect(problems.join('\n')).not.toMatch(/not-a-key-at-all|top-secret-content/);
  });
});

describe('TRUST_PROXY and CORS_ALLOWED_ORIGINS', () => {
  it('parses false, true, hop counts and address lists', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8, 192.0.2.1' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8', '192.0.2.1']);
    expect(problemsOf({ TRUST_PROXY: 'loopback,proxy.internal' })[0]).toMatch(/TRUST_PROXY .*not: proxy\.internal/);
  });

  it('keeps exact origins, normalised, and refuses anything else', () => {
    expect(loadConfig({ CORS_ALLOWED_ORIGINS: 'https://admin.example.com, http://localhost:5173/' }).corsAllowedOrigins).toEqual([
      'https://admin.example.com',
      'http://localhost:5173',
    ]);
    for (const bad of ['*', 'admin.example.com', 'ftp://x.example.com', 'https://x.example.com/app', 'https://x.example.com?q']) {
      expect(problemsOf({ CORS_ALLOWED_ORIGINS: bad })[0], bad).toMatch(/^CORS_ALLOWED_ORIGINS must be comma-separated origins/);
    }
  });

  describe('OpenTelemetry', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };

    it('is off without an endpoint, or with OTEL_SDK_DISABLED', () => {
      expect(loadConfig({}).tracing).toBeUndefined();
      expect(loadConfig({ OTEL_SERVICE_NAME: 'x', OTEL_TRACES_SAMPLER: 'always_on' }).tracing).toBeUndefined();
      expect(loadConfig({ ...endpoint, OTEL_SDK_DISABLED: 'true' }).tracing).toBeUndefined();
    });

    it('is on with either endpoint, with the defaults of the specification', () => {
      const expected = { protocol: 'http/protobuf', headers: {}, sampler: 'parentbased_always_on', samplerRatio: 1, batchDelayMs: 5000 };
      expect(loadConfig(endpoint).tracing).toEqual(expected);
      expect(loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://collector/v1/traces' }).tracing).toEqual(expected);
    });

    it('reads the protocol (the traces one first), the sampler and its ratio, and percent-decoded headers', () => {
      expect(
        loadConfig({
          ...endpoint,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
          OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
          OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
          OTEL_TRACES_SAMPLER_ARG: '0.25',
          OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=abc%3D%3D, x-team = blue',
          OTEL_BSP_SCHEDULE_DELAY: '250',
        }).tracing,
      ).toEqual({
        protocol: 'http/json',
        headers: { 'x-api-key': 'abc==', 'x-team': 'blue' },
        sampler: 'parentbased_traceidratio',
        samplerRatio: 0.25,
        batchDelayMs: 250,
      });
      expect(loadConfig({ ...endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }).tracing?.protocol).toBe('grpc');
    });

    it('reads the headers from a file, and never shows them in an error', () => {
      const file = secretFile('otlp-headers', 'authorization=Bearer%20vendor-key-123\n');
      expect(loadConfig({ ...endpoint, OTEL_EXPORTER_OTLP_HEADERS_FILE: file }).tracing?.headers).toEqual({ authorization: 'Bearer vendor-key-123' });
      const problems = problemsOf({ ...endpoint, OTEL_EXPORTER_OTLP_HEADERS: 'vendor-key-123' });
      expect(problems).toEqual(['OTEL_EXPORTER_OTLP_HEADERS must be comma-separated key=value pairs (values percent-encoded)']);
    });

    it('refuses values the SDK would replace by a default', () => {
      const problems = problemsOf({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http',
        OTEL_TRACES_SAMPLER: 'sometimes',
        OTEL_TRACES_SAMPLER_ARG: '1.5',
        OTEL_BSP_SCHEDULE_DELAY: 'soon',
        OTEL_RESOURCE_ATTRIBUTES: 'no-equals-sign',
      });
      expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual(
        [
          'OTEL_BSP_SCHEDULE_DELAY',
          'OTEL_EXPORTER_OTLP_ENDPOINT',
          'OTEL_EXPORTER_OTLP_PROTOCOL',
          'OTEL_RESOURCE_ATTRIBUTES',
          'OTEL_TRACES_SAMPLER',
          'OTEL_TRACES_SAMPLER_ARG',
        ].sort(),
      );
      expect(problems.join('\n')).toContain('OTEL_TRACES_SAMPLER must be one of parentbased_always_on');
    });
  });
});
