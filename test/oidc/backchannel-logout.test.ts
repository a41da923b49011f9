// OpenID Connect Back-Channel Logout 1.0 (issue 45 §3): every way a session ends POSTs a logout
// token to each application signed in to through it that registered a backchannelLogoutUri,
// through the webhook outbox (the same dispatcher, retries and attempt log). A real receiver on
// 127.0.0.1 gets the form posts; each token is verified with jose against our JWKS.
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { fastRetries } from '../helpers/hooks.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';
import { Browser } from '../experience/helpers/browser.js';
import { JsonClient } from '../experience/helpers/json-client.js';
import { startSmtp, type TestSmtp } from '../experience/helpers/smtp.js';

const EVENT = 'http://schemas.openid.net/event/backchannel-logout';

let app: TestApp;
let smtp: TestSmtp;
let receiver: Receiver;
/** Wants `sid` in its logout tokens. */
let withSid: TestClient;
/** Takes `sub` alone (backchannelLogoutSessionRequired false). */
let subOnly: TestClient;
/** Signed in to, without a back-channel logout URI. */
let noSetting: TestClient;
/** Has a back-channel logout URI, but is never signed in to. */
let notInSession: TestClient;

beforeAll(async () => {
  smtp = await startSmtp();
  receiver = await startReceiver();
  // One attempt per round and a short schedule, so a failed delivery's next round comes soon.
  app = await startTestApp({ env: { ...fastRetries, WEBHOOK_IMMEDIATE_RETRIES: '0', SMTP_URL: smtp.url } });
  withSid = await createClient(app, 'Traditional');
  subOnly = await createClient(app, 'Traditional');
  noSetting = await createClient(app, 'Traditional');
  notInSession = await createClient(app, 'Traditional');
  await setBackchannel(withSid, true);
  await setBackchannel(subOnly, false);
  await setBackchannel(notInSession, true);
});
afterAll(async () => {
  await app?.stop();
  await receiver?.close();
  await smtp?.stop();
});

