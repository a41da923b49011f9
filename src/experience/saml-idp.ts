// Tessera as a SAML identity provider, the endpoints service providers and browsers reach without
// a Management API token (the compatible product's anonymous paths): each application's IdP
// metadata. The rules live in src/domain/directory/saml-applications.ts.
import express, { type Router } from 'express';
import { samlIdpMetadata } from '../domain/directory/saml-applications.js';
import type { ExperienceDeps } from './deps.js';
import { sendError } from './respond.js';

const param = (req: express.Request, name: string) => String(req.params[name] ?? '');

export function samlIdpRouter(deps: ExperienceDeps): Router {
  const { services } = deps;
  const endpoints = { baseUrl: services.config.baseUrl };
  const router = express.Router();

  router.get('/api/saml-applications/:id/metadata', async (req, res) => {
    try {
      res.type('text/xml').send(await samlIdpMetadata(services.db, param(req, 'id'), endpoints));
    } catch (error) {
      sendError(res, error);
    }
  });

  return router;
}
