// OpenTelemetry traces, received by an OTLP/HTTP (JSON) receiver this test runs: the real server
// as a child process (instrumentations patch modules as they load, so it cannot be the test's own
// process), a GraphQL mutation that fires a webhook to a real receiver, then SIGTERM.
//  - one trace holds the HTTP server span, the GraphQL operation and its SQL (text, no values);
//  - the webhook delivery span links to that trace; the receiver gets no traceparent;
//  - nothing secret in any span (password, token, client secret, query values);
//  - the spans still in the batch are exported on SIGTERM (the batch delay here is two minutes);
//  - without an endpoint no part of the SDK is loaded.
// On PGlite and (TEST_DATABASE=postgres) on Postgres: the pg instrumentation makes the SQL spans
// there, src/db/traced-driver.ts on PGlite.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/app.js';
import { createTestDatabase, usePostgres, type TestDatabase } from '../helpers/database.js';
import { spawnServer, type ServerProcess } from '../helpers/process.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { waitFor } from '../helpers/wait-for.js';

const ADMIN = { id: 'traces-admin', secret: 'traces-admin-secret-0123456789abcdef' };
const PASSWORD = 'Trace-Password-7f3a91';
const QUERY_SECRET = 'query-value-4c1d88e2';
// Short: V8 quotes about ten characters around the unexpected token.
const BODY_SECRET = 'Sx7Kq-w';
const VARIABLE_SECRET = 'variable-value-5a0f3d6b';

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  kind: number;
  scope: string;
  attributes: Record<string, unknown>;
  links: Array<{ traceId: string; spanId: string }>;
  events: Array<{ name: string; attributes: Record<string, unknown> }>;
  resource: Record<string, unknown>;
}

/** OTLP JSON's AnyValue → a plain value. */
function plain(value: Record<string, unknown> | undefined): unknown {
  if (!value) return undefined;
  if ('arrayValue' in value) return ((value.arrayValue as { values?: Array<Record<string, unknown>> }).values ?? []).map(plain);
  const [inner] = Object.values(value);
  return inner;
}

function attributesOf(list: Array<{ key: string; value: Record<string, unknown> }> | undefined): Record<string, unknown> {
  return Object.fromEntries((list ?? []).map((a) => [a.key, plain(a.value)]));
}

interface Collector {
  url: string;
  bodies: string[];
  spans: Span[];
  close(): Promise<void>;
}

