// Enterprise single sign-on in the experience: the SAML endpoints the IdP and its administrator
// reach (our SP metadata, public under /api/authn). Rules live in src/domain/sso-connectors.ts.
import express, { type Router } from 'express';
import { spMetadataXml } from '../domain/sso-connectors.js';
import type { ExperienceDeps } from './deps.js';
import { route } from './respond.js';

const param = (req: express.Request, name: string) => String(req.params[name] ?? '');

/** Mounted on /api/authn: what the IdP and its administrator reach, without an interaction cookie. */
export function ssoAuthnRouter(deps: ExperienceDeps): Router {
  const { services } = deps;
  const endpoints = { baseUrl: services.config.baseUrl };
  const router = express.Router();

  router.get('/single-sign-on/saml/:connectorId/metadata', route(async (req, res) => {
    res.type('application/samlmetadata+xml').send(await spMetadataXml(services.db, param(req, 'connectorId'), endpoints));
  }));
  return router;
}
