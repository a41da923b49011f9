// Issue 48, "done when": the official MCP TypeScript SDK's client-side OAuth support, unchanged,
// against Tessera. A tiny MCP server (the SDK's server side, stateless Streamable HTTP) is an API
// resource of Tessera: it publishes RFC 9728 metadata, answers 401 with
// `WWW-Authenticate: Bearer resource_metadata=…`, and verifies each token with jose against
// Tessera's JWKS, its `aud` held to its own resource indicator. The SDK's client meets the 401,
// discovers Tessera (RFC 9728 → RFC 8414), registers itself (RFC 7591), sends the user to
// Tessera's sign-in in Chromium (the user signs in and consents: a self-registered client is
// third-party), redeems the code with PKCE and the resource indicator, and calls a tool. The
// same run again with a client ID metadata document instead of registration: the SDK's client id
// is then an https URL whose document Tessera fetches.
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer, globalAgent as httpsGlobalAgent } from 'node:https';
import { rootCertificates } from 'node:tls';
import { generate } from 'selfsigned';
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

/** An https server for client ID metadata documents, its self-signed certificate trusted by this process's outbound requests. */
interface DocumentServer {
  origin: string;
  requests: string[];
  serve(path: string, document: unknown): void;
  close(): Promise<void>;
}

async function startDocumentServer(): Promise<DocumentServer> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const documents = new Map<string, string>();
  const requests: string[] = [];
  const server = createHttpsServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    requests.push(req.url ?? '');
    const body = documents.get(req.url ?? '');
    if (body === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=60' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const trusted = httpsGlobalAgent.options.ca;
  httpsGlobalAgent.options.ca = [...rootCertificates, pems.cert];
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    serve: (path, document) => void documents.set(path, JSON.stringify(document)),
    close: async () => {
      httpsGlobalAgent.options.ca = trusted;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The least an OAuthClientProvider must do: keep what the SDK hands it, in memory. */
class InMemoryProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = '';
  authorizationUrl?: URL;
  /** With a document URL, the SDK uses it as the client id where discovery says it may. */
  constructor(
    readonly redirectUrl: string,
    readonly clientMetadataUrl?: string,
  ) {}
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

  /**
   * The whole run from the agent's side: the MCP server's 401 sends the SDK to discovery and to
   * registration (whichever way `provider` is set up for), the user signs in and consents in
   * Chromium, the SDK redeems the code, and a tool call carries the user's token.
   */
  async function signInAndCallTool(provider: InMemoryProvider, consentShows: string[]): Promise<string> {
    const first = new Client({ name: 'test-agent', version: '1.0.0' });
    await expect(first.connect(new StreamableHTTPClientTransport(new URL(mcp.url), { authProvider: provider }))).rejects.toThrow(UnauthorizedError);
    expect(provider.client?.client_id).toBeTruthy();
    const authorizationUrl = provider.authorizationUrl!;
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(`${app.url}/oidc/auth`);
    expect(authorizationUrl.searchParams.get('resource')).toBe(mcp.resource);
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');

    // The user signs in and consents in a real browser (each run its own, signed in to nothing); the code comes back to the client's loopback redirect.
    const page = await (await browser.newContext()).newPage();
    try {
      const callback = clientCallback(page, provider.redirectUrl);
      await page.goto(authorizationUrl.toString());
      await signInOnPage(page, user);
      await page.waitForURL(/\/consent/, { timeout: 15_000 });
      const consent = await page.content();
      for (const text of consentShows) expect(consent).toContain(text);
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
      return (result.content as { type: string; text: string }[])[0]!.text;
    } finally {
      await client.close();
    }
  }

  it('discovers Tessera, registers dynamically, signs the user in through Chromium and calls a tool', async () => {
    const provider = new InMemoryProvider('http://127.0.0.1:47123/callback');
    // The consent screen names the client and, as it registered itself, the host the answer goes back to.
    const text = await signInAndCallTool(provider, ['MCP SDK test agent', 'you go back to <strong>127.0.0.1:47123</strong>']);
    // Tessera knows it as a self-registered, third-party application.
    const application = await app.api('GET', `/applications/${provider.client!.client_id}`);
    expect(application.body).toMatchObject({ name: 'MCP SDK test agent', registrationKind: 'DYNAMIC', isThirdParty: true });
    expect(text).toBe(`Hello, ${user.id} (tools:call; client ${provider.client!.client_id})`);
  });

  it('uses a client ID metadata document when discovery offers it: the client id is the document URL', async () => {
    // The SDK takes an https document URL only, so the document is served over TLS by a
    // certificate this test makes, which Tessera's outbound requests are told to trust (as an
    // operator would with NODE_EXTRA_CA_CERTS for an internal CA).
    const documents = await startDocumentServer();
    const settings = await app.api('PATCH', '/client-registration/settings', { clientIdMetadataDocuments: true });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    try {
      const redirectUrl = 'http://127.0.0.1:47124/callback';
      const documentUrl = `${documents.origin}/agents/mcp-agent.json`;
      documents.serve('/agents/mcp-agent.json', {
        client_id: documentUrl,
        client_name: 'MCP document agent',
        redirect_uris: [redirectUrl],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      });
      const provider = new InMemoryProvider(redirectUrl, documentUrl);
      // The consent screen names the client and the host its document came from.
      const text = await signInAndCallTool(provider, ['MCP document agent', new URL(documentUrl).host]);
      expect(provider.client?.client_id).toBe(documentUrl);
      expect(documents.requests).toContain('/agents/mcp-agent.json');
      expect(text).toBe(`Hello, ${user.id} (tools:call; client ${documentUrl})`);
      const application = await app.api('GET', `/applications/${encodeURIComponent(documentUrl)}`);
      expect(application.body).toMatchObject({ name: 'MCP document agent', isThirdParty: true });
    } finally {
      await app.api('PATCH', '/client-registration/settings', { clientIdMetadataDocuments: false });
      await documents.close();
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
