// userSsoIdentities(userId): the linked-identities screen lists a user's enterprise identities
// without knowing the connectors first (userSsoIdentity needs one).
import { expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

const app = useTestApp();

const QUERY = `query($userId: ID!) { userSsoIdentities(userId: $userId) { id userId ssoConnectorId issuer identityId detail createdAt } }`;

it("lists a user's identities at enterprise SSO connectors, oldest first; entity.not_found for an unknown user", async () => {
  const user = (await app.api('POST', '/users', { username: 'sso_lister' })).body.id as string;
  expect((await app.graphql(QUERY, { userId: user })).data.userSsoIdentities).toEqual([]);

  const connectors: string[] = [];
  for (const name of ['first', 'second']) {
    const created = await app.api('POST', '/sso-connectors', { providerName: 'SAML', connectorName: `sso-${name}` });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    connectors.push(created.body.id);
  }
  // The rows SAML sign-ins through the two connectors leave.
  await app.running.services.db
    .insertInto('user_sso_identities')
    .values(
      connectors.map((c, i) => ({
        id: `ssoid-${i}`,
        user_id: user,
        sso_connector_id: c,
        issuer: `https://idp${i}.example.com`,
        identity_id: `name-id-${i}`,
        detail: JSON.stringify({ email: `u${i}@corp.example.com` }),
        created_at: new Date(Date.now() - (2 - i) * 60_000),
      })),
    )
    .execute();

  const listed = await app.graphql(QUERY, { userId: user });
  expect(listed.errors).toBeUndefined();
  expect(listed.data.userSsoIdentities.map((i: any) => [i.ssoConnectorId, i.identityId, i.detail.email])).toEqual([
    [connectors[0], 'name-id-0', 'u0@corp.example.com'],
    [connectors[1], 'name-id-1', 'u1@corp.example.com'],
  ]);

  const unknown = await app.graphql(QUERY, { userId: 'nobody' });
  expect(unknown.errors?.[0]?.extensions?.code).toBe('entity.not_found');
});
