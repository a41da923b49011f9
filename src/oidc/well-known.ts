// Discovery outside /oidc, for clients that look for an OAuth 2.0 authorization server rather
// than an OpenID provider (MCP clients, RFC 8414 libraries), and for those that start from a
// protected resource (RFC 9728).
//  - RFC 8414 §3.1: the issuer `{BASE_URL}/oidc` has a path, so its metadata is at
//    `/.well-known/oauth-authorization-server/oidc` (the path inserted after the well-known
//    prefix). The same document is also served at the root `/.well-known/oauth-authorization-server`,
//    where clients written to the MCP specification's first version look (they drop the path); its
//    `issuer` is still `{BASE_URL}/oidc`, so a client that checks RFC 8414 §3.3 strictly must use the
//    path-inserted address, as the current MCP specification does.
//  - RFC 9728: the Management API, a protected resource on this server's own origin, publishes
//    its metadata at `/.well-known/oauth-protected-resource` + its path, and its 401 answers name
//    that document (`WWW-Authenticate: Bearer resource_metadata="…"`). A resource on another
//    origin publishes its own (docs/agents.md shows how, with values from this server's discovery).
import express, { type Router } from 'express';
import type { Config } from '../config.js';
import { openCors } from './cors.js';
import { discoveryDocument } from './discovery.js';
import type { DiscoveryExtender } from './registration-discovery.js';

const AS_METADATA = '/.well-known/oauth-authorization-server';
const PR_METADATA = '/.well-known/oauth-protected-resource';

/**
 * Where the metadata of `resource` is under RFC 9728 §3.1, when it is a resource of this
 * server's own origin (undefined otherwise: this server cannot publish it there).
 */
export function protectedResourceMetadataUrl(config: Pick<Config, 'baseUrl'>, resource: string): string | undefined {
  let url: URL;
  try {
    url = new URL(resource);
  } catch {
    return undefined;
  }
  const base = new URL(config.baseUrl);
  if (url.origin !== base.origin || url.search || url.hash) return undefined;
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/+$/, '');
  return `${url.origin}${PR_METADATA}${path}`;
}

/** The Management API's protected-resource metadata (RFC 9728 §2). */
export function managementApiMetadata(config: Pick<Config, 'issuer' | 'managementApiResource'>) {
  return {
    resource: config.managementApiResource,
    authorization_servers: [config.issuer],
    scopes_supported: ['all'],
    bearer_methods_supported: ['header'],
    resource_name: 'Tessera Management API',
    resource_documentation: `${config.managementApiResource}/openapi.json`,
  };
}

/** `extend`: the members that depend on the instance's settings (registration), added per request. */
export function wellKnownRouter(config: Config, extend: DiscoveryExtender = async (d) => d): Router {
  const router = express.Router();
  const discovery = discoveryDocument(config);
  const issuerPath = new URL(config.issuer).pathname.replace(/\/+$/, '');
  const asPaths = [AS_METADATA, ...(issuerPath ? [`${AS_METADATA}${issuerPath}`] : [])];
  router.use(asPaths, openCors);
  router.get(asPaths, async (_req, res, next) => {
    try {
      const document = await extend(discovery);
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.json(document);
    } catch (error) {
      next(error);
    }
  });
  const managementMetadataUrl = protectedResourceMetadataUrl(config, config.managementApiResource);
  if (managementMetadataUrl) {
    const path = new URL(managementMetadataUrl).pathname;
    const metadata = managementApiMetadata(config);
    router.use(path, openCors);
    router.get(path, (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.json(metadata);
    });
  }
  return router;
}
