// Personal access tokens: create (value shown once, only its digest at rest), list, rename,
// delete over REST and GraphQL; and their use as the subject of a token exchange
// (subject_token_type=urn:logto:token-type:personal_access_token) with the rules of access
// tokens: the resource, the user's RBAC scopes, the audit, a suspended user, an expired or deleted token.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import {
  createClient,
  createResource,
  createUser,
  decodeClaims,
  exchangeParams,
  grantUserScopes,
  tokenRequest,
  type Client,
  type Resource,
} from '../oidc/token-exchange-fixtures.js';

const PAT_TYPE = 'urn:logto:token-type:personal_access_token';

const app = useTestApp();
let serviceA: Client;
let resource: Resource;
let userId: string;

beforeAll(async () => {
  serviceA = await createClient(app, { type: 'Traditional', customClientMetadata: { allowTokenExchange: true } });
  resource = await createResource(app, ['r:read', 'r:write', 'r:admin']);
  userId = await createUser(app);
  await grantUserScopes(app, userId, resource, ['r:read', 'r:write']);
});

const patPath = (user: string, name?: string) => `/users/${user}/personal-access-tokens${name ? `/${encodeURIComponent(name)}` : ''}`;
const exchange = (value: string, extra: Record<string, string> = {}, target = resource.indicator) =>
  tokenRequest(app, serviceA, exchangeParams(value, target, { subject_token_type: PAT_TYPE, ...extra }));

describe('managing personal access tokens', () => {
  it('creates with a value shown once and kept only as a digest; lists, renames and deletes by name', async () => {
    const expiresAt = Date.now() + 3_600_000;
    const created = await app.api('POST', patPath(userId), { name: 'ci', expiresAt });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ userId, name: 'ci', expiresAt });
    const value: string = created.body.value;
    expect(value).toMatch(/^pat_[A-Za-z0-9_-]{43}$/);

    const rows = await app.running.services.db.selectFrom('personal_access_tokens').selectAll().where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value_digest).toBe(createHash('sha256').update(value).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(value);

    const list = await app.api('GET', patPath(userId));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ name: 'ci', value: null, expiresAt })]);

    expect((await app.api('POST', patPath(userId), { name: 'ci' })).body.code).toBe('user.personal_access_token_name_already_in_use');
    expect((await app.api('POST', patPath(userId), { name: '' })).status).toBe(400);
    expect((await app.api('POST', patPath(userId), { name: 'past', expiresAt: Date.now() - 1000 })).status).toBe(400);
    expect((await app.api('POST', patPath('no-such-user'), { name: 'x' })).status).toBe(404);

    const renamed = await app.api('PATCH', patPath(userId, 'ci'), { name: 'ci-2' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'ci-2', value: null });
    expect((await app.api('PATCH', patPath(userId, 'ci'), { name: 'ci-3' })).status).toBe(404);

    const gql = await app.graphql(`query($u: ID!) { personalAccessTokens(userId: $u) { name value } }`, { u: userId });
    expect(gql.data.personalAccessTokens).toEqual([{ name: 'ci-2', value: null }]);

    expect((await app.api('DELETE', patPath(userId, 'ci-2'))).status).toBe(204);
    expect((await app.api('DELETE', patPath(userId, 'ci-2'))).status).toBe(404);
    expect((await app.api('GET', patPath(userId))).body).toEqual([]);
    // Management API changes of tokens are in the audit log like any other.
    const audit = await app.api('GET', '/logs?logKey=ManagementApi.createPersonalAccessToken,ManagementApi.deletePersonalAccessToken&result=Success');
    expect(audit.body.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audit.body)).not.toContain(value);
  });
});

