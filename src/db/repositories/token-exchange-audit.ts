// The token exchange audit trail: append-only writes, newest-first pages.
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

function toRow(e: TokenExchangeEventWrite) {
  return {
    id: e.id,
    application_id: e.applicationId,
    user_id: e.userId,
    resource: e.resource,
    organization_id: e.organizationId,
    requested_scopes: JSON.stringify(e.requestedScopes),
    granted_scopes: e.grantedScopes === null ? null : JSON.stringify(e.grantedScopes),
    actor_subject: e.actorSubject,
    result: e.result,
    error: e.error,
    error_description: e.errorDescription,
    issued_jti: e.issuedJti,
    ip: e.ip,
    user_agent: e.userAgent,
  };
}

type AuditRow = ReturnType<typeof toRow>;
interface Waiter {
  row: AuditRow;
  done(error?: unknown): void;
}
interface Batcher {
  queue: Waiter[];
  inFlight: number;
}
const batchers = new WeakMap<Db, Batcher>();
const MAX_BATCH = 500;
/**
 * INSERTs in flight at once. One at a time would make every row wait for the INSERT ahead of it
 * and then for its own (about two commits); with a few in flight a row waits for about one.
 */
const MAX_IN_FLIGHT = 4;

function pump(db: Db, b: Batcher): void {
  while (b.queue.length && b.inFlight < MAX_IN_FLIGHT) {
    const batch = b.queue.splice(0, MAX_BATCH);
    b.inFlight++;
    db.insertInto('token_exchange_events')
      .values(batch.map((w) => w.row))
      .execute()
      .then(
        () => batch.forEach((w) => w.done()),
        (error: unknown) => batch.forEach((w) => w.done(error)),
      )
      .finally(() => {
        b.inFlight--;
        pump(db, b);
      });
  }
}

/**
 * Records one exchange. Outside a transaction, concurrent exchanges share INSERTs (group
 * commit): rows that arrive while INSERTs are in flight go together in the next one. Each
 * caller still resolves only once its own row is committed, so the audit stays fail-closed.
 */
export function insertTokenExchangeEvent(db: Db, e: TokenExchangeEventWrite): Promise<void> {
  const row = toRow(e);
  if (db.isTransaction) return db.insertInto('token_exchange_events').values(row).execute().then(() => undefined);
  return new Promise<void>((resolve, reject) => {
    let b = batchers.get(db);
    if (!b) batchers.set(db, (b = { queue: [], inFlight: 0 }));
    b.queue.push({ row, done: (error) => (error === undefined ? resolve() : reject(error)) });
    pump(db, b);
  });
}

export async function listTokenExchangeEvents(db: Db, page: PageRequest, filter: TokenExchangeEventFilter = {}) {
  let base = db.selectFrom('token_exchange_events');
  if (filter.applicationId) base = base.where('token_exchange_events.application_id', '=', filter.applicationId);
  if (filter.userId) base = base.where('token_exchange_events.user_id', '=', filter.userId);
  if (filter.result) base = base.where('token_exchange_events.result', '=', filter.result);
  const [rows, count] = await Promise.all([
    paginate(base.select(columns), 'token_exchange_events', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage((rows as Row[]).map(toEvent), page, Number(count.n));
}
