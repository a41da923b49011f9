// Every token exchange attempt by an existing application is audited, granted or refused, and
// listable over the Management API (REST and GraphQL).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTokenExchangeEvent } from '../../src/db/repositories/token-exchange-audit.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import {
  createClient,
  createResource,
  createUser,
  exchangeParams,
  grantUserScopes,
  tokenRequest,
  userAccessToken,
  type Client,
  type Resource,
} from './token-exchange-fixtures.js';

let app: TestApp;
let serviceA: Client;
let switchedOff: Client;
let resourceB: Resource;
let userId: string;

beforeAll(async () => {
  app = await startTestApp();
  serviceA = await createClient(app, { type: 'Traditional', customClientMetadata: { allowTokenExchange: true } });
  switchedOff = await createClient(app, { type: 'Traditional' });
  resourceB = await createResource(app, ['b:read', 'b:write']);
  userId = await createUser(app);
  await grantUserScopes(app, userId, resourceB, ['b:read']);

  const { token } = await userAccessToken(app, { userId, audience: 'https://a.example.com', clientId: 'web' });
  // In order: granted, refused (switch off), refused (bad subject token).
  expect((await tokenRequest(app, serviceA, exchangeParams(token, resourceB.indicator, { scope: 'b:read b:write' }))).status).toBe(200);
  expect((await tokenRequest(app, switchedOff, exchangeParams(token, resourceB.indicator))).status).toBe(400);
  expect((await tokenRequest(app, serviceA, exchangeParams('garbage', resourceB.indicator, { scope: 'b:read' }))).status).toBe(400);
});
afterAll(async () => {
  await app?.stop();
});

/** On a fresh app: an exchanging application, a resource with r:read, a user (holding it when asked) and their token. */
async function exchangeSetup(app: TestApp, options: { grant?: boolean } = {}) {
  const client = await createClient(app, { type: 'Traditional', customClientMetadata: { allowTokenExchange: true } });
  const resource = await createResource(app, ['r:read']);
  const user = await createUser(app);
  if (options.grant) await grantUserScopes(app, user, resource, ['r:read']);
  const { token } = await userAccessToken(app, { userId: user, audience: 'https://a.example.com', clientId: 'web' });
  return { client, resource, user, token };
}

