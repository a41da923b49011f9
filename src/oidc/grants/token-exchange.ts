// RFC 8693 token exchange: backend service A trades a user's access token for a new one aimed
// at downstream API B (the `resource`), carrying the same user and A's client_id. Every attempt
// that got past client authentication is audited, granted or refused. With a DPoP proof
// (RFC 9449) the new token is bound to A's key (domain/oauth/exchange-token.ts has the rules).
// A subject token of the Management API (`sub_…`, impersonation) is exchanged the same way.
import { ACCESS_TOKEN_TYPE, TOKEN_EXCHANGE_GRANT_TYPE, TokenExchangeRefused, checkNotThirdParty } from '../../domain/oauth/token-exchange.js';
import { checkExchangingClient, exchangeToken, type ExchangeRequest } from '../../domain/oauth/exchange-token.js';
import { recordExchange, type ExchangeTrail } from '../../domain/oauth/token-exchange-audit.js';
import type { TokenRequest } from '../token/request.js';
import { mintAccessToken, scopeList } from '../access-token.js';
import type { AuthenticatedClient } from '../client-auth.js';
import type { OidcContext } from '../context.js';
import { ClientAuthenticationFailed, OAuthError, invalidRequest, invalidTarget } from '../errors.js';
import type { Db } from '../../db/database.js';
import { verifyPresentedToken } from '../subject-token.js';
import type { Grant, TokenResult } from './types.js';
import { internalResources } from '../../domain/oauth/internal-resources.js';
import type { Config } from '../../config.js';
import { auditRefusal } from '../../domain/service-unavailable.js';
import { PERSONAL_ACCESS_TOKEN_TYPE } from '../../domain/oauth/personal-access-tokens.js';
import { isSubjectTokenValue } from '../../domain/oauth/subject-tokens.js';
import { TXN_TOKEN_TYPE, TransactionTokenRefused, checkWorkload, issueTransactionToken } from '../../domain/oauth/transaction-tokens.js';
import { mintTxnToken, verifyTxnToken } from '../txn-token.js';
import { randomUUID } from 'node:crypto';

// The config of a running process does not change: its internal list is built once.
const internalByConfig = new WeakMap<Config, ReadonlySet<string>>();
function internalTargets(config: Config): ReadonlySet<string> {
  let set = internalByConfig.get(config);
  if (!set) internalByConfig.set(config, (set = internalResources(config)));
  return set;
}

/** Parameter shape (RFC 8693 §2.1); the semantic checks come after. */
function readRequest(input: TokenRequest): ExchangeRequest {
  if (!input.subjectToken) throw invalidRequest('subject_token is required');
  if (!input.subjectTokenType) throw invalidRequest('subject_token_type is required');
  if (input.subjectTokenType !== ACCESS_TOKEN_TYPE && input.subjectTokenType !== PERSONAL_ACCESS_TOKEN_TYPE) {
    throw invalidRequest(`subject_token_type ${input.subjectTokenType} is not supported; use ${ACCESS_TOKEN_TYPE} or ${PERSONAL_ACCESS_TOKEN_TYPE}`);
  }
  if (Boolean(input.actorToken) !== Boolean(input.actorTokenType)) {
    throw invalidRequest('actor_token and actor_token_type must be sent together');
  }
  if (input.actorTokenType && input.actorTokenType !== ACCESS_TOKEN_TYPE) {
    throw invalidRequest(`actor_token_type ${input.actorTokenType} is not supported; use ${ACCESS_TOKEN_TYPE}`);
  }
  if (input.requestContext || input.requestDetails) {
    throw invalidRequest(`request_context and request_details are only read when requested_token_type is ${TXN_TOKEN_TYPE}`);
  }
  if (input.requestedTokenType && input.requestedTokenType !== ACCESS_TOKEN_TYPE) {
    throw invalidRequest(`requested_token_type ${input.requestedTokenType} is not supported; only ${ACCESS_TOKEN_TYPE} is issued`);
  }
  const resources = input.resource ?? [];
  if (resources.length === 0) throw invalidTarget('resource is required: name the API resource of the downstream service');
  if (resources.length > 1) throw invalidTarget('only one resource may be requested per exchange');
  const resource = resources[0]!;
  if (input.audience && input.audience !== resource) {
    throw invalidTarget('audience, when sent, must equal resource; Tessera names the downstream API by its resource indicator');
  }
  return {
    subjectToken: input.subjectToken,
    personal: input.subjectTokenType === PERSONAL_ACCESS_TOKEN_TYPE,
    // The compatible product's impersonation: its subject tokens are sent as access tokens.
    impersonation: input.subjectTokenType === ACCESS_TOKEN_TYPE && isSubjectTokenValue(input.subjectToken),
    actorToken: input.actorToken,
    resource,
    organizationId: input.organizationId || undefined,
    requested: scopeList(input.scope),
    dpopJkt: input.dpopJkt,
  };
}

