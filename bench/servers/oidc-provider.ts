// Reference (a): oidc-provider with ES256 JWT access tokens, client_credentials with resource
// indicators, and an RFC 8693 token-exchange grant registered through registerGrantType that
// verifies the subject JWT and issues a new JWT. In-memory adapter (the library's default).
import http from 'node:http';
import { jwtVerify, importJWK, type CryptoKey } from 'jose';
import Provider, { errors } from 'oidc-provider';
import { grantScopes, readReferenceData } from './reference-data.js';

const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';

const data = readReferenceData();
const { d: _d, ...publicJwk } = data.privateJwk;
const verifyKey = (await importJWK(publicJwk, 'ES256')) as CryptoKey;
const resourceScopes = new Map(data.resources.map((r) => [r.indicator, r.scopes.join(' ')]));
const clientHeld = new Map(data.clients.map((c) => [c.id, c.held]));

// Listen first: the issuer must carry the port.
const server = http.createServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clientDefaults: { id_token_signed_response_alg: 'ES256' },
  jwks: { keys: [{ ...data.privateJwk, alg: 'ES256', use: 'sig' }] },
  clients: data.clients.map((c) => ({
    client_id: c.id,
    client_secret: c.secret,
    grant_types: c.kind === 'm2m' ? ['client_credentials'] : [TOKEN_EXCHANGE],
    redirect_uris: [],
    response_types: [],
    token_endpoint_auth_method: 'client_secret_basic',
  })),
  features: {
    devInteractions: { enabled: false },
    clientCredentials: { enabled: true },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => undefined,
      useGrantedResource: () => false,
      // The scopes an M2M client holds on the resource (its "roles"), as JWT ES256.
      getResourceServerInfo: (_ctx: unknown, indicator: string, client: { clientId: string }) => {
        const scopes = resourceScopes.get(indicator);
        if (!scopes) throw new errors.InvalidTarget();
        const held = clientHeld.get(client.clientId)?.[indicator];
        return { scope: held ? held.join(' ') : scopes, accessTokenFormat: 'jwt', accessTokenTTL: 3600, jwt: { sign: { alg: 'ES256' } } };
      },
    },
  },
});

provider.registerGrantType(
  TOKEN_EXCHANGE,
  async (ctx: any) => {
    const { params, client } = ctx.oidc as { params: Record<string, string | undefined>; client: unknown };
    if (params.subject_token_type !== ACCESS_TOKEN_TYPE) throw new errors.InvalidRequest('unsupported subject_token_type');
    let sub: string;
    try {
      const { payload } = await jwtVerify(params.subject_token ?? '', verifyKey, { issuer, algorithms: ['ES256'], typ: 'at+jwt' });
      sub = payload.sub!;
    } catch {
      throw new errors.InvalidGrant('invalid subject_token');
    }
    const resource = params.resource ?? '';
    if (!resourceScopes.has(resource)) throw new errors.InvalidTarget();
    const scope = grantScopes(params.scope, data.users[sub]?.[resource]);
    const token = new ctx.oidc.provider.AccessToken({ accountId: sub, client, scope, gty: 'token-exchange', grantId: 'exchange' });
    token.resourceServer = {
      audience: resource,
      scope: resourceScopes.get(resource),
      accessTokenFormat: 'jwt',
      accessTokenTTL: 3600,
      jwt: { sign: { alg: 'ES256' } },
    };
    const value = await token.save();
    ctx.body = { access_token: value, issued_token_type: ACCESS_TOKEN_TYPE, token_type: 'Bearer', expires_in: token.expiration, scope };
  },
  ['subject_token', 'subject_token_type', 'scope', 'resource'],
);

server.on('request', provider.callback());
server.keepAliveTimeout = 65_000;
console.log(`listening ${port}`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
