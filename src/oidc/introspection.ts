// POST /oidc/token/introspection (RFC 7662), for confidential clients (resource servers).
// Anything not currently usable — unknown, expired, revoked, session ended, user suspended —
// is just `{ "active": false }`, and so is an unbound token for an API resource that accepts only
// DPoP-bound tokens (RFC 9449): a resource server asking about it learns it must refuse it. A
// bound token shows its binding (`cnf`, §6.2) and `token_type: DPoP`.
import { standingRefreshToken } from '../domain/oauth/refresh-tokens.js';
import type { Services } from '../services.js';
import { invalidClient, invalidRequest } from './errors.js';
import { formEndpoint, looksLikeJwt } from './form-endpoint.js';
import { refuseNul } from './parameters.js';
import { accessTokenStatus } from './token-status.js';
import { boundKeyOf, onlyBoundTokensFor } from '../domain/oauth/dpop.js';

const inactive = { active: false } as const;

export function introspectionRouter(services: Services) {
  const { db, config } = services;
  return formEndpoint(services, 'introspection', '/token/introspection', async (client, body) => {
    if (client.authMethod === 'none') throw invalidClient('introspection requires a confidential client');
    refuseNul(body);
    const token = body.token;
    if (!token) throw invalidRequest('token is required');
    if (looksLikeJwt(token)) {
      const status = await accessTokenStatus(db, services.keys, services.clock, config.issuer, token);
      if (!status.active) return inactive;
      const t = status.token;
      const boundKey = boundKeyOf(t);
      if (!boundKey && typeof t.aud === 'string' && (await onlyBoundTokensFor(db, t.aud))) return inactive;
      return {
        active: true,
        token_type: boundKey ? 'DPoP' : 'Bearer',
        sub: t.sub,
        client_id: t.client_id,
        scope: t.scope ?? '',
        aud: t.aud,
        iss: t.iss,
        exp: t.exp,
        iat: t.iat,
        jti: t.jti,
        ...(t.sid ? { sid: t.sid } : {}),
        ...(boundKey ? { cnf: { jkt: boundKey } } : {}),
      };
    }
    // A refresh token is shown only to the client that holds it.
    const standing = await standingRefreshToken(db, client.id, token);
    if (!standing) return inactive;
    const { token: found, state } = standing;
    return {
      active: true,
      token_type: 'refresh_token',
      sub: state.grant.userId,
      client_id: state.grant.clientId,
      scope: state.grant.scope,
      iss: config.issuer,
      exp: Math.floor(found.expiresAt.getTime() / 1000),
      iat: Math.floor(found.createdAt.getTime() / 1000),
    };
  });
}
