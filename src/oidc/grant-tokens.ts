// The tokens a user grant yields at the token endpoint (authorization_code, refresh_token and the
// device grant of RFC 8628):
//  - an access token: a JWT for the API resource named by `resource` at the token request
//    (aud = its indicator, scope = requested API scopes ∩ the user's role scopes there), or,
//    without `resource`, a JWT for our userinfo endpoint (aud = `{issuer}/me`, scope = the
//    granted OpenID scopes). Both carry `sid`, so ending the session ends them, and `grant_id`,
//    so revoking the grant ends them and every token exchanged from them. The Management API is
//    a resource only for applications allowed to request it (customClientMetadata.allowManagementApi).
//  - with `organizationId` (refresh_token grant only): an organization token, or with `resource`
//    an organization-level API resource token (src/domain/directory/organization-tokens.ts), both with an
//    `organization_id` claim; refused unless the grant has the organizations scope and the user
//    is a member now.
//  - an ID token when `openid` was granted, with the user claims of the granted scopes and of the
//    authorization request's `claims` parameter (src/domain/oauth/user-claims.ts); a new refresh
//    token when `offline_access` was.
//  - with a DPoP proof (RFC 9449): the access token bound to its key (`cnf.jkt`, token_type
//    DPoP), and a public client's refresh token too; an API resource that takes only bound
//    tokens gets none without a proof.
//  The answer's `scope` is the access token's own (RFC 6749 §5.1), whatever else the grant holds.
// Everything is validated before the presented code or refresh token is used up (`consume`).
import { resolveMappedClaims } from '../domain/directory/claim-mappings.js';
import { idTokenMappedClaims } from '../domain/directory/application-id-token-claims.js';
import { newSecret } from '../domain/ids.js';
import { recordGrantIssue } from '../domain/oauth/grant-issue.js';
import type { GrantState, PresentedGrant } from '../domain/oauth/oidc-grants.js';
import { findResourceByIndicator, mayRequestResource, userScopeNames } from '../domain/oauth/token-resources.js';
import { ORGANIZATIONS_RESOURCE, organizationAudience, organizationTokenRefusal, organizationTokenScopes } from '../domain/directory/organization-tokens.js';
import { applicationAccessRefusal } from '../domain/directory/application-access-control.js';
import { mintAccessToken, scopeList } from './access-token.js';
import type { AuthenticatedClient } from './client-auth.js';
import type { OidcContext } from './context.js';
import { OAuthError, invalidRequest, invalidScope, invalidTarget } from './errors.js';
import { dpopConfirmation, refreshTokenKey, unboundIssueRefusal } from '../domain/oauth/dpop.js';
import type { TokenResult } from './grants/types.js';
import { mintIdToken } from './id-token.js';
import { splitScopes } from './scopes.js';
import { recordLog, success } from '../domain/logs.js';
import { findUserById } from '../domain/directory/user-standing.js';
import { idTokenAlgorithmOf, tokenSettingsOfClient } from '../domain/directory/applications.js';
import { releasedUserClaims } from '../domain/oauth/user-claims.js';
import { assertedAcr } from '../domain/oauth/acr.js';

export const userinfoAudience = (issuer: string) => `${issuer}/me`;

/** The code or refresh token the request presented was used meanwhile (a concurrent request). */
export class AlreadyConsumed extends Error {}

export interface GrantTokenOptions {
  /** `resource` of the token request (RFC 8707). */
  resource?: readonly string[] | undefined;
  /** `scope` of a refresh request: may narrow the grant, never widen it. */
  scope?: string | undefined;
  /** Put the authorization request's nonce in the ID token (code exchange only). */
  withNonce: boolean;
  /** The audit log key of this grant, written in the transaction that issues its tokens. */
  logKey: string;
  /** `organization_id` of a refresh request: a token that acts inside this organization. */
  organizationId?: string | undefined;
  /** The request's DPoP key (RFC 9449): the access token, and a public client's refresh token, are bound to it. */
  dpopJkt?: string | undefined;
  /**
   * The refresh token presented, when the client does not rotate its refresh tokens
   * (`rotateRefreshToken` off): answered again instead of a new one.
   */
  keptRefreshToken?: string | undefined;
  /** The grant type claim mappings are matched against, when neither the code nor the refresh grant (the device grant). */
  grantType?: string | undefined;
}

