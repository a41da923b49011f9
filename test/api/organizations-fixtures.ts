// Fixtures the organization tests need from other areas. They use the REST API when the area
// is served, and otherwise write the row directly (the directory routes live in another branch).
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../helpers/app.js';

const suffix = () => randomBytes(4).toString('hex');

export async function createUser(app: TestApp, fields: Record<string, unknown> = {}): Promise<string> {
  const res = await app.api('POST', '/users', { username: `u_${suffix()}`, ...fields });
  if (res.status !== 200 && res.status !== 201) throw new Error(`user fixture: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

export async function createApplication(app: TestApp, type: 'Native' | 'SPA' | 'Traditional' | 'MachineToMachine' = 'MachineToMachine'): Promise<string> {
  const name = `app ${suffix()}`;
  const res = await app.api('POST', '/applications', {
    name,
    type,
    oidcClientMetadata: { redirectUris: type === 'MachineToMachine' ? [] : ['https://example.com/cb'], postLogoutRedirectUris: [] },
  });
  if (res.status === 200 || res.status === 201) return res.body.id as string;
  const id = `app${suffix()}${suffix()}`;
  await app.running.services.db
    .insertInto('applications')
    .values({ id, name, type, redirect_uris: '[]', post_logout_redirect_uris: '[]', custom_client_metadata: '{}' })
    .execute();
  return id;
}

export async function createResourceScope(app: TestApp, scopeName: string): Promise<{ resourceId: string; indicator: string; scopeId: string }> {
  const indicator = `https://api-${suffix()}.example.com`;
  const resource = await app.api('POST', '/resources', { name: `api ${suffix()}`, indicator });
  if (resource.status === 200 || resource.status === 201) {
    const scope = await app.api('POST', `/resources/${resource.body.id}/scopes`, { name: scopeName });
    if (scope.status !== 200 && scope.status !== 201) throw new Error(`scope fixture: ${scope.status} ${JSON.stringify(scope.body)}`);
    return { resourceId: resource.body.id, indicator, scopeId: scope.body.id };
  }
  const db = app.running.services.db;
  const resourceId = `res${suffix()}${suffix()}`;
  const scopeId = `scp${suffix()}${suffix()}`;
  await db.insertInto('resources').values({ id: resourceId, name: 'api', indicator }).execute();
  await db.insertInto('scopes').values({ id: scopeId, resource_id: resourceId, name: scopeName, description: null }).execute();
  return { resourceId, indicator, scopeId };
}
