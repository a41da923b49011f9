// The token exchange audit trail: append-only writes, newest-first pages.
import { sql } from 'kysely';
import type { PageRequest } from '../../domain/pagination.js';
import type { Db } from '../database.js';
import { paginate, toPage } from './pagination.js';

export type TokenExchangeResult = 'granted' | 'refused';

export interface TokenExchangeEvent {
  id: string;
  applicationId: string;
  userId: string | null;
  resource: string | null;
  organizationId: string | null;
  requestedScopes: string[];
  grantedScopes: string[] | null;
  actorSubject: string | null;
  result: TokenExchangeResult;
  error: string | null;
  errorDescription: string | null;
  issuedJti: string | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
}

export type TokenExchangeEventWrite = Omit<TokenExchangeEvent, 'createdAt'>;

export interface TokenExchangeEventFilter {
  applicationId?: string | undefined;
  userId?: string | undefined;
  result?: TokenExchangeResult | undefined;
  resource?: string | undefined;
  /** Inclusive. */
  startTime?: Date | undefined;
  /** Exclusive. */
  endTime?: Date | undefined;
}

const columns = [
  'token_exchange_events.id',
  'token_exchange_events.application_id',
  'token_exchange_events.user_id',
  'token_exchange_events.resource',
  'token_exchange_events.organization_id',
  'token_exchange_events.requested_scopes',
  'token_exchange_events.granted_scopes',
  'token_exchange_events.actor_subject',
  'token_exchange_events.result',
  'token_exchange_events.error',
  'token_exchange_events.error_description',
  'token_exchange_events.issued_jti',
  'token_exchange_events.ip',
  'token_exchange_events.user_agent',
  'token_exchange_events.created_at',
] as const;

type Row = {
  id: string;
  application_id: string;
  user_id: string | null;
  resource: string | null;
  organization_id: string | null;
  requested_scopes: string[];
  granted_scopes: string[] | null;
  actor_subject: string | null;
  result: TokenExchangeResult;
  error: string | null;
  error_description: string | null;
  issued_jti: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
};

function toEvent(r: Row): TokenExchangeEvent {
  return {
    id: r.id,
    applicationId: r.application_id,
    userId: r.user_id,
    resource: r.resource,
    organizationId: r.organization_id,
    requestedScopes: r.requested_scopes,
    grantedScopes: r.granted_scopes,
    actorSubject: r.actor_subject,
    result: r.result,
    error: r.error,
    errorDescription: r.error_description,
    issuedJti: r.issued_jti,
    ip: r.ip,
    userAgent: r.user_agent,
    createdAt: r.created_at,
  };
}

/**
 * The rows as one array per column, for a single INSERT … SELECT FROM unnest(…): the statement
 * text is the same for every batch size, so nothing is built or compiled per row (a multi-row
 * VALUES list cost Kysely a query tree of rows × columns nodes on every batch).
 */
function toColumns(events: TokenExchangeEventWrite[]) {
  const json = (v: string[] | null) => (v === null ? null : JSON.stringify(v));
  return {
    id: events.map((e) => e.id),
    applicationId: events.map((e) => e.applicationId),
    userId: events.map((e) => e.userId),
    resource: events.map((e) => e.resource),
    organizationId: events.map((e) => e.organizationId),
    requestedScopes: events.map((e) => json(e.requestedScopes)),
    grantedScopes: events.map((e) => json(e.grantedScopes)),
    actorSubject: events.map((e) => e.actorSubject),
    result: events.map((e) => e.result),
    error: events.map((e) => e.error),
    errorDescription: events.map((e) => e.errorDescription),
    issuedJti: events.map((e) => e.issuedJti),
    ip: events.map((e) => e.ip),
    userAgent: events.map((e) => e.userAgent),
  };
}

async function insertEvents(db: Db, events: TokenExchangeEventWrite[]): Promise<void> {
  const c = toColumns(events);
  await sql`
    insert into token_exchange_events (id, application_id, user_id, resource, organization_id, requested_scopes,
      granted_scopes, actor_subject, result, error, error_description, issued_jti, ip, user_agent)
    select * from unnest(${c.id}::text[], ${c.applicationId}::text[], ${c.userId}::text[], ${c.resource}::text[],
      ${c.organizationId}::text[], ${c.requestedScopes}::jsonb[], ${c.grantedScopes}::jsonb[], ${c.actorSubject}::text[],
      ${c.result}::text[], ${c.error}::text[], ${c.errorDescription}::text[], ${c.issuedJti}::text[], ${c.ip}::text[],
      ${c.userAgent}::text[])`.execute(db);
}

