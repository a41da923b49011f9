// The audit trail of token exchange: what was asked, for whom, and what came of it.
import type { Db } from '../../db/database.js';
import * as audit from '../../db/repositories/token-exchange-audit.js';
import type { TokenExchangeEventWrite } from '../../db/repositories/token-exchange-audit.js';
import { invalidInput } from '../errors.js';
import { newId } from '../ids.js';
import type { PageRequest } from '../pagination.js';

/** One recorded exchange attempt, as the Management API lists it. */
export type TokenExchangeEvent = audit.TokenExchangeEvent;
/** What a listing of the trail may be narrowed to. */
export type TokenExchangeEventFilter = audit.TokenExchangeEventFilter;

/** Filled in as the exchange proceeds, so a refusal records everything known at that point. */
export interface ExchangeTrail {
  applicationId: string;
  userId: string | null;
  resource: string | null;
  organizationId: string | null;
  requestedScopes: string[];
  grantedScopes: string[] | null;
  actorSubject: string | null;
  issuedJti: string | null;
  ip: string | null;
  userAgent: string | null;
  /** Set when the subject was not an access token (a personal access token). */
  subjectTokenType?: string | undefined;
  /** Set when the issued (or asked for) token is not an access token (a transaction token). */
  issuedTokenType?: string | undefined;
  /** A transaction token's `txn`, once known: one id follows a request through the call chain. */
  txn?: string | undefined;
  /** The client the subject token was issued to (where the user signed in), once verified. */
  subjectClientId?: string | null | undefined;
  /** The `act` claim of the token asked for: the actor, with earlier actors nested (RFC 8693 §4.1). */
  actorChain?: Record<string, unknown> | null | undefined;
}

export type ExchangeOutcome = { result: 'granted' } | { result: 'refused'; error: string; errorDescription: string };

export async function recordExchange(db: Db, trail: ExchangeTrail, outcome: ExchangeOutcome): Promise<void> {
  // Field by field rather than `{ ...trail, result, … }`: on the token endpoint's hot path a
  // spread followed by more properties costs the old generation (src/oidc/access-token.ts).
  const event: TokenExchangeEventWrite = {
    id: newId(),
    applicationId: trail.applicationId,
    userId: trail.userId,
    resource: trail.resource,
    organizationId: trail.organizationId,
    requestedScopes: trail.requestedScopes,
    grantedScopes: trail.grantedScopes,
    actorSubject: trail.actorSubject,
    issuedJti: trail.issuedJti,
    ip: trail.ip,
    userAgent: trail.userAgent,
    subjectTokenType: trail.subjectTokenType,
    issuedTokenType: trail.issuedTokenType,
    txn: trail.txn,
    subjectClientId: trail.subjectClientId ?? null,
    actorChain: trail.actorChain ?? null,
    result: outcome.result,
    error: outcome.result === 'refused' ? outcome.error : null,
    errorDescription: outcome.result === 'refused' ? outcome.errorDescription : null,
  };
  await audit.insertTokenExchangeEvent(db, event);
}

/** The audit, filtered; a time range whose end is not after its start is refused rather than answered empty. */
export function listExchangeEvents(db: Db, page: PageRequest, filter: TokenExchangeEventFilter) {
  if (filter.startTime && filter.endTime && filter.endTime.getTime() <= filter.startTime.getTime()) {
    throw invalidInput('endTime must be after startTime (startTime is inclusive, endTime exclusive)', ['endTime']);
  }
  return audit.listTokenExchangeEvents(db, page, filter);
}
