// Transaction tokens (draft-ietf-oauth-transaction-tokens-08): the rules of Tessera's Txn-Token
// Service. A workload trades a user's access token for a short-lived token that names the
// transaction (`txn`), the user, the trust domain, and what the transaction may do; a workload
// further down the call chain may trade that token for a replacement, never a wider one.
import { isDeepStrictEqual } from 'node:util';
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import { DomainError } from '../errors.js';
import { sessionActivity } from './oidc-sessions.js';
import { checkSubjectState, checkUserSubject, subjectCheck, subjectState, type ExchangingClient } from './token-exchange.js';
import type { ExchangeTrail } from './token-exchange-audit.js';

export const TXN_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:txn_token';
/** The JWS `typ` of a transaction token; verifiers pin it, so it is never mistaken for an access token. */
export const TXN_TOKEN_TYP = 'txntoken+jwt';
/** A JSON object parameter (request_context, request_details), before decoding. */
export const MAX_CONTEXT_CHARS = 4096;

export type TxnRefusalError = 'invalid_request' | 'unauthorized_client' | 'invalid_grant' | 'invalid_target' | 'invalid_scope';

export class TransactionTokenRefused extends DomainError {
  constructor(
    readonly error: TxnRefusalError,
    message: string,
    readonly status = 400,
  ) {
    super(`transaction_token.${error}`, message);
  }
}

const refuse = (error: TxnRefusalError, message: string) => new TransactionTokenRefused(error, message);

export const TXN_NOT_ALLOWED = 'transaction tokens are not allowed for this application';

/** Only a machine-to-machine application with its switch on is a workload of the trust domain. */
export function checkWorkload(client: ExchangingClient): void {
  if (client.customClientMetadata.transactionTokens !== true || client.type !== 'MachineToMachine') {
    throw refuse('unauthorized_client', TXN_NOT_ALLOWED);
  }
}

/**
 * A JSON object parameter: the object itself, or its base64url encoding (as the draft's examples
 * send it). Anything else, or more than MAX_CONTEXT_CHARS, is invalid_request.
 */
export function contextObject(value: string | undefined, parameter: string): Record<string, unknown> | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length > MAX_CONTEXT_CHARS) throw refuse('invalid_request', `${parameter} is longer than ${MAX_CONTEXT_CHARS} characters`);
  const text = value.trimStart().startsWith('{') ? value : Buffer.from(value, 'base64url').toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refuse('invalid_request', `${parameter} must be a JSON object (or its base64url encoding)`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw refuse('invalid_request', `${parameter} must be a JSON object (or its base64url encoding)`);
  }
  return parsed as Record<string, unknown>;
}

/** What the requesting workload asked, once the protocol layer read its parameters. */
export interface TxnRequest {
  subjectToken: string;
  /** The subject is a transaction token: a replacement. */
  replacement: boolean;
  audience: string | undefined;
  /** The `scope` parameter's scopes; undefined when absent (keep the subject's). */
  requested: string[] | undefined;
  requestContext: string | undefined;
  requestDetails: string | undefined;
}

/** The claims of a transaction token, besides iss/iat/exp/jti which the signer adds. */
export interface TxnClaims {
  txn: string;
  sub: string;
  aud: string;
  scope: string;
  /** The transaction's details (the draft's `tctx`, earlier revisions' `azd`). */
  tctx?: Record<string, unknown>;
  /** The requester context: the original request's context and the client that made it. */
  rctx: Record<string, unknown>;
  /** The workload that requested this token. */
  req_wl: string;
}

/** A verified presented token; the protocol layer verifies the signature, issuer, typ and lifetime. */
export interface PresentedClaims {
  sub: string;
  client_id?: string | undefined;
  jti?: string | undefined;
  scope?: unknown;
  exp?: number | undefined;
  [claim: string]: unknown;
}

export interface TxnSetup {
  client: ExchangingClient;
  trustDomain: string;
  /** Verifies one of our access tokens (typ at+jwt). */
  verifyAccessToken(token: string): Promise<PresentedClaims>;
  /** Verifies one of our transaction tokens (typ txntoken+jwt, aud = the trust domain). */
  verifyTxnToken(token: string): Promise<PresentedClaims>;
  newTxnId(): string;
}

export interface IssuedTxn {
  claims: TxnClaims;
  /** A replacement never outlives the token it replaces (epoch seconds); undefined for a first issuance. */
  notAfter: number | undefined;
}

