// Transaction tokens (draft-ietf-oauth-transaction-tokens-08) end to end: a gateway trades a
// signed-in user's access token for a transaction token, service B replaces it with a narrower
// one, service C verifies it with jose against our JWKS with the typ pinned.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import {
  ACCESS_TOKEN_TYPE,
  TOKEN_EXCHANGE,
  createClient,
  createResource,
  createUser,
  createWebApp,
  decodeClaims,
  decodeHeader,
  grantUserScopes,
  signedInUserToken,
  tokenRequest,
  userAccessToken,
  type Client,
  type Resource,
} from './token-exchange-fixtures.js';

const TXN_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:txn_token';
const TRUST_DOMAIN = 'trust-domain.example';

const app = useTestApp({ env: { TRANSACTION_TOKEN_TRUST_DOMAIN: TRUST_DOMAIN, TRANSACTION_TOKEN_TTL_SECONDS: '120' } });
let gateway: Client;
let serviceB: Client;
let resource: Resource;
let userId: string;
let userToken: string;
let webAppId: string;

beforeAll(async () => {
  const webApp = await createWebApp(app);
  webAppId = webApp.id;
  gateway = await createClient(app, { type: 'MachineToMachine', customClientMetadata: { transactionTokens: true } });
  serviceB = await createClient(app, { type: 'MachineToMachine', customClientMetadata: { transactionTokens: true } });
  resource = await createResource(app, ['orders:read', 'orders:write']);
  const username = `txn_${Date.now()}`;
  userId = await createUser(app, username);
  await grantUserScopes(app, userId, resource, ['orders:read', 'orders:write']);
  ({ token: userToken } = await signedInUserToken(app, { username, webApp, resource: resource.indicator, scope: 'orders:read orders:write' }));
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function txnRequest(subjectToken: string, extra: Record<string, string> = {}, subjectTokenType = ACCESS_TOKEN_TYPE): Record<string, string> {
  return {
    grant_type: TOKEN_EXCHANGE,
    subject_token: subjectToken,
    subject_token_type: subjectTokenType,
    requested_token_type: TXN_TOKEN_TYPE,
    audience: TRUST_DOMAIN,
    ...extra,
  };
}

async function gatewayToken(extra: Record<string, string> = {}) {
  const res = await tokenRequest(
    app,
    gateway,
    txnRequest(userToken, {
      scope: 'orders:read orders:write',
      request_context: b64({ req_ip: '203.0.113.7', authn: 'pwd' }),
      request_details: b64({ action: 'BUY', ticker: 'MSFT', quantity: 100 }),
      ...extra,
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.access_token as string;
}

async function exchangeLog(applicationId: string, result: 'Success' | 'Error') {
  const log = await app.api('GET', `/logs?logKey=ExchangeTokenBy.TokenExchange&applicationId=${applicationId}&result=${result}&page_size=100`);
  expect(log.status).toBe(200);
  return log.body as Array<{ payload: Record<string, unknown>; userId: string | null; errorDescription?: string }>;
}

describe('transaction tokens', () => {
  it('follows one txn through a three-service chain: gateway issues, B narrows, C verifies with jose', async () => {
    const res = await tokenRequest(
      app,
      gateway,
      txnRequest(userToken, {
        scope: 'orders:read orders:write',
        request_context: b64({ req_ip: '203.0.113.7', authn: 'pwd' }),
        request_details: JSON.stringify({ action: 'BUY', ticker: 'MSFT', quantity: 100 }),
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ issued_token_type: TXN_TOKEN_TYPE, token_type: 'N_A', scope: 'orders:read orders:write' });
    expect(res.body.refresh_token).toBeUndefined();
    expect(res.body.expires_in).toBeLessThanOrEqual(120);
    const first = res.body.access_token as string;
    expect(decodeHeader(first).typ).toBe('txntoken+jwt');
    const claims = decodeClaims(first);
    expect(claims).toMatchObject({
      iss: app.config.issuer,
      aud: TRUST_DOMAIN,
      sub: userId,
      scope: 'orders:read orders:write',
      tctx: { action: 'BUY', ticker: 'MSFT', quantity: 100 },
      rctx: { req_ip: '203.0.113.7', authn: 'pwd', client_id: webAppId },
      req_wl: gateway.id,
    });
    expect(claims.txn).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp - claims.iat).toBe(120);

    // Service B replaces it with a narrower one for its own downstream call.
    const replaced = await tokenRequest(app, serviceB, txnRequest(first, { scope: 'orders:read', request_details: b64({ ticker: 'MSFT' }) }, TXN_TOKEN_TYPE));
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const second = replaced.body.access_token as string;

    // Service C verifies it as any workload would: our JWKS, issuer, trust domain, typ pinned.
    const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
    const verified = await jwtVerify(second, jwks, { issuer: app.config.issuer, audience: TRUST_DOMAIN, typ: 'txntoken+jwt', currentDate: app.clock.now() });
    expect(verified.payload).toMatchObject({
      txn: claims.txn,
      sub: userId,
      scope: 'orders:read',
      tctx: { ticker: 'MSFT' },
      rctx: claims.rctx,
      req_wl: serviceB.id,
    });
    // A replacement never outlives the token it replaced.
    expect(verified.payload.exp).toBeLessThanOrEqual(claims.exp);
    // …and an access token is not a transaction token: the pinned typ refuses it.
    await expect(jwtVerify(userToken, jwks, { issuer: app.config.issuer, typ: 'txntoken+jwt', currentDate: app.clock.now() })).rejects.toThrow(/typ/);

    // Each issuance is audited with the one txn, so the request can be followed through the chain.
    const [gatewayEntry] = (await exchangeLog(gateway.id, 'Success')).filter((e) => e.payload.txn === claims.txn);
    expect(gatewayEntry).toMatchObject({ userId, payload: { issuedTokenType: TXN_TOKEN_TYPE, issuedJti: claims.jti, resource: TRUST_DOMAIN } });
    const [bEntry] = (await exchangeLog(serviceB.id, 'Success')).filter((e) => e.payload.txn === claims.txn);
    expect(bEntry).toMatchObject({ userId, payload: { subjectTokenType: TXN_TOKEN_TYPE, issuedJti: verified.payload.jti, grantedScopes: ['orders:read'] } });
  });

  it('refuses a replacement wider than the token it replaces, and audits the refusal with its txn', async () => {
    const narrow = await gatewayToken({ scope: 'orders:read' });
    const { txn } = decodeClaims(narrow);
    const wider = await tokenRequest(app, serviceB, txnRequest(narrow, { scope: 'orders:read orders:write' }, TXN_TOKEN_TYPE));
    expect(wider.status).toBe(400);
    expect(wider.body).toMatchObject({ error: 'invalid_scope' });

    const changed = await tokenRequest(app, serviceB, txnRequest(narrow, { request_details: b64({ ticker: 'AAPL' }) }, TXN_TOKEN_TYPE));
    expect(changed.status).toBe(400);
    expect(changed.body).toMatchObject({ error: 'invalid_request' });
    const added = await tokenRequest(app, serviceB, txnRequest(narrow, { request_details: b64({ ticker: 'MSFT', price: 1 }) }, TXN_TOKEN_TYPE));
    expect(added.body).toMatchObject({ error: 'invalid_request' });
    const context = await tokenRequest(app, serviceB, txnRequest(narrow, { request_context: b64({ req_ip: '198.51.100.1' }) }, TXN_TOKEN_TYPE));
    expect(context.body).toMatchObject({ error: 'invalid_request' });

    // The first issuance cannot widen the user's own token either.
    const { token: readOnly } = await userAccessToken(app, { userId, audience: resource.indicator, clientId: webAppId, scope: 'orders:read' });
    const beyondUser = await tokenRequest(app, gateway, txnRequest(readOnly, { scope: 'orders:write' }));
    expect(beyondUser.body).toMatchObject({ error: 'invalid_scope' });

    const refused = (await exchangeLog(serviceB.id, 'Error')).filter((e) => e.payload.txn === txn);
    expect(refused.length).toBe(4);
  });

  it('refuses an application without the switch, and the switch on anything but a machine-to-machine application', async () => {
    const off = await createClient(app, { type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: true } });
    const res = await tokenRequest(app, off, txnRequest(userToken));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'unauthorized_client', error_description: 'transaction tokens are not allowed for this application' });
    const replacement = await tokenRequest(app, off, txnRequest(await gatewayToken(), {}, TXN_TOKEN_TYPE));
    expect(replacement.body).toMatchObject({ error: 'unauthorized_client' });

    const web = await app.api('POST', '/applications', { name: 'web', type: 'Traditional', customClientMetadata: { transactionTokens: true } });
    expect(web.status).toBe(400);
    expect(web.body).toMatchObject({ code: 'application.transaction_tokens_not_allowed' });
    const read = await app.api('GET', `/applications/${gateway.id}`);
    expect(read.body.customClientMetadata.transactionTokens).toBe(true);
    const fresh = await createClient(app, { type: 'MachineToMachine' });
    expect((await app.api('GET', `/applications/${fresh.id}`)).body.customClientMetadata.transactionTokens).toBe(false);
  });

  it('refuses another audience than the trust domain', async () => {
    const res = await tokenRequest(app, gateway, txnRequest(userToken, { audience: 'elsewhere.example' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_target' });
  });

  it('refuses an expired transaction token (the clock moved past its exp)', async () => {
    const token = await gatewayToken();
    app.clock.advance(121_000);
    const res = await tokenRequest(app, serviceB, txnRequest(token, {}, TXN_TOKEN_TYPE));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_grant', error_description: 'subject_token has expired' });
  });

  it('is no access token: userinfo refuses it, and so does an ordinary exchange', async () => {
    const { token: fresh } = await userAccessToken(app, { userId, audience: resource.indicator, clientId: webAppId, scope: 'orders:read' });
    const res = await tokenRequest(app, gateway, txnRequest(fresh));
    expect(res.status).toBe(200);
    const txnToken = res.body.access_token as string;
    const me = await fetch(`${app.url}/oidc/me`, { headers: { authorization: `Bearer ${txnToken}` } });
    expect(me.status).toBe(401);
    const introspected = await tokenRequest(app, gateway, { token: txnToken }, { path: '/oidc/token/introspection' });
    expect(introspected.body).toEqual({ active: false });

    const exchanger = await createClient(app, { type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: true } });
    const ordinary = await tokenRequest(app, exchanger, {
      grant_type: TOKEN_EXCHANGE,
      subject_token: txnToken,
      subject_token_type: ACCESS_TOKEN_TYPE,
      resource: resource.indicator,
    });
    expect(ordinary.status).toBe(400);
    expect(ordinary.body).toMatchObject({ error: 'invalid_grant' });

    // Nor is an access token a transaction token to replace, even one shaped like it (aud, txn): its typ is at+jwt.
    const { token: lookalike } = await userAccessToken(app, {
      userId,
      audience: TRUST_DOMAIN,
      clientId: webAppId,
      scope: 'orders:read',
      extra: { txn: 'f0e1d2c3-0000-4000-8000-000000000000' },
    });
    const asTxn = await tokenRequest(app, serviceB, txnRequest(lookalike, {}, TXN_TOKEN_TYPE));
    expect(asTxn.body).toMatchObject({ error: 'invalid_grant' });
  });
});
