// The published contract of the REST front held against what it really does: every route of the
// route table is called on a seeded app, and its status and body are checked against the route's
// entry in /api/openapi.json (documented status, array vs object, required properties, and the
// whole body against the documented schema). Each route is also called without a token and with
// unknown ids, and those error answers must be documented and match the shared error schema.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/rest/routes/index.js';
import type { RestRoute } from '../../src/rest/route.js';
import { newSigningKeyPair } from '../../src/oidc/keys.js';
import { useTestApp, type TestApp } from '../helpers/app.js';
import { createHook } from '../helpers/hooks.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { waitFor } from '../helpers/wait-for.js';
import { createApplication, createResourceScope, createUser } from './organizations-fixtures.js';

type Schema = Record<string, any>;

/** Checks a JSON value against the subset of OpenAPI 3.0 schema our generator emits; returns the problems. */
function check(doc: Schema, schema: Schema, value: unknown, at = '$'): string[] {
  if (schema.$ref) {
    const name = String(schema.$ref).replace('#/components/schemas/', '');
    const target = doc.components.schemas[name];
    if (!target) return [`${at}: dangling ${schema.$ref}`];
    return check(doc, target, value, at);
  }
  if (value === null) return schema.nullable ? [] : [`${at}: null but not nullable`];
  if (schema.allOf) return (schema.allOf as Schema[]).flatMap((part) => check(doc, part, value, at));
  if (schema.enum && !schema.enum.includes(value)) return [`${at}: ${JSON.stringify(value)} not in ${schema.enum.join('|')}`];
  const problems: string[] = [];
  switch (schema.type) {
    case undefined:
      return [];
    case 'array':
      if (!Array.isArray(value)) return [`${at}: expected array, got ${typeof value}`];
      value.forEach((item, i) => problems.push(...check(doc, schema.items ?? {}, item, `${at}[${i}]`)));
      return problems;
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return [`${at}: expected object, got ${Array.isArray(value) ? 'array' : typeof value}`];
      const record = value as Record<string, unknown>;
      for (const key of schema.required ?? []) if (!(key in record)) problems.push(`${at}: missing required ${key}`);
      for (const [key, item] of Object.entries(record)) {
        const property = schema.properties?.[key];
        if (property) problems.push(...check(doc, property, item, `${at}.${key}`));
        else if (schema.additionalProperties === false) problems.push(`${at}: undocumented property ${key}`);
        else if (typeof schema.additionalProperties === 'object') problems.push(...check(doc, schema.additionalProperties, item, `${at}.${key}`));
      }
      return problems;
    }
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at}: expected integer, got ${JSON.stringify(value)}`];
    default:
      return typeof value === schema.type ? [] : [`${at}: expected ${schema.type}, got ${typeof value}`];
  }
}

interface Call {
  path: string;
  body?: unknown;
}

interface World {
  app: TestApp;
  receiver: Receiver;
  user: string;
  user2: string;
  role: string;
  m2mRole: string;
  resource: string;
  scope: string;
  application: string;
  organization: string;
  organizationRole: string;
  /** A MachineToMachine organization role: the only kind an application may hold. */
  organizationM2mRole: string;
  organizationScope: string;
  invitation: string;
  hook: string;
  delivery: string;
}

const suffix = () => randomBytes(4).toString('hex');
const key = (route: Pick<RestRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

async function ok(w: World, method: string, path: string, body?: unknown): Promise<any> {
  const res = await w.app.api(method, path, body);
  if (res.status >= 300) throw new Error(`fixture ${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const newRole = async (w: World, type: 'User' | 'MachineToMachine' = 'User', extra: Record<string, unknown> = {}) =>
  (await ok(w, 'POST', '/roles', { name: `role-${suffix()}`, type, ...extra })).id as string;
const newOrganizationRole = async (w: World, type: 'User' | 'MachineToMachine' = 'User') =>
  (await ok(w, 'POST', '/organization-roles', { name: `orole-${suffix()}`, type })).id as string;

/**
 * How to call each route successfully: its path with ids from the seeded world, and its body.
 * Deleting routes make their own victim so the order of the table does not matter.
 */
const calls: Record<string, (w: World) => Call | Promise<Call>> = {
  'GET /users': () => ({ path: '/users' }),
  'GET /users/:userId': (w) => ({ path: `/users/${w.user}` }),
  'POST /users': () => ({ path: '/users', body: { username: `u_${suffix()}`, name: 'New', primaryEmail: `n${suffix()}@example.com` } }),
  'PATCH /users/:userId': (w) => ({ path: `/users/${w.user}`, body: { name: 'Renamed' } }),
  'PATCH /users/:userId/custom-data': (w) => ({ path: `/users/${w.user}/custom-data`, body: { customData: { plan: 'pro' } } }),
  'GET /users/:userId/custom-data': (w) => ({ path: `/users/${w.user}/custom-data` }),
  'GET /users/:userId/has-password': (w) => ({ path: `/users/${w.user}/has-password` }),
  'POST /users/:userId/password/verify': async (w) => {
    const { id } = await ok(w, 'POST', '/users', { username: `pw_${suffix()}`, password: 'verify me please 1' });
    return { path: `/users/${id}/password/verify`, body: { password: 'verify me please 1' } };
  },
  'GET /users/:userId/all-identities': (w) => ({ path: `/users/${w.user}/all-identities` }),
  'PUT /users/:userId/roles': async (w) => ({ path: `/users/${w.user2}/roles`, body: { roleIds: [await newRole(w)] } }),
  'PUT /applications/:id/roles': async (w) => ({ path: `/applications/${w.application}/roles`, body: { roleIds: [await newRole(w, 'MachineToMachine')] } }),
  'POST /roles/:id/applications': async (w) => ({
    path: `/roles/${await newRole(w, 'MachineToMachine')}/applications`,
    body: { applicationIds: [w.application] },
  }),
  'DELETE /roles/:id/applications/:applicationId': async (w) => {
    const role = await newRole(w, 'MachineToMachine');
    await ok(w, 'POST', `/applications/${w.application}/roles`, { roleIds: [role] });
    return { path: `/roles/${role}/applications/${w.application}` };
  },
  'PATCH /applications/:id/custom-data': (w) => ({ path: `/applications/${w.application}/custom-data`, body: { tier: 'gold' } }),
  'GET /applications/:id/organizations': (w) => ({ path: `/applications/${w.application}/organizations` }),
  'PATCH /resources/:id/is-default': (w) => ({ path: `/resources/${w.resource}/is-default`, body: { isDefault: true } }),
  'GET /resources/:id/claims': (w) => ({ path: `/resources/${w.resource}/claims` }),
  'PUT /resources/:id/claims': (w) => ({ path: `/resources/${w.resource}/claims`, body: [{ claim: 'department', from: 'customData.department' }] }),
  'POST /resources/:id/claims/test': (w) => ({ path: `/resources/${w.resource}/claims/test`, body: { userId: w.user } }),
  'GET /applications/:id/claims': (w) => ({ path: `/applications/${w.application}/claims` }),
  'PUT /applications/:id/claims': (w) => ({ path: `/applications/${w.application}/claims`, body: [{ claim: 'department', from: 'customData.department' }] }),
  'POST /applications/:id/claims/test': (w) => ({ path: `/applications/${w.application}/claims/test`, body: { userId: w.user } }),
  'PATCH /users/:userId/profile': (w) => ({ path: `/users/${w.user}/profile`, body: { profile: { nickname: 'ada' } } }),
  'PATCH /users/:userId/password': (w) => ({ path: `/users/${w.user}/password`, body: { password: 'a long enough passphrase 1' } }),
  'PATCH /users/:userId/is-suspended': (w) => ({ path: `/users/${w.user}/is-suspended`, body: { isSuspended: false } }),
  'PATCH /users/:userId/identifier-verification': async (w) => {
    const { id } = await ok(w, 'POST', '/users', { username: `ev_${suffix()}`, primaryEmail: `ev${suffix()}@example.com` });
    return { path: `/users/${id}/identifier-verification`, body: { identifierType: 'email', verified: false } };
  },
  'DELETE /users/:userId': async (w) => ({ path: `/users/${await createUser(w.app)}` }),

  'GET /logs': () => ({ path: '/logs' }),
  'GET /logs/:id': async (w) => ({ path: `/logs/${(await ok(w, 'GET', '/logs?page_size=1'))[0].id}` }),
  'GET /users/:userId/personal-access-tokens': (w) => ({ path: `/users/${w.user}/personal-access-tokens` }),
  'GET /users/:userId/agent-limits': (w) => ({ path: `/users/${w.user}/agent-limits` }),
  'PUT /users/:userId/agent-limits/:applicationId': (w) => ({ path: `/users/${w.user}/agent-limits/${w.application}`, body: { resources: [] } }),
  'DELETE /users/:userId/agent-limits/:applicationId': async (w) => {
    await ok(w, 'PUT', `/users/${w.user}/agent-limits/${w.application}`, { resources: [] });
    return { path: `/users/${w.user}/agent-limits/${w.application}` };
  },
  // Named application secrets, password expiry, user flags, per-application branding.
  'GET /applications/:id/secrets': async (w) => {
    await ok(w, 'POST', `/applications/${w.application}/secrets`, { name: `s-${suffix()}` });
    return { path: `/applications/${w.application}/secrets` };
  },
  'POST /applications/:id/secrets': (w) => ({
    path: `/applications/${w.application}/secrets`,
    body: { name: `s-${suffix()}`, expiresAt: Date.now() + 86_400_000 },
  }),
  'PATCH /applications/:id/secrets/:name': async (w) => {
    const { name } = await ok(w, 'POST', `/applications/${w.application}/secrets`, { name: `s-${suffix()}` });
    return { path: `/applications/${w.application}/secrets/${name}`, body: { name: `renamed-${suffix()}` } };
  },
  'DELETE /applications/:id/secrets/:name': async (w) => {
    const { name } = await ok(w, 'POST', `/applications/${w.application}/secrets`, { name: `s-${suffix()}` });
    return { path: `/applications/${w.application}/secrets/${name}` };
  },
  'DELETE /applications/:id/legacy-secret': async (w) => ({ path: `/applications/${await createApplication(w.app)}/legacy-secret` }),
  'PATCH /users/:userId/password/expiration': async (w) => ({
    path: `/users/${await createUser(w.app, { password: 'a long enough passphrase 3' })}/password/expiration`,
    body: { isExpired: true },
  }),
  'GET /users/:userId/logto-configs': (w) => ({ path: `/users/${w.user}/logto-configs` }),
  'PATCH /users/:userId/logto-configs': (w) => ({ path: `/users/${w.user}/logto-configs`, body: { mfa: { skipped: true } } }),
  'GET /sign-in-exp/username-policy/case-sensitivity-conflicts': () => ({ path: '/sign-in-exp/username-policy/case-sensitivity-conflicts?limit=5' }),
  'GET /applications/:applicationId/sign-in-experience': async (w) => {
    await ok(w, 'PUT', `/applications/${w.application}/sign-in-experience`, { termsOfUseUrl: null, privacyPolicyUrl: null });
    return { path: `/applications/${w.application}/sign-in-experience` };
  },
  'PUT /applications/:applicationId/sign-in-experience': (w) => ({
    path: `/applications/${w.application}/sign-in-experience`,
    body: { displayName: 'Contract', color: { primaryColor: '#112233' }, termsOfUseUrl: 'https://example.com/terms', privacyPolicyUrl: null },
  }),
  'POST /users/:userId/personal-access-tokens': (w) => ({
    path: `/users/${w.user}/personal-access-tokens`,
    body: { name: `pat-${suffix()}`, expiresAt: Date.now() + 86_400_000 },
  }),
  'GET /configs/oidc/session': () => ({ path: '/configs/oidc/session' }),
  'PATCH /configs/oidc/session': () => ({ path: '/configs/oidc/session', body: { ttl: 1_209_600 } }),
  'GET /configs/id-token': () => ({ path: '/configs/id-token' }),
  'PUT /configs/id-token': () => ({ path: '/configs/id-token', body: { enabledExtendedClaims: ['roles', 'organizations', 'organization_roles'] } }),
  'GET /email-templates': () => ({ path: '/email-templates?languageTag=en' }),
  'PUT /email-templates': () => ({
    path: '/email-templates',
    body: { templates: [{ languageTag: 'en', templateType: 'Generic', details: { subject: 'Your code', content: 'Code: {{code}}' } }] },
  }),
  'DELETE /email-templates': () => ({ path: '/email-templates?languageTag=de' }),
  'GET /email-templates/:id': async (w) => {
    const [template] = await ok(w, 'PUT', '/email-templates', {
      templates: [{ languageTag: 'fr', templateType: 'SignIn', details: { subject: 'Code', content: '{{code}}' } }],
    });
    return { path: `/email-templates/${template.id}` };
  },
  'DELETE /email-templates/:id': async (w) => {
    const [template] = await ok(w, 'PUT', '/email-templates', {
      templates: [{ languageTag: 'es', templateType: 'SignIn', details: { subject: 'Código', content: '{{code}}' } }],
    });
    return { path: `/email-templates/${template.id}` };
  },
  'PATCH /email-templates/:id/details': async (w) => {
    const [template] = await ok(w, 'PUT', '/email-templates', {
      templates: [{ languageTag: 'ja', templateType: 'SignIn', details: { subject: 'Code', content: '{{code}}' } }],
    });
    return { path: `/email-templates/${template.id}/details`, body: { replyTo: 'Support' } };
  },
  'GET /scim-connections': () => ({ path: '/scim-connections' }),
  'POST /scim-connections': () => ({ path: '/scim-connections', body: { name: `scim-${suffix()}` } }),
  'DELETE /scim-connections/:id': async (w) => {
    const { id } = await ok(w, 'POST', '/scim-connections', { name: `scim-${suffix()}` });
    return { path: `/scim-connections/${id}` };
  },
  'GET /message-delivery': () => ({ path: '/message-delivery' }),
  'PUT /message-delivery/email': () => ({
    path: '/message-delivery/email',
    body: { host: 'mail.example.com', port: 587, security: 'StartTls', username: 'mailer', password: 'secret', fromAddress: 'no-reply@example.com' },
  }),
  'DELETE /message-delivery/email': async (w) => {
    await ok(w, 'PUT', '/message-delivery/email', { host: 'mail.example.com', port: 465, security: 'Tls', fromAddress: 'no-reply@example.com' });
    return { path: '/message-delivery/email' };
  },
  'PUT /message-delivery/sms': () => ({
    path: '/message-delivery/sms',
    body: { type: 'Twilio', accountSid: `AC${'0'.repeat(32)}`, authToken: 'token', from: '+15005550006' },
  }),
  'DELETE /message-delivery/sms': async (w) => {
    await ok(w, 'PUT', '/message-delivery/sms', { type: 'Twilio', accountSid: `AC${'0'.repeat(32)}`, authToken: 'token', from: '+15005550006' });
    return { path: '/message-delivery/sms' };
  },
  // Without a delivery set (no network call), the development log takes the message.
  'POST /message-delivery/test': async (w) => {
    await w.app.api('DELETE', '/message-delivery/email');
    return { path: '/message-delivery/test', body: { channel: 'Email', to: 'ops@example.com' } };
  },
  'PUT /captcha-provider': () => ({ path: '/captcha-provider', body: { config: { type: 'Turnstile', siteKey: 'site-key', secretKey: 'secret-key' } } }),
  'GET /captcha-provider': async (w) => {
    await ok(w, 'PUT', '/captcha-provider', { config: { type: 'RecaptchaEnterprise', siteKey: 'site-key', secretKey: 'api-key', projectId: 'contract' } });
    return { path: '/captcha-provider' };
  },
  'DELETE /captcha-provider': async (w) => {
    await ok(w, 'PUT', '/captcha-provider', { config: { type: 'Turnstile', siteKey: 'site-key', secretKey: 'secret-key' } });
    return { path: '/captcha-provider' };
  },
  'POST /subject-tokens': (w) => ({ path: '/subject-tokens', body: { userId: w.user, context: { ticket: 'contract' } } }),
  'PATCH /users/:userId/personal-access-tokens/:name': async (w) => {
    const { name } = await ok(w, 'POST', `/users/${w.user}/personal-access-tokens`, { name: `pat-${suffix()}` });
    return { path: `/users/${w.user}/personal-access-tokens/${name}`, body: { name: `renamed-${suffix()}` } };
  },
  'PATCH /users/:userId/personal-access-tokens': async (w) => {
    const { name } = await ok(w, 'POST', `/users/${w.user}/personal-access-tokens`, { name: `pat-${suffix()}` });
    return { path: `/users/${w.user}/personal-access-tokens`, body: { currentName: name, name: `renamed-${suffix()}` } };
  },
  'POST /users/:userId/personal-access-tokens/delete': async (w) => {
    const { name } = await ok(w, 'POST', `/users/${w.user}/personal-access-tokens`, { name: `pat-${suffix()}` });
    return { path: `/users/${w.user}/personal-access-tokens/delete`, body: { name } };
  },
  'DELETE /users/:userId/personal-access-tokens/:name': async (w) => {
    const { name } = await ok(w, 'POST', `/users/${w.user}/personal-access-tokens`, { name: `pat-${suffix()}` });
    return { path: `/users/${w.user}/personal-access-tokens/${name}` };
  },

  'GET /client-registration/settings': () => ({ path: '/client-registration/settings' }),
  'PATCH /client-registration/settings': () => ({ path: '/client-registration/settings', body: { registrationsPerHour: 20 } }),
  'GET /client-registration/initial-access-tokens': () => ({ path: '/client-registration/initial-access-tokens' }),
  'POST /client-registration/initial-access-tokens': () => ({ path: '/client-registration/initial-access-tokens', body: { name: `iat-${suffix()}` } }),
  'DELETE /client-registration/initial-access-tokens/:id': async (w) => {
    const { id } = await ok(w, 'POST', '/client-registration/initial-access-tokens', { name: `iat-${suffix()}` });
    return { path: `/client-registration/initial-access-tokens/${id}` };
  },

  'GET /roles': () => ({ path: '/roles' }),
  'GET /roles/:id': (w) => ({ path: `/roles/${w.role}` }),
  'POST /roles': (w) => ({ path: '/roles', body: { name: `role-${suffix()}`, description: 'd', scopeIds: [w.scope] } }),
  'PATCH /roles/:id': (w) => ({ path: `/roles/${w.role}`, body: { description: 'changed' } }),
  'DELETE /roles/:id': async (w) => ({ path: `/roles/${await newRole(w)}` }),
  'GET /roles/:id/scopes': (w) => ({ path: `/roles/${w.role}/scopes` }),
  'POST /roles/:id/scopes': async (w) => ({ path: `/roles/${await newRole(w)}/scopes`, body: { scopeIds: [w.scope] } }),
  'DELETE /roles/:id/scopes/:scopeId': async (w) => ({ path: `/roles/${await newRole(w, 'User', { scopeIds: [w.scope] })}/scopes/${w.scope}` }),
  'GET /roles/:id/users': (w) => ({ path: `/roles/${w.role}/users` }),
  'POST /roles/:id/users': (w) => ({ path: `/roles/${w.role}/users`, body: { userIds: [w.user2] } }),
  'DELETE /roles/:id/users/:userId': async (w) => {
    const role = await newRole(w);
    await ok(w, 'POST', `/roles/${role}/users`, { userIds: [w.user] });
    return { path: `/roles/${role}/users/${w.user}` };
  },
  'GET /roles/:id/applications': async (w) => {
    const role = await newRole(w, 'MachineToMachine');
    await ok(w, 'POST', `/applications/${w.application}/roles`, { roleIds: [role] });
    return { path: `/roles/${role}/applications` };
  },
  'GET /users/:userId/roles': (w) => ({ path: `/users/${w.user}/roles` }),
  'POST /users/:userId/roles': async (w) => ({ path: `/users/${w.user2}/roles`, body: { roleIds: [await newRole(w)] } }),
  'DELETE /users/:userId/roles/:roleId': async (w) => {
    const role = await newRole(w);
    await ok(w, 'POST', `/users/${w.user}/roles`, { roleIds: [role] });
    return { path: `/users/${w.user}/roles/${role}` };
  },
  'GET /applications/:id/roles': (w) => ({ path: `/applications/${w.application}/roles` }),
  'POST /applications/:id/roles': async (w) => ({ path: `/applications/${w.application}/roles`, body: { roleIds: [await newRole(w, 'MachineToMachine')] } }),
  'DELETE /applications/:id/roles/:roleId': async (w) => {
    const role = await newRole(w, 'MachineToMachine');
    await ok(w, 'POST', `/applications/${w.application}/roles`, { roleIds: [role] });
    return { path: `/applications/${w.application}/roles/${role}` };
  },

  'GET /resources': () => ({ path: '/resources' }),
  'GET /resources/:id': (w) => ({ path: `/resources/${w.resource}` }),
  'POST /resources': () => ({ path: '/resources', body: { name: 'Contract API', indicator: `https://contract-${suffix()}.example.com` } }),
  'PATCH /resources/:id': (w) => ({ path: `/resources/${w.resource}`, body: { name: 'Renamed API' } }),
  'DELETE /resources/:id': async (w) => ({ path: `/resources/${(await createResourceScope(w.app, 'doomed')).resourceId}` }),
  'GET /resources/:resourceId/scopes': (w) => ({ path: `/resources/${w.resource}/scopes` }),
  'POST /resources/:resourceId/scopes': (w) => ({ path: `/resources/${w.resource}/scopes`, body: { name: `s:${suffix()}`, description: 'd' } }),
  'PATCH /resources/:resourceId/scopes/:scopeId': (w) => ({ path: `/resources/${w.resource}/scopes/${w.scope}`, body: { description: 'changed' } }),
  'DELETE /resources/:resourceId/scopes/:scopeId': async (w) => {
    const scope = await ok(w, 'POST', `/resources/${w.resource}/scopes`, { name: `gone:${suffix()}` });
    return { path: `/resources/${w.resource}/scopes/${scope.id}` };
  },

  'GET /applications': () => ({ path: '/applications' }),
  'GET /applications/:id': (w) => ({ path: `/applications/${w.application}` }),
  'GET /applications/:id/backchannel-logout-logs': (w) => ({ path: `/applications/${w.application}/backchannel-logout-logs` }),
  'POST /applications': () => ({
    path: '/applications',
    body: { name: 'Contract app', type: 'Traditional', oidcClientMetadata: { redirectUris: ['https://example.com/cb'], postLogoutRedirectUris: [] } },
  }),
  'PATCH /applications/:id': (w) => ({ path: `/applications/${w.application}`, body: { description: 'changed' } }),
  'DELETE /applications/:id': async (w) => ({ path: `/applications/${await createApplication(w.app)}` }),
  'POST /applications/:id/secret': (w) => ({ path: `/applications/${w.application}/secret` }),

  'GET /organizations': () => ({ path: '/organizations' }),
  'POST /organizations': () => ({ path: '/organizations', body: { name: `org ${suffix()}`, customData: { tier: 1 } } }),
  'GET /organizations/:id': (w) => ({ path: `/organizations/${w.organization}` }),
  'PATCH /organizations/:id': (w) => ({ path: `/organizations/${w.organization}`, body: { description: 'changed' } }),
  'DELETE /organizations/:id': async (w) => ({ path: `/organizations/${(await ok(w, 'POST', '/organizations', { name: 'doomed' })).id}` }),
  'GET /organizations/:id/users': (w) => ({ path: `/organizations/${w.organization}/users` }),
  'POST /organizations/:id/users': (w) => ({ path: `/organizations/${w.organization}/users`, body: { userIds: [w.user2] } }),
  'PUT /organizations/:id/users': (w) => ({ path: `/organizations/${w.organization}/users`, body: { userIds: [w.user, w.user2] } }),
  'DELETE /organizations/:id/users/:userId': async (w) => {
    const user = await createUser(w.app);
    await ok(w, 'POST', `/organizations/${w.organization}/users`, { userIds: [user] });
    return { path: `/organizations/${w.organization}/users/${user}` };
  },
  'GET /organizations/:id/users/:userId/roles': (w) => ({ path: `/organizations/${w.organization}/users/${w.user}/roles` }),
  'POST /organizations/:id/users/:userId/roles': async (w) => ({
    path: `/organizations/${w.organization}/users/${w.user}/roles`,
    body: { organizationRoleIds: [await newOrganizationRole(w)] },
  }),
  'PUT /organizations/:id/users/:userId/roles': (w) => ({
    path: `/organizations/${w.organization}/users/${w.user2}/roles`,
    body: { organizationRoleIds: [w.organizationRole] },
  }),
  'DELETE /organizations/:id/users/:userId/roles/:organizationRoleId': async (w) => {
    const role = await newOrganizationRole(w);
    await ok(w, 'POST', `/organizations/${w.organization}/users/${w.user}/roles`, { organizationRoleIds: [role] });
    return { path: `/organizations/${w.organization}/users/${w.user}/roles/${role}` };
  },
  'GET /organizations/:id/applications': (w) => ({ path: `/organizations/${w.organization}/applications` }),
  'POST /organizations/:id/applications': async (w) => ({
    path: `/organizations/${w.organization}/applications`,
    body: { applicationIds: [await createApplication(w.app)] },
  }),
  'PUT /organizations/:id/applications': (w) => ({ path: `/organizations/${w.organization}/applications`, body: { applicationIds: [w.application] } }),
  'DELETE /organizations/:id/applications/:applicationId': async (w) => {
    const application = await createApplication(w.app);
    await ok(w, 'POST', `/organizations/${w.organization}/applications`, { applicationIds: [application] });
    return { path: `/organizations/${w.organization}/applications/${application}` };
  },
  'GET /organizations/:id/applications/:applicationId/roles': (w) => ({ path: `/organizations/${w.organization}/applications/${w.application}/roles` }),
  'POST /organizations/:id/applications/:applicationId/roles': async (w) => ({
    path: `/organizations/${w.organization}/applications/${w.application}/roles`,
    body: { organizationRoleIds: [await newOrganizationRole(w, 'MachineToMachine')] },
  }),
  'PUT /organizations/:id/applications/:applicationId/roles': (w) => ({
    path: `/organizations/${w.organization}/applications/${w.application}/roles`,
    body: { organizationRoleIds: [w.organizationM2mRole] },
  }),
  'DELETE /organizations/:id/applications/:applicationId/roles/:organizationRoleId': async (w) => {
    const role = await newOrganizationRole(w, 'MachineToMachine');
    await ok(w, 'POST', `/organizations/${w.organization}/applications/${w.application}/roles`, { organizationRoleIds: [role] });
    return { path: `/organizations/${w.organization}/applications/${w.application}/roles/${role}` };
  },
  'GET /organizations/:id/jit/email-domains': (w) => ({ path: `/organizations/${w.organization}/jit/email-domains` }),
  'PUT /organizations/:id/jit/email-domains': (w) => ({ path: `/organizations/${w.organization}/jit/email-domains`, body: { emailDomains: ['example.com'] } }),
  'POST /organizations/:id/jit/email-domains': (w) => ({
    path: `/organizations/${w.organization}/jit/email-domains`,
    body: { emailDomain: `d${suffix()}.example.org` },
  }),
  'DELETE /organizations/:id/jit/email-domains/:emailDomain': async (w) => {
    const domain = `gone${suffix()}.example.org`;
    await ok(w, 'POST', `/organizations/${w.organization}/jit/email-domains`, { emailDomain: domain });
    return { path: `/organizations/${w.organization}/jit/email-domains/${domain}` };
  },
  'GET /organizations/:id/jit/sso-connectors': (w) => ({ path: `/organizations/${w.organization}/jit/sso-connectors` }),
  'POST /organizations/:id/jit/sso-connectors': async (w) => ({
    path: `/organizations/${w.organization}/jit/sso-connectors`,
    body: { ssoConnectorIds: [(await ok(w, 'POST', '/sso-connectors', { providerName: 'SAML', connectorName: `sso-${suffix()}` })).id] },
  }),
  'PUT /organizations/:id/jit/sso-connectors': (w) => ({ path: `/organizations/${w.organization}/jit/sso-connectors`, body: { ssoConnectorIds: [] } }),
  'DELETE /organizations/:id/jit/sso-connectors/:ssoConnectorId': async (w) => {
    const { id } = await ok(w, 'POST', '/sso-connectors', { providerName: 'SAML', connectorName: `sso-${suffix()}` });
    await ok(w, 'POST', `/organizations/${w.organization}/jit/sso-connectors`, { ssoConnectorIds: [id] });
    return { path: `/organizations/${w.organization}/jit/sso-connectors/${id}` };
  },
  'GET /organizations/:id/jit/roles': (w) => ({ path: `/organizations/${w.organization}/jit/roles` }),
  'POST /organizations/:id/jit/roles': async (w) => ({
    path: `/organizations/${w.organization}/jit/roles`,
    body: { organizationRoleIds: [await newOrganizationRole(w)] },
  }),
  'PUT /organizations/:id/jit/roles': (w) => ({ path: `/organizations/${w.organization}/jit/roles`, body: { organizationRoleIds: [w.organizationRole] } }),
  'DELETE /organizations/:id/jit/roles/:organizationRoleId': async (w) => {
    const role = await newOrganizationRole(w);
    await ok(w, 'POST', `/organizations/${w.organization}/jit/roles`, { organizationRoleIds: [role] });
    return { path: `/organizations/${w.organization}/jit/roles/${role}` };
  },
  'GET /users/:userId/organizations': (w) => ({ path: `/users/${w.user}/organizations` }),
  'POST /organizations/:id/users/roles': async (w) => ({
    path: `/organizations/${w.organization}/users/roles`,
    body: { userIds: [w.user], organizationRoleIds: [await newOrganizationRole(w)] },
  }),
  'POST /organizations/:id/applications/roles': async (w) => ({
    path: `/organizations/${w.organization}/applications/roles`,
    body: { applicationIds: [w.application], organizationRoleIds: [await newOrganizationRole(w, 'MachineToMachine')] },
  }),
  'GET /organizations/:id/users/:userId/scopes': (w) => ({ path: `/organizations/${w.organization}/users/${w.user}/scopes` }),
  'POST /organization-invitations/:id/message': (w) => ({ path: `/organization-invitations/${w.invitation}/message`, body: { link: 'https://example.com/i' } }),
  'POST /sign-in-exp/default/check-password': () => ({ path: '/sign-in-exp/default/check-password', body: { password: 'short' } }),

  'GET /organization-roles': () => ({ path: '/organization-roles' }),
  'POST /organization-roles': (w) => ({
    path: '/organization-roles',
    body: { name: `orole-${suffix()}`, organizationScopeIds: [w.organizationScope], resourceScopeIds: [w.scope] },
  }),
  'GET /organization-roles/:id': (w) => ({ path: `/organization-roles/${w.organizationRole}` }),
  'PATCH /organization-roles/:id': (w) => ({ path: `/organization-roles/${w.organizationRole}`, body: { description: 'changed' } }),
  'DELETE /organization-roles/:id': async (w) => ({ path: `/organization-roles/${await newOrganizationRole(w)}` }),
  'GET /organization-roles/:id/scopes': (w) => ({ path: `/organization-roles/${w.organizationRole}/scopes` }),
  'POST /organization-roles/:id/scopes': (w) => ({
    path: `/organization-roles/${w.organizationRole}/scopes`,
    body: { organizationScopeIds: [w.organizationScope] },
  }),
  'PUT /organization-roles/:id/scopes': (w) => ({
    path: `/organization-roles/${w.organizationRole}/scopes`,
    body: { organizationScopeIds: [w.organizationScope] },
  }),
  'DELETE /organization-roles/:id/scopes/:organizationScopeId': async (w) => {
    const role = await newOrganizationRole(w);
    await ok(w, 'POST', `/organization-roles/${role}/scopes`, { organizationScopeIds: [w.organizationScope] });
    return { path: `/organization-roles/${role}/scopes/${w.organizationScope}` };
  },
  'GET /organization-roles/:id/resource-scopes': (w) => ({ path: `/organization-roles/${w.organizationRole}/resource-scopes` }),
  'POST /organization-roles/:id/resource-scopes': (w) => ({ path: `/organization-roles/${w.organizationRole}/resource-scopes`, body: { scopeIds: [w.scope] } }),
  'PUT /organization-roles/:id/resource-scopes': (w) => ({ path: `/organization-roles/${w.organizationRole}/resource-scopes`, body: { scopeIds: [w.scope] } }),
  'DELETE /organization-roles/:id/resource-scopes/:scopeId': async (w) => {
    const role = await newOrganizationRole(w);
    await ok(w, 'POST', `/organization-roles/${role}/resource-scopes`, { scopeIds: [w.scope] });
    return { path: `/organization-roles/${role}/resource-scopes/${w.scope}` };
  },
  'GET /organization-scopes': () => ({ path: '/organization-scopes' }),
  'POST /organization-scopes': () => ({ path: '/organization-scopes', body: { name: `oscope-${suffix()}`, description: 'd' } }),
  'GET /organization-scopes/:id': (w) => ({ path: `/organization-scopes/${w.organizationScope}` }),
  'PATCH /organization-scopes/:id': (w) => ({ path: `/organization-scopes/${w.organizationScope}`, body: { description: 'changed' } }),
  'DELETE /organization-scopes/:id': async (w) => ({
    path: `/organization-scopes/${(await ok(w, 'POST', '/organization-scopes', { name: `gone-${suffix()}` })).id}`,
  }),

  'GET /organization-invitations': () => ({ path: '/organization-invitations' }),
  'POST /organization-invitations': (w) => ({
    path: '/organization-invitations',
    body: {
      organizationId: w.organization,
      invitee: `i${suffix()}@example.com`,
      expiresAt: Date.now() + 86_400_000,
      organizationRoleIds: [w.organizationRole],
    },
  }),
  'GET /organization-invitations/:id': (w) => ({ path: `/organization-invitations/${w.invitation}` }),
  'PUT /organization-invitations/:id/status': async (w) => ({ path: `/organization-invitations/${(await invite(w)).id}/status`, body: { status: 'Revoked' } }),
  'DELETE /organization-invitations/:id': async (w) => ({ path: `/organization-invitations/${(await invite(w)).id}` }),

  'GET /hooks': () => ({ path: '/hooks' }),
  'GET /hooks/:id': (w) => ({ path: `/hooks/${w.hook}` }),
  'POST /hooks': (w) => ({ path: '/hooks', body: { name: 'contract hook', events: ['Role.Created'], config: { url: w.receiver.url } } }),
  'PATCH /hooks/:id': (w) => ({ path: `/hooks/${w.hook}`, body: { name: 'renamed hook' } }),
  'DELETE /hooks/:id': async (w) => ({ path: `/hooks/${(await createHook(w.app, w.receiver, ['Role.Deleted'])).id}` }),
  'PATCH /hooks/:id/signing-key': (w) => ({ path: `/hooks/${w.hook}/signing-key` }),
  'POST /hooks/:id/test': (w) => ({ path: `/hooks/${w.hook}/test`, body: { events: ['User.Created'], config: { url: w.receiver.url } } }),
  'GET /hooks/:id/recent-logs': (w) => ({ path: `/hooks/${w.hook}/recent-logs` }),
  'POST /hooks/:id/deliveries/:deliveryId/redeliver': (w) => ({ path: `/hooks/${w.hook}/deliveries/${w.delivery}/redeliver` }),

  'GET /token-exchange/audit': () => ({ path: '/token-exchange/audit' }),
  'GET /sign-in-exp': () => ({ path: '/sign-in-exp' }),
  'PATCH /sign-in-exp': () => ({ path: '/sign-in-exp', body: {} }),

  'GET /configs/oidc/:keyType': () => ({ path: '/configs/oidc/private-keys' }),
  'POST /configs/oidc/:keyType/rotate': () => ({ path: '/configs/oidc/private-keys/rotate' }),
  'DELETE /configs/oidc/:keyType/:keyId': async (w) => ({ path: `/configs/oidc/private-keys/${await olderSigningKey(w)}` }),

  'GET /sso-connector-providers': () => ({ path: '/sso-connector-providers' }),
  'GET /sso-connectors': async (w) => {
    await ok(w, 'POST', '/sso-connectors', { providerName: 'SAML', connectorName: `sso-${suffix()}` });
    return { path: '/sso-connectors' };
  },
  'POST /sso-connectors': () => ({ path: '/sso-connectors', body: { providerName: 'SAML', connectorName: `sso-${suffix()}` } }),
  'GET /sso-connectors/:id': async (w) => ({
    path: `/sso-connectors/${(await ok(w, 'POST', '/sso-connectors', { providerName: 'SAML', connectorName: `sso-${suffix()}` })).id}`,
  }),
  'PATCH /sso-connectors/:id': async (w) => ({
    path: `/sso-connectors/${(await ok(w, 'POST', '/sso-connectors', { providerName: 'SAML', connectorName: `sso-${suffix()}` })).id}`,
    body: { syncProfile: true },
  }),
  'DELETE /sso-connectors/:id': async (w) => ({
    path: `/sso-connectors/${(await ok(w, 'POST', '/sso-connectors', { providerName: 'SAML', connectorName: `sso-${suffix()}` })).id}`,
  }),
  'GET /saml-applications': async (w) => {
    await ok(w, 'POST', '/saml-applications', { name: `saml-${suffix()}` });
    return { path: '/saml-applications' };
  },
  'POST /saml-applications': () => ({ path: '/saml-applications', body: { name: `saml-${suffix()}` } }),
  'GET /saml-applications/:id': async (w) => ({ path: `/saml-applications/${(await ok(w, 'POST', '/saml-applications', { name: `saml-${suffix()}` })).id}` }),
  'PATCH /saml-applications/:id': async (w) => ({
    path: `/saml-applications/${(await ok(w, 'POST', '/saml-applications', { name: `saml-${suffix()}` })).id}`,
    body: { description: 'changed' },
  }),
  'DELETE /saml-applications/:id': async (w) => ({
    path: `/saml-applications/${(await ok(w, 'POST', '/saml-applications', { name: `saml-${suffix()}` })).id}`,
  }),
  'GET /saml-applications/:id/secrets': async (w) => ({
    path: `/saml-applications/${(await ok(w, 'POST', '/saml-applications', { name: `saml-${suffix()}` })).id}/secrets`,
  }),
  'POST /saml-applications/:id/secrets': async (w) => ({
    path: `/saml-applications/${(await ok(w, 'POST', '/saml-applications', { name: `saml-${suffix()}` })).id}/secrets`,
    body: { lifeSpanInYears: 1 },
  }),
  'PATCH /saml-applications/:id/secrets/:secretId': async (w) => {
    const { id } = await ok(w, 'POST', '/saml-applications', { name: `saml-${suffix()}` });
    const secret = await ok(w, 'POST', `/saml-applications/${id}/secrets`, { lifeSpanInYears: 1 });
    return { path: `/saml-applications/${id}/secrets/${secret.id}`, body: { active: true } };
  },
  'DELETE /saml-applications/:id/secrets/:secretId': async (w) => {
    const { id } = await ok(w, 'POST', '/saml-applications', { name: `saml-${suffix()}` });
    const secret = await ok(w, 'POST', `/saml-applications/${id}/secrets`, { lifeSpanInYears: 1 });
    return { path: `/saml-applications/${id}/secrets/${secret.id}` };
  },
  'GET /connector-factories': () => ({ path: '/connector-factories' }),
  'GET /connector-factories/:id': () => ({ path: '/connector-factories/oidc' }),
  'GET /connectors': () => ({ path: '/connectors' }),
  'POST /connectors': () => ({ path: '/connectors', body: connectorBody() }),
  'GET /connectors/:id': async (w) => ({ path: `/connectors/${(await ok(w, 'POST', '/connectors', connectorBody())).id}` }),
  'PATCH /connectors/:id': async (w) => ({ path: `/connectors/${(await ok(w, 'POST', '/connectors', connectorBody())).id}`, body: { syncProfile: true } }),
  'GET /users/:userId/identities/:target': async (w) => {
    await ok(w, 'PUT', `/users/${w.user}/identities/contract`, { userId: 'contract-sub' });
    return { path: `/users/${w.user}/identities/contract` };
  },
  'PUT /users/:userId/identities/:target': (w) => ({ path: `/users/${w.user}/identities/contract-put`, body: { userId: `sub-${suffix()}` } }),
  'DELETE /users/:userId/identities/:target': async (w) => {
    await ok(w, 'PUT', `/users/${w.user2}/identities/contract-del`, { userId: `sub-${suffix()}` });
    return { path: `/users/${w.user2}/identities/contract-del` };
  },
  'DELETE /connectors/:id': async (w) => ({ path: `/connectors/${(await ok(w, 'POST', '/connectors', connectorBody())).id}` }),
  'GET /users/:userId/sso-identities/:ssoConnectorId': async (w) => {
    const connector = (await ok(w, 'POST', '/sso-connectors', { providerName: 'SAML', connectorName: `sso-${suffix()}` })).id as string;
    // The row a SAML sign-in through the connector leaves.
    await w.app.running.services.db
      .insertInto('user_sso_identities')
      .values({
        id: `ssoid-${suffix()}`,
        user_id: w.user,
        sso_connector_id: connector,
        issuer: 'https://idp.example.com',
        identity_id: 'contract-name-id',
        detail: '{}',
      })
      .execute();
    return { path: `/users/${w.user}/sso-identities/${connector}` };
  },
  'GET /users/:userId/mfa-verifications': (w) => ({ path: `/users/${w.user}/mfa-verifications` }),
  // A user of its own: one TOTP per user.
  'POST /users/:userId/mfa-verifications': async (w) => ({ path: `/users/${await createUser(w.app)}/mfa-verifications`, body: { type: 'Totp' } }),
  'DELETE /users/:userId/mfa-verifications/:verificationId': async (w) => {
    // An enrolment as the Account API leaves it (the fixed id of one made before enrolment ids).
    await w.app.running.services.db
      .updateTable('users')
      .set({ mfa: JSON.stringify({ totpSecret: 'JBSWY3DPEHPK3PXP' }) } as never)
      .where('id', '=', w.user2)
      .execute();
    return { path: `/users/${w.user2}/mfa-verifications/totp` };
  },
  'GET /users/:userId/sessions': async (w) => {
    await contractSession(w);
    return { path: `/users/${w.user}/sessions` };
  },
  'GET /users/:userId/sessions/:sessionId': async (w) => ({ path: `/users/${w.user}/sessions/${await contractSession(w)}` }),
  'DELETE /users/:userId/sessions/:sessionId': async (w) => ({ path: `/users/${w.user}/sessions/${await contractSession(w)}` }),
  'GET /users/:userId/grants': async (w) => {
    await contractGrant(w);
    return { path: `/users/${w.user}/grants` };
  },
  'DELETE /users/:userId/grants/:grantId': async (w) => ({ path: `/users/${w.user}/grants/${await contractGrant(w)}` }),
  'GET /applications/:applicationId/access-control': (w) => ({ path: `/applications/${w.application}/access-control` }),
  'PUT /applications/:applicationId/access-control': (w) => ({
    path: `/applications/${w.application}/access-control`,
    body: {
      enabled: false,
      userIds: [w.user],
      userRoleIds: [w.role],
      organizationIds: [w.organization],
      organizationRoleRules: [{ organizationId: w.organization, organizationRoleIds: [w.organizationRole] }],
    },
  }),
  // Third-party consent: each call on a fresh third-party application with one consent scope of
  // each kind and the seeded user's consent to the seeded organization.
  'GET /applications/:applicationId/user-consent-scopes': async (w) => ({ path: `/applications/${await thirdParty(w)}/user-consent-scopes` }),
  'POST /applications/:applicationId/user-consent-scopes': async (w) => ({
    path: `/applications/${await thirdParty(w)}/user-consent-scopes`,
    body: { userScopes: ['email'], resourceScopes: [w.scope], organizationScopes: [w.organizationScope] },
  }),
  'DELETE /applications/:applicationId/user-consent-scopes/:scopeType/:scopeId': async (w) => ({
    path: `/applications/${await thirdParty(w)}/user-consent-scopes/user-scopes/profile`,
  }),
  'GET /applications/:id/users/:userId/consent-organizations': async (w) => ({
    path: `/applications/${await thirdParty(w)}/users/${w.user}/consent-organizations`,
  }),
  'PUT /applications/:id/users/:userId/consent-organizations': async (w) => ({
    path: `/applications/${await thirdParty(w)}/users/${w.user}/consent-organizations`,
    body: { organizationIds: [w.organization] },
  }),
  'POST /applications/:id/users/:userId/consent-organizations': async (w) => ({
    path: `/applications/${await thirdParty(w)}/users/${w.user}/consent-organizations`,
    body: { organizationIds: [w.organization] },
  }),
  'DELETE /applications/:id/users/:userId/consent-organizations/:organizationId': async (w) => ({
    path: `/applications/${await thirdParty(w)}/users/${w.user}/consent-organizations/${w.organization}`,
  }),
};

async function thirdParty(w: World): Promise<string> {
  const id = (await ok(w, 'POST', '/applications', { name: `partner-${suffix()}`, type: 'Traditional', isThirdParty: true })).id as string;
  await ok(w, 'POST', `/applications/${id}/user-consent-scopes`, {
    userScopes: ['profile'],
    resourceScopes: [w.scope],
    organizationScopes: [w.organizationScope],
  });
  await ok(w, 'POST', `/applications/${id}/users/${w.user}/consent-organizations`, { organizationIds: [w.organization] });
  return id;
}

/** A grant of the seeded user to the seeded application, through a fresh session, as a sign-in leaves the rows. */
async function contractGrant(w: World): Promise<string> {
  const id = `grant${suffix()}`;
  await w.app.running.services.db
    .insertInto('oidc_grants')
    .values({
      id,
      client_id: w.application,
      user_id: w.user,
      session_id: await contractSession(w),
      scope: 'openid',
      resources: '[]',
      nonce: null,
      auth_time: new Date(),
    })
    .execute();
  return id;
}

/** A sign-in session of the seeded user, as a sign-in leaves the row. */
async function contractSession(w: World): Promise<string> {
  const id = `sess${suffix()}`;
  await w.app.running.services.db
    .insertInto('sessions')
    .values({ id, user_id: w.user, expires_at: new Date(Date.now() + 3_600_000), secret_digest: randomBytes(32) })
    .execute();
  return id;
}

const connectorBody = () => ({
  connectorId: 'oidc',
  config: { issuer: 'https://idp.example.com', clientId: 'c', clientSecret: 's' },
  metadata: { target: `t-${suffix()}` },
});

/**
 * An active signing key older than the current one, to delete. Not made by rotating: a second
 * rotation would retire the key the cached admin token is signed with.
 */
async function olderSigningKey(w: World): Promise<string> {
  const key = await newSigningKeyPair();
  await w.app.running.services.db
    .insertInto('signing_keys')
    .values({
      id: key.kid,
      alg: key.alg,
      private_key: JSON.stringify(key.privateJwk),
      public_jwk: JSON.stringify(key.publicJwk),
      created_at: new Date(0),
      retired_at: null,
    })
    .execute();
  return key.kid;
}

/** Routes this test cannot call generically, with the reason. Keep it short. */
const notExercised: Record<string, string> = {
  ...Object.fromEntries(
    [
      'GET /applications/:id/protected-app-metadata/custom-domains',
      'POST /applications/:id/protected-app-metadata/custom-domains',
      'DELETE /applications/:id/protected-app-metadata/custom-domains/:domain',
      'POST /sign-in-exp/default/custom-ui-assets',
    ].map((route) => [route, 'always refused (501, not a Tessera feature); test/compat/compat-records.test.ts and the contract test hold the refusal']),
  ),
  'POST /users/:userId/identities': 'needs an authorization code from a running upstream provider; test/connectors/identities-management.test.ts calls it',
  'POST /connectors/:id/test-sign-in': 'needs a running upstream provider (its discovery); test/connectors/connector-test-sign-in.test.ts calls it',
  'POST /sso-connectors/:id/test-sign-in':
    "needs an identity provider's settings (metadata or discovery); test/connectors/connector-test-sign-in.test.ts calls it",
};

/** Lists the seeded world leaves empty, so only their envelope (an array) is checked. */
const mayBeEmpty: Record<string, string> = {
  'GET /token-exchange/audit': 'seeding a token exchange needs the OIDC flow; test/oidc covers the event rows',
  'GET /connectors': 'the table may call it before any connector is made; test/connectors covers its items',
  'GET /applications/:id/backchannel-logout-logs': 'seeding one needs a signed-in session ended; test/oidc/backchannel-logout.test.ts covers its items',
};

const invite = (w: World) =>
  ok(w, 'POST', '/organization-invitations', { organizationId: w.organization, invitee: `i${suffix()}@example.com`, expiresAt: Date.now() + 86_400_000 });

const app = useTestApp({ env: { WEBHOOK_POLL_MS: '100' } });
let receiver: Receiver;
let world: World;
let doc: Schema;

beforeAll(async () => {
  receiver = await startReceiver();
  const w = { app, receiver } as World;
  w.user = await createUser(app, { name: 'Ada' });
  w.user2 = await createUser(app);
  const seeded = await createResourceScope(app, 'contract:read');
  w.resource = seeded.resourceId;
  w.scope = seeded.scopeId;
  w.role = await newRole(w, 'User', { scopeIds: [w.scope] });
  await ok(w, 'POST', `/roles/${w.role}/users`, { userIds: [w.user] });
  w.m2mRole = await newRole(w, 'MachineToMachine');
  w.application = await createApplication(app);
  await ok(w, 'POST', `/applications/${w.application}/roles`, { roleIds: [w.m2mRole] });
  w.organization = (await ok(w, 'POST', '/organizations', { name: 'Contract org' })).id;
  w.organizationScope = (await ok(w, 'POST', '/organization-scopes', { name: `oscope-${suffix()}` })).id;
  w.organizationRole = (
    await ok(w, 'POST', '/organization-roles', { name: 'member', organizationScopeIds: [w.organizationScope], resourceScopeIds: [w.scope] })
  ).id;
  await ok(w, 'POST', `/organizations/${w.organization}/users`, { userIds: [w.user] });
  await ok(w, 'POST', `/organizations/${w.organization}/users/${w.user}/roles`, { organizationRoleIds: [w.organizationRole] });
  await ok(w, 'POST', `/organizations/${w.organization}/applications`, { applicationIds: [w.application] });
  w.organizationM2mRole = await newOrganizationRole(w, 'MachineToMachine');
  await ok(w, 'POST', `/organizations/${w.organization}/applications/${w.application}/roles`, { organizationRoleIds: [w.organizationM2mRole] });
  await ok(w, 'POST', `/organizations/${w.organization}/jit/email-domains`, { emailDomain: 'seed.example.com' });
  await ok(w, 'POST', `/organizations/${w.organization}/jit/roles`, { organizationRoleIds: [w.organizationRole] });
  w.invitation = (await invite(w)).id;
  // A hook with one delivered event, so recent-logs has rows and redelivery has a delivery.
  w.hook = (await createHook(app, receiver, ['User.Created'])).id;
  await createUser(app);
  await receiver.waitFor((all) => all.some((r) => r.json?.hookId === w.hook));
  w.delivery = await waitFor(async () => (await ok(w, 'GET', `/hooks/${w.hook}/recent-logs`))[0]?.deliveryId as string | undefined, {
    intervalMs: 50,
    what: 'a delivery log of the hook',
  });
  world = w;
  doc = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as Schema;
});
afterAll(async () => {
  await receiver?.close();
});

const openPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operationOf = (route: RestRoute) => doc.paths[openPath(route.path)]?.[route.method.toLowerCase()];

/** The documented response for a status, or a reason it does not fit. */
function documentedBody(route: RestRoute, status: number, body: unknown): string[] {
  const operation = operationOf(route);
  if (!operation) return [`${key(route)}: not in the document`];
  const declared = operation.responses?.[status];
  const response = declared?.$ref ? doc.components.responses[String(declared.$ref).replace('#/components/responses/', '')] : declared;
  if (!response) return [`${key(route)}: status ${status} not documented (documented: ${Object.keys(operation.responses ?? {}).join(', ')})`];
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return body === undefined ? [] : [`${key(route)}: ${status} documents no body but one was sent`];
  if (body === undefined) return [`${key(route)}: ${status} documents a body but none was sent`];
  return check(doc, schema, body).map((p) => `${key(route)} ${status}: ${p}`);
}

describe('the OpenAPI document against the running REST front', () => {
  it('has a call or a stated reason for every route, and no stale entries', () => {
    const all = routes.map(key);
    const missing = all.filter((k) => !calls[k] && !notExercised[k]);
    expect(missing, 'routes without a contract call').toEqual([]);
    expect(
      Object.keys(calls).filter((k) => !all.includes(k)),
      'calls for routes that no longer exist',
    ).toEqual([]);
  });

  it('documents every route with its success status, and error responses with the shared error schema', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const operation = operationOf(route);
      if (!operation) {
        problems.push(`${key(route)}: not in the document`);
        continue;
      }
      if (!operation.responses?.[route.status]) problems.push(`${key(route)}: success status ${route.status} not documented`);
      for (const status of ['400', '401', '403', '404', '422']) {
        const response = operation.responses?.[status];
        const ref = response?.$ref ?? response?.content?.['application/json']?.schema?.$ref;
        if (!response) problems.push(`${key(route)}: ${status} not documented`);
        else if (ref !== '#/components/responses/Error' && ref !== '#/components/schemas/Error')
          problems.push(`${key(route)}: ${status} does not use the shared error schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers every route with the documented status and a body of the documented shape', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const make = calls[key(route)];
      if (!make) continue;
      const call = await make(world);
      const res = await app.api(route.method, call.path, call.body);
      if (res.status >= 300) {
        problems.push(`${key(route)}: call failed with ${res.status} ${JSON.stringify(res.body)}`);
        continue;
      }
      problems.push(...documentedBody(route, res.status, res.body));
      if (route.list && Array.isArray(res.body) && res.body.length === 0 && !mayBeEmpty[key(route)]) {
        problems.push(`${key(route)}: empty list, so its items were not checked; seed one`);
      }
    }
    expect(problems).toEqual([]);
    // A few hundred requests in a row: on a loaded machine they need more than the default 30 s.
  }, 120_000);

  it('answers without a token and with unknown ids as documented, with the shared error body', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const make = calls[key(route)];
      if (!make) continue;
      const call = await make(world);
      const anonymous = await fetch(`${app.url}/api${call.path}`, {
        method: route.method,
        headers: { 'content-type': 'application/json' },
        ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
      });
      problems.push(...documentedBody(route, anonymous.status, await anonymous.json()));
      if (!route.path.includes(':')) continue;
      const unknown = await app.api(route.method, route.path.replace(/:\w+/g, 'unknown0id'), call.body);
      if (unknown.status < 400 || unknown.status >= 500) problems.push(`${key(route)}: unknown ids answered ${unknown.status}`);
      problems.push(...documentedBody(route, unknown.status, unknown.body));
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