describe('token exchange audit over REST', () => {
  it('lists every attempt newest first with what was asked and what came of it', async () => {
    const res = await app.api('GET', '/token-exchange/audit');
    expect(res.status).toBe(200);
    expect(res.headers.get('total-number')).toBe('3');
    const [badToken, off, granted] = res.body;
    expect(granted).toMatchObject({
      applicationId: serviceA.id,
      userId,
      resource: resourceB.indicator,
      requestedScopes: ['b:read', 'b:write'],
      grantedScopes: ['b:read'],
      result: 'granted',
      error: null,
    });
    expect(typeof granted.issuedJti).toBe('string');
    expect(typeof granted.createdAt).toBe('number');
    expect(off).toMatchObject({
      applicationId: switchedOff.id,
      result: 'refused',
      error: 'unauthorized_client',
      errorDescription: 'token exchange is not allowed for this application',
      resource: resourceB.indicator,
      requestedScopes: [],
      grantedScopes: null,
      issuedJti: null,
    });
    // An unverified token names nobody: its claims are not trusted into the trail.
    expect(badToken).toMatchObject({
      applicationId: serviceA.id,
      userId: null,
      resource: resourceB.indicator,
      requestedScopes: ['b:read'],
      result: 'refused',
      error: 'invalid_grant',
      errorDescription: 'subject_token is not a valid JWT',
    });
  });

  it('filters by result and application, and pages with page/page_size', async () => {
    const refused = await app.api('GET', '/token-exchange/audit?result=refused');
    expect(refused.headers.get('total-number')).toBe('2');
    expect(refused.body.every((e: any) => e.result === 'refused')).toBe(true);

    const byApp = await app.api('GET', `/token-exchange/audit?application_id=${switchedOff.id}`);
    expect(byApp.body).toHaveLength(1);
    const byUser = await app.api('GET', `/token-exchange/audit?user_id=${userId}`);
    expect(byUser.body).toHaveLength(1);

    const page2 = await app.api('GET', '/token-exchange/audit?page=2&page_size=2');
    expect(page2.headers.get('total-number')).toBe('3');
    expect(page2.body).toHaveLength(1);
    expect(page2.body[0].result).toBe('granted');

    const bad = await app.api('GET', '/token-exchange/audit?result=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('guard.invalid_input');
  });

  it('requires a Management API token', async () => {
    const res = await fetch(`${app.url}/api/token-exchange/audit`);
    expect(res.status).toBe(401);
  });
});

describe('token exchange audit over GraphQL', () => {
  it('is a Relay connection with cursors and filters', async () => {
    const query = `query($after: String, $result: TokenExchangeResult) {
      tokenExchangeEvents(first: 2, after: $after, result: $result) {
        totalCount pageInfo { hasNextPage endCursor }
        edges { cursor node { id applicationId result error createdAt } }
        nodes { id }
      } }`;
    const first = await app.graphql(query);
    expect(first.errors).toBeUndefined();
    const conn = first.data.tokenExchangeEvents;
    expect(conn.totalCount).toBe(3);
    expect(conn.edges).toHaveLength(2);
    expect(conn.pageInfo.hasNextPage).toBe(true);
    expect(typeof conn.edges[0].node.createdAt).toBe('string');
    const next = await app.graphql(query, { after: conn.pageInfo.endCursor });
    expect(next.data.tokenExchangeEvents.nodes).toHaveLength(1);
    expect(next.data.tokenExchangeEvents.pageInfo.hasNextPage).toBe(false);

    const granted = await app.graphql(query, { result: 'granted' });
    expect(granted.data.tokenExchangeEvents.totalCount).toBe(1);
    expect(granted.data.tokenExchangeEvents.edges[0].node.applicationId).toBe(serviceA.id);
  });
});

describe('when the audit trail cannot be written', () => {
  it('still answers a refusal with its OAuth error, and issues no unaudited token', async () => {
    const broken = await startTestApp();
    try {
      const a = await createClient(broken, { type: 'Traditional', customClientMetadata: { allowTokenExchange: true } });
      const off = await createClient(broken, { type: 'Traditional' });
      const resource = await createResource(broken, ['r']);
      const user = await createUser(broken);
      const { token } = await userAccessToken(broken, { userId: user, audience: 'https://a.example.com', clientId: 'web' });
      // The trail is a view of the audit log: without the log, nothing can be recorded.
      await sql`drop view token_exchange_events`.execute(broken.running.services.db);
      await sql`drop table logs`.execute(broken.running.services.db);

      const refused = await tokenRequest(broken, off, exchangeParams(token, resource.indicator));
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ error: 'unauthorized_client', error_description: 'token exchange is not allowed for this application' });

      const failClosed = await tokenRequest(broken, a, exchangeParams(token, resource.indicator));
      expect(failClosed.status).toBe(500);
      expect(failClosed.body.error).toBe('server_error');
      expect(failClosed.body).not.toHaveProperty('access_token');
    } finally {
      await broken.stop();
    }
  });
});

describe('failed client authentication on a token exchange', () => {
  it('is recorded for an existing application, not for unknown ids or other grants', async () => {
    const fresh = await startTestApp();
    try {
      const { client: a, resource, token } = await exchangeSetup(fresh);

      const wrongSecret = await tokenRequest(fresh, { id: a.id, secret: 'not-the-secret' }, exchangeParams(token, resource.indicator, { scope: 'r:read' }));
      expect(wrongSecret.status).toBe(401);
      expect(wrongSecret.body).toEqual({ error: 'invalid_client', error_description: 'client authentication failed' });
      const unknown = await tokenRequest(fresh, { id: 'no-such-app', secret: 'x' }, exchangeParams(token, resource.indicator));
      expect(unknown.status).toBe(401);
      const otherGrant = await tokenRequest(fresh, { id: a.id, secret: 'nope' }, { grant_type: 'client_credentials', resource: resource.indicator });
      expect(otherGrant.status).toBe(401);

      const trail = await fresh.api('GET', '/token-exchange/audit');
      expect(trail.body).toHaveLength(1);
      expect(trail.body[0]).toMatchObject({
        applicationId: a.id,
        userId: null,
        resource: resource.indicator,
        requestedScopes: ['r:read'],
        result: 'refused',
        error: 'invalid_client',
        errorDescription: 'client authentication failed',
        issuedJti: null,
      });
    } finally {
      await fresh.stop();
    }
  });
});

