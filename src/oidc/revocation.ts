// POST /oidc/token/revocation (RFC 7009). Always 200 once the client is authenticated: an
// unknown token, or one issued to another client, is silently left alone (§2.2). Revoking a
// refresh token revokes its whole grant, access tokens included (§2.1).
import { revokeGrant, findGrantState } from '../db/repositories/oidc-grants.js';
import { findRefreshToken } from '../db/repositories/refresh-tokens.js';
import { revokeTokenJti } from '../db/repositories/revoked-tokens.js';
import { sha256 } from '../domain/ids.js';
import type { Services } from '../services.js';
import { verifyAccessToken } from './access-token.js';
import { invalidRequest } from './errors.js';
import { formEndpoint, looksLikeJwt } from './form-endpoint.js';
import { refuseNul } from './parameters.js';

export function revocationRouter(services: Services) {
  const { db, config } = services;
  return formEndpoint(services, 'revocation', async (client, body) => {
    refuseNul(body);
    const token = body.token;
    if (!token) throw invalidRequest('token is required');
    if (looksLikeJwt(token)) {
      const claims = await verifyAccessToken(services.keys, config.issuer, token).catch(() => undefined);
      if (claims?.jti && claims.exp && claims.client_id === client.id) {
        await revokeTokenJti(db, claims.jti, new Date(claims.exp * 1000));
      }
      return {};
    }
    const found = await findRefreshToken(db, sha256(token));
    const state = found && (await findGrantState(db, found.grantId));
    if (state && state.grant.clientId === client.id) await revokeGrant(db, state.grant.id);
    return {};
  });
}
