// Guards /api and /graphql: a Bearer token for the Management API resource with scope `all`.
import type { NextFunction, Request, Response } from 'express';
import type { ManagementAuth } from '../graphql/context.js';
import { checkBearer } from '../oidc/bearer.js';
import type { Services } from '../services.js';

export const MANAGEMENT_SCOPE = 'all';

export function managementAuth(services: Services, front: 'rest' | 'graphql') {
  const { config } = services;
  return async (req: Request, res: Response, next: NextFunction) => {
    // services.keys is read per request: rotation replaces it (src/oidc/key-rotation.ts).
    const check = await checkBearer(services.keys, config.issuer, config.managementApiResource, req.headers.authorization, MANAGEMENT_SCOPE);
    if (!check.ok) {
      if (check.status === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="tessera"');
      const code = check.status === 401 ? 'auth.unauthorized' : 'auth.forbidden';
      if (front === 'rest') return res.status(check.status).json({ code, message: check.reason });
      return res.status(check.status).json({
        errors: [{ message: check.reason, extensions: { code: check.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN' } }],
      });
    }
    const auth: ManagementAuth = { sub: check.token.sub, clientId: check.token.client_id ?? check.token.sub, scopes: check.scopes };
    res.locals.auth = auth;
    next();
  };
}

export const authOf = (res: Response): ManagementAuth | undefined => res.locals.auth as ManagementAuth | undefined;
