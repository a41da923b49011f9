// RFC 7591 dynamic client registration and RFC 7592 client configuration. The wire names are the
// RFCs' (snake_case): the protocol is the interface here. A registration is an ordinary
// application made by the application rules (src/domain/directory/applications.ts), marked
// third-party (the user consents to it) and recorded in client_registrations as `dynamic`,
// with the SHA-256 digest of its registration access token. Each change writes its audit entry
// (ClientRegistration.*) in its own transaction.
import type { Db } from '../../../db/database.js';
import * as repo from '../../../db/repositories/client-registrations.js';
import type { ClientRegistrationRow } from '../../../db/repositories/client-registrations.js';
import type { OutboundPolicy } from '../../../net/outbound-urls.js';
import { isLoopbackHost } from '../../../net/loopback-hosts.js';
import type { Clock } from '../../clock.js';
import { registrationEvent } from './registration-events.js';
import { createApplication, deleteApplication, getApplication, updateApplication, type ApplicationView } from '../../directory/applications.js';
import { DomainError } from '../../errors.js';
import { newSecret, secretMatches, sha256 } from '../../ids.js';
import { recordLog, success } from '../../logs.js';
import { clientBucketOf, databaseSendCounter } from '../../sign-in/rate-limits.js';
import { checkInitialAccessToken } from './initial-tokens.js';
import { assignConsentScopes, USER_SCOPES } from '../../directory/consent.js';
import { allowedResourceScopes, clientRegistrationSettings, type AllowedResourceScope, type ClientRegistrationSettings } from './settings.js';

/** RFC 7591 §3.2.2's error codes, and this server's own for the refusals it has no code for. */
export type RegistrationErrorCode =
  | 'invalid_redirect_uri'
  | 'invalid_client_metadata'
  | 'invalid_software_statement'
  | 'unapproved_software_statement'
  | 'invalid_initial_access_token'
  | 'invalid_registration_access_token'
  | 'registration_disabled'
  | 'too_many_registrations';

const refuse = (code: RegistrationErrorCode, message: string, data?: Record<string, unknown>) => new DomainError(`client_registration.${code}`, message, data);

export const REGISTRATION_LOG_KEYS = {
  register: 'ClientRegistration.Register',
  update: 'ClientRegistration.Update',
  delete: 'ClientRegistration.Delete',
} as const;

const AUTH_METHODS = ['none', 'client_secret_basic', 'client_secret_post', 'private_key_jwt'] as const;
type AuthMethod = (typeof AUTH_METHODS)[number];

/** Metadata members kept as given (after their checks) and answered back (RFC 7591 §2). */
const URL_MEMBERS = ['client_uri', 'logo_uri', 'tos_uri', 'policy_uri'] as const;
const MAX_URIS = 20;
const MAX_URI_LENGTH = 2048;

export interface RegisteredMetadata {
  client_name: string;
  redirect_uris: string[];
  post_logout_redirect_uris: string[];
  grant_types: string[];
  response_types: string[];
  token_endpoint_auth_method: AuthMethod;
  scope: string;
  client_uri?: string;
  logo_uri?: string;
  tos_uri?: string;
  policy_uri?: string;
  contacts?: string[];
  jwks_uri?: string;
  jwks?: { keys: Record<string, unknown>[] };
  software_id?: string;
  software_version?: string;
}

/** Who asked, for the audit entry and the per-address limit. */
export interface Requester {
  ip: string;
  userAgent: string;
}

export interface RegistrationContext {
  clock: Clock;
  /** domain/oauth/internal-resources.ts's list and the outbound URL rule, as createApplication takes them. */
  internal: ReadonlySet<string>;
  outbound: OutboundPolicy;
  /** The RFC 7592 address of a client: `${base}/${client_id}`. */
  registrationBase: string;
}

/**
 * A redirect URI a self-registered client may have: absolute, no fragment, https, or plain http to
 * this machine only (RFC 8252 §7.3: a native app's loopback redirect). No custom schemes: a
 * scheme any app can claim on the device is no proof of who receives the code.
 */
