// Agents acting for users (issue 48 §3): the resources a token exchange may reach, limited per
// application (its allow-list) and per user (their limit on each agent, through the Management API
// and the Account API); the chain user → agent → tool in the audit; the scopes of a user's grants
// per resource. Real HTTP, real sign-in, tokens verified with jose against our JWKS.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentLimitRefusal } from '../../src/domain/oauth/user-agent-limits.js';
import { exchangeRefusalReason } from '../../src/observability/metrics.js';
import { useTestApp } from '../helpers/app.js';
import { accountToken, JsonClient, verifiedAccountClient } from '../experience/helpers/json-client.js';
import {
  USER_PASSWORD,
  createClient,
  createResource,
  createUser,
  createWebApp,
  exchangeParams,
  grantUserScopes,
  signedInUserToken,
  tokenRequest,
  userAccessToken,
  type Client,
  type Resource,
  type WebApp,
} from '../oidc/token-exchange-fixtures.js';

const METRICS_TOKEN = 'metrics-token-agent-limits-0123456789';
const app = useTestApp({ env: { METRICS_TOKEN } });
let webApp: WebApp;
let agent: Client;
let otherAgent: Client;
let mcp: Resource;
let toolA: Resource;
let toolB: Resource;
let toolC: Resource;
let userId: string;
let username: string;
let subject: { token: string; jti: string };
let jwks: ReturnType<typeof createRemoteJWKSet>;

beforeAll(async () => {
  webApp = await createWebApp(app);
  [mcp, toolA, toolB, toolC] = await Promise.all([
    createResource(app, ['mcp:call']),
    createResource(app, ['a:read']),
    createResource(app, ['b:read']),
    createResource(app, ['c:read']),
  ]);
  // The agent's own list: tools A and B; the other agent may reach any resource the user holds.
  agent = await createClient(app, {
    type: 'Traditional',
    customClientMetadata: { allowTokenExchange: true, allowedTokenExchangeResources: [toolA.indicator, toolB.indicator] },
  });
  otherAgent = await createClient(app, { type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: true } });
  username = `agent_user_${Date.now()}`;
  userId = await createUser(app, username);
  await grantUserScopes(app, userId, mcp, ['mcp:call']);
  await grantUserScopes(app, userId, toolA, ['a:read']);
  await grantUserScopes(app, userId, toolB, ['b:read']);
  await grantUserScopes(app, userId, toolC, ['c:read']);
  // The user signs in to the web app the real way, for the MCP server: the agent holds this token.
  subject = await signedInUserToken(app, { username, webApp, resource: mcp.indicator, scope: 'mcp:call' });
  jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
});

const exchange = (client: Client, resource: Resource, scope: string, extra: Record<string, string> = {}) =>
  tokenRequest(app, client, exchangeParams(subject.token, resource.indicator, { scope, ...extra }));

async function verified(token: string, audience: string) {
  return (await jwtVerify(token, jwks, { issuer: app.config.issuer, audience, typ: 'at+jwt' })).payload;
}

describe('the rule of a user limit', () => {
  it('no limit allows; a listed resource is allowed; anything else, or an empty list, is refused', () => {
    expect(agentLimitRefusal(undefined, 'https://a')).toBeUndefined();
    expect(agentLimitRefusal(['https://a'], 'https://a')).toBeUndefined();
    expect(agentLimitRefusal(['https://a'], 'https://b')).toBe('the user has not allowed this application to act for them at resource https://b');
    expect(agentLimitRefusal([], 'https://a')).toBe('the user has not allowed this application to act for them by token exchange');
  });
});

describe("the agent's own list of resources", () => {
  it('reaches a listed resource and is refused another with invalid_target', async () => {
    const ok = await exchange(agent, toolA, 'a:read');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const claims = await verified(ok.body.access_token, toolA.indicator);
    expect(claims).toMatchObject({ sub: userId, client_id: agent.id, scope: 'a:read' });

    const refused = await exchange(agent, toolC, 'c:read');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'invalid_target', error_description: `this application may not exchange tokens for resource ${toolC.indicator}` });
  });

  it('without a list, any resource the user holds scopes on', async () => {
    const ok = await exchange(otherAgent, toolC, 'c:read');
    expect(ok.status).toBe(200);
    expect((await verified(ok.body.access_token, toolC.indicator)).scope).toBe('c:read');
  });
});

