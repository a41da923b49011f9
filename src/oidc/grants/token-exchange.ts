// RFC 8693 token exchange: backend service A trades a user's access token for a new one aimed
// at downstream API B (the `resource`), carrying the same user and A's client_id. Every attempt
// that got past client authentication is audited, granted or refused.
import {
  ACCESS_TOKEN_TYPE,
  TOKEN_EXCHANGE_GRANT_TYPE,
  TokenExchangeRefused,
  checkActor,
  checkClientMayExchange,
  checkNotThirdParty,
  checkSubjectState,
  checkTarget,
  checkUserSubject,
  delegationClaim,
  exchangeOrganization,
  grantScopes,
  subjectCheck,
  subjectState,
} from '../../domain/oauth/token-exchange.js';
import { recordExchange, type ExchangeTrail } from '../../domain/oauth/token-exchange-audit.js';
import type { TokenRequest } from '../token/request.js';
import { mintAccessToken, scopeList, type VerifiedAccessToken } from '../access-token.js';
import type { AuthenticatedClient } from '../client-auth.js';
import type { OidcContext } from '../context.js';
import { ClientAuthenticationFailed, OAuthError, invalidRequest, invalidTarget } from '../errors.js';
import type { Db } from '../../db/database.js';
import { verifyPresentedToken } from '../subject-token.js';
import type { Grant, TokenResult } from './types.js';
import { internalResources } from '../../domain/oauth/internal-resources.js';
import { sessionActivity } from '../../domain/oauth/oidc-sessions.js';
import { findResourceByIndicator, userScopeNames } from '../../domain/oauth/token-resources.js';
import type { Config } from '../../config.js';
import { auditRefusal } from '../../domain/service-unavailable.js';
import {
  PERSONAL_ACCESS_TOKEN_CLAIM,
  PERSONAL_ACCESS_TOKEN_TYPE,
  findPresentedPersonalAccessToken,
  personalAccessTokenIdOf,
  personalAccessTokenStanding,
} from '../../domain/oauth/personal-access-tokens.js';
import { applicationAccessRefusal } from '../../domain/directory/application-access-control.js';

// The config of a running process does not change: its internal list is built once.
const internalByConfig = new WeakMap<Config, ReadonlySet<string>>();
function internalTargets(config: Config): ReadonlySet<string> {
  let set = internalByConfig.get(config);
  if (!set) internalByConfig.set(config, (set = internalResources(config)));
  return set;
}

interface ExchangeRequest {
  subjectToken: string;
  personal: boolean;
  actorToken: string | undefined;
  resource: string;
  organizationId: string | undefined;
  requested: string[];
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
    actorToken: input.actorToken,
    resource,
    organizationId: input.organizationId || undefined,
    requested: scopeList(input.scope),
  };
}

/**
 * A personal access token as the subject: it stands for its user, like an access token, but
 * belongs to no sign-in session or grant. Its id is the revocation key checked with the rest
 * (deleting the token is what revokes it: then it is unknown), and the stamp the issued token
 * carries (`pat_id`), so that the deletion or expiry ends what was exchanged from it too.
 */
async function personalSubject(db: Db, value: string, now: Date): Promise<{ subject: VerifiedAccessToken; expiresAt: Date | null }> {
  const found = await findPresentedPersonalAccessToken(db, value, now);
  if ('refused' in found) {
    throw new TokenExchangeRefused(
      'invalid_grant',
      found.refused === 'expired' ? 'subject_token: the personal access token has expired' : 'subject_token is not a valid personal access token',
    );
  }
  const { id, userId, expiresAt } = found.token;
  return {
    subject: { sub: userId, client_id: PERSONAL_ACCESS_TOKEN_TYPE, jti: `pat:${id}`, [PERSONAL_ACCESS_TOKEN_CLAIM]: id },
    expiresAt,
  };
}

/**
 * An access token exchanged from a personal access token (its `pat_id`), presented again: it
 * stands only while that personal access token does. Returns the personal access token's expiry,
 * which no token exchanged from it outlives; null when it never expires or the subject has none.
 */
async function personalOrigin(db: Db, subject: VerifiedAccessToken, now: Date): Promise<Date | null> {
  const patId = personalAccessTokenIdOf(subject);
  if (!patId) return null;
  const standing = await personalAccessTokenStanding(db, patId, now);
  if (!standing.ok) {
    throw new TokenExchangeRefused(
      'invalid_grant',
      `subject_token was exchanged from a personal access token that has ${standing.refused === 'expired' ? 'expired' : 'been deleted'}`,
    );
  }
  return standing.expiresAt;
}

/** The lifetime of the issued token: the resource's, cut to the personal access token's expiry if it is sooner. */
function lifetime(ttlSeconds: number, origin: Date | null, now: Date): number {
  if (!origin) return ttlSeconds;
  return Math.max(1, Math.min(ttlSeconds, Math.floor((origin.getTime() - now.getTime()) / 1000)));
}