export function checkRedirectUri(uri: unknown, member: string): string {
  if (typeof uri !== 'string' || uri.length > MAX_URI_LENGTH || !URL.canParse(uri)) {
    throw refuse('invalid_redirect_uri', `${member}: each entry must be an absolute URI`);
  }
  const url = new URL(uri);
  if (url.hash || uri.includes('#')) throw refuse('invalid_redirect_uri', `${member}: ${uri} must not contain a fragment`);
  if (url.username || url.password) throw refuse('invalid_redirect_uri', `${member}: ${uri} must not carry credentials`);
  if (url.protocol === 'https:') return uri;
  if (url.protocol === 'http:' && isLoopbackHost(url)) return uri;
  throw refuse(
    'invalid_redirect_uri',
    `${member}: ${uri} is not allowed: redirect URIs must use https, or plain http to a loopback address (127.0.0.1, [::1], localhost)`,
  );
}

function uriList(value: unknown, member: string, required: boolean): string[] {
  if (value === undefined || value === null) {
    if (required) throw refuse('invalid_redirect_uri', `${member} is required for the authorization code grant`);
    return [];
  }
  if (!Array.isArray(value)) throw refuse('invalid_redirect_uri', `${member} must be an array of URIs`);
  if (required && value.length === 0) throw refuse('invalid_redirect_uri', `${member} must list at least one URI`);
  if (value.length > MAX_URIS) throw refuse('invalid_redirect_uri', `${member} lists at most ${MAX_URIS} URIs`);
  return [...new Set(value.map((uri) => checkRedirectUri(uri, member)))];
}

function optionalString(value: unknown, member: string, max: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > max) throw refuse('invalid_client_metadata', `${member} must be a string of at most ${max} characters`);
  return value;
}

function stringList(value: unknown, member: string, fallback: string[]): string[] {
  if (value === undefined || value === null) return fallback;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string') || value.length > 10) {
    throw refuse('invalid_client_metadata', `${member} must be an array of strings`);
  }
  return [...new Set(value as string[])];
}

function httpsUrl(value: unknown, member: string): string | undefined {
  const text = optionalString(value, member, MAX_URI_LENGTH);
  if (text === undefined) return undefined;
  if (!URL.canParse(text) || new URL(text).protocol !== 'https:') throw refuse('invalid_client_metadata', `${member} must be an https URL`);
  return text;
}

/**
 * The metadata of a registration request as this server registers it, or the RFC 7591 §3.2.2
 * refusal. Members this server does not know are ignored (§2: "the authorization server MUST
 * ignore any client metadata sent by the client that it does not understand").
 */
