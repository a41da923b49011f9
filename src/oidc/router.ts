// Everything under /oidc.
import express, { type Router } from 'express';
import type { Services } from '../services.js';
import { authorizationRouter } from './authorization-endpoint.js';
import { authorizationResponseRouter } from './authorization-response.js';
import { openCors } from './cors.js';
import { deviceAuthorizationRouter } from './device-authorization-endpoint.js';
import { discoveryDocument } from './discovery.js';
import { endSessionRouter } from './end-session.js';
import { introspectionRouter } from './introspection.js';
import { pushedAuthorizationRouter } from './pushed-authorization-endpoint.js';
import { registrationDiscovery } from './registration-discovery.js';
import { registrationRouter } from './registration-endpoint.js';
import { revocationRouter } from './revocation.js';
import { userinfoRouter } from './userinfo.js';

/** `token` serves /oidc/token: the same handler the http listener's fast path calls (app.ts). */
export function oidcRouter(services: Services, token: Router): Router {
  const router = express.Router();
  const discovery = discoveryDocument(services.config);
  router.use(['/.well-known/openid-configuration', '/jwks', '/token', '/par', '/me'], openCors);
  const withRegistration = registrationDiscovery(services.db, services.config.issuer);
  router.get('/.well-known/openid-configuration', async (_req, res, next) => {
    try {
      const document = await withRegistration(discovery);
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.json(document);
    } catch (error) {
      next(error);
    }
  });
  router.get('/jwks', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/jwk-set+json').send(JSON.stringify(services.keys.jwks));
  });
  router.use('/auth/response', authorizationResponseRouter(services));
  router.use('/auth', authorizationRouter(services));
  router.use('/par', pushedAuthorizationRouter(services));
  router.use('/device/auth', deviceAuthorizationRouter(services));
  router.use('/me', userinfoRouter(services));
  router.use('/token/revocation', revocationRouter(services));
  router.use('/token/introspection', introspectionRouter(services));
  router.use('/session/end', endSessionRouter(services));
  router.use('/register', registrationRouter(services));
  router.use('/token', token);
  return router;
}
