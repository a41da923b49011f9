// A whole SAML sign-in through the Experience API against the test IdP, as a browser makes it:
// authorization request, SignIn, the IdP reached, its signed response posted cross-site to our
// ACS, then verify → identification → submit. Returns the verify answer and, when it passed, the
// client's redirect (with its code).
import { expect } from 'vitest';
import type { TestApp } from '../../helpers/app.js';
import type { TestClient } from '../../helpers/oidc-fixtures.js';
import { JsonClient, startAuthorization } from '../../experience/helpers/json-client.js';
import type { IdpUser, startIdp } from './saml-idp.js';

type Idp = Awaited<ReturnType<typeof startIdp>>;

export async function samlSignIn(app: TestApp, idp: Idp, web: TestClient, connectorId: string, user: IdpUser) {
  const client = new JsonClient(app.url);
  await startAuthorization(client.browser, web);
  expect((await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
  const started = await client.call('POST', `/api/experience/verification/sso/${connectorId}/authorization-uri`, {
    state: 'st',
    redirectUri: `${app.url}/sign-in/sso-callback`,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const seen = await idp.visit(started.body.authorizationUri);
  const acs = await fetch(seen.acs, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: idp.response({ requestId: seen.id, acs: seen.acs, audience: seen.issuer, user }), RelayState: seen.relayState }),
    redirect: 'manual',
  });
  expect(acs.status, await acs.clone().text()).toBe(303);
  const verificationId = started.body.verificationId;
  const verified = await client.call('POST', `/api/experience/verification/sso/${connectorId}/verify`, { verificationId });
  if (verified.status !== 200) return { verified };
  expect((await client.call('POST', '/api/experience/identification', { verificationId })).status).toBe(204);
  const submitted = await client.call('POST', '/api/experience/submit');
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return { verified, redirectTo: new URL(submitted.body.redirectTo) };
}