export function readClientMetadata(body: unknown, settings: ClientRegistrationSettings, resourceScopes: readonly AllowedResourceScope[]): RegisteredMetadata {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refuse('invalid_client_metadata', 'the request body must be a JSON object');
  const m = body as Record<string, unknown>;
  if (m.software_statement !== undefined) {
    throw refuse('invalid_software_statement', 'software statements are not supported by this server; register without software_statement');
  }
  const grantTypes = stringList(m.grant_types, 'grant_types', ['authorization_code']);
  for (const grant of grantTypes) {
    if (!(settings.allowedGrantTypes as string[]).includes(grant)) {
      throw refuse(
        'invalid_client_metadata',
        `grant type ${grant} is not allowed for self-registered clients (allowed: ${settings.allowedGrantTypes.join(', ')})`,
      );
    }
  }
  if (!grantTypes.includes('authorization_code')) throw refuse('invalid_client_metadata', 'grant_types must include authorization_code');
  const responseTypes = stringList(m.response_types, 'response_types', ['code']);
  if (responseTypes.some((t) => t !== 'code')) throw refuse('invalid_client_metadata', 'response_types may only be ["code"]');
  const method = (m.token_endpoint_auth_method ?? 'client_secret_basic') as AuthMethod;
  if (!AUTH_METHODS.includes(method)) {
    throw refuse('invalid_client_metadata', `token_endpoint_auth_method must be one of: ${AUTH_METHODS.join(', ')}`);
  }
  if (method === 'private_key_jwt' && m.jwks === undefined && m.jwks_uri === undefined) {
    throw refuse('invalid_client_metadata', 'private_key_jwt needs jwks or jwks_uri');
  }
  if (m.jwks !== undefined && m.jwks_uri !== undefined) throw refuse('invalid_client_metadata', 'jwks and jwks_uri must not both be given (RFC 7591 §2)');
  const allowed = [...new Set([...settings.allowedScopes, ...resourceScopes.map((s) => s.name)])];
  let scope = allowed.join(' ');
  if (m.scope !== undefined && m.scope !== null) {
    if (typeof m.scope !== 'string' || m.scope.length > 2048) throw refuse('invalid_client_metadata', 'scope must be a space-separated string');
    const asked = [...new Set(m.scope.split(' ').filter(Boolean))];
    const bad = asked.filter((s) => !allowed.includes(s));
    if (bad.length) throw refuse('invalid_client_metadata', `scope values not allowed for self-registered clients: ${bad.join(', ')}`, { scopes: bad });
    scope = asked.join(' ');
  }
  const name = optionalString(m.client_name, 'client_name', 128)?.trim();
  const contacts = m.contacts === undefined ? undefined : stringList(m.contacts, 'contacts', []);
  const metadata: RegisteredMetadata = {
    client_name: name || 'Self-registered client',
    redirect_uris: uriList(m.redirect_uris, 'redirect_uris', true),
    post_logout_redirect_uris: uriList(m.post_logout_redirect_uris, 'post_logout_redirect_uris', false),
    grant_types: grantTypes,
    response_types: responseTypes,
    token_endpoint_auth_method: method,
    scope,
    ...(contacts ? { contacts } : {}),
  };
  for (const member of URL_MEMBERS) {
    const value = httpsUrl(m[member], member);
    if (value) metadata[member] = value;
  }
  const jwksUri = httpsUrl(m.jwks_uri, 'jwks_uri');
  if (jwksUri) metadata.jwks_uri = jwksUri;
  if (m.jwks !== undefined) {
    const jwks = m.jwks as { keys?: unknown };
    if (typeof jwks !== 'object' || jwks === null || !Array.isArray(jwks.keys)) throw refuse('invalid_client_metadata', 'jwks must be a JWK Set');
    metadata.jwks = jwks as { keys: Record<string, unknown>[] };
  }
  const softwareId = optionalString(m.software_id, 'software_id', 256);
  if (softwareId) metadata.software_id = softwareId;
  const softwareVersion = optionalString(m.software_version, 'software_version', 64);
  if (softwareVersion) metadata.software_version = softwareVersion;
  return metadata;
}

/**
 * The registered scope as the client's consent scopes (what a third-party application may ask a
 * user for): its user scopes, and the scopes of allowed resources it names. Added to those it
 * has: an update that lists fewer keeps the user's earlier consents meaningful.
 */
async function grantRegisteredScopes(db: Db, applicationId: string, scope: string, resourceScopes: readonly AllowedResourceScope[]): Promise<void> {
  const names = new Set(scope.split(' '));
  await assignConsentScopes(db, applicationId, {
    userScopes: [...names].filter((s) => (USER_SCOPES as readonly string[]).includes(s)),
    resourceScopes: resourceScopes.filter((s) => names.has(s.name)).map((s) => s.id),
  });
}

/** A refusal of the application rules, as the RFC 7591 error its field calls for. */
function asRegistrationError(error: unknown): unknown {
  if (!(error instanceof DomainError) || error.code.startsWith('client_registration.')) return error;
  const redirect = error.field?.some((f) => /redirect/i.test(f));
  return refuse(redirect ? 'invalid_redirect_uri' : 'invalid_client_metadata', error.message);
}

function applicationInput(metadata: RegisteredMetadata) {
  return {
    name: metadata.client_name,
    description: metadata.client_uri ? `Registered itself (RFC 7591): ${metadata.client_uri}` : 'Registered itself (RFC 7591)',
    oidcClientMetadata: {
      redirectUris: metadata.redirect_uris,
      postLogoutRedirectUris: metadata.post_logout_redirect_uris,
      ...(metadata.token_endpoint_auth_method === 'private_key_jwt'
        ? {
            tokenEndpointAuthMethod: 'private_key_jwt',
            ...(metadata.jwks ? { jwks: metadata.jwks } : {}),
            ...(metadata.jwks_uri ? { jwksUri: metadata.jwks_uri } : {}),
          }
        : metadata.token_endpoint_auth_method === 'none'
          ? {}
          : { tokenEndpointAuthMethod: metadata.token_endpoint_auth_method }),
    },
  };
}

