// Prometheus metrics (prom-client, its default registry). The rest of the code reports through
// the small functions below and never sees prom-client; every label takes its value from a
// closed set, so no request can create new series (unknown routes, grant types and error codes
// collapse to one value each).
//
// With WORKERS=n, each worker keeps its own registry; the primary aggregates them on request
// (cluster-metrics.ts), so /metrics answers for the whole cluster whichever worker serves it.
import { Counter, Gauge, Histogram, collectDefaultMetrics, register } from 'prom-client';

/** The webhook outbox's backlog as /metrics reports it (read by db/repositories/outbox-backlog.ts). */
export interface OutboxBacklog {
  /** Pending deliveries whose time has come. */
  due: number;
  /** Pending deliveries waiting for a later retry round. */
  scheduled: number;
  inFlight: number;
  oldestDueAt: Date | null;
}

export { register as metricsRegistry };

const PREFIX = 'tessera_';

const httpDuration = new Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'HTTP requests by route template, method and status: time from arrival to the last byte of the answer',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const tokenRequests = new Counter({
  name: `${PREFIX}token_requests_total`,
  help: 'POST /oidc/token answers by grant type and outcome (issued, or the OAuth error code)',
  labelNames: ['grant_type', 'outcome'] as const,
});

const exchangeRefusals = new Counter({
  name: `${PREFIX}token_exchange_refusals_total`,
  help: 'Refused token exchanges by OAuth error code and reason',
  labelNames: ['error', 'reason'] as const,
});

const deliveries = new Counter({
  name: `${PREFIX}webhook_deliveries_total`,
  help: 'Webhook delivery rounds by outcome: succeeded, retry_scheduled, failed (given up), cancelled',
  labelNames: ['outcome'] as const,
});

const deliveryLatency = new Histogram({
  name: `${PREFIX}webhook_delivery_latency_seconds`,
  help: 'From the commit that wrote the event to its successful delivery',
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 1800, 3600, 14400, 86400],
});

