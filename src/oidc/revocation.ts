// POST /oidc/token/revocation (RFC 7009). Always 200 once the client is authenticated: an
// unknown token, or one issued to another client, is silently left alone (§2.2). Revoking a
// refresh token revokes its whole grant, access tokens included (§2.1).
import { revokeRefreshTokenGrant } from '../domain/oauth/refresh-tokens.js';
import { revokeAccessToken } from '../domain/oauth/token-state.js';
import type { Services } from '../services.js';
import { verifyAccessToken } from './access-token.js';
import { invalidRequest } from './errors.js';
import { formEndpoint, looksLikeJwt } from './form-endpoint.js';
import { refuseNul } from './parameters.js';

export function revocationRouter(services: Services) {
  const { db, config } = services;
  return formEndpoint(services, 'revocation', '/token/revocation', async (client, body) => {
    refuseNul(body);
    const token = body.token;
    if (!token) throw invalidRequest('token is required');
    if (looksLikeJwt(token)) {
      const claims = await verifyAccessToken(services.keys, services.clock, config.issuer, token).catch(() => undefined);
      if (claims) await revokeAccessToken(db, client.id, claims);
      return {};
    }
    await revokeRefreshTokenGrant(db, client.id, token);
    return {};
  });
}