interface Waiter {
  event: TokenExchangeEventWrite;
  done(error?: unknown): void;
}
interface Batcher {
  queue: Waiter[];
  inFlight: number;
  /** A pump is due at the end of this event-loop turn. */
  scheduled: boolean;
}
const batchers = new WeakMap<Db, Batcher>();
const MAX_BATCH = 500;
/**
 * INSERTs in flight at once. One: the rows that arrive while it runs go together in the next,
 * so a row waits for at most two commits, and each INSERT carries as many rows as it can. With
 * the token endpoint reading database answers between requests (src/rest/request-turns.ts), this
 * used less CPU per exchange and kept the core busier than 4 in flight (npm run bench, A/B in one
 * run: 2,364 → 3,022 exchanges/s, 388 → 328 µs of CPU each, with request-turns).
 */
const MAX_IN_FLIGHT = 1;

function pump(db: Db, b: Batcher): void {
  while (b.queue.length && b.inFlight < MAX_IN_FLIGHT) {
    const batch = b.queue.splice(0, MAX_BATCH);
    b.inFlight++;
    insertEvents(db, batch.map((w) => w.event))
      .then(
        (): void => batch.forEach((w) => w.done()),
        // One row Postgres refuses must not fail the exchanges that happened to share its INSERT:
        // each is tried alone, and only the rows that fail on their own report an error.
        async (error: unknown): Promise<void> => {
          if (batch.length === 1) return batch[0]!.done(error);
          await Promise.all(batch.map((w) => insertEvents(db, [w.event]).then(() => w.done(), (e: unknown) => w.done(e))));
        },
      )
      .finally(() => {
        b.inFlight--;
        pump(db, b);
      });
  }
}

/**
 * Records one exchange. Outside a transaction, concurrent exchanges share INSERTs (group
 * commit): rows queued in the same event-loop turn, or while INSERTs are in flight, go together
 * in the next one. Each caller still resolves only once its own row is committed, so the audit
 * stays fail-closed.
 */
export function insertTokenExchangeEvent(db: Db, e: TokenExchangeEventWrite): Promise<void> {
  if (db.isTransaction) return insertEvents(db, [e]);
  return new Promise<void>((resolve, reject) => {
    let b = batchers.get(db);
    if (!b) batchers.set(db, (b = { queue: [], inFlight: 0, scheduled: false }));
    b.queue.push({ event: e, done: (error) => (error === undefined ? resolve() : reject(error)) });
    if (b.scheduled) return;
    // Flushed at the end of this event-loop turn, not at once: the requests that one turn
    // serves together share one INSERT. A query costs this process far more than a row does
    // (bench/audit-insert.ts, one core: 4 concurrent writers 105 → 40 µs per row, 24: 23 → 13).
    b.scheduled = true;
    const batcher = b;
    setImmediate(() => {
      batcher.scheduled = false;
      pump(db, batcher);
    });
  });
}

export async function listTokenExchangeEvents(db: Db, page: PageRequest, filter: TokenExchangeEventFilter = {}) {
  let base = db.selectFrom('token_exchange_events');
  if (filter.applicationId) base = base.where('token_exchange_events.application_id', '=', filter.applicationId);
  if (filter.userId) base = base.where('token_exchange_events.user_id', '=', filter.userId);
  if (filter.result) base = base.where('token_exchange_events.result', '=', filter.result);
  if (filter.resource) base = base.where('token_exchange_events.resource', '=', filter.resource);
  if (filter.startTime) base = base.where('token_exchange_events.created_at', '>=', filter.startTime);
  if (filter.endTime) base = base.where('token_exchange_events.created_at', '<', filter.endTime);
  const [rows, count] = await Promise.all([
    paginate(base.select(columns), 'token_exchange_events', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage((rows as Row[]).map(toEvent), page, Number(count.n));
}
