// The database going away is an outage, not a failure of the request that met it. This module
// says which errors mean "the database cannot be reached" (isDatabaseUnavailable) and keeps the
// outage's state per database: the first such error starts it (one log line), a probe on a
// fresh connection every PROBE_INTERVAL_MS ends it (one log line, with its duration). Requests
// are never held back by the state: each one tries the database, so service resumes as soon as
// the database answers; the state is what /ready reports and what keeps the log to two lines.
// PGlite runs in the process and cannot go away: its databases are always available.
import cluster from 'node:cluster';
import { log } from '../observability/logger.js';

/** Socket-level failures: the server is not there, or the connection to it broke. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is shutting down, starting up or refusing connections: class 08
 * (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
 * 53300 too_many_connections.
 */
const unavailableState = (code: string) => code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';

/** node-postgres's words when a statement got no answer within its query_timeout (src/db/database.ts). */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

/** node-postgres and pg-pool say these in words only (no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  // The server accepted the statement and never answered (hung, or cut off without a reset).
  QUERY_READ_TIMEOUT,
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Whether an error means the database cannot be reached (refused, reset, shutting down, starting,
 * the pool timed out waiting for a connection), as opposed to a query the database answered with
 * an error. Looks through `cause` and AggregateError (a host name resolving to several addresses).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && unavailableState(code)))) return true;
  if (UNAVAILABLE_MESSAGES.some((m) => error.message.startsWith(m))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return error.cause !== undefined && isDatabaseUnavailable(error.cause, depth + 1);
}

/**
 * Connection errors the database layer itself met (its hooks report them to the watch): only
 * these are an outage at the fronts. A refused connection to anything else (an SMTP server, Redis,
 * an upstream identity provider) has the same code but is not the database going away.
 */
const metByDatabase = new WeakSet<object>();

/** Whether an error (or its cause, or the error a GraphQL error wraps) is the database being unreachable. */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  if (metByDatabase.has(error)) return true;
  const { cause, originalError } = error as { cause?: unknown; originalError?: unknown };
  return isDatabaseOutage(originalError, depth + 1) || isDatabaseOutage(cause, depth + 1);
}

/** A short description for the log: the code and message, never a stack or the error object. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const code = (error as { code?: unknown }).code;
  const message = error.message || (error instanceof AggregateError ? String((error.errors[0] as Error | undefined)?.message ?? '') : '');
  return typeof code === 'string' ? `${code}: ${message}` : message;
}

export const PROBE_INTERVAL_MS = 250;

export interface Availability {
  /** False from the first connection error until a probe reaches the database again. */
  readonly available: boolean;
  /** Tells the watch about an error the database layer met; only connection errors start an outage (and are marked as one). */
  failed(error: unknown): void;
  stop(): void;
}

export interface AvailabilityLog {
  down(message: string): void;
  up(message: string): void;
}

const consoleLog: AvailabilityLog = {
  down: (message) => log().error(message),
  up: (message) => log().info(message),
};

const REPORT = 'tessera:database-availability';
interface Report {
  type: typeof REPORT;
  state: 'down' | 'up';
  message: string;
}

/**
 * A cluster worker does not log its outage lines: it reports them to the primary, which logs the
 * cluster's outage once (clusterOutageLog). Each worker still keeps its own state for /ready and
 * its own probe, so a worker answers again as soon as it reaches the database.
 */
const reportToPrimary: AvailabilityLog = {
  down: (message) => process.send?.({ type: REPORT, state: 'down', message } satisfies Report),
  up: (message) => process.send?.({ type: REPORT, state: 'up', message } satisfies Report),
};

/**
 * In the cluster primary: the workers' outage reports become two log lines for the whole
 * cluster. The outage starts with the first worker that meets it (its description is logged)
 * and ends when every worker that reported it has reached the database again; its duration is
 * the primary's count between the two. A worker that exits while down leaves the outage without
 * ending it; if it was the last one down, the outage ends without a line (its replacement never
 * met it).
 */
export function logClusterOutages(log: AvailabilityLog = consoleLog): void {
  const down = new Set<number>();
  let since: number | undefined;
  cluster.on('message', (worker, message: Report | undefined) => {
    if (message?.type !== REPORT) return;
    if (message.state === 'down') {
      if (since === undefined) {
        since = Date.now();
        log.down(message.message);
      }
      down.add(worker.id);
      return;
    }
    if (!down.delete(worker.id) || down.size > 0 || since === undefined) return;
    log.up(`database available again after ${Date.now() - since} ms`);
    since = undefined;
  });
  cluster.on('exit', (worker) => {
    if (down.delete(worker.id) && down.size === 0) since = undefined;
  });
}

/** Where this process's outage lines go: the log, or the cluster primary when this is a worker. */
const defaultLog = (): AvailabilityLog => (cluster.isWorker ? reportToPrimary : consoleLog);

/**
 * The outage state of one database. `probe` opens a new connection and runs a trivial query
 * (not through the pool, which may be full of requests waiting for the same database).
 * `probeIntervalMs` is PROBE_INTERVAL_MS but in a test, which counts probes rather than waiting;
 * `now` is the clock the outage is timed by.
 */
export function watchAvailability(
  probe: () => Promise<void>,
  log: AvailabilityLog = defaultLog(),
  probeIntervalMs = PROBE_INTERVAL_MS,
  now: () => number = Date.now,
): Availability {
  let since: number | undefined;
  /** When the last outage ended: an error within one probe interval after it is its tail. */
  let endedAt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const check = async () => {
    timer = undefined;
    try {
      await probe();
    } catch {
      if (!stopped) timer = setTimeout(() => void check(), probeIntervalMs).unref();
      return;
    }
    if (since === undefined || stopped) return;
    endedAt = now();
    log.up(`database available again after ${endedAt - since} ms`);
    since = undefined;
  };

  return {
    get available() {
      return since === undefined;
    },
    failed(error) {
      if (!isDatabaseUnavailable(error)) return;
      metByDatabase.add(error as object);
      if (stopped || since !== undefined) return;
      // A connection the pool opened while the server was still starting can be refused
      // (57P03) a moment after the probe got through: that request still answers 503, but it
      // is the outage that just ended, not a new one to log and probe for.
      if (now() - endedAt < probeIntervalMs) return;
      since = now();
      log.down(`database unavailable (${describe(error)}); answering 503 until it is back`);
      timer = setTimeout(() => void check(), probeIntervalMs).unref();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** PGlite: in the process, never away. */
export const alwaysAvailable: Availability = { available: true, failed: () => undefined, stop: () => undefined };
