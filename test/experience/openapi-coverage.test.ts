// The Experience, Account and Verification APIs (and the /api/authn endpoints IdPs reach) are
// served by express routers, not by the REST route table test/api/openapi-contract.test.ts walks.
// This test lists what the experience router really serves (router.listRoutes(), recursing into
// mounted routers) and holds it against /api/openapi.json: every served /api route documented
// with its method and the shared error schema, no documented path the router does not serve,
// every page named in the docs. Each served /api route is then called without its cookie or
// token, and that refusal must be a documented status with the shared error body.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { experienceRouter } from '../../src/experience/router.js';
import { useTestApp } from '../helpers/app.js';

type Schema = Record<string, any>;
interface Listed {
  path: string | RegExp;
  methods?: string[];
  router?: { listRoutes(): Listed[] };
}
interface Served {
  method: string;
  path: string;
}

/** Every method and full path under a router, mounted routers included; HEAD (automatic for GET) left out. */
function served(router: { listRoutes(): Listed[] }, prefix = ''): Served[] {
  return router.listRoutes().flatMap((entry) => {
    if (typeof entry.path !== 'string') throw new Error(`a RegExp path (${entry.path}) cannot be checked against the document; use a string path`);
    const path = `${prefix}${entry.path === '/' ? '' : entry.path}`;
    if (entry.router) return served(entry.router, path);
    return (entry.methods ?? [])
      .map((m) => m.toLowerCase())
      .filter((m) => m !== 'head')
      .map((method) => ({ method, path: path || '/' }));
  });
}

/** '/api/experience/verification/sso/:connectorId/verify' → '/experience/verification/sso/{connectorId}/verify' (the document's server is {BASE_URL}/api). */
const documentPath = (path: string) => path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
const key = (r: Served) => `${r.method.toUpperCase()} ${r.path}`;

const app = useTestApp();
let doc: Schema;
let routes: Served[];

beforeAll(async () => {
  doc = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as Schema;
  // A second instance of the router the app mounted, over the same services: only its table is read.
  routes = served((await experienceRouter(app.running.services)) as unknown as { listRoutes(): Listed[] });
});

const apiRoutes = () => routes.filter((r) => r.path.startsWith('/api/'));
const pageRoutes = () => routes.filter((r) => !r.path.startsWith('/api/'));

describe('the OpenAPI document against the routes the experience serves', () => {
  it('finds the routes (the listing works at all)', () => {
    const keys = routes.map(key);
    for (const expected of [
      'PUT /api/experience',
      'POST /api/experience/verification/sso/:connectorId/verify',
      'POST /api/authn/single-sign-on/saml/:connectorId',
      'DELETE /api/my-account/identities/:target',
      'POST /api/verifications/social/verify',
      'GET /callback/social/:connectorId',
    ]) {
      expect(keys).toContain(expected);
    }
  });

  it('documents every served /api route with its method and the shared error schema', () => {
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      const operation = doc.paths[documentPath(route.path)]?.[route.method];
      if (!operation) {
        problems.push(`${key(route)}: not in /api/openapi.json`);
        continue;
      }
      const statuses = Object.keys(operation.responses ?? {});
      if (!statuses.some((s) => s.startsWith('2') || s.startsWith('3'))) problems.push(`${key(route)}: no success status documented`);
      for (const status of statuses.filter((s) => s.startsWith('4'))) {
        if (operation.responses[status].content?.['application/json']?.schema?.$ref !== '#/components/schemas/Error') {
          problems.push(`${key(route)}: ${status} does not use the shared error schema`);
        }
      }
      if (!operation.summary) problems.push(`${key(route)}: no summary`);
    }
    expect(problems).toEqual([]);
  });

  it('documents no experience path the router does not serve', () => {
    const servedPaths = new Set(apiRoutes().map((r) => `${r.method} ${documentPath(r.path)}`));
    const stale: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      if (!/^\/(experience|my-account|verifications|authn)(\/|$)/.test(path)) continue;
      for (const method of Object.keys(item)) if (!servedPaths.has(`${method} ${path}`)) stale.push(`${method.toUpperCase()} ${path}`);
    }
    expect(stale).toEqual([]);
  });

  it('names every page in the docs', async () => {
    const docs = (await readFile('docs/experience-api.md', 'utf8')) + (await readFile('docs/federation.md', 'utf8'));
    const pages = [...new Set(pageRoutes().map((r) => r.path.replace(/:(\w+)/g, '{$1}')))];
    // Named as code: `GET /sign-in/sso`, `/register/verify`, `/sign-in/sso/callback?state=…`.
    const named = (page: string) => new RegExp(`[\`\\s]${page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\`?\\s]`).test(docs);
    expect(
      pages.filter((page) => !named(page)),
      'pages not named in docs/experience-api.md or docs/federation.md',
    ).toEqual([]);
  });

  it('answers every /api route called without its cookie or token with a documented error', async () => {
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      const path = route.path.replace(/:(\w+)/g, 'unknown0id');
      const res = await fetch(`${app.url}${path}`, {
        method: route.method.toUpperCase(),
        redirect: 'manual',
        headers: { 'content-type': 'application/json' },
        ...(route.method === 'get' ? {} : { body: '{}' }),
      });
      const operation = doc.paths[documentPath(route.path)]?.[route.method];
      if (res.status < 400 || res.status >= 500) problems.push(`${key(route)}: answered ${res.status}`);
      else if (!operation?.responses?.[res.status]) problems.push(`${key(route)}: ${res.status} not documented`);
      const body = (await res.json().catch(() => undefined)) as { code?: unknown; message?: unknown } | undefined;
      if (typeof body?.code !== 'string' || typeof body.message !== 'string')
        problems.push(`${key(route)}: ${res.status} body is not { code, message }: ${JSON.stringify(body)}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers the routes that need no cookie with the documented success', async () => {
    const connector = await app.api('POST', '/sso-connectors', { providerName: 'SAML', connectorName: 'Contract', domains: ['contract-sso.test'] });
    expect(connector.status, JSON.stringify(connector.body)).toBeLessThan(300);
    // Offered explicitly: single sign-on is off until an administrator turns it on.
    expect((await app.api('PATCH', '/sign-in-exp', { singleSignOnEnabled: true })).status).toBe(200);
    const id = (connector.body as { id: string }).id;

    const listed = await fetch(`${app.url}/api/experience/sso-connectors?email=ada@contract-sso.test`);
    const schema = doc.paths['/experience/sso-connectors'].get.responses[listed.status]?.content['application/json'].schema;
    expect(schema, `status ${listed.status} documented`).toBeDefined();
    const body = (await listed.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(Object.keys(schema.properties).sort());
    expect(body.connectorIds).toEqual([id]);

    const metadata = await fetch(`${app.url}/api/authn/single-sign-on/saml/${id}/metadata`);
    const documented = doc.paths['/authn/single-sign-on/saml/{connectorId}/metadata'].get.responses[metadata.status]?.content;
    expect(Object.keys(documented ?? {})).toContain(metadata.headers.get('content-type')?.split(';')[0]);
    expect(await metadata.text()).toContain(`/api/authn/single-sign-on/saml/${id}`);
  });
});