/**
 * The grant's steps: the trail takes what was asked (so even the earliest refusal records it),
 * the client's right to exchange, the parameters' shape, then every rule in one domain call
 * (which verifies the presented JWTs through this layer's verifier), and the token minted.
 */
async function exchange(ctx: OidcContext, client: AuthenticatedClient, input: TokenRequest, trail: ExchangeTrail): Promise<TokenResult> {
  if (input.requestedTokenType === TXN_TOKEN_TYPE || input.subjectTokenType === TXN_TOKEN_TYPE) return transactionToken(ctx, client, input, trail);
  const { keys, config, clock } = ctx.services;
  trail.resource = input.resource?.[0] ?? null;
  trail.organizationId = input.organizationId || null;
  trail.requestedScopes = scopeList(input.scope);
  trail.subjectTokenType = input.subjectTokenType === PERSONAL_ACCESS_TOKEN_TYPE ? PERSONAL_ACCESS_TOKEN_TYPE : undefined;
  await checkExchangingClient(ctx.db, client);
  const request = readRequest(input);
  const verify = (token: string, parameter: 'subject_token' | 'actor_token') => verifyPresentedToken(keys, clock, config.issuer, token, parameter);
  const token = await exchangeToken(ctx.db, clock, { client, internalTargets: internalTargets(config), verify }, request, trail);
  const minted = await mintAccessToken(keys, clock, config.issuer, token);
  trail.issuedJti = minted.jti;
  return {
    accessToken: minted.token,
    tokenType: request.dpopJkt ? 'DPoP' : 'Bearer',
    expiresIn: minted.expiresIn,
    scope: token.scope,
    issuedTokenType: ACCESS_TOKEN_TYPE,
  };
}

/** The trail of an attempt by `client`, before anything of it was checked. */
function emptyTrail(ctx: OidcContext, client: AuthenticatedClient): ExchangeTrail {
  return {
    applicationId: client.id,
    userId: null,
    resource: null,
    organizationId: null,
    requestedScopes: [],
    grantedScopes: null,
    actorSubject: null,
    issuedJti: null,
    ip: ctx.request.ip || null,
    userAgent: ctx.request.userAgent || null,
  };
}

function refusedOutcome(error: unknown) {
  const refusal = asOAuthError(error);
  return refusal
    ? { result: 'refused' as const, error: refusal.error, errorDescription: refusal.description }
    : { result: 'refused' as const, error: 'server_error', errorDescription: 'internal failure' };
}

/**
 * The Txn-Token Service (draft-ietf-oauth-transaction-tokens-08 §7): a workload asks for a
 * transaction token for a user's access token, or for a replacement of a transaction token.
 * Never refreshed: no refresh token is issued, and the refresh grant knows nothing of them.
 */
