// A seeded Tessera for the compatibility contract: one of each entity the Management API's
// in-scope operations name in their paths, made through the REST front itself.
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../helpers/app.js';
import { createHook } from '../helpers/hooks.js';
import type { Receiver } from '../helpers/receiver.js';
import { waitFor } from '../helpers/wait-for.js';
import { createApplication, createResourceScope, createUser } from '../api/organizations-fixtures.js';

export interface World {
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
}

export const suffix = () => randomBytes(4).toString('hex');

export async function ok(w: Pick<World, 'app'>, method: string, path: string, body?: unknown): Promise<any> {
  const res = await w.app.api(method, path, body);
  if (res.status >= 300) throw new Error(`fixture ${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const newRole = async (w: World, type: 'User' | 'MachineToMachine' = 'User', extra: Record<string, unknown> = {}) =>
  (await ok(w, 'POST', '/roles', { name: `role-${suffix()}`, type, ...extra })).id as string;
export const newOrganizationRole = async (w: World, type: 'User' | 'MachineToMachine' = 'User') =>
  (await ok(w, 'POST', '/organization-roles', { name: `orole-${suffix()}`, type })).id as string;
export const invite = (w: World) =>
  ok(w, 'POST', '/organization-invitations', {
    organizationId: w.organization,
    invitee: `i${suffix()}@example.com`,
    expiresAt: Date.now() + 86_400_000,
    messagePayload: false,
  });

export async function seedWorld(app: TestApp, receiver: Receiver): Promise<World> {
  const w = { app, receiver } as World;
  w.user = await createUser(app, { name: 'Ada', primaryEmail: `ada${suffix()}@example.com` });
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
    await ok(w, 'POST', '/organization-roles', { name: `member-${suffix()}`, organizationScopeIds: [w.organizationScope], resourceScopeIds: [w.scope] })
  ).id;
  await ok(w, 'POST', `/organizations/${w.organization}/users`, { userIds: [w.user] });
  await ok(w, 'POST', `/organizations/${w.organization}/users/${w.user}/roles`, { organizationRoleIds: [w.organizationRole] });
  await ok(w, 'POST', `/organizations/${w.organization}/applications`, { applicationIds: [w.application] });
  w.organizationM2mRole = await newOrganizationRole(w, 'MachineToMachine');
  await ok(w, 'POST', `/organizations/${w.organization}/applications/${w.application}/roles`, { organizationRoleIds: [w.organizationM2mRole] });
  w.invitation = (await invite(w)).id;
  // A hook with one delivered event, so its recent logs have a row.
  w.hook = (await createHook(app, receiver, ['User.Created'])).id;
  await createUser(app);
  await receiver.waitFor((all) => all.some((r) => r.json?.hookId === w.hook));
  await waitFor(async () => (await ok(w, 'GET', `/hooks/${w.hook}/recent-logs`)).length > 0, { intervalMs: 50, what: 'a delivery log of the hook' });
  return w;
}
