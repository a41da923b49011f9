// The audit log (GET /api/logs, /api/logs/:id, GraphQL logs/log): one entry per sign-in step,
// registration, password reset, token grant (token exchange included) and Management API
// change, with who, from where, and how it ended; a change's Success entry exists iff the
// change committed; filters; pruning past LOG_RETENTION_DAYS.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeOidcState } from '../../src/oidc/housekeeping.js';
import { ADMIN_CLIENT_ID, startTestApp, type TestApp } from '../helpers/app.js';
import { signInAndGetTokens, tokenRequest as formTokenRequest } from '../helpers/sign-in.js';
import { JsonClient, startAuthorization } from '../experience/helpers/json-client.js';
import { startSmtp, type TestSmtp } from '../experience/helpers/smtp.js';
import { createClient as createOidcClient, type TestClient } from '../helpers/oidc-fixtures.js';
import {
  USER_PASSWORD,
  createClient,
  createResource,
  createUser,
  createWebApp,
  exchangeParams,
  grantUserScopes,
  tokenRequest,
  userAccessToken,
  type Client,
  type Resource,
  type WebApp,
} from '../oidc/token-exchange-fixtures.js';

let app: TestApp;
let smtp: TestSmtp;
let web: WebApp;
let jsonWeb: TestClient;
let resource: Resource;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, LOG_RETENTION_DAYS: '30' } });
  web = await createWebApp(app);
  jsonWeb = await createOidcClient(app, 'Traditional');
  resource = await createResource(app, ['r:read', 'r:write']);
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