export interface RegistrationResponse extends RegisteredMetadata {
  client_id: string;
  client_id_issued_at: number;
  client_secret?: string;
  client_secret_expires_at?: number;
  registration_access_token?: string;
  registration_client_uri: string;
}

function responseOf(
  application: ApplicationView,
  row: ClientRegistrationRow,
  ctx: RegistrationContext,
  secrets: { clientSecret?: string | null; registrationToken?: string },
): RegistrationResponse {
  const metadata = row.metadata as unknown as RegisteredMetadata;
  return {
    ...metadata,
    client_name: application.name,
    redirect_uris: application.oidcClientMetadata.redirectUris,
    post_logout_redirect_uris: application.oidcClientMetadata.postLogoutRedirectUris,
    client_id: application.id,
    client_id_issued_at: Math.floor(application.createdAt.getTime() / 1000),
    ...(secrets.clientSecret ? { client_secret: secrets.clientSecret, client_secret_expires_at: 0 } : {}),
    ...(secrets.registrationToken ? { registration_access_token: secrets.registrationToken } : {}),
    registration_client_uri: `${ctx.registrationBase}/${encodeURIComponent(application.id)}`,
  };
}

/** RFC 7591 §3: registers a client, or refuses with the RFC's error. */
export async function registerClient(
  db: Db,
  ctx: RegistrationContext,
  request: { body: unknown; initialAccessToken: string | undefined } & Requester,
): Promise<RegistrationResponse> {
  const settings = await clientRegistrationSettings(db);
  if (!settings.enabled) throw refuse('registration_disabled', 'dynamic client registration is not enabled on this server');
  const initial = settings.requireInitialAccessToken
    ? await checkInitialAccessToken(db, request.initialAccessToken, ctx.clock.now()).catch(() => {
        throw refuse('invalid_initial_access_token', 'a valid initial access token is required to register a client (Authorization: Bearer …)');
      })
    : undefined;
  const resourceScopes = await allowedResourceScopes(db, settings);
  const metadata = readClientMetadata(request.body, settings, resourceScopes);
  const full = await databaseSendCounter(db, ctx.clock).tryReserve([
    { key: `client_registration:${clientBucketOf(request.ip)}`, limit: settings.registrationsPerHour, windowSeconds: 3600 },
  ]);
  if (full) {
    throw refuse('too_many_registrations', `too many clients were registered from this network address; at most ${settings.registrationsPerHour} per hour`, {
      retryAfter: 3600,
    });
  }
  const registrationToken = newSecret();
  return db.transaction().execute(async (trx) => {
    const created = await createApplication(
      trx,
      { ...applicationInput(metadata), type: metadata.token_endpoint_auth_method === 'none' ? 'Native' : 'Traditional', isThirdParty: true },
      ctx.internal,
      ctx.outbound,
    ).catch((e: unknown) => {
      throw asRegistrationError(e);
    });
    await grantRegisteredScopes(trx, created.application.id, metadata.scope, resourceScopes);
    const row = await repo.insertClientRegistration(trx, {
      applicationId: created.application.id,
      kind: 'dynamic',
      registrationTokenDigest: sha256(registrationToken),
      documentUrl: null,
      metadata: { ...metadata },
    });
    await recordLog(
      trx,
      {
        key: REGISTRATION_LOG_KEYS.register,
        applicationId: created.application.id,
        ip: request.ip,
        userAgent: request.userAgent,
        payload: {
          kind: 'dynamic',
          clientName: metadata.client_name,
          redirectUris: metadata.redirect_uris,
          ...(initial ? { initialAccessTokenId: initial.id } : {}),
        },
      },
      success,
    );
    await registrationEvent(trx, {
      kind: 'registered',
      applicationId: created.application.id,
      registrationKind: 'dynamic',
      clientName: metadata.client_name,
      ip: request.ip,
      userAgent: request.userAgent,
    });
    return responseOf(created.application, row, ctx, { clientSecret: created.secret, registrationToken });
  });
}