async function transactionToken(ctx: OidcContext, client: AuthenticatedClient, input: TokenRequest, trail: ExchangeTrail): Promise<TokenResult> {
  const { keys, config, clock } = ctx.services;
  const { trustDomain, ttlSeconds } = config.transactionTokens;
  trail.issuedTokenType = TXN_TOKEN_TYPE;
  trail.subjectTokenType = input.subjectTokenType;
  trail.resource = input.audience ?? null;
  trail.requestedScopes = scopeList(input.scope);
  await checkExchangingClientFor(ctx.db, client);
  if (input.requestedTokenType !== TXN_TOKEN_TYPE) throw invalidRequest(`a transaction token is replaced only with requested_token_type ${TXN_TOKEN_TYPE}`);
  if (!input.subjectToken) throw invalidRequest('subject_token is required');
  if (input.subjectTokenType !== ACCESS_TOKEN_TYPE && input.subjectTokenType !== TXN_TOKEN_TYPE) {
    throw invalidRequest(`subject_token_type must be ${ACCESS_TOKEN_TYPE} or ${TXN_TOKEN_TYPE} for a transaction token`);
  }
  if (input.actorToken || input.resource || input.organizationId) {
    throw invalidRequest('actor_token, resource and organization_id are not used for transaction tokens; name the trust domain in audience');
  }
  const issued = await issueTransactionToken(
    ctx.db,
    clock,
    {
      client,
      trustDomain,
      verifyAccessToken: (token) => verifyPresentedToken(keys, clock, config.issuer, token, 'subject_token'),
      verifyTxnToken: (token) => verifyTxnToken(keys, clock, config.issuer, trustDomain, token),
      newTxnId: randomUUID,
    },
    {
      subjectToken: input.subjectToken,
      replacement: input.subjectTokenType === TXN_TOKEN_TYPE,
      audience: input.audience,
      requested: input.scope === undefined ? undefined : scopeList(input.scope),
      requestContext: input.requestContext,
      requestDetails: input.requestDetails,
    },
    trail,
  );
  const minted = await mintTxnToken(keys, clock, config.issuer, issued.claims, ttlSeconds, issued.notAfter);
  if (minted.expiresIn <= 0) throw invalidRequest('the transaction token being replaced expires now');
  trail.issuedJti = minted.jti;
  // RFC 8693 §2.2.1: token_type N_A, the token is not a bearer access token for any API.
  return { accessToken: minted.token, tokenType: 'N_A', expiresIn: minted.expiresIn, scope: issued.claims.scope, issuedTokenType: TXN_TOKEN_TYPE };
}

/** A transaction token workload: not third-party (as for any exchange), and a MachineToMachine application with its switch on. */
async function checkExchangingClientFor(db: Db, client: AuthenticatedClient): Promise<void> {
  await checkNotThirdParty(db, client.id);
  checkWorkload(client);
}

function asOAuthError(error: unknown): OAuthError | undefined {
  if (error instanceof OAuthError) return error;
  if (error instanceof TransactionTokenRefused) return new OAuthError(error.error, error.message, error.status);
  if (error instanceof TokenExchangeRefused) return new OAuthError(error.error, error.message, error.status);
  return undefined;
}

export const tokenExchange: Grant = {
  grantType: TOKEN_EXCHANGE_GRANT_TYPE,
  auditsItself: true,
  parameters: [
    'subjectToken',
    'subjectTokenType',
    'actorToken',
    'actorTokenType',
    'requestedTokenType',
    'audience',
    'resource',
    'organizationId',
    'requestContext',
    'requestDetails',
  ],
  async handler(ctx, client, input) {
    const trail = emptyTrail(ctx, client);
    let result: TokenResult;
    try {
      result = await exchange(ctx, client, input, trail);
    } catch (error) {
      await auditRefusal(error, () => recordExchange(ctx.db, trail, refusedOutcome(error)), 'token exchange audit write failed', ctx.request.id);
      throw asOAuthError(error) ?? error;
    }
    // Fail closed: a token whose issuance could not be audited is not handed out.
    await recordExchange(ctx.db, trail, { result: 'granted' });
    return result;
  },
  /** A refused DPoP proof: recorded with what was asked. */
  auditRefusal(ctx, client, input, error) {
    const trail = emptyTrail(ctx, client);
    trail.resource = input.resource?.[0] ?? null;
    trail.organizationId = input.organizationId || null;
    trail.requestedScopes = scopeList(input.scope);
    return recordExchange(ctx.db, trail, refusedOutcome(error));
  },
};

/**
 * A token exchange attempt whose client authentication failed, by an application that exists
 * (wrong secret, or a public client): recorded as refused so that the trail shows someone trying
 * to exchange as that application. Unknown client ids are not recorded: anyone could fill the
 * trail with them.
 */
export async function auditFailedClientAuthentication(
  db: Db,
  input: Pick<TokenRequest, 'grantType' | 'resource' | 'organizationId' | 'scope'>,
  error: unknown,
  request: { ip: string; userAgent: string },
): Promise<void> {
  if (input.grantType !== TOKEN_EXCHANGE_GRANT_TYPE || !(error instanceof ClientAuthenticationFailed) || !error.applicationId) return;
  await recordExchange(
    db,
    {
      applicationId: error.applicationId,
      userId: null,
      resource: input.resource?.[0] ?? null,
      organizationId: input.organizationId || null,
      requestedScopes: scopeList(input.scope),
      grantedScopes: null,
      actorSubject: null,
      issuedJti: null,
      ip: request.ip || null,
      userAgent: request.userAgent || null,
    },
    { result: 'refused', error: error.error, errorDescription: error.description },
  );
}
