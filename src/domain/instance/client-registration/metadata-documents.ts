// Client ID metadata documents (draft-ietf-oauth-client-id-metadata-document, as the MCP
// authorization specification uses them): a `client_id` that is an https URL names a JSON
// document, served there by the client, that describes it. While the instance's settings allow
// them, the first authorization request with such a client id fetches the document (through the
// SSRF-guarded outbound fetch), checks it, and makes the client an application whose id IS that
// URL — so codes, grants and tokens name the client as the protocol does — third-party (its users
// consent), recorded in client_registrations as `metadata_document`. Later requests use the row,
// and fetch the document again once its HTTP caching lifetime has run out (Cache-Control
// max-age, within bounds), updating the name and redirect URIs.
import type { Db } from '../../../db/database.js';
import * as repo from '../../../db/repositories/client-registrations.js';
import { guardedFetch } from '../../../connectors/guarded-fetch.js';
import { checkOutboundUrl, type OutboundPolicy } from '../../../net/outbound-urls.js';
import type { Clock } from '../../clock.js';
import { registrationEvent } from './registration-events.js';
import { createApplication, updateApplication } from '../../directory/applications.js';
import { assignConsentScopes, displayableLogoUri, USER_SCOPES } from '../../directory/consent.js';
import { DomainError } from '../../errors.js';
import { recordLog, success } from '../../logs.js';
import { checkRedirectUri } from './registration.js';
import { allowedResourceScopes, clientRegistrationSettings } from './settings.js';

/** A metadata document is a few hundred bytes; more is refused (the draft suggests 5 KB). */
export const MAX_DOCUMENT_BYTES = 5 * 1024;
const MAX_URL_LENGTH = 512;
const FETCH_TIMEOUT_MS = 5_000;
/** Bounds on how long a fetched document is used before it is fetched again. */
const MIN_LIFETIME_S = 60;
const DEFAULT_LIFETIME_S = 300;
const MAX_LIFETIME_S = 24 * 3600;
/** At most this many documents' freshness is remembered per instance (the oldest is forgotten first). */
const CACHE_ENTRIES = 1000;

const refuse = (message: string) => new DomainError('client_registration.invalid_client_metadata_document', message);

/** Fresh-until times of documents this instance fetched (the document itself lives in the application row). */
const freshUntil = new Map<string, number>();

function remember(url: string, until: number): void {
  freshUntil.delete(url);
  freshUntil.set(url, until);
  if (freshUntil.size > CACHE_ENTRIES) freshUntil.delete(freshUntil.keys().next().value!);
}

/** Whether a client id is meant as a metadata document's address (else it is an ordinary id). */
export const isDocumentClientId = (clientId: string) => clientId.startsWith('https://') || clientId.startsWith('http://');

/** How long the answer may be used, from its Cache-Control (RFC 9111 §5.2.2), within our bounds. */
export function lifetimeOf(cacheControl: string | null): number {
  const directives = (cacheControl ?? '').toLowerCase();
  if (/(^|[ ,])(no-store|no-cache)([ ,=]|$)/.test(directives)) return MIN_LIFETIME_S;
  const maxAge = /(?:^|[ ,])max-age=(\d+)/.exec(directives)?.[1];
  if (maxAge === undefined) return DEFAULT_LIFETIME_S;
  return Math.min(MAX_LIFETIME_S, Math.max(MIN_LIFETIME_S, Number(maxAge)));
}

interface DocumentClient {
  name: string;
  redirectUris: string[];
  scope: string | undefined;
  /** An https logo for the consent screen; anything else in `logo_uri` is left out, not refused. */
  logoUri: string | undefined;
}

/** The document's URL as the draft allows it: https (plain http only where the outbound rule allows it: tests, development), a path, no fragment. */
function documentUrlOf(clientId: string, outbound: OutboundPolicy): URL {
  if (clientId.length > MAX_URL_LENGTH) throw refuse(`a client_id URL is at most ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = checkOutboundUrl(clientId, outbound, 'the client ID metadata document URL');
  } catch (error) {
    throw refuse(error instanceof Error ? error.message : 'the client_id is not a usable URL');
  }
  if (url.hash || clientId.includes('#') || url.pathname === '/' || url.href !== clientId) {
    throw refuse('a client_id URL must have a path, no fragment, and be written in its normal form');
  }
  return url;
}

async function fetchDocument(url: URL, outbound: OutboundPolicy): Promise<{ body: unknown; lifetime: number }> {
  let response: Response;
  try {
    response = await guardedFetch(outbound, 'the client ID metadata document')(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    throw refuse(`the client ID metadata document could not be fetched from ${url.host}: ${error instanceof Error ? error.message : 'failed'}`);
  }
  if (response.status !== 200) throw refuse(`the client ID metadata document at ${url.host} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_DOCUMENT_BYTES) throw refuse(`the client ID metadata document is larger than ${MAX_DOCUMENT_BYTES} bytes`);
  try {
    return { body: JSON.parse(bytes.toString('utf8')) as unknown, lifetime: lifetimeOf(response.headers.get('cache-control')) };
  } catch {
    throw refuse('the client ID metadata document is not JSON');
  }
}

