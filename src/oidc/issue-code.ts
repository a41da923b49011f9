// The end of a successful authorization request: a grant for (user, client, scopes, resources)
// and a one-time code for it, returned to the client at its redirect URI.
import type { Db } from '../db/database.js';
import { insertAuthorizationCode } from '../db/repositories/authorization-codes.js';
import { insertGrant } from '../db/repositories/oidc-grants.js';
import type { Session } from '../db/repositories/sessions.js';
import { newId, newSecret, sha256 } from '../domain/ids.js';
import { clientRedirect, type AuthorizationParams } from './authorization-request.js';

export const CODE_TTL_SECONDS = 120;

export async function issueCodeRedirect(db: Db, issuer: string, params: AuthorizationParams, session: Session): Promise<string> {
  const grantId = newId();
  await insertGrant(db, {
    id: grantId,
    clientId: params.clientId,
    userId: session.userId,
    sessionId: session.id,
    scope: params.scope,
    resources: params.resources,
    nonce: params.nonce ?? null,
    authTime: session.createdAt,
  });
  const code = newSecret();
  await insertAuthorizationCode(db, sha256(code), {
    grantId,
    redirectUri: params.redirectUri,
    codeChallenge: params.codeChallenge ?? null,
    ttlSeconds: CODE_TTL_SECONDS,
  });
  return clientRedirect(params.redirectUri, issuer, { code, state: params.state });
}