describe("the user's limits on an agent (Management API)", () => {
  it('narrows what the agent may reach for this user, and is refused access_denied beyond it', async () => {
    const set = await app.api('PUT', `/users/${userId}/agent-limits/${otherAgent.id}`, { resources: [toolA.indicator] });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ applicationId: otherAgent.id, resources: [toolA.indicator] });
    expect(typeof set.body.applicationName).toBe('string');

    expect((await exchange(otherAgent, toolA, 'a:read')).status).toBe(200);
    const refused = await exchange(otherAgent, toolC, 'c:read');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'access_denied',
      error_description: `the user has not allowed this application to act for them at resource ${toolC.indicator}`,
    });
    // Another agent is not concerned by this limit.
    expect((await exchange(agent, toolB, 'b:read')).status).toBe(200);

    const listed = await app.api('GET', `/users/${userId}/agent-limits`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((l: any) => [l.applicationId, l.resources])).toEqual([[otherAgent.id, [toolA.indicator]]]);
  });

  it("an empty list forbids every exchange for the user; removing the limit restores the agent's own rules", async () => {
    expect((await app.api('PUT', `/users/${userId}/agent-limits/${otherAgent.id}`, { resources: [] })).status).toBe(200);
    const refused = await exchange(otherAgent, toolA, 'a:read');
    expect(refused.status).toBe(403);
    expect(refused.body.error_description).toBe('the user has not allowed this application to act for them by token exchange');

    expect((await app.api('DELETE', `/users/${userId}/agent-limits/${otherAgent.id}`)).status).toBe(204);
    expect((await exchange(otherAgent, toolC, 'c:read')).status).toBe(200);
    const again = await app.api('DELETE', `/users/${userId}/agent-limits/${otherAgent.id}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('user.agent_limit_not_found');
  });

  it("the user limit cannot widen the agent's own list", async () => {
    expect((await app.api('PUT', `/users/${userId}/agent-limits/${agent.id}`, { resources: [toolC.indicator] })).status).toBe(200);
    expect((await exchange(agent, toolC, 'c:read')).body.error).toBe('invalid_target');
    expect((await exchange(agent, toolA, 'a:read')).status).toBe(403);
    expect((await app.api('DELETE', `/users/${userId}/agent-limits/${agent.id}`)).status).toBe(204);
  });

  it('refuses unknown resources, the Management API, unknown applications and users, and bad bodies', async () => {
    const unknown = await app.api('PUT', `/users/${userId}/agent-limits/${agent.id}`, { resources: ['https://nowhere.example.com'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('user.agent_limit_invalid_resource');
    const management = await app.api('PUT', `/users/${userId}/agent-limits/${agent.id}`, { resources: [app.config.managementApiResource] });
    expect(management.status).toBe(422);
    expect((await app.api('PUT', `/users/${userId}/agent-limits/nope`, { resources: [] })).status).toBe(404);
    expect((await app.api('PUT', `/users/nope/agent-limits/${agent.id}`, { resources: [] })).status).toBe(404);
    expect((await app.api('GET', `/users/nope/agent-limits`)).status).toBe(404);
    expect((await app.api('PUT', `/users/${userId}/agent-limits/${agent.id}`, {})).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `https://r${i}.example.com`);
    expect((await app.api('PUT', `/users/${userId}/agent-limits/${agent.id}`, { resources: many })).status).toBe(400);
    expect((await app.api('GET', `/users/${userId}/agent-limits`)).body).toEqual([]);
  });
});

describe("the user's limits through the Account API", () => {
  it('lists, narrows without a proof, and widens or removes only with one', async () => {
    const me = new JsonClient(app.url, await accountToken(app, userId));
    expect((await me.call('GET', '/api/my-account/agent-limits')).body).toEqual({ agentLimits: [] });
    // A first limit only narrows: no proof needed.
    const set = await me.call('PUT', `/api/my-account/agent-limits/${otherAgent.id}`, { resources: [toolA.indicator, toolB.indicator] });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ applicationId: otherAgent.id, resources: [toolA.indicator, toolB.indicator] });
    expect((await me.call('PUT', `/api/my-account/agent-limits/${otherAgent.id}`, { resources: [toolA.indicator] })).status).toBe(200);
    expect((await exchange(otherAgent, toolB, 'b:read')).status).toBe(403);

    // Widening and removing need a proof of identity.
    const widen = await me.call('PUT', `/api/my-account/agent-limits/${otherAgent.id}`, { resources: [toolA.indicator, toolB.indicator] });
    expect(widen.status).toBeGreaterThanOrEqual(400);
    expect(widen.status).toBeLessThan(500);
    expect((await me.call('DELETE', `/api/my-account/agent-limits/${otherAgent.id}`)).status).toBeGreaterThanOrEqual(400);
    const proved = await verifiedAccountClient(app, userId, USER_PASSWORD);
    expect((await proved.call('PUT', `/api/my-account/agent-limits/${otherAgent.id}`, { resources: [toolA.indicator, toolB.indicator] })).status).toBe(200);
    expect((await exchange(otherAgent, toolB, 'b:read')).status).toBe(200);
    expect((await proved.call('DELETE', `/api/my-account/agent-limits/${otherAgent.id}`)).status).toBe(204);
    expect((await me.call('GET', '/api/my-account/agent-limits')).body).toEqual({ agentLimits: [] });
  });
});

