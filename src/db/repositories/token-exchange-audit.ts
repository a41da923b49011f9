// The token exchange audit trail: entries of the audit log (key ExchangeTokenBy.TokenExchange),
// read back through the view token_exchange_events (migration 20261127_1601).
import type { PageRequest } from '../list-query.js';
import type { Db } from '../database.js';
import { insertLog, type LogWrite } from './logs.js';
import { paginate, toPage } from './pagination.js';

export const TOKEN_EXCHANGE_LOG_KEY = 'ExchangeTokenBy.TokenExchange';

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
  /** The client the subject token was issued to (where the user signed in). */
  subjectClientId: string | null;
  /** The nested `act` claim of the token asked for or issued: the chain of actors. */
  actorChain: Record<string, unknown> | null;
  createdAt: Date;
}

export type TokenExchangeEventWrite = Omit<TokenExchangeEvent, 'createdAt' | 'subjectClientId' | 'actorChain'> & {
  subjectClientId?: string | null | undefined;
  actorChain?: Record<string, unknown> | null | undefined;
  /** The subject_token_type, when it was not an access token (a personal access token). */
  subjectTokenType?: string | undefined;
  /** The transaction id (`txn`) of a transaction token issued or refused for a replacement. */
  txn?: string | undefined;
  /** The requested_token_type, when it was not an access token (a transaction token). */
  issuedTokenType?: string | undefined;
};

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
  'token_exchange_events.subject_client_id',
  'token_exchange_events.actor_chain',
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
  subject_client_id: string | null;
  actor_chain: Record<string, unknown> | null;
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
    subjectClientId: r.subject_client_id,
    actorChain: r.actor_chain,
    createdAt: r.created_at,
  };
}

/** One exchange attempt as its audit log entry (the view token_exchange_events reads it back). */
function toLog(e: TokenExchangeEventWrite): LogWrite {
  return {
    id: e.id,
    key: TOKEN_EXCHANGE_LOG_KEY,
    result: e.result === 'granted' ? 'Success' : 'Error',
    userId: e.userId,
    applicationId: e.applicationId,
    ip: e.ip,
    userAgent: e.userAgent,
    error: e.error,
    errorDescription: e.errorDescription,
    payload: {
      resource: e.resource,
      organizationId: e.organizationId,
      requestedScopes: e.requestedScopes,
      grantedScopes: e.grantedScopes,
      actorSubject: e.actorSubject,
      issuedJti: e.issuedJti,
      ...(e.subjectClientId ? { subjectClientId: e.subjectClientId } : {}),
      ...(e.actorChain ? { actorChain: e.actorChain } : {}),
      ...(e.subjectTokenType ? { subjectTokenType: e.subjectTokenType } : {}),
      ...(e.issuedTokenType ? { issuedTokenType: e.issuedTokenType } : {}),
      ...(e.txn ? { txn: e.txn } : {}),
    },
  };
}

/**
 * Records one exchange in the audit log, through its batched writer (group commit outside a
 * transaction; the caller resolves once its own row is committed, so the audit stays fail-closed).
 */
export function insertTokenExchangeEvent(db: Db, e: TokenExchangeEventWrite): Promise<void> {
  return insertLog(db, toLog(e));
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