function readDocument(body: unknown, url: URL): DocumentClient {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refuse('the client ID metadata document must be a JSON object');
  const d = body as Record<string, unknown>;
  if (d.client_id !== url.href) throw refuse('the document’s client_id must be the URL it was fetched from');
  const method = d.token_endpoint_auth_method ?? 'none';
  // A secret cannot be given to a client that describes itself in public.
  if (method !== 'none') throw refuse('token_endpoint_auth_method must be none for a client ID metadata document client');
  if (!Array.isArray(d.redirect_uris) || d.redirect_uris.length === 0 || d.redirect_uris.length > 20) {
    throw refuse('the document must list its redirect_uris (1 to 20)');
  }
  let redirectUris: string[];
  try {
    redirectUris = [...new Set(d.redirect_uris.map((uri) => checkRedirectUri(uri, 'redirect_uris')))];
  } catch (error) {
    throw refuse(error instanceof Error ? error.message : 'redirect_uris are not acceptable');
  }
  const name = typeof d.client_name === 'string' && d.client_name.trim() ? d.client_name.trim().slice(0, 128) : url.host;
  const scope = typeof d.scope === 'string' ? d.scope.slice(0, 2048) : undefined;
  return { name, redirectUris, scope, logoUri: displayableLogoUri(d.logo_uri) };
}

export interface DocumentContext {
  clock: Clock;
  internal: ReadonlySet<string>;
  outbound: OutboundPolicy;
}

/**
 * Makes sure the client a metadata-document client id names exists and is current, when the
 * settings allow such clients; does nothing for other client ids (nor while they are off: the
 * client id is then unknown, as any other). Throws a DomainError (client_registration.
 * invalid_client_metadata_document) naming what is wrong with the document.
 */
export async function ensureDocumentClient(db: Db, ctx: DocumentContext, clientId: string, requester: { ip: string; userAgent: string }): Promise<void> {
  if (!isDocumentClientId(clientId)) return;
  const now = ctx.clock.now().getTime();
  const fresh = freshUntil.get(clientId);
  // Fresh, and still there (an administrator may have deleted it: it is then made again).
  if (fresh !== undefined && fresh > now && (await repo.findClientRegistrationByDocument(db, clientId))) return;
  const settings = await clientRegistrationSettings(db);
  if (!settings.clientIdMetadataDocuments) return;
  const url = documentUrlOf(clientId, ctx.outbound);
  const { body, lifetime } = await fetchDocument(url, ctx.outbound);
  const document = readDocument(body, url);
  const resourceScopes = await allowedResourceScopes(db, settings);
  const allowedNames = new Set([...settings.allowedScopes, ...resourceScopes.map((s) => s.name)]);
  const asked = document.scope ? document.scope.split(' ').filter((s) => allowedNames.has(s)) : [...allowedNames];
  await db.transaction().execute(async (trx) => {
    const existing = await repo.findClientRegistrationByDocument(trx, url.href);
    const metadata = {
      client_name: document.name,
      redirect_uris: document.redirectUris,
      host: url.host,
      ...(document.logoUri ? { logo_uri: document.logoUri } : {}),
    };
    const input = {
      name: document.name,
      description: `Client ID metadata document at ${url.host}`,
      oidcClientMetadata: { redirectUris: document.redirectUris },
    };
    if (existing) {
      await updateApplication(trx, existing.applicationId, input, ctx.internal, ctx.outbound);
      await repo.updateClientRegistrationMetadata(trx, existing.applicationId, metadata);
    } else {
      await createApplication(trx, { ...input, id: url.href, type: 'Native', isThirdParty: true }, ctx.internal, ctx.outbound);
      await repo.insertClientRegistration(trx, {
        applicationId: url.href,
        kind: 'metadata_document',
        registrationTokenDigest: null,
        documentUrl: url.href,
        metadata,
      });
      await recordLog(
        trx,
        {
          key: 'ClientRegistration.Register',
          applicationId: url.href,
          ip: requester.ip,
          userAgent: requester.userAgent,
          payload: { kind: 'metadata_document', clientName: document.name, host: url.host },
        },
        success,
      );
      await registrationEvent(trx, {
        kind: 'registered',
        applicationId: url.href,
        registrationKind: 'metadata_document',
        clientName: document.name,
        ip: requester.ip,
        userAgent: requester.userAgent,
      });
    }
    await assignConsentScopes(trx, url.href, {
      userScopes: asked.filter((s) => (USER_SCOPES as readonly string[]).includes(s)),
      resourceScopes: resourceScopes.filter((s) => asked.includes(s.name)).map((s) => s.id),
    });
  });
  remember(clientId, now + lifetime * 1000);
}