function narrowScopes(granted: string, requested: string | undefined): string {
  if (requested === undefined) return granted;
  const held = new Set(scopeList(granted));
  const extra = scopeList(requested).filter((s) => !held.has(s));
  if (extra.length) throw invalidScope(`scope exceeds what was granted: ${extra.join(' ')}`);
  return requested;
}

async function pickResource(
  ctx: OidcContext,
  client: AuthenticatedClient,
  state: GrantState,
  resource: GrantTokenOptions['resource'],
  dpopJkt: string | undefined,
) {
  const list = resource ?? [];
  if (list.length === 0) return undefined;
  if (list.length > 1) throw invalidTarget('only one resource may be requested per token');
  const indicator = list[0]!;
  if (indicator === ORGANIZATIONS_RESOURCE) {
    throw invalidTarget(`${ORGANIZATIONS_RESOURCE} is not an API resource: send organization_id on the refresh_token grant for an organization token`);
  }
  // A grant that named resources is limited to them (RFC 8707 §2.2).
  if (state.grant.resources.length && !state.grant.resources.includes(indicator)) {
    throw invalidTarget('resource was not part of the authorization request');
  }
  const found = await findResourceByIndicator(ctx.db, indicator);
  if (!found) throw invalidTarget('resource is not a known API resource');
  // Checked at the token request too: a grant that named no resource may ask for any, and the
  // operator may have withdrawn the permission since the authorization request.
  if (!mayRequestResource(found, client.customClientMetadata)) {
    throw invalidTarget('this application may not request the Management API');
  }
  const unbound = unboundIssueRefusal(found, dpopJkt);
  if (unbound) throw invalidRequest(unbound);
  return found;
}

/**
 * Mints what the grant of `presented` (the code, the refresh token that passed its own checks)
 * yields, and uses it up in the transaction that records the tokens, only once every check of
 * the request has passed, so a refused request never burns it.
 */
export async function issueGrantTokens(
  ctx: OidcContext,
  client: AuthenticatedClient,
  presented: PresentedGrant,
  options: GrantTokenOptions,
): Promise<TokenResult> {
  const { keys, config } = ctx.services;
  const { state } = presented;
  const { grant } = state;
  const scopes = splitScopes(narrowScopes(grant.scope, options.scope));
  // Checked at every code redemption and refresh: a user taken off the list gets no new token.
  const denied = await applicationAccessRefusal(ctx.db, grant.clientId, grant.userId);
  if (denied) throw new OAuthError('access_denied', denied, 403);
  const organizationId = options.organizationId;
  if (organizationId !== undefined) {
    const refused = await organizationTokenRefusal(ctx.db, { userId: grant.userId, clientId: grant.clientId, scopes: scopeList(grant.scope) }, organizationId);
    if (refused) throw new OAuthError(refused.error, refused.message);
  }
  // The grant claim mappings are matched against: the device grant names itself; withNonce is set for the code exchange only.
  const grantType = options.grantType ?? (options.withNonce ? 'authorization_code' : 'refresh_token');
  const resource = await pickResource(ctx, client, state, options.resource, options.dpopJkt);

  let aud: string;
  let scope: string[];
  let ttlSeconds: number;
  let alg: string | undefined;
  let mapped: Record<string, unknown> = {};
  if (organizationId !== undefined && !resource) {
    aud = organizationAudience(organizationId);
    scope = await organizationTokenScopes(ctx.db, organizationId, grant.userId, scopes.api);
    ttlSeconds = config.accessTokenTtlSeconds;
  } else if (resource) {
    // Inside an organization, the resource scopes its organization roles grant; else global roles.
    const held = new Set(await userScopeNames(ctx.db, grant.userId, resource.id, organizationId));
    aud = resource.indicator;
    scope = scopes.api.filter((s) => held.has(s));
    ttlSeconds = resource.accessTokenTtl;
    alg = resource.accessTokenSignedResponseAlg;
    // withNonce is set for the code exchange only: every other caller is the refresh grant.
    mapped = await resolveMappedClaims(ctx.db, resource.accessTokenClaims, { userId: grant.userId, applicationId: grant.clientId, grantType, organizationId });
  } else {
    aud = userinfoAudience(config.issuer);
    scope = scopes.oidc.filter((s) => s !== 'offline_access');
    ttlSeconds = config.accessTokenTtlSeconds;
  }
  const access = await mintAccessToken(keys, ctx.services.clock, config.issuer, {
    sub: grant.userId,
    aud,
    clientId: grant.clientId,
    scope: scope.join(' '),
    ttlSeconds,
    alg,
    // grant_id: revoking the grant reaches this token and every token exchanged from it.
    // Mapped claims first: the server's own (reserved at save anyway) always win.
    extra: {
      ...mapped,
      sid: grant.sessionId,
      grant_id: grant.id,
      ...(organizationId !== undefined ? { organization_id: organizationId } : {}),
      ...(options.dpopJkt ? dpopConfirmation(options.dpopJkt) : {}),
    },
  });

  const settings = tokenSettingsOfClient(client.type, client.customClientMetadata);
  const withRefresh = scopes.oidc.includes('offline_access') || settings.alwaysIssueRefreshToken;
  // A kept token is answered again and stays as it is stored: nothing new to record.
  const refreshToken = options.keptRefreshToken ? undefined : withRefresh ? newSecret() : undefined;
  await ctx.db.transaction().execute(async (trx) => {
    const expiresAt = new Date(ctx.services.clock.now().getTime() + ttlSeconds * 1000);
    const refreshTokenJkt = refreshTokenKey(client.authMethod === 'none', options.dpopJkt);
    const issued = { jti: access.jti, expiresAt, refreshToken, refreshTokenJkt, refreshTokenTtlSeconds: settings.refreshTokenTtlInDays * 86_400 };
    if (!(await recordGrantIssue(trx, presented, issued))) throw new AlreadyConsumed();
    await recordLog(
      trx,
      {
        key: options.logKey,
        userId: grant.userId,
        applicationId: grant.clientId,
        ip: ctx.request.ip,
        userAgent: ctx.request.userAgent,
        payload: { grantId: grant.id, issuedJti: access.jti, resource: aud, scope: scope.join(' ') },
      },
      success,
    );
  });

  const idToken = scopes.oidc.includes('openid')
    ? await mintGrantIdToken(ctx, client, state, scopes.oidc, access.token, { withNonce: options.withNonce, ttlSeconds: settings.idTokenTtl, grantType })
    : undefined;
  const answeredRefreshToken = refreshToken ?? options.keptRefreshToken;

  return {
    accessToken: access.token,
    tokenType: options.dpopJkt ? 'DPoP' : 'Bearer',
    expiresIn: access.expiresIn,
    scope: scope.join(' '),
    ...(answeredRefreshToken ? { refreshToken: answeredRefreshToken } : {}),
    ...(idToken ? { idToken } : {}),
    audited: true,
  };
}