const logs = async (query: string) => {
  const res = await app.api('GET', `/logs?page_size=100&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as any[];
};
const byKey = async (key: string, extra = '') => logs(`logKey=${encodeURIComponent(key)}${extra}`);

describe('Management API changes', () => {
  it('are logged with who, from where and which route; a refused change leaves an Error entry and no Success', async () => {
    const username = `audited_${Date.now()}`;
    const created = await app.api('POST', '/users', { username, password: USER_PASSWORD }, { 'user-agent': 'audit-test/1' });
    expect(created.status).toBe(200);
    const entries = await byKey('ManagementApi.createUser', '&result=Success');
    const mine = entries.find((e) => e.payload.path === '/users' && e.payload.userAgent === 'audit-test/1');
    expect(mine).toBeDefined();
    expect(mine.payload).toMatchObject({ result: 'Success', method: 'POST', operation: 'createUser', applicationId: ADMIN_CLIENT_ID, ip: expect.any(String) });
    expect(mine.result).toBe('Success');
    expect(typeof mine.createdAt).toBe('number');
    // Arguments (a password here) are never in the log.
    expect(JSON.stringify(mine)).not.toContain(USER_PASSWORD);

    const successBefore = (await byKey('ManagementApi.createUser', '&result=Success')).length;
    const duplicate = await app.api('POST', '/users', { username, password: USER_PASSWORD }, { 'user-agent': 'audit-test/dup' });
    expect(duplicate.status).toBe(422);
    expect((await byKey('ManagementApi.createUser', '&result=Success')).length).toBe(successBefore);
    const refused = (await byKey('ManagementApi.createUser', '&result=Error')).find((e) => e.userAgent === 'audit-test/dup');
    expect(refused).toMatchObject({ result: 'Error', error: duplicate.body.code, applicationId: ADMIN_CLIENT_ID });
    expect(refused.payload.error).toEqual({ code: duplicate.body.code, message: duplicate.body.message });
  });

  it('writes the entry in the change’s transaction: when the entry cannot be written, the change does not commit', async () => {
    const broken = await startTestApp();
    try {
      // A constraint the audit entry of a createRole violates, and nothing else does.
      await sql`alter table logs add constraint no_role_audit check (key <> 'ManagementApi.createRole')`.execute(broken.running.services.db);
      const name = `role-${Date.now()}`;
      const res = await broken.api('POST', '/roles', { name, description: 'd' });
      expect(res.status).toBe(500);
      const roles = await broken.api('GET', `/roles?search=${name}`);
      expect(roles.body).toEqual([]);
    } finally {
      await broken.stop();
    }
  });
});

describe('sign-in steps and token grants', () => {
  it('logs password verification (refused and accepted), the sign-in submit, the code and refresh grants, a replay refused', async () => {
    const username = `signer_${Date.now()}`;
    const userId = await createUser(app, username);

    // A refused password, through the JSON Experience API.
    const client = new JsonClient(app.url);
    await startAuthorization(client.browser, jsonWeb);
    expect((await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
    const wrong = await client.call('POST', '/api/experience/verification/password', {
      identifier: { type: 'username', value: username },
      password: 'not the password',
    });
    expect(wrong.status).toBe(422);
    const refusedStep = (await byKey('Interaction.SignIn.Verification.Password.Submit', '&result=Error')).find((e) => e.payload.identifier?.value === username);
    expect(refusedStep).toMatchObject({ error: 'session.invalid_credentials', applicationId: jsonWeb.clientId, userId: null });

    // The real authorization code flow through the sign-in form.
    const tokens = await signInAndGetTokens(app, {
      username,
      password: USER_PASSWORD,
      clientId: web.id,
      clientSecret: web.secret,
      redirectUri: web.redirectUri,
      scope: 'openid offline_access',
    });
    const mine = await logs(`userId=${userId}`);
    const keys = mine.map((e) => `${e.key}:${e.result}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'Interaction.SignIn.Verification.Password.Submit:Success',
        'Interaction.SignIn.Submit:Success',
        'ExchangeTokenBy.AuthorizationCode:Success',
      ]),
    );
    const code = mine.find((e) => e.key === 'ExchangeTokenBy.AuthorizationCode');
    expect(code).toMatchObject({ applicationId: web.id, userId });
    expect(code.payload.issuedJti).toBeTruthy();

    const refreshed = await formTokenRequest(app, web.id, web.secret, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refreshed.status).toBe(200);
    const replay = await formTokenRequest(app, web.id, web.secret, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(replay.status).toBe(400);
    const refreshes = await byKey('ExchangeTokenBy.RefreshToken', `&applicationId=${web.id}`);
    expect(refreshes.map((e) => e.result).sort()).toEqual(['Error', 'Success']);
    expect(refreshes.find((e) => e.result === 'Error')).toMatchObject({ error: 'invalid_grant' });
    expect(refreshes.find((e) => e.result === 'Success')).toMatchObject({ userId });
  });

  it('logs client credentials, granted and refused', async () => {
    const m2m: Client = await createClient(app, { type: 'MachineToMachine' });
    expect((await tokenRequest(app, m2m, { grant_type: 'client_credentials', resource: resource.indicator })).status).toBe(200);
    expect((await tokenRequest(app, m2m, { grant_type: 'client_credentials' })).status).toBe(400);
    const entries = await byKey('ExchangeTokenBy.ClientCredentials', `&applicationId=${m2m.id}`);
    expect(entries.map((e) => [e.result, e.error])).toEqual([
      ['Error', 'invalid_target'],
      ['Success', null],
    ]);
  });

  it('logs every token exchange, granted and refused, and the exchange audit reads the same entries', async () => {
    const a = await createClient(app, { type: 'Traditional', customClientMetadata: { allowTokenExchange: true } });
    const userId = await createUser(app);
    await grantUserScopes(app, userId, resource, ['r:read']);
    const { token } = await userAccessToken(app, { userId, audience: 'https://a.example.com', clientId: 'web' });
    expect((await tokenRequest(app, a, exchangeParams(token, resource.indicator, { scope: 'r:read' }))).status).toBe(200);
    expect((await tokenRequest(app, a, exchangeParams(token, 'https://unknown.example.com'))).status).toBe(400);
    const entries = await byKey('ExchangeTokenBy.TokenExchange', `&applicationId=${a.id}`);
    expect(entries.map((e) => e.result)).toEqual(['Error', 'Success']);
    expect(entries[0]).toMatchObject({ error: 'invalid_target', userId });
    expect(entries[1].payload).toMatchObject({ resource: resource.indicator, grantedScopes: ['r:read'], userId });
    const trail = await app.api('GET', `/token-exchange/audit?application_id=${a.id}`);
    expect(trail.body.map((e: any) => e.id)).toEqual(entries.map((e) => e.id));
  });
});

