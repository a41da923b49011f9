// Everything under /oidc.
import express, { type Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import { tokenRouter } from '../rest/token-route.js';
import type { Services } from '../services.js';
import { discoveryDocument } from './discovery.js';

export function oidcRouter(services: Services, schema: GraphQLSchema): Router {
  const router = express.Router();
  const discovery = discoveryDocument(services.config);
  router.get('/.well-known/openid-configuration', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(discovery);
  });
  router.get('/jwks', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/jwk-set+json').send(JSON.stringify(services.keys.jwks));
  });
  router.use('/token', tokenRouter(services, schema));
  return router;
}
