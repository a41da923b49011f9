// The Management API's other identity routes: POST /api/users/:userId/identities, where the
// administrator's client got an authorization code from the connector's provider (a real
// oidc-provider on 127.0.0.1) and Tessera exchanges it — with the connector's secret, the client's
// PKCE verifier and nonce, the ID token validated — then links the identity (User.Data.Updated);
// and GET /api/users/:userId/sso-identities/:ssoConnectorId. Both over GraphQL too.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSsoIdentity } from '../../src/db/repositories/sso-identities.js';
import { freePort, startTestApp, type TestApp } from '../helpers/app.js';
import { createHook } from '../helpers/hooks.js';
import { createUser } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { startOidcProvider, upstreamSignIn, type RunningUpstream, type UpstreamAccount } from './helpers/upstream.js';

let app: TestApp;
let receiver: Receiver;
let upstream: RunningUpstream;
let connectorId: string;
const accounts: Record<string, UpstreamAccount> = {};
/** The administrator's console page the provider sends the code to (never fetched here). */
const ADMIN_REDIRECT = 'https://console.example.test/users/link-callback';
const TARGET = 'corp-idp';

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp({ env: { WEBHOOK_POLL_MS: '100', KEY_ENCRYPTION_KEY: Buffer.alloc(32, 6).toString('base64') } });
  await createHook(app, receiver, ['User.Data.Updated']);
  const port = await freePort();
  const created = await app.api('POST', '/connectors', {
    connectorId: 'oidc',
    config: { issuer: `http://127.0.0.1:${port}`, clientId: 'tessera-rp', clientSecret: 'rp-secret-at-upstream' },
    metadata: { target: TARGET, name: 'Corp IdP' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  connectorId = created.body.id;
  upstream = await startOidcProvider(port, [{ client_id: 'tessera-rp', client_secret: 'rp-secret-at-upstream', redirect_uris: [ADMIN_REDIRECT] }], accounts);
});
afterAll(async () => {
  await app?.stop();
  await upstream?.stop();
  await receiver?.close();
});

const tag = () => randomBytes(4).toString('hex');
const updatesOf = (userId: string) => receiver.ofEvent('User.Data.Updated').filter((r) => r.json.params?.userId === userId);

/** The administrator's client authorizes at the provider as `login` (its own state, nonce, PKCE); the code and what goes with it. */
async function adminAuthorization(login: string, options: { nonce?: boolean } = {}) {
  accounts[login] = { sub: login, email: `${login}@corp.test`, email_verified: true, name: `Corp ${login}` };
  const codeVerifier = randomBytes(32).toString('base64url');
  const nonce = options.nonce === false ? undefined : randomBytes(16).toString('base64url');
  const url = new URL(`${upstream.issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: 'tessera-rp',
    response_type: 'code',
    redirect_uri: ADMIN_REDIRECT,
    scope: 'openid email profile',
    state: randomBytes(16).toString('base64url'),
    ...(nonce ? { nonce } : {}),
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const callback = await upstreamSignIn(url.toString(), login);
  expect(callback.toString().startsWith(ADMIN_REDIRECT)).toBe(true);
  const code = callback.searchParams.get('code')!;
  const iss = callback.searchParams.get('iss') ?? undefined;
  return { connectorData: { code, redirectUri: ADMIN_REDIRECT, codeVerifier, ...(nonce ? { nonce } : {}), ...(iss ? { iss } : {}) } };
}

describe('POST /api/users/:userId/identities (exchanging an upstream code)', () => {
  it('links the identity the provider vouches for: the identities, and User.Data.Updated', async () => {
    const user = await createUser(app);
    const login = `corp-${tag()}`;
    const { connectorData } = await adminAuthorization(login);
    const res = await app.api('POST', `/users/${user.id}/identities`, { connectorId, connectorData });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body[TARGET]).toMatchObject({ userId: login, details: { sub: login, email: `${login}@corp.test` } });
    await receiver.waitFor(() => updatesOf(user.id).length === 1);
    expect(updatesOf(user.id)[0]!.json).toMatchObject({
      event: 'User.Data.Updated',
      method: 'POST',
      matchedRoute: '/users/:userId/identities',
      data: { [TARGET]: { userId: login } },
    });

    // The code is spent at the provider: the same body again is refused there.
    const replay = await app.api('POST', `/users/${user.id}/identities`, { connectorId, connectorData });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ code: 'connector.authorization_failed', data: { connectorId } });
  });

  it('works without a nonce when the authorization had none; replaces the identity at the target', async () => {
    const user = await createUser(app);
    expect((await app.api('PUT', `/users/${user.id}/identities/${TARGET}`, { userId: 'older' })).status).toBe(200);
    const login = `corp-${tag()}`;
    const res = await app.api('POST', `/users/${user.id}/identities`, { connectorId, ...(await adminAuthorization(login, { nonce: false })) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body[TARGET].userId).toBe(login);
  });

  it('refuses an identity linked to another user (422 user.identity_already_in_use), no event', async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const login = `corp-${tag()}`;
    expect((await app.api('PUT', `/users/${owner.id}/identities/${TARGET}`, { userId: login })).status).toBe(200);
    const res = await app.api('POST', `/users/${other.id}/identities`, { connectorId, ...(await adminAuthorization(login)) });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('user.identity_already_in_use');
    expect((await app.api('GET', `/users/${other.id}`)).body.identities).toEqual({});
    expect(updatesOf(other.id)).toHaveLength(0);
  });

  it('refuses a code with the wrong PKCE verifier or nonce (the provider or the ID token check says no)', async () => {
    const user = await createUser(app);
    const a = await adminAuthorization(`corp-${tag()}`);
    const wrongVerifier = await app.api('POST', `/users/${user.id}/identities`, {
      connectorId,
      connectorData: { ...a.connectorData, codeVerifier: randomBytes(32).toString('base64url') },
    });
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.body.code).toBe('connector.authorization_failed');
    const b = await adminAuthorization(`corp-${tag()}`);
    const wrongNonce = await app.api('POST', `/users/${user.id}/identities`, { connectorId, connectorData: { ...b.connectorData, nonce: 'not-the-nonce' } });
    expect(wrongNonce.status).toBe(400);
    expect(wrongNonce.body).toMatchObject({ code: 'connector.authorization_failed', data: { claim: 'nonce' } });
    expect((await app.api('GET', `/users/${user.id}`)).body.identities).toEqual({});
  });

  it('validates its input; an unknown user or connector is 404', async () => {
    const user = await createUser(app);
    const cases: Array<[string, unknown, number, string]> = [
      [user.id, { connectorId, connectorData: { redirectUri: ADMIN_REDIRECT } }, 400, 'guard.invalid_input'],
      [user.id, { connectorId, connectorData: { code: 'x', redirectUri: 'not a url' } }, 400, 'guard.invalid_input'],
      [user.id, { connectorId: 'nope', connectorData: { code: 'x', redirectUri: ADMIN_REDIRECT } }, 404, 'connector.not_found'],
      ['nobody', { connectorId, connectorData: { code: 'x', redirectUri: ADMIN_REDIRECT } }, 404, 'entity.not_found'],
    ];
    for (const [userId, body, status, code] of cases) {
      const res = await app.api('POST', `/users/${userId}/identities`, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.code).toBe(code);
    }
    const noData = await app.api('POST', `/users/${user.id}/identities`, { connectorId });
    expect(noData.status).toBeGreaterThanOrEqual(400);
    expect(noData.status).toBeLessThan(500);
    // Each refusal of connectorData's shape: its message and field, the first problem in the order code, redirectUri, codeVerifier, nonce, iss.
    const https = 'redirectUri must be an https URL (http only on localhost), without credentials or fragment';
    const shapes: Array<[unknown, string, string[]]> = [
      [{ redirectUri: ADMIN_REDIRECT, nonce: 7 }, 'connectorData.code is required (the authorization code from the provider)', ['connectorData', 'code']],
      [{ code: null }, 'connectorData.code is required (the authorization code from the provider)', ['connectorData', 'code']],
      [{ code: '', redirectUri: 5 }, 'connectorData.code must be 1 to 4096 characters', ['connectorData', 'code']],
      [{ code: 'x'.repeat(4097) }, 'connectorData.code must be 1 to 4096 characters', ['connectorData', 'code']],
      [{ code: 'x', redirectUri: 5, nonce: 7 }, 'connectorData.redirectUri must be 1 to 2048 characters', ['connectorData', 'redirectUri']],
      [{ code: 'x', nonce: 7 }, 'redirectUri must be an absolute URL', ['redirectUri']],
      [{ code: 'x', redirectUri: 'http://evil.test/cb', nonce: 7 }, https, ['redirectUri']],
      [{ code: 'x', redirectUri: `${ADMIN_REDIRECT}#f` }, https, ['redirectUri']],
      [
        { code: 'x', redirectUri: ADMIN_REDIRECT, codeVerifier: 'x'.repeat(257), nonce: 7 },
        'connectorData.codeVerifier must be 1 to 256 characters',
        ['connectorData', 'codeVerifier'],
      ],
      [{ code: 'x', redirectUri: ADMIN_REDIRECT, nonce: 7, iss: '' }, 'connectorData.nonce must be 1 to 512 characters', ['connectorData', 'nonce']],
      [{ code: 'x', redirectUri: ADMIN_REDIRECT, iss: '' }, 'connectorData.iss must be 1 to 2048 characters', ['connectorData', 'iss']],
    ];
    for (const [connectorData, message, field] of shapes) {
      const res = await app.api('POST', `/users/${user.id}/identities`, { connectorId, connectorData });
      expect(res, JSON.stringify(connectorData)).toMatchObject({ status: 400, body: { code: 'guard.invalid_input', message, data: { field } } });
    }
  });

  it('over GraphQL too (linkUserIdentity), with the same event', async () => {
    const user = await createUser(app);
    const login = `corp-${tag()}`;
    const { connectorData } = await adminAuthorization(login);
    const res = await app.graphql(
      'mutation($id: ID!, $input: LinkUserIdentityInput!) { linkUserIdentity(id: $id, input: $input) { identities userErrors { code } } }',
      { id: user.id, input: { connectorId, connectorData } },
    );
    expect(res.data.linkUserIdentity.userErrors).toEqual([]);
    expect(res.data.linkUserIdentity.identities[TARGET].userId).toBe(login);
    await receiver.waitFor(() => receiver.ofEvent('User.Data.Updated').some((r) => r.json.data?.[TARGET]?.userId === login));
  });
});

