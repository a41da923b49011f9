import { expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, createResource, createUser } from '../helpers/oidc-fixtures.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';

const app = useTestApp();

it('signInAndGetTokens runs the real flow and returns a resource token with the held scopes', async () => {
  const client = await createClient(app, 'Traditional');
  const user = await createUser(app);
  const api = await createResource(app, { scopes: ['read', 'write'], grantTo: { userId: user.id, granted: ['read'] } });
  const tokens = await signInAndGetTokens(app, {
    ...client,
    username: user.username,
    password: user.password,
    resource: api.indicator,
    scope: 'openid offline_access read write',
  });
  expect(tokens.token_type).toBe('Bearer');
  // The access token's own scope (RFC 6749 §5.1), not the grant's OpenID scopes.
  expect(tokens.scope).toBe('read');
  expect(tokens.id_token).toBeTruthy();
  expect(tokens.refresh_token).toBeTruthy();
  const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString());
  expect(claims).toMatchObject({ sub: user.id, aud: api.indicator, client_id: client.clientId, scope: 'read' });
  expect(typeof claims.sid).toBe('string');
});