const scopesOf = (scope: unknown): string[] => (typeof scope === 'string' ? scope.split(' ').filter(Boolean) : []);

/** The requested scopes must all be held already; a transaction token can only ever narrow. */
function narrowedScopes(held: string[], requested: string[] | undefined, what: string): string[] {
  if (requested === undefined) return held;
  const holds = new Set(held);
  const wider = requested.filter((s) => !holds.has(s));
  if (wider.length) throw refuse('invalid_scope', `scope ${wider.join(' ')} is not in the ${what}; a transaction token can only narrow it`);
  return [...new Set(requested)];
}

/** A replacement's details may only drop members of the transaction's details, never add or change one. */
function narrowedDetails(current: Record<string, unknown> | undefined, asked: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (asked === undefined) return current;
  for (const [name, value] of Object.entries(asked)) {
    if (!current || !Object.hasOwn(current, name) || !isDeepStrictEqual(current[name], value)) {
      throw refuse('invalid_request', `request_details may only narrow the transaction's details; ${name} is new or changed`);
    }
  }
  return asked;
}

function objectClaim(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * Every rule of one issuance, in order: the audience (the trust domain), the subject token (a
 * user's access token, still standing; or a transaction token of this trust domain), the scopes
 * and details (only ever narrower), and the requester context (set once, at the first issuance).
 * Fills `trail` as it learns, so that a refusal is audited with what was known.
 */
export async function issueTransactionToken(db: Db, clock: Clock, setup: TxnSetup, request: TxnRequest, trail: ExchangeTrail): Promise<IssuedTxn> {
  if (request.audience !== setup.trustDomain) {
    throw refuse('invalid_target', `audience must be the trust domain ${setup.trustDomain}`);
  }
  const details = contextObject(request.requestDetails, 'request_details');
  if (request.replacement) {
    const presented = await setup.verifyTxnToken(request.subjectToken);
    const txn = presented.txn;
    if (typeof txn !== 'string' || !txn) throw refuse('invalid_grant', 'subject_token has no txn');
    trail.txn = txn;
    trail.userId = presented.sub;
    // The requester context describes the request that started the transaction; a later workload cannot rewrite it.
    if (request.requestContext)
      throw refuse('invalid_request', 'request_context cannot be changed in a replacement; it is kept from the first transaction token');
    await checkUserStanding(db, clock, presented, undefined);
    const scopes = narrowedScopes(scopesOf(presented.scope), request.requested, 'transaction token being replaced');
    trail.grantedScopes = scopes;
    const tctx = narrowedDetails(objectClaim(presented.tctx), details);
    return {
      claims: {
        txn,
        sub: presented.sub,
        aud: setup.trustDomain,
        scope: scopes.join(' '),
        ...(tctx ? { tctx } : {}),
        rctx: objectClaim(presented.rctx) ?? {},
        req_wl: setup.client.id,
      },
      notAfter: presented.exp,
    };
  }
  const context = contextObject(request.requestContext, 'request_context');
  const subject = await setup.verifyAccessToken(request.subjectToken);
  checkUserSubject(subject);
  trail.userId = subject.sub;
  await checkUserStanding(db, clock, subject, subject.jti);
  const scopes = narrowedScopes(scopesOf(subject.scope), request.requested, 'subject token');
  trail.grantedScopes = scopes;
  const txn = setup.newTxnId();
  trail.txn = txn;
  return {
    claims: {
      txn,
      sub: subject.sub,
      aud: setup.trustDomain,
      scope: scopes.join(' '),
      ...(details ? { tctx: details } : {}),
      // The client the user's request came through is ours to state, not the workload's.
      rctx: { ...context, client_id: subject.client_id },
      req_wl: setup.client.id,
    },
    notAfter: undefined,
  };
}

/** The user still exists and is not suspended; for an access token also not revoked, its session not ended. */
async function checkUserStanding(db: Db, clock: Clock, token: PresentedClaims, jti: string | undefined): Promise<void> {
  // A transaction token has no revocation of its own (it lives minutes); its txn stands in for the jti to look up.
  const check = subjectCheck(token.sub, jti ?? String(token.txn), undefined, token.grant_id, undefined);
  const [state, active] = await Promise.all([subjectState(db, check), jti ? sessionActivity(db, clock, token.sid) : undefined]);
  try {
    checkSubjectState(check, state, active);
  } catch (error) {
    if (error instanceof DomainError) throw refuse('invalid_grant', error.message);
    throw error;
  }
}
