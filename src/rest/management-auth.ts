// Guards /api and /graphql: a Bearer token for the Management API resource with one of its scopes
// (`all`, or a narrower one that each operation checks: src/graphql/operation-access.ts),
// still in good standing on every request: not revoked (nor its grant), its session not ended,
// its user neither deleted nor suspended, its application not deleted (and, for a user's token,
// still allowed to hold the Management API). All of it read through the directory cache.
import type { NextFunction, Request, Response } from 'express';
import { mayRequestManagementApi } from '../domain/directory/applications.js';
import { hasManagementAccess } from '../domain/directory/management-access.js';
import type { ManagementAuth } from '../graphql/context.js';
import { checkBearer, type BearerCheck } from '../oidc/bearer.js';
import { isClientToken, tokenStanding } from '../oidc/token-status.js';
import { protectedResourceMetadataUrl } from '../oidc/well-known.js';
import type { Services } from '../services.js';

export const MANAGEMENT_SCOPE = 'all';

async function managementCheck(services: Services, authorization: string | undefined): Promise<BearerCheck> {
  const { config } = services;
  // services.keys is read per request: rotation replaces it (src/oidc/key-rotation.ts).
  const check = await checkBearer(services.keys, services.clock, config.issuer, config.managementApiResource, authorization);
  if (!check.ok) return check;
  if (!hasManagementAccess(check.scopes))
    return { ok: false, status: 403, reason: `the access token lacks the "${MANAGEMENT_SCOPE}" scope (or a narrower Management API scope)` };
  const standing = await tokenStanding(services.db, services.clock, check.token);
  if (!standing.ok) return { ok: false, status: 401, reason: standing.reason };
  if (!isClientToken(check.token) && !mayRequestManagementApi(standing.application?.customClientMetadata ?? {})) {
    return { ok: false, status: 401, reason: 'the application of this access token may no longer use the Management API' };
  }
  return check;
}

export function managementAuth(services: Services, front: 'rest' | 'graphql') {
  // RFC 9728 §5.1: a 401 names the resource's metadata, from which a client finds this server.
  const metadataUrl = protectedResourceMetadataUrl(services.config, services.config.managementApiResource);
  const challenge = `Bearer realm="tessera"${metadataUrl ? `, resource_metadata="${metadataUrl}"` : ''}`;
  return async (req: Request, res: Response, next: NextFunction) => {
    const check = await managementCheck(services, req.headers.authorization);
    if (!check.ok) {
      if (check.status === 401) res.setHeader('WWW-Authenticate', challenge);
      const code = check.status === 401 ? 'auth.unauthorized' : 'auth.forbidden';
      if (front === 'rest') res.status(check.status).json({ code, message: check.reason });
      else res.status(check.status).json({ errors: [{ message: check.reason, extensions: { code: check.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN' } }] });
      return;
    }
    const auth: ManagementAuth = { sub: check.token.sub, clientId: check.token.client_id ?? check.token.sub, scopes: check.scopes };
    res.locals.auth = auth;
    next();
  };
}

export const authOf = (res: Response): ManagementAuth | undefined => res.locals.auth as ManagementAuth | undefined;
