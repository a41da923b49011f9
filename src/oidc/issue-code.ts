// The end of a successful authorization request: a grant for (user, client, scopes, resources)
// and a one-time code for it (src/domain/oauth/authorization-codes.ts), returned to the client at its
// redirect URI. An application that restricts access (domain/directory/application-access-control.ts) gets
// `error=access_denied` instead when the user is not allowed (RFC 6749 §4.1.2.1: the resource
// owner or authorization server denied the request); the user stays signed in to Tessera.
// A third-party application (domain/directory/consent.ts) gets its code only for what the user allowed:
// when the user's remembered consent does not cover the request, the outcome is `consent` and
// the caller sends the browser to the consent screen (src/oidc/consent.ts).
import type { Db } from '../db/database.js';
import { issueAuthorizationCode } from '../domain/oauth/authorization-codes.js';
import { applicationAccessRefusal } from '../domain/directory/application-access-control.js';
import { consentDecision, type ConsentRequest } from '../domain/directory/consent.js';
import type { Session } from '../domain/oauth/oidc-sessions.js';
import { acrSatisfied, type AcrRequest } from '../domain/oauth/acr.js';
import type { RequestedClaims } from '../domain/oauth/user-claims.js';
import { scopeList } from './access-token.js';
import type { AuthorizationParams } from './authorization-request.js';
import { authorizationResponseUrl } from './authorization-response.js';

export { CODE_TTL_SECONDS } from '../domain/oauth/authorization-codes.js';

export type AuthorizationOutcome = { redirectTo: string } | { consent: ConsentRequest };

/** The code for exactly these params (the consent, if any, already settled). */
export async function codeRedirect(db: Db, issuer: string, params: AuthorizationParams, session: Session): Promise<string> {
  const code = await issueAuthorizationCode(
    db,
    {
      clientId: params.clientId,
      userId: session.userId,
      sessionId: session.id,
      scope: params.scope,
      resources: params.resources,
      nonce: params.nonce ?? null,
      authTime: session.createdAt,
      requestedClaims: requestedClaimsOf(params.claims, params.acr),
    },
    { redirectUri: params.redirectUri, codeChallenge: params.codeChallenge ?? null, dpopJkt: params.dpopJkt ?? null },
  );
  return authorizationResponseUrl(db, issuer, params, { code, state: params.state });
}

/** What the grant keeps of the `claims` parameter and the acr wishes, so that every refresh answers the same. */
function requestedClaimsOf(claims: RequestedClaims | undefined, acr: AcrRequest | undefined): RequestedClaims | null {
  if (!claims && !acr) return null;
  return { idToken: claims?.idToken ?? [], userinfo: claims?.userinfo ?? [], ...(acr ? { acr } : {}) };
}

/** The params narrowed to what a third-party application may have. */
export const withConsented = (params: AuthorizationParams, request: ConsentRequest): AuthorizationParams => ({
  ...params,
  scope: request.scopes.join(' '),
  resources: request.resources,
});

/**
 * Where the request goes now that the user is signed in: the client with a code (or with
 * access_denied), or the consent screen. `prompt=consent` asks a third-party application's user
 * again even when the remembered consent covers the request.
 */
export async function authorizationOutcome(db: Db, issuer: string, params: AuthorizationParams, session: Session): Promise<AuthorizationOutcome> {
  // OIDC Core §5.5.1.1: an essential acr the sign-in did not reach is a failed authentication
  // (e.g. a user with no second factor to give); the user stays signed in to Tessera.
  if (params.acr?.essential && !acrSatisfied(params.acr, session.amr)) {
    const description = 'the sign-in did not reach the essential acr requested (a second factor is needed: enrol one, then sign in again)';
    return {
      redirectTo: await authorizationResponseUrl(db, issuer, params, {
        error: 'unmet_authentication_requirements',
        error_description: description,
        state: params.state,
      }),
    };
  }
  const refused = await applicationAccessRefusal(db, params.clientId, session.userId);
  if (refused)
    return { redirectTo: await authorizationResponseUrl(db, issuer, params, { error: 'access_denied', error_description: refused, state: params.state }) };
  const decision = await consentDecision(db, params.clientId, session.userId, scopeList(params.scope), params.resources);
  if (decision.kind === 'first-party') return { redirectTo: await codeRedirect(db, issuer, params, session) };
  if (decision.kind === 'needed' || params.prompt.includes('consent')) return { consent: decision.request };
  return { redirectTo: await codeRedirect(db, issuer, withConsented(params, decision.request), session) };
}
