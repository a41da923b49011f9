// The end of a successful authorization request: a grant for (user, client, scopes, resources)
// and a one-time code for it (src/domain/authorization-codes.ts), returned to the client at its
// redirect URI. An application that restricts access (domain/application-access-control.ts) gets
// `error=access_denied` instead when the user is not allowed (RFC 6749 §4.1.2.1: the resource
// owner or authorization server denied the request); the user stays signed in to Tessera.
import type { Db } from '../db/database.js';
import { issueAuthorizationCode } from '../domain/authorization-codes.js';
import { applicationAccessRefusal } from '../domain/application-access-control.js';
import type { Session } from '../domain/oidc-sessions.js';
import { clientRedirect, type AuthorizationParams } from './authorization-request.js';

export { CODE_TTL_SECONDS } from '../domain/authorization-codes.js';

export async function issueCodeRedirect(db: Db, issuer: string, params: AuthorizationParams, session: Session): Promise<string> {
  const refused = await applicationAccessRefusal(db, params.clientId, session.userId);
  if (refused) return clientRedirect(params.redirectUri, issuer, { error: 'access_denied', error_description: refused, state: params.state });
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
    },
    { redirectUri: params.redirectUri, codeChallenge: params.codeChallenge ?? null },
  );
  return clientRedirect(params.redirectUri, issuer, { code, state: params.state });
}