describe('registration and password reset', () => {
  it('logs a registration with its new user, a refused reset as Error, and a reset with its user', async () => {
    const email = `reg${Date.now()}@example.com`;
    const register = new JsonClient(app.url);
    await startAuthorization(register.browser, jsonWeb);
    expect((await register.call('PUT', '/api/experience', { interactionEvent: 'Register' })).status).toBe(204);
    const sent = await register.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: email } });
    const code = await smtp.nextCode(email);
    expect(
      (await register.call('POST', '/api/experience/verification/verification-code/verify', { verificationId: sent.body.verificationId, code })).status,
    ).toBe(200);
    const reg = await register.call('POST', '/api/experience/register', { email, password: 'long enough pw', verificationId: sent.body.verificationId });
    expect(reg.status).toBe(201);
    const registered = await byKey('Interaction.Register.Submit', `&userId=${reg.body.userId}`);
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({ result: 'Success', applicationId: jsonWeb.clientId });

    const reset = new JsonClient(app.url);
    await startAuthorization(reset.browser, jsonWeb);
    expect((await reset.call('PUT', '/api/experience', { interactionEvent: 'ForgotPassword' })).status).toBe(204);
    const forged = await reset.call('POST', '/api/experience/forgot-password', { verificationId: 'forged', password: 'another long pw' });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    const resetSent = await reset.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: email } });
    const resetCode = await smtp.nextCode(email);
    expect(
      (await reset.call('POST', '/api/experience/verification/verification-code/verify', { verificationId: resetSent.body.verificationId, code: resetCode }))
        .status,
    ).toBe(200);
    expect(
      (await reset.call('POST', '/api/experience/forgot-password', { verificationId: resetSent.body.verificationId, password: 'another long pw' })).status,
    ).toBe(204);
    const resets = await byKey('Interaction.ForgotPassword.Submit');
    expect(resets.find((e) => e.result === 'Success')).toMatchObject({ userId: reg.body.userId });
    expect(resets.find((e) => e.result === 'Error')).toMatchObject({ userId: null, error: forged.body.code });
  });
});

describe('reading the log', () => {
  it('filters by user, application, key prefix, result and time; answers one entry by id; refuses bad filters', async () => {
    const all = await logs('');
    expect(all.length).toBeGreaterThan(5);
    const prefix = await logs('logKey=Interaction.');
    expect(prefix.length).toBeGreaterThan(0);
    expect(prefix.every((e) => e.key.startsWith('Interaction.'))).toBe(true);
    const several = await logs('logKey=ExchangeTokenBy.ClientCredentials,ExchangeTokenBy.RefreshToken');
    expect(new Set(several.map((e) => e.key))).toEqual(new Set(['ExchangeTokenBy.ClientCredentials', 'ExchangeTokenBy.RefreshToken']));
    expect((await logs('result=Error')).every((e) => e.result === 'Error')).toBe(true);
    expect((await logs(`applicationId=${ADMIN_CLIENT_ID}`)).every((e) => e.payload.applicationId === ADMIN_CLIENT_ID)).toBe(true);
    const newest = all[0];
    expect(await logs(`startTime=${newest.createdAt + 1}`)).toEqual([]);
    expect((await logs(`endTime=${newest.createdAt + 1}`)).length).toBe(all.length);
    expect((await app.api('GET', `/logs?startTime=${newest.createdAt}&endTime=${newest.createdAt}`)).body.code).toBe('guard.invalid_input');
    expect((await app.api('GET', '/logs?result=maybe')).status).toBe(400);
    expect((await app.api('GET', '/logs?page_size=2')).headers.get('total-number')).toBe(String(all.length));

    const one = await app.api('GET', `/logs/${newest.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(newest);
    expect((await app.api('GET', '/logs/no-such-entry')).status).toBe(404);

    const gql = await app.graphql(
      `query($id: ID!) { log(id: $id) { id key result } logs(first: 1, logKey: ["ManagementApi."]) { totalCount nodes { key } } }`,
      { id: newest.id },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.log).toEqual({ id: newest.id, key: newest.key, result: newest.result });
    expect(gql.data.logs.nodes[0].key).toMatch(/^ManagementApi\./);
  });

  it('prunes entries past LOG_RETENTION_DAYS in the housekeeping run, keeping the rest', async () => {
    const db = app.running.services.db;
    const old = new Date(Date.now() - 31 * 86_400_000);
    const recent = new Date(Date.now() - 29 * 86_400_000);
    await db
      .insertInto('logs')
      .values([
        { id: 'old-entry', key: 'ManagementApi.createUser', result: 'Success', payload: '{}', created_at: old },
        { id: 'recent-entry', key: 'ManagementApi.createUser', result: 'Success', payload: '{}', created_at: recent },
      ] as never)
      .execute();
    await purgeOidcState(app.running.services);
    expect((await app.api('GET', '/logs/old-entry')).status).toBe(404);
    expect((await app.api('GET', '/logs/recent-entry')).status).toBe(200);
  });
});
