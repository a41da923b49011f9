// Log.user and Log.application: an audit log entry names the user and the application its ids
// point at (what the console's audit log shows instead of ids), and null once they are deleted
// while the ids stay.
import { expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, createUser } from '../helpers/oidc-fixtures.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';

const app = useTestApp();

const QUERY = `query($userId: String) {
  logs(first: 50, userId: $userId) { nodes { key userId applicationId user { id username } application { id name } } }
}`;

it('names the user and the application of each entry, and null once they are deleted', async () => {
  const user = await createUser(app);
  const client = await createClient(app, 'Traditional');
  expect((await app.api('PATCH', `/applications/${client.clientId}`, { name: 'Named shop' })).status).toBe(200);
  await signInAndGetTokens(app, { ...client, username: user.username, password: user.password, scope: 'openid' });

  const named = await app.graphql(QUERY, { userId: user.id });
  expect(named.errors).toBeUndefined();
  const entries = named.data.logs.nodes as any[];
  const grant = entries.find((e) => e.key === 'ExchangeTokenBy.AuthorizationCode');
  expect(grant).toEqual({
    key: 'ExchangeTokenBy.AuthorizationCode',
    userId: user.id,
    applicationId: client.clientId,
    user: { id: user.id, username: user.username },
    application: { id: client.clientId, name: 'Named shop' },
  });
  expect(entries.every((e) => e.user?.username === user.username)).toBe(true);

  expect((await app.api('DELETE', `/users/${user.id}`)).status).toBe(204);
  expect((await app.api('DELETE', `/applications/${client.clientId}`)).status).toBe(204);
  const after = await app.graphql(QUERY, { userId: user.id });
  expect(after.errors).toBeUndefined();
  const orphan = (after.data.logs.nodes as any[]).find((e) => e.key === 'ExchangeTokenBy.AuthorizationCode');
  expect(orphan).toEqual({ key: 'ExchangeTokenBy.AuthorizationCode', userId: user.id, applicationId: client.clientId, user: null, application: null });
});
