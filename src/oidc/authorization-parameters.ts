// Where an authorization request's parameters come from, before they are validated
// (authorization-request.ts): the query or form itself; a request pushed to /oidc/par and named by
// its request_uri (RFC 9126 §4), used once, by the client that pushed it, before it expires; or a
// request object (RFC 9101), verified against the client's keys. Refusals here come before any
// redirect URI is trusted, so they are shown, never redirected.
import { findApplicationById } from '../domain/oauth/oidc-clients.js';
import { isPushedRequestUri, usePushedRequest } from '../domain/oauth/pushed-authorization-requests.js';
import { outboundPolicyOf } from '../net/outbound-urls.js';
import type { Services } from '../services.js';
import { AuthorizationPageError } from './authorization-request.js';
import { clientJwksCacheOf } from './client-jwks.js';
import { RequestObjectRefused, requestObjectParameters, type RequestObjectContext } from './request-object.js';

type Raw = Record<string, unknown>;

/** The context request objects are verified in, on this running app. */
export function requestObjectContext(services: Services): RequestObjectContext {
  return {
    issuer: services.config.issuer,
    clock: services.clock,
    jwks: clientJwksCacheOf(services, services.clock, outboundPolicyOf(services.config)),
  };
}

function text(raw: Raw, name: string): string | undefined {
  const value = raw[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new AuthorizationPageError('invalid_request', `parameter ${name} must not be repeated`);
  return value;
}

/** The parameters to validate, and whether they were pushed. */
export async function authorizationParametersOf(services: Services, raw: Raw): Promise<{ raw: Raw; pushed: boolean }> {
  const requestUri = text(raw, 'request_uri');
  const requestObject = text(raw, 'request');
  if (requestUri === undefined && requestObject === undefined) return { raw, pushed: false };
  if (requestUri !== undefined && requestObject !== undefined) {
    throw new AuthorizationPageError('invalid_request', 'request and request_uri must not both be given');
  }
  const clientId = text(raw, 'client_id');
  if (!clientId) throw new AuthorizationPageError('invalid_request', 'client_id is required');
  if (requestUri !== undefined) {
    // Only our own: fetching a client's URL at its word would let any request make this server call out.
    if (!isPushedRequestUri(requestUri)) {
      throw new AuthorizationPageError(
        'request_uri_not_supported',
        'only request_uri values from the pushed authorization request endpoint (/oidc/par) are accepted',
      );
    }
    const use = await usePushedRequest(services.db, services.clock, clientId, requestUri);
    if ('refused' in use) throw new AuthorizationPageError('invalid_request_uri', use.refused);
    return { raw: use.parameters, pushed: true };
  }
  const client = await findApplicationById(services.db, clientId);
  if (!client) throw new AuthorizationPageError('invalid_client', 'client_id is not a known application');
  try {
    return { raw: await requestObjectParameters(client, requestObject!, requestObjectContext(services)), pushed: false };
  } catch (error) {
    if (error instanceof RequestObjectRefused) throw new AuthorizationPageError(error.error, error.description);
    throw error;
  }
}
