// Issue 48 §1: discovery an OAuth 2.0 client or an MCP client finds. RFC 8414 metadata at the
// path-inserted address of the `/oidc` issuer and at the root; RFC 9728 metadata of the
// Management API, named by its 401 answers. openid-client's RFC 8414 discovery (which checks
// the issuer as §3.3 says) finds this server and gets a token through it.
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { ADMIN_CLIENT_ID, useTestApp } from '../helpers/app.js';

const app = useTestApp();

async function json(url: string): Promise<{ status: number; headers: Headers; body: any }> {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, body: await res.json() };
}

describe('RFC 8414 authorization-server metadata', () => {
  it('is served at the path-inserted address of the /oidc issuer and at the root, the same as the OpenID discovery document', async () => {
    const openid = await json(`${app.url}/oidc/.well-known/openid-configuration`);
    const inserted = await json(`${app.url}/.well-known/oauth-authorization-server/oidc`);
    const root = await json(`${app.url}/.well-known/oauth-authorization-server`);
    for (const doc of [inserted, root]) {
      expect(doc.status).toBe(200);
      expect(doc.headers.get('access-control-allow-origin')).toBe('*');
      expect(doc.body).toEqual(openid.body);
      // §2's required members, and the issuer that the path-inserted address was made from (§3.3).
      expect(doc.body.issuer).toBe(`${app.url}/oidc`);
      for (const member of ['authorization_endpoint', 'token_endpoint', 'response_types_supported']) expect(doc.body[member], member).toBeTruthy();
      expect(doc.body.code_challenge_methods_supported).toContain('S256');
    }
  });

  it('finds this server for an RFC 8414 client (openid-client, algorithm oauth2), which then gets a token', async () => {
    const config = await oidc.discovery(new URL(`${app.url}/oidc`), ADMIN_CLIENT_ID, undefined, oidc.ClientSecretBasic(app.adminSecret), {
      algorithm: 'oauth2',
      execute: [oidc.allowInsecureRequests],
    });
    expect(config.serverMetadata().issuer).toBe(`${app.url}/oidc`);
    const tokens = await oidc.clientCredentialsGrant(config, { resource: `${app.url}/api`, scope: 'all' });
    expect(tokens.access_token).toBeTruthy();
  });

  it('is not served for a path that is not the issuer’s', async () => {
    expect((await fetch(`${app.url}/.well-known/oauth-authorization-server/other`)).status).toBe(404);
  });
});

describe('RFC 9728 protected-resource metadata of the Management API', () => {
  it('is named by a 401 of the Management API and names this server as its authorization server', async () => {
    const refused = await fetch(`${app.url}/api/users`);
    expect(refused.status).toBe(401);
    const challenge = refused.headers.get('www-authenticate') ?? '';
    const named = /resource_metadata="([^"]+)"/.exec(challenge)?.[1];
    expect(named).toBe(`${app.url}/.well-known/oauth-protected-resource/api`);
    expect(challenge).toMatch(/^Bearer realm="tessera", /);

    const metadata = await json(named!);
    expect(metadata.status).toBe(200);
    expect(metadata.body).toMatchObject({ resource: `${app.url}/api`, authorization_servers: [`${app.url}/oidc`], scopes_supported: ['all'] });
    // The authorization server it names answers with metadata whose issuer is that value.
    const as = await json(`${app.url}/.well-known/oauth-authorization-server/oidc`);
    expect(as.body.issuer).toBe(metadata.body.authorization_servers[0]);
    // GraphQL's 401 names it too.
    const graphql = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
    expect(graphql.status).toBe(401);
    expect(graphql.headers.get('www-authenticate')).toContain(`resource_metadata="${named}"`);
  });
});