describe('concurrent exchanges', () => {
  it('are each recorded once, with text that needs quoting in arrays kept exactly', async () => {
    const fresh = await startTestApp();
    try {
      const { client: a, resource, user, token } = await exchangeSetup(fresh, { grant: true });
      // Rows that arrive together share one INSERT of column arrays: quotes, backslashes, braces,
      // commas and the word NULL must not be read as array syntax.
      const agents = ['plain', 'say "hi"', 'back\\slash', '{braces}', 'a,b', 'NULL', 'two  spaces', 'tab\there'];
      const form = new URLSearchParams(exchangeParams(token, resource.indicator, { scope: 'r:read' }));
      const basic = `Basic ${Buffer.from(`${encodeURIComponent(a.id)}:${encodeURIComponent(a.secret)}`).toString('base64')}`;
      const responses = await Promise.all(
        agents.map((agent) =>
          fetch(`${fresh.url}/oidc/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic, 'user-agent': agent },
            body: form,
          }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(agents.map(() => 200));
      const jtis = await Promise.all(
        responses.map(async (r) => JSON.parse(Buffer.from(((await r.json()) as any).access_token.split('.')[1], 'base64url').toString()).jti),
      );

      const trail = await fresh.api('GET', `/token-exchange/audit?page_size=50`);
      expect(trail.body).toHaveLength(agents.length);
      expect(trail.body.map((e: any) => e.userAgent).sort()).toEqual([...agents].sort());
      expect(trail.body.map((e: any) => e.issuedJti).sort()).toEqual([...jtis].sort());
      for (const e of trail.body)
        expect(e).toMatchObject({ userId: user, requestedScopes: ['r:read'], grantedScopes: ['r:read'], result: 'granted', error: null });
    } finally {
      await fresh.stop();
    }
  });
});

describe('a request carrying a NUL character', () => {
  it('is refused at the token endpoint as invalid_request (not a 500), and the exchanges beside it succeed', async () => {
    const fresh = await startTestApp();
    try {
      const { client: a, resource, user, token } = await exchangeSetup(fresh, { grant: true });
      // Postgres text and jsonb cannot hold U+0000, and a client can put one in any form field.
      const [inResource, inScope, inClientId, good] = await Promise.all([
        tokenRequest(fresh, a, exchangeParams(token, `${resource.indicator}\u0000x`)),
        tokenRequest(fresh, a, exchangeParams(token, resource.indicator, { scope: 'r:read\u0000' })),
        tokenRequest(fresh, { id: `${a.id}\u0000`, secret: a.secret }, exchangeParams(token, resource.indicator)),
        tokenRequest(fresh, a, exchangeParams(token, resource.indicator, { scope: 'r:read' })),
      ]);
      for (const refused of [inResource, inScope]) {
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({ error: 'invalid_request', error_description: 'parameters must not contain the NUL character' });
      }
      expect(inClientId.status).toBe(401);
      expect(inClientId.body.error).toBe('invalid_client');
      expect(good.status).toBe(200);
      const trail = await fresh.api('GET', '/token-exchange/audit');
      expect(trail.body).toHaveLength(1);
      expect(trail.body[0]).toMatchObject({ userId: user, result: 'granted', grantedScopes: ['r:read'] });
    } finally {
      await fresh.stop();
    }
  });
});

describe('a batch of audit rows with one Postgres refuses', () => {
  it('records the others and fails only that one', async () => {
    const fresh = await startTestApp();
    try {
      const db = fresh.running.services.db;
      const event = (id: string, userAgent: string) => ({
        id,
        applicationId: 'app',
        userId: null,
        resource: null,
        organizationId: null,
        requestedScopes: [],
        grantedScopes: null,
        actorSubject: null,
        result: 'refused' as const,
        error: 'invalid_grant',
        errorDescription: 'test',
        issuedJti: null,
        ip: null,
        userAgent,
      });
      // Queued in one event-loop turn, so they share one INSERT.
      const outcomes = await Promise.allSettled([
        insertTokenExchangeEvent(db, event('row-1', 'fine')),
        insertTokenExchangeEvent(db, event('row-2', 'cannot be stored: \u0000')),
        insertTokenExchangeEvent(db, event('row-3', 'fine too')),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      const trail = await fresh.api('GET', '/token-exchange/audit');
      expect(trail.body.map((e: any) => e.id).sort()).toEqual(['row-1', 'row-3']);
    } finally {
      await fresh.stop();
    }
  });
});