/** A minimal OTLP/HTTP receiver: POST /v1/traces with JSON bodies (exporter-trace-otlp-http). */
async function startCollector(): Promise<Collector> {
  const collector: Collector = { url: '', bodies: [], spans: [], close: async () => {} };
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      collector.bodies.push(body);
      if (req.url === '/v1/traces' && req.headers['content-type']?.startsWith('application/json')) {
        const parsed = JSON.parse(body) as { resourceSpans: any[] };
        for (const rs of parsed.resourceSpans) {
          const resource = attributesOf(rs.resource?.attributes);
          for (const ss of rs.scopeSpans ?? []) {
            for (const s of ss.spans ?? []) {
              collector.spans.push({
                traceId: s.traceId,
                spanId: s.spanId,
                parentSpanId: s.parentSpanId || undefined,
                name: s.name,
                kind: s.kind,
                scope: ss.scope?.name ?? '',
                attributes: attributesOf(s.attributes),
                links: (s.links ?? []).map((l: any) => ({ traceId: l.traceId, spanId: l.spanId })),
                events: (s.events ?? []).map((e: any) => ({ name: e.name, attributes: attributesOf(e.attributes) })),
                resource,
              });
            }
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  collector.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  collector.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return collector;
}

async function graphql(server: ServerProcess, query: string, variables: Record<string, unknown>, path = '/graphql') {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await server.token()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function stop(server: ServerProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.kill('SIGTERM');
  return exited;
}

const CREATE_USER = `mutation CreateTraced($password: String!) {
  createUser(input: { username: "traced_user", password: $password }) { user { id username } userErrors { code message } }
}`;

describe('OpenTelemetry traces', () => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  async function database(): Promise<TestDatabase> {
    const db = await createTestDatabase();
    cleanup.push(() => db.drop());
    return db;
  }

  it('follows a request from HTTP through GraphQL to SQL, and links its webhook delivery to it', { timeout: 180_000 }, async () => {
    const collector = await startCollector();
    cleanup.push(() => collector.close());
    const receiver: Receiver = await startReceiver();
    cleanup.push(() => receiver.close());
    const db = await database();
    const server = await spawnServer({
      PORT: String(await freePort()),
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : { DATA_DIR: 'memory://' }),
      BOOTSTRAP_ADMIN_CLIENT_ID: ADMIN.id,
      BOOTSTRAP_ADMIN_CLIENT_SECRET: ADMIN.secret,
      WEBHOOK_POLL_MS: '100',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // Nothing is exported before the stop: what arrives proves the flush on SIGTERM.
      OTEL_BSP_SCHEDULE_DELAY: '120000',
    });
    cleanup.push(() => server.kill());

    const hook = await server.api('POST', '/hooks', { name: 'traced hook', events: ['User.Created'], config: { url: receiver.url } });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    receiver.keys.set(hook.body.id, [hook.body.signingKey]);

    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    const created = await graphql(server, CREATE_USER, { password: PASSWORD }, `/graphql?probe=${QUERY_SECRET}`);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.createUser.user.username).toBe('traced_user');
    // Errors whose messages quote the input: a JSON body the parser cannot read, a variable of
    // the wrong type (GraphQL's message shows its value).
    const malformed = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await server.token()}`, 'content-type': 'application/json' },
      body: `{"query": "{ __typename }", "password": ${BODY_SECRET}}`,
    });
    expect(malformed.status).toBe(400);
    const badVariable = await graphql(server, CREATE_USER, { password: { nested: VARIABLE_SECRET } });
    expect(JSON.stringify(badVariable.body.errors)).toContain(VARIABLE_SECRET);
    const [delivery] = await receiver.waitFor((all) => all.some((r) => r.json?.event === 'User.Created'), 30_000);
    // Receivers are third parties: no trace context is sent to them.
    expect(delivery!.headers.traceparent).toBeUndefined();
    expect(delivery!.headers.baggage).toBeUndefined();

    // The delivery span ends when the round's outcome is known, just before that outcome and the
    // attempt's log are written: once the hook's log shows the attempt, the span has ended.
    await waitFor(async () => ((await server.api('GET', `/hooks/${hook.body.id}/recent-logs`)).body as unknown[]).length > 0, {
      timeoutMs: 30_000,
      intervalMs: 50,
      what: 'the delivery logged',
    });
    expect(collector.spans).toHaveLength(0);
    const token = await server.token();
    expect(await stop(server)).toBe(0);

    const spans = collector.spans;
    expect(spans.length).toBeGreaterThan(0);
    expect(spans[0]!.resource['service.name']).toBe('tessera');

    // The HTTP server span of POST /graphql, with the route and only the names of its query.
    const serverSpan = spans.find((s) => s.kind === 2 && s.attributes['http.route'] === '/graphql' && s.attributes['url.query'] === 'probe=*');
    expect(serverSpan, JSON.stringify(spans.map((s) => [s.name, s.attributes['url.path']]))).toBeDefined();
    expect(serverSpan!.attributes['http.request.method']).toBe('POST');
    expect(serverSpan!.attributes['http.response.status_code']).toBe(200);
    const trace = spans.filter((s) => s.traceId === serverSpan!.traceId);
    const byId = new Map(trace.map((s) => [s.spanId, s]));
    const descendsFromServer = (s: Span) => {
      for (let at: Span | undefined = s; at; at = at.parentSpanId ? byId.get(at.parentSpanId) : undefined) if (at === serverSpan) return true;
      return false;
    };

    // The GraphQL operation, its literal values masked; no variables recorded.
    const operation = trace.find((s) => s.scope === '@opentelemetry/instrumentation-graphql' && s.attributes['graphql.operation.type'] === 'mutation');
    expect(operation, JSON.stringify(trace.map((s) => s.name))).toBeDefined();
    expect(operation!.attributes['graphql.operation.name']).toBe('CreateTraced');
    expect(String(operation!.attributes['graphql.source'])).toContain('username: "*"');
    expect(descendsFromServer(operation!)).toBe(true);
    const resolver = trace.find((s) => s.name === 'graphql.resolve createUser');
    expect(resolver).toBeDefined();

    // Its SQL, under the resolver: statement text with placeholders, never the values.
    const insert = trace.find((s) => /^insert into "users"/.test(String(s.attributes['db.query.text'] ?? '')));
    expect(insert, JSON.stringify(trace.map((s) => s.name))).toBeDefined();
    expect(insert!.attributes['db.system.name']).toBe('postgresql');
    expect(String(insert!.attributes['db.query.text'])).toMatch(/\$1/);
    expect(insert!.scope).toBe(usePostgres ? '@opentelemetry/instrumentation-pg' : 'tessera');
    let ancestor: Span | undefined = insert;
    while (ancestor && ancestor !== resolver) ancestor = ancestor.parentSpanId ? byId.get(ancestor.parentSpanId) : undefined;
    expect(ancestor, 'the INSERT runs under the createUser resolver').toBe(resolver);
    expect(descendsFromServer(insert!)).toBe(true);
    expect(spans.some((s) => 'db.postgresql.values' in s.attributes)).toBe(false);

    // The delivery: a span of its own trace, linked to the span that wrote the event.
    const deliverySpan = spans.find((s) => s.name === 'webhook User.Created');
    expect(deliverySpan, JSON.stringify(spans.map((s) => s.name))).toBeDefined();
    expect(deliverySpan!.traceId).not.toBe(serverSpan!.traceId);
    expect(deliverySpan!.parentSpanId).toBeUndefined();
    expect(deliverySpan!.links).toHaveLength(1);
    expect(deliverySpan!.links[0]!.traceId).toBe(serverSpan!.traceId);
    expect(byId.has(deliverySpan!.links[0]!.spanId)).toBe(true);
    expect(deliverySpan!.attributes).toMatchObject({
      'tessera.webhook.event': 'User.Created',
      'tessera.webhook.hook_id': hook.body.id,
      'tessera.webhook.outcome': 'succeeded',
      'http.response.status_code': 200,
      'server.address': '127.0.0.1',
    });

    // The token endpoint, served before express, is named after its route too.
    expect(spans.some((s) => s.kind === 2 && s.name === 'POST /oidc/token' && s.attributes['http.route'] === '/oidc/token')).toBe(true);

    // Probes make no spans; no client spans go out (webhook, exporter).
    expect(spans.some((s) => s.attributes['url.path'] === '/health')).toBe(false);
    expect(spans.some((s) => s.scope === '@opentelemetry/instrumentation-http' && s.kind === 3)).toBe(false);

    // Nothing secret in what was exported; errors keep their type, not their message.
    const exported = collector.bodies.join('\n');
    for (const secret of [PASSWORD, QUERY_SECRET, BODY_SECRET, VARIABLE_SECRET, token, ADMIN.secret, hook.body.signingKey])
      expect(exported).not.toContain(secret);
    const exceptions = spans.flatMap((s) => s.events.filter((e) => e.name === 'exception'));
    expect(exceptions.some((e) => e.attributes['exception.type'] === 'SyntaxError' && e.attributes['exception.message'] === '[redacted]')).toBe(true);
  });

  it('loads no part of the SDK without an endpoint', { timeout: 120_000 }, async () => {
    const db = await database();
    const server = await spawnServer({
      PORT: String(await freePort()),
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : { DATA_DIR: 'memory://' }),
      BOOTSTRAP_ADMIN_CLIENT_ID: ADMIN.id,
      BOOTSTRAP_ADMIN_CLIENT_SECRET: ADMIN.secret,
      // Every other tracing setting, and the SDK's own diagnostics at their most talkative: a
      // loaded SDK or instrumentation would say so in the output (as it does with an endpoint).
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'untraced',
      OTEL_LOG_LEVEL: 'all',
    });
    cleanup.push(() => server.kill());
    const created = await graphql(server, CREATE_USER, { password: PASSWORD });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await stop(server)).toBe(0);
    expect(server.output()).not.toMatch(/opentelemetry|OTLP/i);
  });
});
