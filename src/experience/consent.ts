// The Experience API's consent step (JSON, /api/experience/consent) for a custom UI: the same
// steps as the /consent page (src/oidc/consent.ts), on this browser's interaction waiting for
// consent. GET answers what the application asks for; POST allows (optionally with the picked
// `organizationIds`) and POST …/deny denies; both answer `{ redirectTo }` for the browser.
// CSRF: bodies are application/json only (jsonOnly, as the rest of the Experience API).
import express, { type Router } from 'express';
import { z } from 'zod';
import { parseFields, requiredString } from '../domain/input.js';
import { allowConsent, denyConsent, pendingConsent, pendingConsentDetails } from '../oidc/consent.js';
import type { ExperienceDeps } from './deps.js';
import { bodyOf, route } from './respond.js';

const ORGANIZATION_IDS = 'organizationIds must be a list of organization ids';
const organizationIdList = z.array(requiredString(ORGANIZATION_IDS), { error: ORGANIZATION_IDS }).optional();

function organizationIds(body: Record<string, unknown>): string[] {
  return parseFields(organizationIdList, body.organizationIds, ['organizationIds'], 1) ?? [];
}

export function consentApi(deps: ExperienceDeps): Router {
  const { services } = deps;
  const router = express.Router();
  const named = (req: express.Request) => {
    const id = bodyOf(req).interactionId ?? req.query.interaction;
    return typeof id === 'string' && id ? id : undefined;
  };

  router.get(
    '/consent',
    route(async (req, res) => {
      const pending = await pendingConsent(services, req, named(req));
      const details = await pendingConsentDetails(services, pending);
      res.json({ ...details, redirectUri: pending.interaction.params.redirectUri });
    }),
  );

  router.post(
    '/consent',
    route(async (req, res) => {
      const pending = await pendingConsent(services, req, named(req));
      const picked = organizationIds(bodyOf(req));
      res.json({ redirectTo: await allowConsent(services, res, pending, picked) });
    }),
  );

  router.post(
    '/consent/deny',
    route(async (req, res) => {
      const pending = await pendingConsent(services, req, named(req));
      res.json({ redirectTo: await denyConsent(services, res, pending) });
    }),
  );
  return router;
}