describe('the chain user → agent → tool in the audit', () => {
  it('records the subject, the requesting client, the nested actor chain and the target; /api/logs carries it too', async () => {
    // The agent names itself as actor (its own token), then a second hop nests the first chain.
    const actor = await userAccessToken(app, { userId: otherAgent.id, audience: toolA.indicator, clientId: otherAgent.id });
    const first = await exchange(otherAgent, toolA, 'a:read', { actor_token: actor.token, actor_token_type: 'urn:ietf:params:oauth:token-type:access_token' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const claims = await verified(first.body.access_token, toolA.indicator);
    expect(claims.act).toEqual({ sub: otherAgent.id, client_id: otherAgent.id });

    const second = await tokenRequest(
      app,
      otherAgent,
      exchangeParams(first.body.access_token, toolB.indicator, {
        scope: 'b:read',
        actor_token: actor.token,
        actor_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      }),
    );
    expect(second.status).toBe(200);
    const nested = { sub: otherAgent.id, client_id: otherAgent.id, act: { sub: otherAgent.id, client_id: otherAgent.id } };
    expect((await verified(second.body.access_token, toolB.indicator)).act).toEqual(nested);

    const audit = await app.api('GET', `/token-exchange/audit?applicationId=${otherAgent.id}&resource=${encodeURIComponent(toolB.indicator)}`);
    expect(audit.status).toBe(200);
    const row = audit.body.find((e: any) => e.actorChain?.act);
    expect(row).toMatchObject({
      userId,
      applicationId: otherAgent.id,
      resource: toolB.indicator,
      subjectClientId: otherAgent.id,
      actorChain: nested,
      result: 'granted',
    });

    const firstRow = (await app.api('GET', `/token-exchange/audit?applicationId=${otherAgent.id}&resource=${encodeURIComponent(toolA.indicator)}`)).body.find(
      (e: any) => e.issuedJti === claims.jti,
    );
    // The first hop's subject token was issued to the web app the user signed in to.
    expect(firstRow).toMatchObject({ userId, subjectClientId: webApp.id, actorChain: { sub: otherAgent.id, client_id: otherAgent.id } });

    const logs = await app.api('GET', `/logs?logKey=ExchangeTokenBy.TokenExchange&userId=${userId}&page_size=100`);
    expect(logs.status).toBe(200);
    const entry = logs.body.find((l: any) => l.id === firstRow.id);
    expect(entry.payload).toMatchObject({ subjectClientId: webApp.id, actorChain: { sub: otherAgent.id }, resource: toolA.indicator });
  });

  it('audits a refusal by the user limit with its chain, and counts it under its own reason', async () => {
    expect((await app.api('PUT', `/users/${userId}/agent-limits/${otherAgent.id}`, { resources: [] })).status).toBe(200);
    const refused = await exchange(otherAgent, toolC, 'c:read');
    expect(refused.status).toBe(403);
    const audit = await app.api('GET', `/token-exchange/audit?applicationId=${otherAgent.id}&result=refused`);
    expect(audit.body[0]).toMatchObject({ userId, resource: toolC.indicator, error: 'access_denied', subjectClientId: webApp.id });
    expect(exchangeRefusalReason(refused.body.error_description)).toBe('user_agent_limit');
    const metrics = await (await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(metrics).toMatch(/tessera_token_exchange_refusals_total\{[^}]*reason="user_agent_limit"[^}]*\} [1-9]/);
    expect((await app.api('DELETE', `/users/${userId}/agent-limits/${otherAgent.id}`)).status).toBe(204);
  });
});

describe("a user's grants list their scopes per resource", () => {
  it('in the Management API and the Account API', async () => {
    const listed = await app.api('GET', `/users/${userId}/grants`);
    expect(listed.status).toBe(200);
    const grant = listed.body.grants.find((g: any) => g.application.id === webApp.id);
    expect(grant.resourceScopes).toEqual([{ resource: mcp.indicator, scopes: ['mcp:call'] }]);
    expect(grant.scopes).toContain('openid');
    expect(grant.scopes).not.toContain('mcp:call');
    expect(grant.payload.resources).toEqual({ [mcp.indicator]: 'mcp:call' });
    expect(grant.payload.openid.scope).toContain('openid');

    const me = new JsonClient(app.url, await accountToken(app, userId));
    const mine = await me.call('GET', '/api/my-account/grants');
    expect(mine.body.grants.find((g: any) => g.id === grant.id).resourceScopes).toEqual(grant.resourceScopes);
  });
});