describe('POST /api/users/:userId/identities while the provider is slow', () => {
  // The exchange runs before the mutation's transaction opens: on PGlite, where the server has a
  // single database connection, a transaction held across the provider's answer would stall every
  // other request for as long. (On Postgres the pool has spare connections; the test passes either way.)
  it('holds no database connection while the provider answers', async () => {
    let issuer = '';
    // The token endpoint holds its answer until the test has made its other request.
    let tokenAsked!: () => void;
    const asked = new Promise<void>((resolve) => (tokenAsked = resolve));
    let answerToken!: () => void;
    const answered = new Promise<void>((resolve) => (answerToken = resolve));
    const slow = http.createServer((req, res) => {
      if (req.url === '/.well-known/openid-configuration') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            issuer,
            authorization_endpoint: `${issuer}/auth`,
            token_endpoint: `${issuer}/token`,
            jwks_uri: `${issuer}/jwks`,
            response_types_supported: ['code'],
          }),
        );
        return;
      }
      // The token endpoint refuses the code, once the test lets it answer.
      tokenAsked();
      void answered.then(() => res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_grant' })));
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    try {
      const created = await app.api('POST', '/connectors', {
        connectorId: 'oidc',
        config: { issuer, clientId: 'slow-rp', clientSecret: 'slow-secret' },
        metadata: { target: `slow-${tag()}`, name: 'Slow IdP' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const user = await createUser(app);
      const linking = app.api('POST', `/users/${user.id}/identities`, {
        connectorId: created.body.id,
        connectorData: { code: 'c', redirectUri: ADMIN_REDIRECT },
      });
      // The exchange is under way (the provider was asked), and the provider has not answered.
      await Promise.race([
        asked,
        linking.then((r) => {
          throw new Error(`the link ended before the provider was asked: ${r.status} ${JSON.stringify(r.body)}`);
        }),
      ]);
      const started = Date.now();
      // Should the other request wait for the exchange, the provider answers after 5 s so that it
      // ends (and fails below); an answer well inside that, on a loaded machine too, waited for nothing.
      const unstick = setTimeout(answerToken, 5000);
      expect((await app.api('GET', '/users?page_size=1')).status).toBe(200);
      clearTimeout(unstick);
      expect(Date.now() - started, 'another request waited for the provider').toBeLessThan(4000);
      answerToken();
      const refused = await linking;
      expect(refused.status, JSON.stringify(refused.body)).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    } finally {
      answerToken();
      slow.close();
    }
  });
});

describe('GET /api/users/:userId/sso-identities/:ssoConnectorId', () => {
  it('answers { ssoIdentity }; 404 entity.not_found when the user has none at that connector', async () => {
    const user = await createUser(app);
    const acme = await app.api('POST', '/sso-connectors', { providerName: 'SAML', connectorName: `Acme ${tag()}` });
    const other = await app.api('POST', '/sso-connectors', { providerName: 'SAML', connectorName: `Other ${tag()}` });
    expect(acme.status, JSON.stringify(acme.body)).toBe(200);
    // What a SAML sign-in through `acme` leaves behind (src/domain/federation/sso-saml.ts writes the same row).
    await insertSsoIdentity(app.running.services.db, {
      id: `ssoid-${tag()}`,
      userId: user.id,
      ssoConnectorId: acme.body.id,
      issuer: 'https://idp.acme.test/metadata',
      identityId: 'alice-name-id',
      detail: { email: 'alice@acme.test' },
    });
    const res = await app.api('GET', `/users/${user.id}/sso-identities/${acme.body.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      ssoIdentity: expect.objectContaining({
        userId: user.id,
        ssoConnectorId: acme.body.id,
        issuer: 'https://idp.acme.test/metadata',
        identityId: 'alice-name-id',
        detail: { email: 'alice@acme.test' },
      }),
    });
    const none = await app.api('GET', `/users/${user.id}/sso-identities/${other.body.id}`);
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('entity.not_found');
    expect((await app.api('GET', `/users/nobody/sso-identities/${acme.body.id}`)).status).toBe(404);

    const gql = await app.graphql('query($id: ID!, $c: ID!) { userSsoIdentity(id: $id, ssoConnectorId: $c) { ssoIdentity { identityId issuer } } }', {
      id: user.id,
      c: acme.body.id,
    });
    expect(gql.data.userSsoIdentity.ssoIdentity).toEqual({ identityId: 'alice-name-id', issuer: 'https://idp.acme.test/metadata' });
    const gqlNone = await app.graphql('query($id: ID!, $c: ID!) { userSsoIdentity(id: $id, ssoConnectorId: $c) { ssoIdentity { id } } }', {
      id: user.id,
      c: other.body.id,
    });
    expect(gqlNone.errors?.[0]?.extensions?.code).toBe('entity.not_found');
  });
});
