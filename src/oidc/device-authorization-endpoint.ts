// POST /oidc/device/auth: the device authorization endpoint (RFC 8628 §3.1–3.2). The client
// authenticates as at the token endpoint (a public client by its client_id alone), names the
// scopes and API resources (RFC 8707) it wants as an authorization request would, and gets a
// device code to poll the token endpoint with and a user code for the person to enter at
// {base_url}/device. Only applications allowed the device grant (isDeviceFlow) may ask. Errors
// are RFC 6749 §5.2 JSON (§3.2).
import express, { type Request, type Response, type Router } from 'express';
import { allowsDeviceFlow } from '../domain/directory/applications.js';
import { ORGANIZATIONS_RESOURCE } from '../domain/directory/organization-tokens.js';
import { startDeviceAuthorization } from '../domain/oauth/device-codes.js';
import { findResourceByIndicator, mayRequestResource } from '../domain/oauth/token-resources.js';
import { strictBody } from '../http/strict-body.js';
import type { Services } from '../services.js';
import { clientAssertionContext } from './client-assertion.js';
import { authenticateClient } from './client-auth.js';
import { invalidRequest, invalidTarget, unauthorizedClient } from './errors.js';
import { answerClientEndpointError, postOnly } from './form-endpoint.js';
import { NUL_REFUSED, hasNul } from './parameters.js';

/** The page where a person enters a user code (the sign-in experience's /device). */
export const verificationUri = (services: Services) => `${services.config.baseUrl}/device`;

/** The API resources named, each known and allowed to this client (as at /oidc/auth). */
async function checkedResources(services: Services, raw: unknown, customClientMetadata: Record<string, unknown>): Promise<string[]> {
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const resources: string[] = [];
  for (const indicator of list) {
    if (typeof indicator !== 'string' || !indicator) throw invalidTarget('resource must be a non-empty string');
    if (resources.includes(indicator)) continue;
    // Names organization tokens for later (the refresh_token grant with organization_id), as at /oidc/auth.
    if (indicator !== ORGANIZATIONS_RESOURCE) {
      const resource = await findResourceByIndicator(services.db, indicator);
      if (!resource) throw invalidTarget(`resource is not a known API resource: ${indicator}`);
      if (!mayRequestResource(resource, customClientMetadata)) throw invalidTarget('this application may not request the Management API');
    }
    resources.push(indicator);
  }
  return resources;
}

async function authorizeDevice(services: Services, req: Request, res: Response): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  if (!req.is('application/x-www-form-urlencoded')) throw invalidRequest('the device authorization endpoint takes application/x-www-form-urlencoded');
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (hasNul(body)) throw invalidRequest(NUL_REFUSED);
  for (const [name, value] of Object.entries(body)) {
    if (name !== 'resource' && typeof value !== 'string') throw invalidRequest(`parameter ${name} must not be repeated`);
  }
  const client = await authenticateClient(
    services.db,
    services.clock,
    req.headers.authorization,
    body,
    { policy: services.config.throttles.clientAuth, ip: req.ip ?? '', userAgent: req.headers['user-agent'] ?? '' },
    clientAssertionContext(services, '/device/auth'),
  );
  if (!allowsDeviceFlow(client.type, client.customClientMetadata)) {
    throw unauthorizedClient('this application may not use the device authorization grant (its setting isDeviceFlow is off)');
  }
  const scope = [...new Set(((body.scope as string | undefined) ?? '').split(' ').filter(Boolean))].join(' ');
  const resources = await checkedResources(services, body.resource, client.customClientMetadata);
  const started = await startDeviceAuthorization(services.db, services.clock, { clientId: client.id, scope, resources }, services.config.deviceCode);
  const uri = verificationUri(services);
  res.json({
    device_code: started.deviceCode,
    user_code: started.userCode,
    verification_uri: uri,
    verification_uri_complete: `${uri}?user_code=${encodeURIComponent(started.userCode)}`,
    expires_in: started.expiresIn,
    interval: started.interval,
  });
}

export function deviceAuthorizationRouter(services: Services): Router {
  const router = express.Router();
  router.post(
    '/',
    express.urlencoded({ extended: false, limit: services.config.bodyLimit, parameterLimit: 50, verify: strictBody }),
    (req: Request, res: Response) => {
      authorizeDevice(services, req, res).catch((error: unknown) => answerClientEndpointError(res, error, 'device authorization'));
    },
  );
  postOnly(router, 'device authorization');
  return router;
}