const auditLogWait = new Histogram({
  name: `${PREFIX}audit_log_batched_write_seconds`,
  help: 'Audit entries written by the batched writer (token grants, refusals): from queueing the entry to its commit, which the request that wrote it waits for',
  buckets: [0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
});

const httpParseErrors = new Counter({
  name: `${PREFIX}http_parse_errors_total`,
  help: 'Requests refused by the HTTP parser before routing, by reason (bad_request, header_overflow, timeout)',
  labelNames: ['reason'] as const,
});

const throttleTrips = new Counter({
  name: `${PREFIX}throttle_trips_total`,
  help: 'Throttles against guessing tripped (failures reached the limit, a hold began), by throttle: client_auth, sign_in, verification',
  labelNames: ['throttle'] as const,
});

const throttleRefusals = new Counter({
  name: `${PREFIX}throttle_refusals_total`,
  help: 'Attempts refused unchecked (429) because their client id or source address was held off, by throttle',
  labelNames: ['throttle'] as const,
});

// ---- closed label sets ----

const THROTTLES = new Set(['client_auth', 'sign_in', 'verification']);
const throttleLabel = (throttle: string) => (THROTTLES.has(throttle) ? throttle : 'other');

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
export const UNMATCHED_ROUTE = 'unmatched';

const GRANT_TYPES = new Set([
  'authorization_code',
  'refresh_token',
  'client_credentials',
  'urn:ietf:params:oauth:grant-type:token-exchange',
  'urn:ietf:params:oauth:grant-type:device_code',
]);

const OAUTH_ERRORS = new Set([
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'invalid_target',
  'access_denied',
  'server_error',
  'temporarily_unavailable',
  // RFC 8628 §3.5: a device's polls.
  'authorization_pending',
  'slow_down',
  'expired_token',
]);

const oauthErrorLabel = (error: string) => (OAUTH_ERRORS.has(error) ? error : 'other');

// ---- reporting ----

/** One answered HTTP request. `route` is a template from our own route table (or UNMATCHED_ROUTE). */
export function observeHttpRequest(method: string, route: string, status: number, seconds: number): void {
  httpDuration.observe({ method: METHODS.has(method) ? method : 'OTHER', route, status: status >= 100 && status < 600 ? status : 0 }, seconds);
}

/** One answer of the token endpoint: `error` is the OAuth error code, or undefined when a token was issued. */
export function countTokenRequest(grantType: unknown, error: string | undefined): void {
  tokenRequests.inc({
    grant_type: typeof grantType === 'string' && GRANT_TYPES.has(grantType) ? grantType : 'other',
    outcome: error === undefined ? 'issued' : oauthErrorLabel(error),
  });
}

/**
 * Why an exchange was refused, as one of a fixed set of words: the descriptions carry request
 * data (a resource indicator, a token type), so they are classified, never used as labels.
 */
const REFUSAL_REASONS: Array<[RegExp, string]> = [
  // The user's own limit on the agent (docs/agents.md): first, as its text also says "not allowed … exchange".
  [/user has not allowed this application/, 'user_agent_limit'],
  [/third-party applications/, 'third_party_application'],
  [/only allowed for confidential/, 'public_client'],
  [/not (allowed|enabled).*exchange|exchange.*not (allowed|enabled)/i, 'exchange_not_enabled'],
  [/internal API/, 'internal_resource'],
  [/not a known API resource/, 'unknown_resource'],
  [/may not exchange tokens for resource/, 'resource_not_permitted'],
  [/^resource is required|only one resource|audience, when sent/, 'bad_resource'],
  // Transaction tokens (docs/transaction-tokens.md): a replacement or a context that breaks their rules.
  [/transaction token|request_context and request_details/, 'transaction_token'],
  [/is required|must be sent together|is not supported/, 'bad_parameters'],
  [/issued to an application, not to a user/, 'subject_not_user'],
  [/has no jti/, 'no_jti'],
  [/no longer exists/, 'user_deleted'],
  [/suspended/, 'user_suspended'],
  [/revoked/, 'token_revoked'],
  [/session .*has ended|session of/, 'session_ended'],
  [/not a member of this organization/, 'not_member'],
  [/organization_id|bound to another organization/, 'organization_bound'],
  [/not allowed to use this application/, 'application_access_denied'],
  [/not issued to the calling application/, 'actor_mismatch'],
  [/expired|"exp"/, 'token_expired'],
  [/scope/, 'scope'],
  [/client authentication/, 'client_authentication'],
];

export function exchangeRefusalReason(description: string | undefined): string {
  if (!description) return 'other';
  for (const [pattern, reason] of REFUSAL_REASONS) if (pattern.test(description)) return reason;
  return 'other';
}

export function countExchangeRefusal(error: string, description: string | undefined): void {
  exchangeRefusals.inc({ error: oauthErrorLabel(error), reason: exchangeRefusalReason(description) });
}

/** A throttle against guessing tripped (src/domain/sign-in/throttles.ts). */
export function countThrottleTrip(throttle: string): void {
  throttleTrips.inc({ throttle: throttleLabel(throttle) });
}

/** An attempt refused because its throttle held it off. */
export function countThrottleRefusal(throttle: string): void {
  throttleRefusals.inc({ throttle: throttleLabel(throttle) });
}

export type HttpParseErrorReason = 'bad_request' | 'header_overflow' | 'timeout';

/** A request the HTTP parser refused (src/http/parse-errors.ts); it never reached a route. */
export function countHttpParseError(reason: HttpParseErrorReason): void {
  httpParseErrors.inc({ reason });
}

/**
 * One batched audit INSERT committed: each of its entries waited from its queueing
 * (performance.now() milliseconds) until now. A token answer waits for its entry, so this is the
 * database's share of the token endpoint's latency.
 */
export function observeAuditBatch(queuedAtMs: readonly number[]): void {
  const now = performance.now();
  for (const queued of queuedAtMs) auditLogWait.observe((now - queued) / 1000);
}

export type DeliveryMetricOutcome = 'succeeded' | 'retry_scheduled' | 'failed' | 'cancelled';

/** The end of one delivery round; for a success, `committedAt` is when the event was written. */
export function countDelivery(outcome: DeliveryMetricOutcome, committedAt?: Date): void {
  deliveries.inc({ outcome });
  if (outcome === 'succeeded' && committedAt) deliveryLatency.observe(Math.max(0, (Date.now() - committedAt.getTime()) / 1000));
}

// ---- collected when scraped ----

export interface PoolCounts {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export interface ScrapeSources {
  outboxBacklog(): Promise<OutboxBacklog>;
  /** undefined: the database has no connection pool (PGlite). */
  pool(): PoolCounts | undefined;
}

let sources: ScrapeSources | undefined;

/** Where the scrape-time gauges read from; returns a function that detaches them again. */
export function setScrapeSources(next: ScrapeSources): () => void {
  sources = next;
  return () => {
    if (sources === next) sources = undefined;
  };
}

// One query serves both outbox gauges: the registry collects its metrics concurrently, so the
// second collect joins the query the first one started.
let backlogQuery: Promise<OutboxBacklog | undefined> | undefined;
function backlog(): Promise<OutboxBacklog | undefined> {
  backlogQuery ??= (sources?.outboxBacklog() ?? Promise.resolve(undefined))
    .catch(() => undefined)
    .finally(() => {
      backlogQuery = undefined;
    });
  return backlogQuery;
}

// The outbox is shared by every worker: each reads the same rows, so the cluster keeps one
// value ('max'), not the sum.
new Gauge({
  name: `${PREFIX}webhook_outbox_depth`,
  help: 'Webhook deliveries not finished yet, by state: due (waiting for a dispatcher now), scheduled (a later retry round), in_flight',
  labelNames: ['state'] as const,
  aggregator: 'max',
  async collect() {
    const now = await backlog();
    this.reset();
    if (!now) return;
    this.set({ state: 'due' }, now.due);
    this.set({ state: 'scheduled' }, now.scheduled);
    this.set({ state: 'in_flight' }, now.inFlight);
  },
});
new Gauge({
  name: `${PREFIX}webhook_oldest_due_delivery_age_seconds`,
  help: 'How long the oldest due webhook delivery has been waiting (0 when none is due)',
  aggregator: 'max',
  async collect() {
    const now = await backlog();
    this.set(now?.oldestDueAt ? Math.max(0, (Date.now() - now.oldestDueAt.getTime()) / 1000) : 0);
  },
});

// Pools are per process: the cluster sums them.
new Gauge({
  name: `${PREFIX}db_pool_connections`,
  help: 'Postgres connection pool: max (configured size), open, idle, in_use, and waiting (queries queued for a connection)',
  labelNames: ['state'] as const,
  collect() {
    const counts = sources?.pool();
    this.reset();
    if (!counts) return;
    this.set({ state: 'max' }, counts.max);
    this.set({ state: 'open' }, counts.total);
    this.set({ state: 'idle' }, counts.idle);
    this.set({ state: 'in_use' }, counts.total - counts.idle);
    this.set({ state: 'waiting' }, counts.waiting);
  },
});

let defaultsOn = false;
/** Process metrics (CPU, memory, handles, GC) and event-loop lag, prefixed as prom-client names them. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ eventLoopMonitoringPrecision: 20 });
}

export const METRICS_CONTENT_TYPE = register.contentType;
