// Issue 48, "done when": the official MCP TypeScript SDK's client-side OAuth support, unchanged,
// against Tessera. A tiny MCP server (the SDK's server side, stateless Streamable HTTP) is an API
// resource of Tessera: it publishes RFC 9728 metadata, answers 401 with
// `WWW-Authenticate: Bearer resource_metadata=…`, and verifies each token with jose against
// Tessera's JWKS, its `aud` held to its own resource indicator. The SDK's client meets the 401,
// discovers Tessera (RFC 9728 → RFC 8414), registers itself (RFC 7591), sends the user to
// Tessera's sign-in in Chromium (the user signs in and consents: a self-registered client is
// third-party), redeems the code with PKCE and the resource indicator, and calls a tool.
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import express from 'express';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { useTestApp } from '../helpers/app.js';
import { clientCallback, hasChromium, signInOnPage, useBrowser } from '../helpers/browser.js';
import { createUser, type TestUser } from '../helpers/oidc-fixtures.js';

const app = useTestApp();
const browser = useBrowser();

/** The MCP server: one tool, `whoami`, answering the token's subject and scopes. */
interface McpResourceServer {
  url: string;
  resource: string;
  close(): Promise<void>;
}

async function startMcpServer(issuer: string): Promise<McpResourceServer> {
  const web = express();
  const http: Server = createServer(web);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const resource = `${origin}/mcp`;
  const metadataUrl = `${origin}/.well-known/oauth-protected-resource/mcp`;
  const jwks = createRemoteJWKSet(new URL(`${issuer}/jwks`));

  web.get('/.well-known/oauth-protected-resource/mcp', (_req, res) => {
    res.json({ resource, authorization_servers: [issuer], scopes_supported: ['tools:call'], bearer_methods_supported: ['header'] });
  });
  web.use('/mcp', express.json(), async (req, res) => {
    let claims: JWTPayload;
    try {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token) throw new Error('no token');
      claims = (await jwtVerify(token, jwks, { issuer, audience: resource, typ: 'at+jwt' })).payload;
    } catch {
      res.set('WWW-Authenticate', `Bearer resource_metadata="${metadataUrl}"`).status(401).json({ error: 'invalid_token' });
      return;
    }
    const server = new McpServer({ name: 'whoami-server', version: '1.0.0' });
    server.registerTool('whoami', { description: 'Who the token is for', inputSchema: { greeting: z.string() } }, ({ greeting }) => ({
      content: [{ type: 'text', text: `${greeting}, ${String(claims.sub)} (${String(claims.scope)}; client ${String(claims.client_id)})` }],
    }));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });
  return { url: resource, resource, close: () => new Promise<void>((resolve) => http.close(() => resolve())) };
}

/** The least an OAuthClientProvider must do: keep what the SDK hands it, in memory. */
class InMemoryProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = '';
  authorizationUrl?: URL;
  constructor(readonly redirectUrl: string) {}
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'MCP SDK test agent',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

describe.skipIf(!hasChromium)('the MCP TypeScript SDK against Tessera', () => {
  let mcp: McpResourceServer;
  let user: TestUser;

  beforeAll(async () => {
    mcp = await startMcpServer(`${app.url}/oidc`);
    // The MCP server is an API resource of Tessera, with one scope the user holds through a role.
    const resource = await app.api('POST', '/resources', { name: 'MCP whoami', indicator: mcp.resource });
    expect(resource.status).toBe(201);
    const scope = await app.api('POST', `/resources/${resource.body.id}/scopes`, { name: 'tools:call' });
    const role = await app.api('POST', '/roles', { name: 'MCP users', description: 'may call MCP tools', scopeIds: [scope.body.id] });
    user = await createUser(app);
    expect((await app.api('POST', `/users/${user.id}/roles`, { roleIds: [role.body.id] })).status).toBe(201);
    const settings = await app.api('PATCH', '/client-registration/settings', { enabled: true, allowedResources: [mcp.resource] });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  });
  afterAll(async () => {
    await mcp?.close();
  });

  it('discovers Tessera, registers dynamically, signs the user in through Chromium and calls a tool', async () => {
    const redirectUrl = 'http://127.0.0.1:47123/callback';
    const provider = new InMemoryProvider(redirectUrl);

    // Without a token the MCP server answers 401: the SDK discovers, registers and asks to send the user to sign in.
    const first = new Client({ name: 'test-agent', version: '1.0.0' });
    await expect(first.connect(new StreamableHTTPClientTransport(new URL(mcp.url), { authProvider: provider }))).rejects.toThrow(UnauthorizedError);
    expect(provider.client?.client_id).toBeTruthy();
    const authorizationUrl = provider.authorizationUrl!;
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(`${app.url}/oidc/auth`);
    expect(authorizationUrl.searchParams.get('resource')).toBe(mcp.resource);
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');

    // Tessera knows it as a self-registered, third-party application.
    const application = await app.api('GET', `/applications/${provider.client!.client_id}`);
    expect(application.body).toMatchObject({ name: 'MCP SDK test agent', registrationKind: 'DYNAMIC', isThirdParty: true });

    // The user signs in and consents in a real browser; the code comes back to the client's loopback redirect.
    const page = await browser.context.newPage();
    try {
      const callback = clientCallback(page, redirectUrl);
      await page.goto(authorizationUrl.toString());
      await signInOnPage(page, user);
      await page.waitForURL(/\/consent/, { timeout: 15_000 });
      expect(await page.content()).toContain('MCP SDK test agent');
      await page.click('button[name=decision][value=allow]');
      const code = (await callback).searchParams.get('code');
      expect(code).toBeTruthy();

      const transport = new StreamableHTTPClientTransport(new URL(mcp.url), { authProvider: provider });
      await transport.finishAuth(code!);
    } finally {
      await page.close();
    }
    expect(provider.saved?.access_token).toBeTruthy();

    const client = new Client({ name: 'test-agent', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(mcp.url), { authProvider: provider }));
    try {
      const tools = await client.listTools();
      expect(tools.tools.map((t) => t.name)).toEqual(['whoami']);
      const result = await client.callTool({ name: 'whoami', arguments: { greeting: 'Hello' } });
      const text = (result.content as { type: string; text: string }[])[0]!.text;
      expect(text).toBe(`Hello, ${user.id} (tools:call; client ${provider.client!.client_id})`);
    } finally {
      await client.close();
    }
  });

  it('is refused by the MCP server with a token for another audience', async () => {
    const token = await app.adminToken(); // aimed at the Management API, not the MCP server
    const res = await fetch(mcp.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('resource_metadata="');
  });
});