describe('exchanging a personal access token', () => {
  it('issues a token for the user, its scopes limited to the user’s RBAC, and audits it', async () => {
    const { value } = (await app.api('POST', patPath(userId), { name: 'exchange' })).body;
    const res = await exchange(value, { scope: 'r:read r:admin' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.scope).toBe('r:read');
    const claims = decodeClaims(res.body.access_token);
    expect(claims).toMatchObject({ sub: userId, aud: resource.indicator, client_id: serviceA.id, scope: 'r:read' });
    const log = await app.api('GET', `/logs?logKey=ExchangeTokenBy.TokenExchange&applicationId=${serviceA.id}&result=Success`);
    expect(log.body[0]).toMatchObject({ userId, payload: { subjectTokenType: PAT_TYPE, issuedJti: claims.jti } });
  });

  it('refuses an unknown, expired or deleted token, a suspended user, a wrong resource — each audited as refused', async () => {
    const refusal = async (value: string, expected: RegExp, target?: string) => {
      const res = await exchange(value, { scope: 'r:read' }, target);
      expect(res.status).toBe(400);
      expect(res.body.error_description).toMatch(expected);
      expect(res.body).not.toHaveProperty('access_token');
      return res.body.error as string;
    };
    expect(await refusal('pat_not-a-real-token', /not a valid personal access token/)).toBe('invalid_grant');

    const owner = await createUser(app);
    await grantUserScopes(app, owner, resource, ['r:read']);
    const expiring = (await app.api('POST', patPath(owner), { name: 'short', expiresAt: app.clock.ms() + 60_000 })).body.value;
    expect((await exchange(expiring)).status).toBe(200);
    app.clock.advance(50_000);
    expect((await exchange(expiring)).status).toBe(200);
    app.clock.advance(15_000);
    expect(await refusal(expiring, /has expired/)).toBe('invalid_grant');

    const deleted = (await app.api('POST', patPath(owner), { name: 'gone' })).body.value;
    expect((await exchange(deleted)).status).toBe(200);
    await app.api('DELETE', patPath(owner, 'gone'));
    expect(await refusal(deleted, /not a valid personal access token/)).toBe('invalid_grant');

    const live = (await app.api('POST', patPath(owner), { name: 'live' })).body.value;
    expect(await refusal(live, /not a known API resource/, 'https://nowhere.example.com')).toBe('invalid_target');
    expect(await refusal(live, /internal API/, app.config.managementApiResource)).toBe('invalid_target');
    expect((await app.api('PATCH', `/users/${owner}/is-suspended`, { isSuspended: true })).status).toBe(200);
    expect(await refusal(live, /suspended/)).toBe('invalid_grant');
    expect((await app.api('PATCH', `/users/${owner}/is-suspended`, { isSuspended: false })).status).toBe(200);
    expect((await exchange(live)).status).toBe(200);

    // An access token presented as a personal access token (or the reverse) is refused.
    const asAccess = await tokenRequest(app, serviceA, exchangeParams(live, resource.indicator));
    expect(asAccess.status).toBe(400);
    expect(asAccess.body.error).toBe('invalid_grant');

    const refused = await app.api('GET', `/logs?logKey=ExchangeTokenBy.TokenExchange&applicationId=${serviceA.id}&result=Error&page_size=100`);
    expect(refused.body.filter((e: any) => e.payload.subjectTokenType === PAT_TYPE).length).toBeGreaterThanOrEqual(6);
    // Deleting the user deletes its tokens.
    expect((await app.api('DELETE', `/users/${owner}`)).status).toBe(204);
    expect(await refusal(live, /not a valid personal access token/)).toBe('invalid_grant');
  });
});

describe('tokens exchanged from a personal access token end with it', () => {
  const introspect = (token: string) => tokenRequest(app, serviceA, { token }, { path: '/oidc/token/introspection' });
  const reExchange = (token: string) => tokenRequest(app, serviceA, exchangeParams(token, resource.indicator, { scope: 'r:read' }));

  it('carry the personal access token’s id (never its value), and its deletion ends them and what was exchanged from them at once', async () => {
    const created = (await app.api('POST', patPath(userId), { name: 'chain' })).body;
    const first = await exchange(created.value, { scope: 'r:read' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const claims = decodeClaims(first.body.access_token);
    expect(claims.pat_id).toEqual(expect.any(String));
    expect(JSON.stringify(claims)).not.toContain(created.value);
    const rows = await app.running.services.db.selectFrom('personal_access_tokens').select('id').where('name', '=', 'chain').execute();
    expect(claims.pat_id).toBe(rows[0]!.id);

    // A further exchange keeps the stamp.
    const second = await reExchange(first.body.access_token);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(decodeClaims(second.body.access_token).pat_id).toBe(claims.pat_id);
    // Checked twice each: the second answer comes from the cache, which the deletion must reach.
    for (const token of [first.body.access_token, second.body.access_token, first.body.access_token]) {
      expect((await introspect(token)).body).toMatchObject({ active: true, sub: userId });
    }

    expect((await app.api('DELETE', patPath(userId, 'chain'))).status).toBe(204);
    for (const token of [first.body.access_token, second.body.access_token]) {
      expect((await introspect(token)).body).toEqual({ active: false });
      const again = await reExchange(token);
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({
        error: 'invalid_grant',
        error_description: 'subject_token was exchanged from a personal access token that has been deleted',
      });
    }
    // Another personal access token of the same user is untouched.
    const other = (await app.api('POST', patPath(userId), { name: 'other' })).body.value;
    const fromOther = await exchange(other, { scope: 'r:read' });
    expect((await introspect(fromOther.body.access_token)).body).toMatchObject({ active: true });
  });

  it('never outlive its expiry: their lifetime is cut to it, and a further exchange after it is refused', async () => {
    const expiresAt = app.clock.ms() + 90_000;
    const { value } = (await app.api('POST', patPath(userId), { name: 'short-lived', expiresAt })).body;
    const first = await exchange(value, { scope: 'r:read' });
    expect(first.status).toBe(200);
    expect(first.body.expires_in).toBeLessThanOrEqual(90);
    expect(decodeClaims(first.body.access_token).exp * 1000).toBeLessThanOrEqual(expiresAt);
    app.clock.advance(60_000);
    const second = await reExchange(first.body.access_token);
    expect(second.status).toBe(200);
    expect(second.body.expires_in).toBeLessThanOrEqual(30);
    expect(decodeClaims(second.body.access_token).exp * 1000).toBeLessThanOrEqual(expiresAt);
    app.clock.advance(31_000);
    for (const token of [first.body.access_token, second.body.access_token]) {
      expect((await introspect(token)).body).toEqual({ active: false });
      expect((await reExchange(token)).body.error).toBe('invalid_grant');
    }
  });
});
