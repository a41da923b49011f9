// SSO just-in-time provisioning: an organization lists enterprise SSO connectors (Logto's
// /api/organizations/:id/jit/sso-connectors, and GraphQL); a user whose first sign-in through one
// registers or links joins each listing organization with its JIT default roles, and
// Organization.Membership.Updated reaches a real receiver. Later sign-ins of the same identity
// provision nothing (as Logto: a member an administrator removed stays removed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createHook, expectSigned, outboxRows } from '../helpers/hooks.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { startIdp } from './helpers/saml-idp.js';
import { samlSignIn } from './helpers/saml-sign-in.js';
import { enableSingleSignOn } from './helpers/offer.js';

let app: TestApp;
let idp: Awaited<ReturnType<typeof startIdp>>;
let receiver: Receiver;
let web: TestClient;
let connectorId: string;

/** A call that must succeed (with `status` when given: creations differ, 200 or 201, as in Logto). */
const ok = async (method: string, path: string, body?: unknown, status?: number) => {
  const res = await app.api(method, path, body);
  if (status) expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
  else expect([200, 201], `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
  return res.body;
};

beforeAll(async () => {
  idp = await startIdp();
  receiver = await startReceiver();
  app = await startTestApp({ env: { WEBHOOK_POLL_MS: '100' } });
  // Single sign-on is offered explicitly: it is off until an administrator turns it on (docs/security.md).
  await enableSingleSignOn(app);
  await createHook(app, receiver, ['Organization.Membership.Updated', 'PostSignIn', 'PostRegister']);
  web = await createClient(app, 'Traditional');
  connectorId = (
    await ok('POST', '/sso-connectors', { providerName: 'SAML', connectorName: 'Acme Okta', domains: ['acme.test'], config: { metadata: idp.metadata } })
  ).id;
});
afterAll(async () => {
  await app?.stop();
  await idp?.close();
  await receiver?.close();
});

describe('Management API: /organizations/:id/jit/sso-connectors', () => {
  it('adds (201), lists, replaces (204) and removes (204) connectors, as Logto does', async () => {
    const org = await ok('POST', '/organizations', { name: 'Listing' });
    const path = `/organizations/${org.id}/jit/sso-connectors`;
    const oidc = await ok('POST', '/sso-connectors', {
      providerName: 'OIDC',
      connectorName: 'Acme Entra',
      config: { issuer: 'https://login.example.test', clientId: 'c', clientSecret: 'never shown again' },
    });
    expect(await ok('GET', path)).toEqual([]);

    const added = await ok('POST', path, { ssoConnectorIds: [connectorId, oidc.id, connectorId] }, 201);
    expect(added.map((c: any) => c.id).sort()).toEqual([connectorId, oidc.id].sort());
    const listed = await app.api('GET', path);
    expect(listed.body.map((c: any) => c.connectorName)).toEqual(['Acme Entra', 'Acme Okta']);
    expect(listed.body[1]).toMatchObject({ id: connectorId, providerName: 'SAML', domains: ['acme.test'] });
    expect(JSON.stringify(listed.body)).not.toContain('never shown again');

    expect((await app.api('PUT', path, { ssoConnectorIds: [oidc.id] })).status).toBe(204);
    expect((await ok('GET', path)).map((c: any) => c.id)).toEqual([oidc.id]);
    expect((await app.api('DELETE', `${path}/${oidc.id}`)).status).toBe(204);
    expect(await ok('GET', path)).toEqual([]);

    // Deleting a connector ends the rules that name it.
    await ok('POST', path, { ssoConnectorIds: [oidc.id] }, 201);
    expect((await app.api('DELETE', `/sso-connectors/${oidc.id}`)).status).toBe(204);
    expect(await ok('GET', path)).toEqual([]);
  });

  it('refuses unknown connectors (422), an empty add (400), a connector not listed (404), an unknown organization (404)', async () => {
    const org = await ok('POST', '/organizations', { name: 'Refusals' });
    const path = `/organizations/${org.id}/jit/sso-connectors`;
    const unknown = await app.api('POST', path, { ssoConnectorIds: [connectorId, 'no-such-connector'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ code: 'entity.relation_foreign_key_not_found', data: { ids: ['no-such-connector'] } });
    expect((await app.api('PUT', path, { ssoConnectorIds: ['no-such-connector'] })).status).toBe(422);
    expect(await ok('GET', path)).toEqual([]);
    expect((await app.api('POST', path, { ssoConnectorIds: [] })).status).toBe(400);
    expect((await app.api('POST', path, { ssoConnectorIds: 'not a list' })).status).toBe(400);
    expect((await app.api('DELETE', `${path}/${connectorId}`)).status).toBe(404);
    expect((await app.api('GET', '/organizations/no-such-org/jit/sso-connectors')).status).toBe(404);
    expect((await app.api('POST', '/organizations/no-such-org/jit/sso-connectors', { ssoConnectorIds: [connectorId] })).status).toBe(404);
  });

  it('over GraphQL: the query and the mutations, with userErrors', async () => {
    const org = await ok('POST', '/organizations', { name: 'GraphQL' });
    const added = await app.graphql(
      `mutation($id: ID!, $ids: [ID!]!) { addOrganizationJitSsoConnectors(id: $id, ssoConnectorIds: $ids) { ssoConnectors { id connectorName } userErrors { code field } } }`,
      { id: org.id, ids: [connectorId] },
    );
    expect(added.data.addOrganizationJitSsoConnectors).toEqual({ ssoConnectors: [{ id: connectorId, connectorName: 'Acme Okta' }], userErrors: [] });
    const listed = await app.graphql(`query($id: ID!) { organizationJitSsoConnectors(id: $id) { id } }`, { id: org.id });
    expect(listed.data.organizationJitSsoConnectors).toEqual([{ id: connectorId }]);
    const refused = await app.graphql(
      `mutation($id: ID!, $ids: [ID!]!) { replaceOrganizationJitSsoConnectors(id: $id, ssoConnectorIds: $ids) { ssoConnectors { id } userErrors { code field } } }`,
      { id: org.id, ids: ['nope'] },
    );
    expect(refused.data.replaceOrganizationJitSsoConnectors).toEqual({
      ssoConnectors: null,
      userErrors: [{ code: 'entity.relation_foreign_key_not_found', field: ['ssoConnectorIds'] }],
    });
    const removed = await app.graphql(
      `mutation($id: ID!, $c: ID!) { removeOrganizationJitSsoConnector(id: $id, ssoConnectorId: $c) { ssoConnectors { id } userErrors { code } } }`,
      { id: org.id, c: connectorId },
    );
    expect(removed.data.removeOrganizationJitSsoConnector).toEqual({ ssoConnectors: [], userErrors: [] });
  });
});

describe('provisioning on SAML sign-in', () => {
  let acme: { id: string };
  let beta: { id: string };
  let gamma: { id: string };
  let member: { id: string };

  const memberships = (userId: string) => receiver.ofEvent('Organization.Membership.Updated').filter((e) => e.json.addedUserIds?.includes(userId));
  const orgsOf = async (userId: string) => ((await ok('GET', `/users/${userId}/organizations`)) as any[]).map((o) => o.id).sort();
  const signIns = (userId: string) => receiver.ofEvent('PostSignIn').filter((e) => e.json.userId === userId).length;

  beforeAll(async () => {
    acme = await ok('POST', '/organizations', { name: 'Acme' });
    beta = await ok('POST', '/organizations', { name: 'Beta' });
    gamma = await ok('POST', '/organizations', { name: 'Gamma (not listing the connector)' });
    member = await ok('POST', '/organization-roles', { name: 'member' });
    await ok('POST', `/organizations/${acme.id}/jit/sso-connectors`, { ssoConnectorIds: [connectorId] }, 201);
    await ok('POST', `/organizations/${beta.id}/jit/sso-connectors`, { ssoConnectorIds: [connectorId] }, 201);
    await ok('POST', `/organizations/${acme.id}/jit/roles`, { organizationRoleIds: [member.id] }, 201);
    // Acme also provisions by email domain: the registering user joins it once, one event.
    await app.api('PUT', `/organizations/${acme.id}/jit/email-domains`, { emailDomains: ['acme.test'] });
    expect(await app.api('PUT', `/organizations/${gamma.id}/jit/email-domains`, { emailDomains: ['gamma.test', 'not a domain'] })).toMatchObject({
      status: 400,
      body: { code: 'guard.invalid_input', message: 'not a domain is not a valid email domain', data: { field: ['emailDomains'] } },
    });
  });

  it('a first sign-in that registers joins every listing organization with its JIT roles; Organization.Membership.Updated per organization', async () => {
    const { redirectTo } = await samlSignIn(app, idp, web, connectorId, { nameId: 'okta-dave', email: 'dave@acme.test', name: 'Dave' });
    expect(redirectTo!.searchParams.get('code')).toBeTruthy();
    // A registering first sign-in completes with PostRegister (one per registration), not PostSignIn.
    await receiver.waitFor((all) => all.some((e) => e.json?.event === 'PostRegister'));
    const dave = receiver.ofEvent('PostRegister')[0]!.json.userId as string;
    await receiver.waitFor(() => memberships(dave).length === 2);
    const events = memberships(dave).map((e) => e.json);
    expect(events.map((e) => e.organizationId).sort()).toEqual([acme.id, beta.id].sort());
    for (const e of events) {
      expect(e).toMatchObject({ event: 'Organization.Membership.Updated', addedUserIds: [dave] });
      expect(e).not.toHaveProperty('removedUserIds');
      expect(e).not.toHaveProperty('addedApplicationIds');
    }
    expectSigned(receiver.ofEvent('Organization.Membership.Updated'));
    expect(await orgsOf(dave)).toEqual([acme.id, beta.id].sort());
    expect((await ok('GET', `/organizations/${acme.id}/users/${dave}/roles`)).map((r: any) => r.name)).toEqual(['member']);
    expect(await ok('GET', `/organizations/${beta.id}/users/${dave}/roles`)).toEqual([]);
    // The membership and its events are one commit: the outbox holds exactly these two.
    const outbox = await app.running.services.db
      .selectFrom('hook_deliveries')
      .select(['payload'])
      .where('event', '=', 'Organization.Membership.Updated')
      .execute();
    expect(outbox.filter((r) => JSON.stringify(r.payload).includes(dave))).toHaveLength(2);

    // Later sign-ins of the same identity provision nothing, even after an administrator
    // removed the member: that decision stands.
    expect((await app.api('DELETE', `/organizations/${beta.id}/users/${dave}`)).status).toBe(204);
    await receiver.waitFor(() => receiver.ofEvent('Organization.Membership.Updated').some((e) => e.json.removedUserIds?.includes(dave)));
    const again = await samlSignIn(app, idp, web, connectorId, { nameId: 'okta-dave', email: 'dave@acme.test' });
    expect(again.redirectTo!.searchParams.get('code')).toBeTruthy();
    await receiver.waitFor(() => signIns(dave) === 1);
    // The sign-in wrote its events to the outbox in the transaction that completed it, before it
    // answered: no membership event among them.
    const added = (await outboxRows(app)).filter((r) => r.event === 'Organization.Membership.Updated' && (r.payload as any).addedUserIds?.includes(dave));
    expect(added).toHaveLength(2);
    expect(memberships(dave)).toHaveLength(2);
    expect(await orgsOf(dave)).toEqual([acme.id]);
  });

  it('an existing account linked on its first SSO sign-in joins the listing organizations too', async () => {
    const erin = await ok('POST', '/users', { primaryEmail: 'erin@acme.test', name: 'Erin' });
    expect(await orgsOf(erin.id)).toEqual([]);
    const { redirectTo } = await samlSignIn(app, idp, web, connectorId, { nameId: 'okta-erin', email: 'erin@acme.test' });
    expect(redirectTo).toBeDefined();
    await receiver.waitFor(() => memberships(erin.id).length === 2);
    expect(await orgsOf(erin.id)).toEqual([acme.id, beta.id].sort());
    expect(await orgsOf(erin.id)).not.toContain(gamma.id);
    expect((await ok('GET', `/organizations/${acme.id}/users/${erin.id}/roles`)).map((r: any) => r.name)).toEqual(['member']);
  });

  it('a refused sign-in provisions nothing (an account with a password is not linked)', async () => {
    const pat = await ok('POST', '/users', { primaryEmail: 'pat@acme.test', password: 'pat has a passphrase 1' });
    const { verified } = await samlSignIn(app, idp, web, connectorId, { nameId: 'okta-pat', email: 'pat@acme.test' });
    expect(verified.status).toBe(422);
    expect(await orgsOf(pat.id)).toEqual([]);
  });
});