/** RFC 7592 §2: the client and its registration, when the token is its registration access token (else 401, whichever was wrong). */
async function authorizedRegistration(db: Db, clientId: string, token: string | undefined): Promise<ClientRegistrationRow> {
  const refused = refuse('invalid_registration_access_token', 'the registration access token is not valid for this client');
  const row = clientId.length <= 128 ? await repo.findClientRegistration(db, clientId) : undefined;
  // The same work whether the client exists or not, so the answer's time says nothing.
  const ok = secretMatches(token ?? '', row?.registrationTokenDigest ?? null);
  if (!row || !token || !ok || row.kind !== 'dynamic') throw refused;
  return row;
}

export async function readRegistration(db: Db, ctx: RegistrationContext, clientId: string, token: string | undefined): Promise<RegistrationResponse> {
  const row = await authorizedRegistration(db, clientId, token);
  return responseOf(await getApplication(db, clientId), row, ctx, {});
}

/** RFC 7592 §2.2: the metadata sent replaces the registered metadata; the client's kind (secret or not) cannot change. */
export async function updateRegistration(
  db: Db,
  ctx: RegistrationContext,
  clientId: string,
  request: { body: unknown; token: string | undefined } & Requester,
): Promise<RegistrationResponse> {
  const row = await authorizedRegistration(db, clientId, request.token);
  const body = request.body as Record<string, unknown> | null;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    if (body.client_id !== clientId) throw refuse('invalid_client_metadata', 'client_id must be sent and name this client (RFC 7592 §2.2)');
    for (const member of ['registration_access_token', 'registration_client_uri', 'client_secret_expires_at', 'client_id_issued_at']) {
      if (body[member] !== undefined) throw refuse('invalid_client_metadata', `${member} must not be sent in an update (RFC 7592 §2.2)`);
    }
  }
  const settings = await clientRegistrationSettings(db);
  const resourceScopes = await allowedResourceScopes(db, settings);
  const metadata = readClientMetadata(body, settings, resourceScopes);
  const before = row.metadata as unknown as RegisteredMetadata;
  if ((metadata.token_endpoint_auth_method === 'none') !== (before.token_endpoint_auth_method === 'none')) {
    throw refuse('invalid_client_metadata', 'token_endpoint_auth_method cannot change between none and a secret or key; register a new client instead');
  }
  return db.transaction().execute(async (trx) => {
    const application = await updateApplication(trx, clientId, applicationInput(metadata), ctx.internal, ctx.outbound).catch((e: unknown) => {
      throw asRegistrationError(e);
    });
    await grantRegisteredScopes(trx, clientId, metadata.scope, resourceScopes);
    await repo.updateClientRegistrationMetadata(trx, clientId, { ...metadata });
    await recordLog(
      trx,
      { key: REGISTRATION_LOG_KEYS.update, applicationId: clientId, ip: request.ip, userAgent: request.userAgent, payload: { kind: 'dynamic' } },
      success,
    );
    return responseOf(application, { ...row, metadata: { ...metadata } }, ctx, {});
  });
}

/** RFC 7592 §2.3: deletes the client (its tokens and grants go with it, as for any deleted application). */
export async function deleteRegistration(db: Db, clientId: string, request: { token: string | undefined } & Requester): Promise<void> {
  await authorizedRegistration(db, clientId, request.token);
  await db.transaction().execute(async (trx) => {
    await recordLog(
      trx,
      { key: REGISTRATION_LOG_KEYS.delete, applicationId: clientId, ip: request.ip, userAgent: request.userAgent, payload: { kind: 'dynamic' } },
      success,
    );
    await deleteApplication(trx, clientId);
    await registrationEvent(trx, { kind: 'unregistered', applicationId: clientId, registrationKind: 'dynamic', ip: request.ip, userAgent: request.userAgent });
  });
}

/** Whether registration is on (its discovery entry is published only then). */
export async function registrationEnabled(db: Db): Promise<boolean> {
  return (await clientRegistrationSettings(db)).enabled;
}

/** How each of these applications registered itself (those an operator made are left out). */
export const registrationKindsOf = (db: Db, ids: readonly string[]) => repo.registrationKindsOf(db, ids);
