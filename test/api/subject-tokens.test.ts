// Impersonation (the compatible product's subject tokens): POST /api/subject-tokens answers
// { subjectToken, expiresIn } and keeps only a digest; an application allowed to exchange trades
// the token once at /oidc/token (subject_token_type access_token) for a token of the user whose
// `act` names the Management API caller; refusals (unknown, expired, reused, suspended user,
// application without the switch) are invalid_grant / unauthorized_client, and every attempt is audited.
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CLIENT_ID, useTestApp } from '../helpers/app.js';
import {
  createClient,
  createResource,
  createUser,
  exchangeParams,
  grantUserScopes,
  tokenRequest,
  type Client,
  type Resource,
} from '../oidc/token-exchange-fixtures.js';

const app = useTestApp();
let support: Client;
let resource: Resource;
let userId: string;

beforeAll(async () => {
  support = await createClient(app, { type: 'Traditional', customClientMetadata: { allowTokenExchange: true } });
  resource = await createResource(app, ['r:read', 'r:write']);
  userId = await createUser(app);
  await grantUserScopes(app, userId, resource, ['r:read']);
});

const create = (body: unknown) => app.api('POST', '/subject-tokens', body);
const exchange = (value: string, client = support) => tokenRequest(app, client, exchangeParams(value, resource.indicator, { scope: 'r:read r:write' }));

describe('creating a subject token', () => {
  it('answers the compatible shape, stores only a digest with the context and the caller, and audits the call', async () => {
    const res = await create({ userId, context: { ticket: 'SUP-42' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ subjectToken: expect.stringMatching(/^sub_[A-Za-z0-9_-]{43}$/), expiresIn: 600 });
    const rows = await app.running.services.db.selectFrom('subject_tokens').selectAll().where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      value_digest: createHash('sha256').update(res.body.subjectToken).digest('hex'),
      context: { ticket: 'SUP-42' },
      creator_id: ADMIN_CLIENT_ID,
      consumed_at: null,
    });
    expect(JSON.stringify(rows)).not.toContain(res.body.subjectToken);
    const audit = await app.api('GET', '/logs?logKey=ManagementApi.createSubjectToken&result=Success');
    expect(audit.body[0]).toMatchObject({ payload: { method: 'POST', path: '/subject-tokens' } });
    expect(JSON.stringify(audit.body)).not.toContain(res.body.subjectToken);
  });

  it('refuses an unknown or suspended user and a malformed body, writing nothing', async () => {
    const before = await app.running.services.db.selectFrom('subject_tokens').select('id').execute();
    expect((await create({ userId: 'no-such-user' })).status).toBe(404);
    expect((await create({})).status).toBe(400);
    expect((await create({ userId, context: 'not an object' })).status).toBe(400);
    expect((await create({ userId, context: { note: 'x'.repeat(5000) } })).status).toBe(400);
    const suspended = await createUser(app);
    expect((await app.api('PATCH', `/users/${suspended}/is-suspended`, { isSuspended: true })).status).toBe(200);
    const refused = await create({ userId: suspended });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('user.suspended');
    expect(await app.running.services.db.selectFrom('subject_tokens').select('id').execute()).toHaveLength(before.length);
  });

  it('is served through GraphQL with the same shape', async () => {
    const res = await app.graphql(
      `mutation($input: CreateSubjectTokenInput!) { createSubjectToken(input: $input) { subjectToken { subjectToken expiresIn } userErrors { code } } }`,
      {
        input: { userId },
      },
    );
    expect(res.data.createSubjectToken).toEqual({ subjectToken: { subjectToken: expect.stringMatching(/^sub_/), expiresIn: 600 }, userErrors: [] });
  });
});

describe('exchanging a subject token', () => {
  it('issues a verifiable token for the user with the agent in act, once; the audit names the agent', async () => {
    const { subjectToken } = (await create({ userId })).body;
    const res = await exchange(subjectToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.scope).toBe('r:read');
    const { payload } = await jwtVerify(res.body.access_token, createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`)), { issuer: app.config.issuer });
    expect(payload).toMatchObject({ sub: userId, aud: resource.indicator, client_id: support.id, scope: 'r:read', act: { sub: ADMIN_CLIENT_ID } });

    const again = await exchange(subjectToken);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: 'invalid_grant', error_description: 'subject token is already consumed' });

    const events = await app.api('GET', `/token-exchange/audit?application_id=${support.id}&user_id=${userId}`);
    expect(events.body.map((e: { result: string; actorSubject: string }) => [e.result, e.actorSubject])).toEqual([
      ['refused', ADMIN_CLIENT_ID],
      ['granted', ADMIN_CLIENT_ID],
    ]);
  });

  it('refuses an unknown or expired token, a suspended user, an application without the switch; a refusal does not use the token up', async () => {
    const refusal = async (value: string, client = support) => {
      const res = await exchange(value, client);
      expect(res.status).toBe(400);
      expect(res.body).not.toHaveProperty('access_token');
      return res.body as { error: string; error_description: string };
    };
    expect(await refusal('sub_not-a-real-token')).toEqual({ error: 'invalid_grant', error_description: 'subject token not found' });

    const other = await createClient(app, { type: 'Traditional', customClientMetadata: {} });
    const kept = (await create({ userId })).body.subjectToken;
    expect((await refusal(kept, other)).error).toBe('unauthorized_client');
    expect((await exchange(kept)).status).toBe(200);

    const target = await createUser(app);
    const suspended = (await create({ userId: target })).body.subjectToken;
    await app.api('PATCH', `/users/${target}/is-suspended`, { isSuspended: true });
    expect(await refusal(suspended)).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(/suspended/) });

    const expiring = (await create({ userId })).body.subjectToken;
    app.clock.advance(601_000);
    expect(await refusal(expiring)).toEqual({ error: 'invalid_grant', error_description: 'subject token is expired' });
  });
});