async function setBackchannel(client: TestClient, sessionRequired: boolean) {
  const res = await app.api('PATCH', `/applications/${client.clientId}`, {
    oidcClientMetadata: { backchannelLogoutUri: `${receiver.url}/${client.clientId}`, backchannelLogoutSessionRequired: sessionRequired },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

interface SignedIn {
  user: TestUser;
  sid: string;
  jar: Awaited<ReturnType<typeof signInAndGetTokens>>['jar'];
  idToken: string;
}

/** A new user signed in to `withSid`, `subOnly` and `noSetting` in one browser session. */
async function signedInEverywhere(): Promise<SignedIn> {
  const user = await createUser(app);
  const first = await signInAndGetTokens(app, { ...withSid, username: user.username, password: user.password, scope: 'openid' });
  for (const client of [subOnly, noSetting]) {
    await signInAndGetTokens(app, { ...client, username: user.username, password: user.password, scope: 'openid', jar: first.jar });
  }
  const sid = decodeJwt(first.id_token!).sid as string;
  return { user, sid, jar: first.jar, idToken: first.id_token! };
}

/** The logout tokens received for a user, each verified against our JWKS as a receiver must (§2.6). */
async function tokensFor(userId: string, count: number): Promise<Array<{ token: string; claims: JWTPayload; contentType: string }>> {
  const ofUser = (all: Receiver['received']) => all.filter((r) => decodeJwt(tokenOf(r.body)).sub === userId);
  const received = ofUser(await receiver.waitFor((all) => ofUser(all).length >= count));
  const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
  return Promise.all(
    received.map(async (r) => {
      const token = tokenOf(r.body);
      const audience = decodeJwt(token).aud as string;
      const { payload, protectedHeader } = await jwtVerify(token, jwks, { issuer: `${app.url}/oidc`, audience, typ: 'logout+jwt' });
      expect(protectedHeader.typ).toBe('logout+jwt');
      return { token, claims: payload, contentType: r.headers['content-type']! };
    }),
  );
}

function tokenOf(body: string): string {
  const token = new URLSearchParams(body).get('logout_token');
  if (!token) throw new Error(`no logout_token in ${body}`);
  return token;
}

/** Outbox rows of back-channel logouts queued for an application (written with the session's end). */
async function queuedFor(client: TestClient): Promise<number> {
  const rows = await app.running.services.db.selectFrom('hook_deliveries').select('id').where('application_id', '=', client.clientId).execute();
  return rows.length;
}

/** Every back-channel logout of this user delivered, one per application with the setting: nothing more. */
async function expectLogoutsFor(signedIn: SignedIn) {
  const tokens = await tokensFor(signedIn.user.id, 2);
  expect(tokens).toHaveLength(2);
  const byAudience = new Map(tokens.map((t) => [t.claims.aud, t]));
  expect([...byAudience.keys()].sort()).toEqual([withSid.clientId, subOnly.clientId].sort());
  return { withSid: byAudience.get(withSid.clientId)!, subOnly: byAudience.get(subOnly.clientId)! };
}

describe('discovery', () => {
  it('announces back-channel and front-channel logout, with sessions', async () => {
    const metadata = await (await fetch(`${app.url}/oidc/.well-known/openid-configuration`)).json();
    expect(metadata).toMatchObject({
      backchannel_logout_supported: true,
      backchannel_logout_session_supported: true,
      frontchannel_logout_supported: true,
      frontchannel_logout_session_supported: true,
    });
  });
});

describe('settings', () => {
  const patch = (client: TestClient, oidcClientMetadata: Record<string, unknown>) =>
    app.api('PATCH', `/applications/${client.clientId}`, { oidcClientMetadata });

  it('are refused unless absolute, without a fragment, https or http to this machine, and not for machine-to-machine applications', async () => {
    const client = await createClient(app, 'Traditional');
    for (const [field, uri] of [
      ['backchannelLogoutUri', 'https://rp.example.com/logout#top'],
      ['backchannelLogoutUri', '/logout'],
      ['backchannelLogoutUri', 'ftp://rp.example.com/logout'],
      ['backchannelLogoutUri', 'http://rp.example.com/logout'],
      ['frontchannelLogoutUri', 'https://rp.example.com/logout#top'],
      ['frontchannelLogoutUri', 'javascript:alert(1)'],
      ['frontchannelLogoutUri', `https://rp.example.com/${'x'.repeat(2100)}`],
    ] as const) {
      const res = await patch(client, { [field]: uri });
      expect(res.status, `${field} ${uri}`).toBe(400);
      const kind = field === 'backchannelLogoutUri' ? 'backchannel' : 'frontchannel';
      expect(res.body.code).toBe(`application.invalid_${kind}_logout_uri`);
      expect(res.body.data.field).toEqual(['oidcClientMetadata', field]);
    }
    // Front-channel: the scheme, host and port of a registered redirect URI (§2).
    const elsewhere = await patch(client, { frontchannelLogoutUri: 'https://other.example.com/logout' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toMatch(/redirect URI/);
    const m2m = await createClient(app, 'MachineToMachine');
    const refused = await patch(m2m, { backchannelLogoutUri: 'https://rp.example.com/logout' });
    expect(refused.body.code).toBe('application.logout_uri_not_allowed');
    // Nothing was saved by the refusals. REST leaves an unset backchannelLogoutUri out, as the
    // compatible API does (its type has no null); GraphQL answers null.
    const stored = (await app.api('GET', `/applications/${client.clientId}`)).body.oidcClientMetadata;
    expect(stored).not.toHaveProperty('backchannelLogoutUri');
    expect(stored.frontchannelLogoutUri).toBeNull();
  });

  it('are saved, shown, kept by unrelated changes and cleared, through REST and GraphQL', async () => {
    const client = await createClient(app, 'Traditional');
    const origin = new URL(client.redirectUri).origin;
    const set = await patch(client, {
      backchannelLogoutUri: 'https://rp.example.com/backchannel?tenant=1',
      backchannelLogoutSessionRequired: true,
      frontchannelLogoutUri: `${origin}/frontchannel`,
      frontchannelLogoutSessionRequired: true,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.oidcClientMetadata).toMatchObject({
      backchannelLogoutUri: 'https://rp.example.com/backchannel?tenant=1',
      backchannelLogoutSessionRequired: true,
      frontchannelLogoutUri: `${origin}/frontchannel`,
      frontchannelLogoutSessionRequired: true,
    });
    // A change of other fields keeps them; a redirect URI change that strands the front-channel URI is refused.
    expect((await app.api('PATCH', `/applications/${client.clientId}`, { name: 'renamed' })).body.oidcClientMetadata.backchannelLogoutSessionRequired).toBe(
      true,
    );
    const stranded = await patch(client, { redirectUris: ['https://elsewhere.example.com/cb'] });
    expect(stranded.body.code).toBe('application.invalid_frontchannel_logout_uri');

    const cleared = await app.graphql(
      `mutation($id: ID!) { updateApplication(id: $id, input: { oidcClientMetadata: { backchannelLogoutUri: null, frontchannelLogoutUri: "" } }) {
        application { oidcClientMetadata { backchannelLogoutUri backchannelLogoutSessionRequired frontchannelLogoutUri } } userErrors { code field } } }`,
      { id: client.clientId },
    );
    expect(cleared.data.updateApplication).toEqual({
      application: { oidcClientMetadata: { backchannelLogoutUri: null, backchannelLogoutSessionRequired: true, frontchannelLogoutUri: null } },
      userErrors: [],
    });
    const refused = await app.graphql(
      `mutation($id: ID!) { updateApplication(id: $id, input: { oidcClientMetadata: { backchannelLogoutUri: "https://rp.example.com/#x" } }) {
        application { id } userErrors { code field } } }`,
      { id: client.clientId },
    );
    expect(refused.data.updateApplication.userErrors).toEqual([
      { code: 'application.invalid_backchannel_logout_uri', field: ['oidcClientMetadata', 'backchannelLogoutUri'] },
    ]);
  });
});

describe('sign-out at the end-session endpoint', () => {
  it('sends each application of the session a signed logout token, with sid when it asked for it, and none to the others', async () => {
    const before = { noSetting: await queuedFor(noSetting), notInSession: await queuedFor(notInSession) };
    const signedIn = await signedInEverywhere();
    const end = new URL(`${app.url}/oidc/session/end`);
    end.search = new URLSearchParams({ id_token_hint: signedIn.idToken, post_logout_redirect_uri: withSid.postLogoutRedirectUri }).toString();
    const res = await signedIn.jar.fetch(end);
    expect(res.status).toBe(303);

    const tokens = await expectLogoutsFor(signedIn);
    for (const { claims, contentType } of Object.values(tokens)) {
      expect(contentType).toBe('application/x-www-form-urlencoded');
      expect(claims.sub).toBe(signedIn.user.id);
      expect(claims.events).toEqual({ [EVENT]: {} });
      expect(claims).not.toHaveProperty('nonce');
      expect(typeof claims.jti).toBe('string');
      // Short-lived (§2.4): two minutes.
      expect(claims.exp! - claims.iat!).toBe(120);
    }
    expect(tokens.withSid.claims.sid).toBe(signedIn.sid);
    expect(tokens.subOnly.claims).not.toHaveProperty('sid');
    expect(tokens.withSid.claims.jti).not.toBe(tokens.subOnly.claims.jti);

    // Written in the session end's transaction: none for the application without the setting, nor
    // for the one never signed in to in this session.
    expect(await queuedFor(noSetting)).toBe(before.noSetting);
    expect(await queuedFor(notInSession)).toBe(before.notInSession);
  });
});

describe('other ends of a session', () => {
  it('a new sign-in in the same browser replacing the session', async () => {
    const signedIn = await signedInEverywhere();
    const { user } = signedIn;
    const again = await signInAndGetTokens(app, {
      ...withSid,
      username: user.username,
      password: user.password,
      scope: 'openid',
      jar: signedIn.jar,
      authorizationParams: { prompt: 'login' },
    });
    expect(decodeJwt(again.id_token!).sid).not.toBe(signedIn.sid);
    expect((await expectLogoutsFor(signedIn)).withSid.claims.sid).toBe(signedIn.sid);
  });

  it('an administrator ending the session', async () => {
    const signedIn = await signedInEverywhere();
    const res = await app.api('DELETE', `/users/${signedIn.user.id}/sessions/${signedIn.sid}`);
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect((await expectLogoutsFor(signedIn)).withSid.claims.sid).toBe(signedIn.sid);
  });

  it('an administrator setting the password', async () => {
    const signedIn = await signedInEverywhere();
    const res = await app.api('PATCH', `/users/${signedIn.user.id}/password`, { password: 'set by the admin 1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await expectLogoutsFor(signedIn)).withSid.claims.sid).toBe(signedIn.sid);
  });

  it('a password reset through forgot-password', async () => {
    const signedIn = await signedInEverywhere();
    const browser = new Browser(app.url);
    const resetPage = await browser.submit(await browser.get('/forgot-password'), { identifier: signedIn.user.email });
    const done = await browser.submit(resetPage, { code: await smtp.nextCode(signedIn.user.email), password: 'reset by the owner 1' });
    expect(done.text).toContain('Password changed');
    expect((await expectLogoutsFor(signedIn)).withSid.claims.sid).toBe(signedIn.sid);
  });

  it('a password change through the Account API: the other sessions, not the one that made it', async () => {
    const signedIn = await signedInEverywhere();
    const { user } = signedIn;
    const owner = await signInAndGetTokens(app, { ...withSid, username: user.username, password: user.password, resource: `${app.url}/me` });
    const ownerSid = decodeJwt(owner.access_token).sid as string;
    const changed = await new JsonClient(app.url, owner.access_token).call('POST', '/api/my-account/password', {
      currentPassword: user.password,
      password: 'changed by the owner 1',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(204);
    expect((await expectLogoutsFor(signedIn)).withSid.claims.sid).toBe(signedIn.sid);
    // Queued in the change's transaction, so the outbox is conclusive: nothing for the owner's session.
    const queued = await app.running.services.db.selectFrom('hook_deliveries').select('payload').where('application_id', '=', withSid.clientId).execute();
    const forOwner = queued.filter((row) => row.payload.sid === ownerSid);
    expect(forOwner).toHaveLength(0);
    expect(queued.some((row) => row.payload.sid === signedIn.sid)).toBe(true);
  });

  it('suspension', async () => {
    const signedIn = await signedInEverywhere();
    const res = await app.api('PATCH', `/users/${signedIn.user.id}/is-suspended`, { isSuspended: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await expectLogoutsFor(signedIn)).withSid.claims.sid).toBe(signedIn.sid);
  });

  it('deletion', async () => {
    const signedIn = await signedInEverywhere();
    const res = await app.api('DELETE', `/users/${signedIn.user.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect((await expectLogoutsFor(signedIn)).withSid.claims.sid).toBe(signedIn.sid);
  });

  it('a failed change ends nothing and queues nothing', async () => {
    const signedIn = await signedInEverywhere();
    const before = await queuedFor(withSid);
    // Too short for the password policy: the change rolls back, and its logouts with it.
    const res = await app.api('PATCH', `/users/${signedIn.user.id}/password`, { password: 'x' });
    expect(res.status).toBe(422);
    expect(await queuedFor(withSid)).toBe(before);
  });
});

describe('delivery', () => {
  it('is retried after the receiver fails once, with a fresh token, and every attempt is logged', async () => {
    const signedIn = await signedInEverywhere();
    let failed = false;
    receiver.answer = (r) => {
      const claims = decodeJwt(tokenOf(r.body));
      if (!failed && claims.sub === signedIn.user.id && claims.aud === withSid.clientId) {
        failed = true;
        // The clock moves on before the next round: its token is minted then, on the app's clock.
        app.clock.advance(60_000);
        return { status: 503, body: 'down for a moment' };
      }
      return { status: 200, body: 'ok' };
    };
    try {
      expect((await app.api('DELETE', `/users/${signedIn.user.id}/sessions/${signedIn.sid}`)).status).toBe(204);
      const tokens = (await tokensFor(signedIn.user.id, 3)).filter((t) => t.claims.aud === withSid.clientId);
      expect(tokens).toHaveLength(2);
      const [first, second] = tokens as [(typeof tokens)[number], (typeof tokens)[number]];
      expect(second.claims.jti).not.toBe(first.claims.jti);
      expect(second.claims.iat! - first.claims.iat!).toBeGreaterThanOrEqual(60);
      expect(second.claims.sid).toBe(signedIn.sid);

      // The application's own log (REST and GraphQL), newest first; never in a hook's.
      const logs = await app.api('GET', `/applications/${withSid.clientId}/backchannel-logout-logs?page_size=100`);
      expect(logs.status, JSON.stringify(logs.body)).toBe(200);
      const mine = (logs.body as Array<Record<string, unknown>>).filter((l) => l.sid === signedIn.sid);
      expect(mine.map((l) => [l.result, l.statusCode, l.attempt, l.sub])).toEqual([
        ['success', 200, 2, signedIn.user.id],
        ['failed', 503, 1, signedIn.user.id],
      ]);
      expect(mine[1]!.responseExcerpt).toBe('down for a moment');
      const failed = await app.graphql(
        `query($id: ID!) { applicationBackchannelLogoutLogs(id: $id, result: failed, first: 100) { nodes { sid statusCode error } } }`,
        { id: withSid.clientId },
      );
      expect(failed.data.applicationBackchannelLogoutLogs.nodes.filter((n: { sid: string }) => n.sid === signedIn.sid)).toEqual([
        { sid: signedIn.sid, statusCode: 503, error: 'receiver answered 503' },
      ]);
      const hookRows = await app.running.services.db
        .selectFrom('hook_delivery_attempts')
        .select('id')
        .where('hook_id', 'is', null)
        .where('application_id', 'is', null)
        .execute();
      expect(hookRows).toHaveLength(0);
    } finally {
      receiver.answer = () => ({ status: 200, body: 'ok' });
    }
  });

  it('a replayed logout token is recognised by its jti (the receiver-side check of docs/oidc.md)', async () => {
    const signedIn = await signedInEverywhere();
    expect((await app.api('DELETE', `/users/${signedIn.user.id}/sessions/${signedIn.sid}`)).status).toBe(204);
    const { token } = (await tokensFor(signedIn.user.id, 2))[0]!;
    // The receiver keeps the jtis it accepted until their tokens expire, and refuses them again.
    const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
    const seen = new Set<string>();
    const accept = async (logoutToken: string) => {
      const { payload } = await jwtVerify(logoutToken, jwks, { issuer: `${app.url}/oidc`, typ: 'logout+jwt', audience: decodeJwt(logoutToken).aud as string });
      if (!payload.jti || seen.has(payload.jti)) return false;
      seen.add(payload.jti);
      return true;
    };
    expect(await accept(token)).toBe(true);
    expect(await accept(token)).toBe(false);
  });
});