/** The ID token of a grant: who signed in, when, and the user claims released to the client. */
async function mintGrantIdToken(
  ctx: OidcContext,
  client: AuthenticatedClient,
  state: GrantState,
  oidcScopes: readonly string[],
  accessToken: string,
  { withNonce, ttlSeconds, grantType }: { withNonce: boolean; ttlSeconds: number; grantType: string },
) {
  const { grant } = state;
  // The application's mapped claims (one primary-key read), filtered by this grant's type.
  const [user, mapped] = await Promise.all([
    findUserById(ctx.db, grant.userId),
    idTokenMappedClaims(ctx.db, { userId: grant.userId, applicationId: grant.clientId, grantType }),
  ]);
  // The grant was found standing a moment ago: a user deleted since has no claims to give.
  const claims = user
    ? await releasedUserClaims(ctx.db, user, { scopes: oidcScopes, target: 'idToken', requested: grant.requestedClaims, clientId: grant.clientId })
    : {};
  // The level the session's sign-in reached, when the authorization request asked (kept with the
  // grant, and the session's amr does not change: every refresh asserts the same).
  const acr = assertedAcr(grant.requestedClaims?.acr, state.sessionAmr);
  return mintIdToken(ctx.services.keys, ctx.services.clock, ctx.services.config.issuer, {
    sub: grant.userId,
    clientId: grant.clientId,
    authTime: grant.authTime,
    sessionId: grant.sessionId,
    accessToken,
    alg: idTokenAlgorithmOf(client.customClientMetadata),
    ttlSeconds,
    // Mapped claims first: the released user claims and the server's own always win (a mapping
    // naming one of them is refused at save anyway). Then how the session's sign-in was made
    // (RFC 8176), when it is known.
    extra: { ...mapped, ...claims, ...(state.sessionAmr.length ? { amr: state.sessionAmr } : {}), ...(acr ? { acr } : {}) },
    ...(withNonce ? { nonce: grant.nonce } : {}),
  });
}
