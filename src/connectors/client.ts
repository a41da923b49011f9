// openid-client configurations, discovered once per connector settings and kept for a while: a
// sign-in should not wait on the upstream's discovery document every time.
import { createHash } from 'node:crypto';
import type * as OpenIdClient from 'openid-client';
import type { ConnectorSettings } from './types.js';
import { guardedFetch } from './guarded-fetch.js';

// openid-client is loaded on the first upstream sign-in: a process that never serves one does
// not carry its memory.
let loading: Promise<typeof OpenIdClient> | undefined;
export const openIdClient = (): Promise<typeof OpenIdClient> => (loading ??= import('openid-client'));

const TTL_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 200;
const cache = new Map<string, { config: Promise<OpenIdClient.Configuration>; expires: number }>();

const isLoopbackHttp = (url: string) => new URL(url).protocol === 'http:';

function clientAuth(client: typeof OpenIdClient, settings: ConnectorSettings): OpenIdClient.ClientAuth {
  return settings.tokenEndpointAuthMethod === 'client_secret_basic'
    ? client.ClientSecretBasic(settings.clientSecret)
    : client.ClientSecretPost(settings.clientSecret);
}

async function build(settings: ConnectorSettings): Promise<OpenIdClient.Configuration> {
  const client = await openIdClient();
  // Every request to the upstream (discovery, JWKS, token, user info: whatever discovery named)
  // goes through the outbound rule, judged on the address connected to (src/net/outbound-urls.ts).
  const fetch = guardedFetch(settings.outbound, 'the connector’s upstream URL');
  if (settings.protocol === 'oidc') {
    // Plain http passes the outbound rule only to this machine, in development.
    // openid-client skips the ID token's signature when the token came from the token endpoint
    // (OIDC Core 3.1.3.7 allows it over TLS); we check it against the upstream's JWKS anyway.
    const execute = [...(isLoopbackHttp(settings.issuer) ? [client.allowInsecureRequests] : []), client.enableNonRepudiationChecks];
    return client.discovery(new URL(settings.issuer), settings.clientId, undefined, clientAuth(client, settings), { execute, [client.customFetch]: fetch });
  }
  const config = new client.Configuration(
    {
      issuer: new URL(settings.authorizationEndpoint).origin,
      authorization_endpoint: settings.authorizationEndpoint,
      token_endpoint: settings.tokenEndpoint,
      userinfo_endpoint: settings.userInfoEndpoint,
    },
    settings.clientId,
    undefined,
    clientAuth(client, settings),
  );
  if ([settings.authorizationEndpoint, settings.tokenEndpoint, settings.userInfoEndpoint].some(isLoopbackHttp)) client.allowInsecureRequests(config);
  config[client.customFetch] = fetch;
  return config;
}

/** The configuration for these settings (a changed connector gets a new one: the key is their digest). */
export function configurationFor(settings: ConnectorSettings): Promise<OpenIdClient.Configuration> {
  const key = createHash('sha256').update(JSON.stringify(settings)).digest('base64url');
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.config;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const config = build(settings);
  cache.set(key, { config, expires: now + TTL_MS });
  // A failed discovery is not remembered: the next sign-in tries again.
  config.catch(() => cache.delete(key));
  return config;
}
