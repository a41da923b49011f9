// Token exchange with a user token from the real sign-in flow: accepted while the session
// lives; refused once the user signs out (RP-initiated logout) although `exp` has not passed.
import { expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, createResource, createUser } from '../helpers/oidc-fixtures.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';

const app = useTestApp();

it('exchanges a signed-in user token, and refuses it after sign-out', async () => {
  const web = await createClient(app, 'Traditional');
  const user = await createUser(app);
  const apiA = await createResource(app, { scopes: ['a'], grantTo: { userId: user.id, granted: ['a'] } });
  const apiB = await createResource(app, { scopes: ['b'], grantTo: { userId: user.id, granted: ['b'] } });
  const serviceA = await app.api('POST', '/applications', {
    name: 'service A',
    type: 'MachineToMachine',
    customClientMetadata: { allowTokenExchange: true },
  });
  expect(serviceA.status, JSON.stringify(serviceA.body)).toBe(200);

  const tokens = await signInAndGetTokens(app, { ...web, username: user.username, password: user.password, resource: apiA.indicator, scope: 'openid a' });
  const exchange = () =>
    fetch(`${app.url}/oidc/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${serviceA.body.id}:${serviceA.body.secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: tokens.access_token,
        subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        resource: apiB.indicator,
        scope: 'b',
      }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

  const before = await exchange();
  expect(before.status, JSON.stringify(before.body)).toBe(200);
  expect(before.body.scope).toBe('b');

  const end = new URL(`${app.url}/oidc/session/end`);
  end.searchParams.set('id_token_hint', tokens.id_token!);
  expect((await tokens.jar.fetch(end)).status).toBe(200);

  const after = await exchange();
  expect(after.status).toBe(400);
  expect(after.body.error).toBe('invalid_grant');
  expect(after.body.error_description).toMatch(/session/);
});
