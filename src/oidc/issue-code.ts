// The end of a successful authorization request: a grant for (user, client, scopes, resources)
// and a one-time code for it (src/domain/authorization-codes.ts), returned to the client at its
// redirect URI.
import type { Db } from '../db/database.js';
import { issueAuthorizationCode } from '../domain/authorization-codes.js';
import type { Session } from '../domain/oidc-sessions.js';
import { clientRedirect, type AuthorizationParams } from './authorization-request.js';

export { CODE_TTL_SECONDS } from '../domain/authorization-codes.js';

export async function issueCodeRedirect(db: Db, issuer: string, params: AuthorizationParams, session: Session): Promise<string> {
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