async function exchange(ctx: OidcContext, client: AuthenticatedClient, input: TokenRequest, trail: ExchangeTrail): Promise<TokenResult> {
  const { keys, config } = ctx.services;
  // What was asked goes into the trail first, so even the earliest refusal records it.
  trail.resource = input.resource?.[0] ?? null;
  trail.organizationId = input.organizationId || null;
  trail.requestedScopes = scopeList(input.scope);
  trail.subjectTokenType = input.subjectTokenType === PERSONAL_ACCESS_TOKEN_TYPE ? PERSONAL_ACCESS_TOKEN_TYPE : undefined;
  await checkNotThirdParty(ctx.db, client.id);
  checkClientMayExchange(client);
  const request = readRequest(input);

  const now = ctx.services.clock.now();
  let subject: VerifiedAccessToken;
  let origin: Date | null;
  if (request.personal) {
    ({ subject, expiresAt: origin } = await personalSubject(ctx.db, request.subjectToken, now));
  } else {
    subject = await verifyPresentedToken(keys, ctx.services.clock, config.issuer, request.subjectToken, 'subject_token');
    origin = await personalOrigin(ctx.db, subject, now);
  }
  checkUserSubject(subject);
  trail.userId = subject.sub;
  request.organizationId = exchangeOrganization(subject.organization_id, request.organizationId);
  trail.organizationId = request.organizationId ?? null;
  let actor: VerifiedAccessToken | undefined;
  if (request.actorToken) {
    actor = await verifyPresentedToken(keys, ctx.services.clock, config.issuer, request.actorToken, 'actor_token');
    trail.actorSubject = actor.sub;
    checkActor(client, actor);
  }

  const check = subjectCheck(subject.sub, subject.jti!, actor?.jti, subject.grant_id, request.organizationId);
  // Independent lookups run together: the subject's state (one query), the target, the session.
  const [state, found, sessionActive] = await Promise.all([
    subjectState(ctx.db, check),
    findResourceByIndicator(ctx.db, request.resource),
    sessionActivity(ctx.db, ctx.services.clock, subject.sid),
  ]);
  checkSubjectState(check, state, sessionActive);
  // The exchanging application's own access control: a user it does not allow cannot be acted for.
  const denied = await applicationAccessRefusal(ctx.db, client.id, subject.sub);
  if (denied) throw new OAuthError('access_denied', denied, 403);
  const resource = checkTarget(client, request.resource, found, internalTargets(config));

  const held = await userScopeNames(ctx.db, subject.sub, resource.id, request.organizationId);
  const granted = grantScopes(request.requested, held);
  trail.grantedScopes = granted;
  const scope = granted.join(' ');

  const act = delegationClaim(subject.act, actor && { sub: actor.sub, client_id: actor.client_id });
  const patId = personalAccessTokenIdOf(subject);
  const minted = await mintAccessToken(keys, ctx.services.clock, config.issuer, {
    sub: subject.sub,
    aud: resource.indicator,
    clientId: client.id,
    scope,
    ttlSeconds: lifetime(resource.accessTokenTtl, origin, now),
    extra: {
      // Ties this token, and any exchange of it, to the personal access token it came from.
      ...(patId ? { [PERSONAL_ACCESS_TOKEN_CLAIM]: patId } : {}),
      ...(request.organizationId ? { organization_id: request.organizationId } : {}),
      ...(act ? { act } : {}),
      // Keeps a further exchange of this token tied to the user's sign-in session and its grant.
      ...(typeof subject.sid === 'string' ? { sid: subject.sid } : {}),
      ...(typeof subject.grant_id === 'string' ? { grant_id: subject.grant_id } : {}),
    },
  });
  trail.issuedJti = minted.jti;
  return { accessToken: minted.token, tokenType: 'Bearer', expiresIn: minted.expiresIn, scope, issuedTokenType: ACCESS_TOKEN_TYPE };
}

function asOAuthError(error: unknown): OAuthError | undefined {
  if (error instanceof OAuthError) return error;
  if (error instanceof TokenExchangeRefused) return new OAuthError(error.error, error.message, error.status);
  return undefined;
}

export const tokenExchange: Grant = {
  grantType: TOKEN_EXCHANGE_GRANT_TYPE,
  auditsItself: true,
  parameters: ['subjectToken', 'subjectTokenType', 'actorToken', 'actorTokenType', 'requestedTokenType', 'audience', 'resource', 'organizationId'],
  async handler(ctx, client, input) {
    const trail: ExchangeTrail = {
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
    let result: TokenResult;
    try {
      result = await exchange(ctx, client, input, trail);
    } catch (error) {
      const refusal = asOAuthError(error);
      const outcome = refusal
        ? { result: 'refused' as const, error: refusal.error, errorDescription: refusal.description }
        : { result: 'refused' as const, error: 'server_error', errorDescription: 'internal failure' };
      await auditRefusal(error, () => recordExchange(ctx.db, trail, outcome), 'token exchange audit write failed', ctx.request.id);
      throw refusal ?? error;
    }
    // Fail closed: a token whose issuance could not be audited is not handed out.
    await recordExchange(ctx.db, trail, { result: 'granted' });
    return result;
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
