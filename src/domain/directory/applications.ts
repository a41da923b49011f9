// Rules for applications (OAuth clients): redirect URIs by client type, secrets for confidential
// clients (random, shown once, kept only as a SHA-256 digest), and the token exchange settings.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import * as repo from '../../db/repositories/applications.js';
import type { Application, ApplicationType } from '../../db/repositories/applications.js';
import { findResourcesByIndicators } from '../../db/repositories/resources.js';
import { CONSOLE_CLIENT_ID } from './console-client.js';
import { DomainError, invalidInput, notFound } from '../errors.js';
import { setApplicationAccessControlEnabled } from './application-access-control.js';
import { checkThirdPartyCreation, isThirdPartyApplication, markThirdPartyApplication } from './consent.js';
import { newId, newSecret, sha256 } from '../ids.js';
import { jsonObject, parseFields, parseInput } from '../input.js';
import { DEFAULT_ID_TOKEN_ALG, isKeyAlgorithm, KEY_ALGORITHMS, type KeyAlgorithm } from '../signing-algorithms.js';
import type { OutboundPolicy } from '../../net/outbound-urls.js';
import { isLoopbackHost } from '../../net/loopback-hosts.js';
import { nextClientAuthSettings, registeredAuthMethod, type ClientAuthSettingsInput } from './client-auth-methods.js';
import { asksLogoutChannels, nextLogoutChannels, type LogoutChannelInput } from './logout-channels.js';
import type { PageRequest } from '../pagination.js';
import { checkFieldSearch, checkListSearch, searchTerm, type FieldSearchInput, type ListSearchInput } from '../search.js';

import { mergeTokenSettings, tokenSettingsOf, type ApplicationTokenSettings, type ApplicationTokenSettingsInput } from './application-token-settings.js';

export type { ApplicationType };

const CONFIDENTIAL: ReadonlySet<ApplicationType> = new Set(['Traditional', 'MachineToMachine']);
const NEVER_SCHEMES = new Set(['javascript:', 'data:', 'file:', 'vbscript:', 'blob:']);

export interface CustomClientMetadata extends ApplicationTokenSettings {
  allowTokenExchange: boolean;
  /** May obtain and replace transaction tokens (MachineToMachine only; docs/transaction-tokens.md). */
  transactionTokens: boolean;
  allowedTokenExchangeResources: string[];
  /** May request the Management API for a signed-in user (off unless an operator turns it on). */
  allowManagementApi: boolean;
  /**
   * The authorization code flow must use PKCE (RFC 7636, S256). Always true for public clients
   * (RFC 9700 §2.1.1 requires it: the verifier is what binds their code). Off by default for
   * confidential clients, as the compatible product and the common server-side libraries expect
   * (their secret authenticates the code exchange); a challenge they send is checked all the same,
   * and an application may turn this on to require one.
   */
  requirePkce: boolean;
  /** The algorithm of its ID tokens (RS256 unless set to ES256). */
  idTokenSignedResponseAlg: KeyAlgorithm;
  /**
   * May use the device authorization grant (RFC 8628): a TV, a CLI, a device without a browser
   * (the compatible product's `isDeviceFlow`). Native and Traditional applications only.
   */
  isDeviceFlow: boolean;
}

/** An application as every front may show it: never its secret. */
export interface ApplicationView extends Omit<Application, 'customClientMetadata'> {
  customClientMetadata: CustomClientMetadata;
}

export interface ApplicationWithSecret {
  application: ApplicationView;
  /** Present only at creation and rotation of a confidential client. */
  secret: string | null;
}

export function isConfidential(type: ApplicationType): boolean {
  return CONFIDENTIAL.has(type);
}

/** The stored metadata with defaults, whatever older rows or the bootstrap wrote. */
export function customClientMetadataOf(stored: Record<string, unknown>, type: ApplicationType): CustomClientMetadata {
  const resources = stored.allowedTokenExchangeResources;
  return {
    allowTokenExchange: stored.allowTokenExchange === true,
    transactionTokens: stored.transactionTokens === true,
    allowedTokenExchangeResources: Array.isArray(resources) ? resources.filter((r): r is string => typeof r === 'string') : [],
    allowManagementApi: stored.allowManagementApi === true,
    // A public client's `false` is kept as asked, so that checkPkce can refuse it by name.
    requirePkce: isConfidential(type) ? stored.requirePkce === true : stored.requirePkce !== false,
    idTokenSignedResponseAlg: idTokenAlgorithmOf(stored),
    ...tokenSettingsOf(stored, isConfidential(type)),
    isDeviceFlow: stored.isDeviceFlow === true,
  };
}

/** A client's token lifetimes and refresh-token behaviour, from its type and stored metadata. */
export function tokenSettingsOfClient(type: ApplicationType, stored: Record<string, unknown>): ApplicationTokenSettings {
  return tokenSettingsOf(stored, isConfidential(type));
}

const DEVICE_FLOW_TYPES: ReadonlySet<ApplicationType> = new Set(['Native', 'Traditional']);

/** Whether a client may use the device authorization grant (RFC 8628), from its type and stored metadata. */
export function allowsDeviceFlow(type: ApplicationType, stored: Record<string, unknown>): boolean {
  return DEVICE_FLOW_TYPES.has(type) && stored.isDeviceFlow === true;
}

/** The algorithm of a client's ID tokens, from its stored metadata. */
export function idTokenAlgorithmOf(stored: Record<string, unknown>): KeyAlgorithm {
  return isKeyAlgorithm(stored.idTokenSignedResponseAlg) ? stored.idTokenSignedResponseAlg : DEFAULT_ID_TOKEN_ALG;
}

/** Whether an authorization request of this client must carry a PKCE challenge. */
export function requiresPkce(type: ApplicationType, stored: Record<string, unknown>): boolean {
  return !isConfidential(type) || stored.requirePkce === true;
}

/**
 * Whether a client may get Management API tokens for a user (authorization code and refresh
 * grants). A full-access token for whoever is signed in must not go to any registered client
 * that asks: only to those an operator allowed (a future admin console gets it at bootstrap).
 */
export function mayRequestManagementApi(stored: Record<string, unknown>): boolean {
  return stored.allowManagementApi === true;
}

function toView(application: Application): ApplicationView {
  const oidc = application.oidcClientMetadata;
  return {
    ...application,
    oidcClientMetadata: { ...oidc, tokenEndpointAuthMethod: registeredAuthMethod(application.type, oidc.tokenEndpointAuthMethod) },
    customClientMetadata: customClientMetadataOf(application.customClientMetadata, application.type),
  };
}

// Redirect URIs: absolute, without fragment; https, or plain http to this machine, or (Native
// only) a custom scheme that is not one a browser runs or reads locally. Each refusal names the
// URI; an entry's checks stop at the first that fails, so it is reported for one reason only.
const redirectUri = (type: ApplicationType) =>
  z
    .string()
    .refine((uri) => URL.canParse(uri), { error: (issue) => `${String(issue.input)} is not an absolute URI`, abort: true })
    .refine((uri) => !uri.includes('#'), { error: (issue) => `${String(issue.input)}: redirect URIs must not contain a fragment`, abort: true })
    .refine((uri) => new URL(uri).protocol !== 'http:' || isLoopbackHost(new URL(uri)), {
      error: (issue) => `${String(issue.input)}: plain http is only allowed for localhost and 127.0.0.1`,
      abort: true,
    })
    .refine(
      (uri) => {
        const { protocol } = new URL(uri);
        return protocol === 'https:' || protocol === 'http:' || (type === 'Native' && !NEVER_SCHEMES.has(protocol));
      },
      { error: (issue) => `${String(issue.input)}: only https (or a custom scheme for Native apps) is allowed` },
    );

/** A machine-to-machine application sends no one to /oidc/auth, so it has no URI to return to. */
const redirectUris = (type: ApplicationType) =>
  type === 'MachineToMachine' ? z.array(z.unknown()).max(0, 'machine-to-machine applications have no redirect URIs') : z.array(redirectUri(type));

/** The first bad entry is the one reported (redirectUris before postLogoutRedirectUris), at the list's field. */
function checkRedirectUris(
  type: ApplicationType,
  metadata: { redirectUris?: readonly string[] | null; postLogoutRedirectUris?: readonly string[] | null },
): void {
  for (const key of ['redirectUris', 'postLogoutRedirectUris'] as const) {
    parseFields(redirectUris(type), metadata[key] ?? [], ['oidcClientMetadata', key], 2);
  }
}

/** RFC 9126 §6's switch as asked: a boolean, and only for applications that send users to /oidc/auth. */
function pushedRequestsSetting(type: ApplicationType, value: boolean | null | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const field = ['oidcClientMetadata', 'requirePushedAuthorizationRequests'];
  if (value === null) throw invalidInput('requirePushedAuthorizationRequests must be true or false', field);
  if (value && type === 'MachineToMachine') {
    throw invalidInput('machine-to-machine applications make no authorization requests: requirePushedAuthorizationRequests does not apply', field);
  }
  return value;
}

function checkPkce(type: ApplicationType, metadata: CustomClientMetadata): void {
  if (!metadata.requirePkce && !isConfidential(type)) {
    throw new DomainError(
      'application.pkce_required_for_public_client',
      'PKCE cannot be turned off for a public application (Native, SPA): it has no secret, so the code verifier is what binds its code.',
      { type },
      ['customClientMetadata', 'requirePkce'],
    );
  }
}

async function checkCustomMetadata(db: Db, type: ApplicationType, metadata: CustomClientMetadata, internal: ReadonlySet<string>): Promise<void> {
  checkPkce(type, metadata);
  checkTransactionTokens(type, metadata);
  checkDeviceFlow(type, metadata);
  await checkTokenExchange(db, type, metadata, internal);
}

/** A transaction token names its requester as a workload (`req_wl`): only a machine-to-machine application is one. */
function checkTransactionTokens(type: ApplicationType, metadata: CustomClientMetadata): void {
  if (metadata.transactionTokens && type !== 'MachineToMachine') {
    throw new DomainError(
      'application.transaction_tokens_not_allowed',
      'Only MachineToMachine applications (workloads) can use transaction tokens.',
      { type },
      ['customClientMetadata', 'transactionTokens'],
    );
  }
}

/** A device signs a person in: a machine-to-machine application has no person, a single-page app has a browser. */
function checkDeviceFlow(type: ApplicationType, metadata: CustomClientMetadata): void {
  if (metadata.isDeviceFlow && !DEVICE_FLOW_TYPES.has(type)) {
    throw new DomainError('application.device_flow_not_allowed', 'Only Native and Traditional applications can use the device authorization grant.', { type }, [
      'customClientMetadata',
      'isDeviceFlow',
    ]);
  }
}

async function checkTokenExchange(db: Db, type: ApplicationType, metadata: CustomClientMetadata, internal: ReadonlySet<string>): Promise<void> {
  if (metadata.allowTokenExchange && !isConfidential(type)) {
    throw new DomainError(
      'application.token_exchange_not_allowed_for_public_client',
      'Only confidential applications (Traditional, MachineToMachine) can use token exchange.',
      { type },
      ['customClientMetadata', 'allowTokenExchange'],
    );
  }
  const indicators = [...new Set(metadata.allowedTokenExchangeResources)];
  if (indicators.length === 0) return;
  const usable = new Set(
    (await findResourcesByIndicators(db, indicators)).filter((r) => !r.isManagement && !internal.has(r.indicator)).map((r) => r.indicator),
  );
  const bad = indicators.filter((i) => !usable.has(i));
  if (bad.length) {
    throw new DomainError(
      'application.invalid_token_exchange_resource',
      `not a known API resource indicator outside Tessera's own APIs: ${bad.join(', ')}`,
      { indicators: bad },
      ['customClientMetadata', 'allowedTokenExchangeResources'],
    );
  }
}

export async function getApplication(db: Db, id: string): Promise<ApplicationView> {
  const application = await repo.findApplicationById(db, id);
  if (!application) throw notFound('application', id);
  return toView(application);
}

/** Applications by id (missing ids are left out), in the order asked. */
export async function applicationsByIds(db: Db, ids: readonly string[]): Promise<ApplicationView[]> {
  const found = new Map((await repo.findApplicationsByIds(db, ids)).map((a) => [a.id, a]));
  return ids.flatMap((id) => (found.has(id) ? [toView(found.get(id)!)] : []));
}

export interface ApplicationListFilter {
  type?: ApplicationType | null | undefined;
  types?: ApplicationType[] | null | undefined;
  search?: string | null | undefined;
  searchBy?: FieldSearchInput | null | undefined;
  excludeRoleId?: string | null | undefined;
  excludeOrganizationId?: string | null | undefined;
}

/** Applications matching every filter given; an excluded id that names nothing excludes nothing. */
export async function listApplications(db: Db, page: PageRequest, filter: ApplicationListFilter = {}) {
  const result = await repo.listApplications(db, page, {
    type: filter.type ?? undefined,
    types: filter.types ?? undefined,
    search: searchTerm(filter.search),
    fieldSearch: checkFieldSearch(filter.searchBy, Object.keys(repo.APPLICATION_SEARCH_COLUMNS)),
    excludeRoleId: filter.excludeRoleId ?? undefined,
    excludeOrganizationId: filter.excludeOrganizationId ?? undefined,
  });
  return { ...result, items: result.items.map(toView) };
}

/** The applications holding a role (the caller checks that the role exists). */
export async function listApplicationsOfRole(db: Db, roleId: string, page: PageRequest, search?: ListSearchInput) {
  const result = await repo.listApplicationsOfRole(db, roleId, page, checkListSearch(search, Object.keys(repo.APPLICATION_SEARCH_COLUMNS)));
  return { ...result, items: result.items.map(toView) };
}

type MetadataInput = {
  oidcClientMetadata?:
    | ({
        redirectUris?: string[] | null;
        postLogoutRedirectUris?: string[] | null;
        requirePushedAuthorizationRequests?: boolean | null;
        requireDpop?: boolean | null;
      } & ClientAuthSettingsInput &
        LogoutChannelInput)
    | null;
  customClientMetadata?:
    | ({
        allowTokenExchange?: boolean | null;
        transactionTokens?: boolean | null;
        allowedTokenExchangeResources?: string[] | null;
        allowManagementApi?: boolean | null;
        requirePkce?: boolean | null;
        idTokenSignedResponseAlg?: string | null;
        isDeviceFlow?: boolean | null;
      } & ApplicationTokenSettingsInput)
    | null;
};

function mergeCustom(current: Record<string, unknown>, type: ApplicationType, input: MetadataInput['customClientMetadata']): Record<string, unknown> {
  const base = customClientMetadataOf(current, type);
  return {
    ...current,
    allowTokenExchange: input?.allowTokenExchange ?? base.allowTokenExchange,
    transactionTokens: input?.transactionTokens ?? base.transactionTokens,
    allowedTokenExchangeResources: [...new Set(input?.allowedTokenExchangeResources ?? base.allowedTokenExchangeResources)],
    allowManagementApi: input?.allowManagementApi ?? base.allowManagementApi,
    requirePkce: input?.requirePkce ?? base.requirePkce,
    idTokenSignedResponseAlg: checkIdTokenAlgorithm(input?.idTokenSignedResponseAlg) ?? base.idTokenSignedResponseAlg,
    ...mergeTokenSettings(base, input, isConfidential(type)),
    isDeviceFlow: input?.isDeviceFlow ?? base.isDeviceFlow,
  };
}

function checkIdTokenAlgorithm(alg: string | null | undefined): KeyAlgorithm | undefined {
  if (alg === undefined || alg === null) return undefined;
  if (!isKeyAlgorithm(alg)) {
    throw invalidInput(`idTokenSignedResponseAlg must be one of: ${KEY_ALGORITHMS.join(', ')}`, ['customClientMetadata', 'idTokenSignedResponseAlg']);
  }
  return alg;
}

/**
 * `internal`: domain/oauth/internal-resources.ts's list, which an exchange allow-list may not name;
 * `outbound`: where a jwks_uri may point (src/net/outbound-urls.ts).
 */
export async function createApplication(
  db: Db,
  input: { name: string; type: ApplicationType; description?: string | null; isThirdParty?: boolean | null } & MetadataInput & {
      /** Its client id when the protocol fixes it (a client ID metadata document's URL); a new random id otherwise. */
      id?: string;
    },
  internal: ReadonlySet<string>,
  outbound: OutboundPolicy,
): Promise<ApplicationWithSecret> {
  if (input.name.trim() === '') throw invalidInput('name must not be empty', ['name']);
  checkRedirectUris(input.type, input.oidcClientMetadata ?? {});
  const requirePar = pushedRequestsSetting(input.type, input.oidcClientMetadata?.requirePushedAuthorizationRequests);
  const custom = mergeCustom({}, input.type, input.customClientMetadata);
  await checkCustomMetadata(db, input.type, customClientMetadataOf(custom, input.type), internal);
  if (input.isThirdParty) checkThirdPartyCreation(input.type, customClientMetadataOf(custom, input.type).allowTokenExchange);
  const clientAuth = await nextClientAuthSettings(input.type, undefined, input.oidcClientMetadata ?? {}, outbound);
  const logoutChannels = await nextLogoutChannels(
    input.type,
    undefined,
    input.oidcClientMetadata ?? {},
    input.oidcClientMetadata?.redirectUris ?? [],
    outbound,
  );
  const secret = isConfidential(input.type) ? newSecret() : null;
  const application = await repo.insertApplication(db, input.id ?? newId(), {
    name: input.name,
    type: input.type,
    description: input.description ?? null,
    secretDigest: secret === null ? null : sha256(secret),
    redirectUris: input.oidcClientMetadata?.redirectUris ?? [],
    postLogoutRedirectUris: input.oidcClientMetadata?.postLogoutRedirectUris ?? [],
    customClientMetadata: custom,
    requireDpop: input.oidcClientMetadata?.requireDpop ?? false,
    ...clientAuth,
    ...(requirePar !== undefined ? { requirePushedAuthorizationRequests: requirePar } : {}),
    ...logoutChannels,
  });
  if (input.isThirdParty) await markThirdPartyApplication(db, application.id);
  return { application: toView(application), secret };
}

export async function updateApplication(
  db: Db,
  id: string,
  input: { name?: string | null; description?: string | null; appLevelAccessControlEnabled?: boolean | null; isThirdParty?: boolean | null } & MetadataInput,
  internal: ReadonlySet<string>,
  outbound: OutboundPolicy,
): Promise<ApplicationView> {
  if (input.name === null) throw invalidInput('name cannot be cleared', ['name']);
  if (input.appLevelAccessControlEnabled === null) throw invalidInput('appLevelAccessControlEnabled must be true or false', ['appLevelAccessControlEnabled']);
  if (input.name !== undefined && input.name.trim() === '') throw invalidInput('name must not be empty', ['name']);
  const current = await repo.findApplicationById(db, id);
  if (!current) throw notFound('application', id);
  const oidc = input.oidcClientMetadata ?? {};
  checkRedirectUris(current.type, oidc);
  const requirePar = pushedRequestsSetting(current.type, oidc.requirePushedAuthorizationRequests);
  if (requirePar && id === CONSOLE_CLIENT_ID) {
    // The console's sign-in sends its authorization request directly: this would lock every administrator out of it.
    throw invalidInput('the console’s own application signs in without pushed authorization requests; they cannot be required of it', [
      'oidcClientMetadata',
      'requirePushedAuthorizationRequests',
    ]);
  }
  const thirdParty = await isThirdPartyApplication(db, id);
  // Fixed at creation (as in the compatible product): the user's consents and the grants issued
  // without one would not mean what they did. Sending the current value back is accepted.
  if (input.isThirdParty !== undefined && input.isThirdParty !== null && input.isThirdParty !== thirdParty) {
    throw new DomainError(
      'application.third_party_immutable',
      'isThirdParty is set when the application is created and cannot change; create a new application instead.',
      { isThirdParty: thirdParty },
      ['isThirdParty'],
    );
  }
  const custom = input.customClientMetadata ? mergeCustom(current.customClientMetadata, current.type, input.customClientMetadata) : undefined;
  if (custom) await checkCustomMetadata(db, current.type, customClientMetadataOf(custom, current.type), internal);
  if (custom && thirdParty) checkThirdPartyCreation(current.type, customClientMetadataOf(custom, current.type).allowTokenExchange);
  const asksClientAuth = oidc.tokenEndpointAuthMethod !== undefined || oidc.jwks !== undefined || oidc.jwksUri !== undefined;
  const stored = current.oidcClientMetadata;
  const clientAuth = asksClientAuth
    ? await nextClientAuthSettings(
        current.type,
        { tokenEndpointAuthMethod: registeredAuthMethod(current.type, stored.tokenEndpointAuthMethod), jwks: stored.jwks, jwksUri: stored.jwksUri },
        oidc,
        outbound,
      )
    : {};
  // A change of redirect URIs is held against the front-channel URI kept, as a change of that URI is.
  const logoutChannels =
    asksLogoutChannels(oidc) || (oidc.redirectUris != null && stored.frontchannelLogoutUri)
      ? await nextLogoutChannels(current.type, stored, oidc, oidc.redirectUris ?? stored.redirectUris, outbound)
      : {};
  const application = await repo.updateApplicationRow(db, id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(oidc.redirectUris != null ? { redirectUris: oidc.redirectUris } : {}),
    ...(oidc.postLogoutRedirectUris != null ? { postLogoutRedirectUris: oidc.postLogoutRedirectUris } : {}),
    ...(custom ? { customClientMetadata: custom } : {}),
    ...(oidc.requireDpop != null ? { requireDpop: oidc.requireDpop } : {}),
    ...clientAuth,
    ...(requirePar !== undefined ? { requirePushedAuthorizationRequests: requirePar } : {}),
    ...logoutChannels,
  });
  if (!application) throw notFound('application', id);
  if (input.appLevelAccessControlEnabled !== undefined) await setApplicationAccessControlEnabled(db, id, input.appLevelAccessControlEnabled);
  return toView(application);
}

export async function deleteApplication(db: Db, id: string): Promise<string> {
  const application = await repo.findApplicationById(db, id);
  if (!application) throw notFound('application', id);
  if (application.isAdmin) {
    // Deleting it would lock every administrator script out of the Management API.
    throw new DomainError('application.admin_delete_not_allowed', 'The bootstrap admin application cannot be deleted.');
  }
  if (id === CONSOLE_CLIENT_ID) {
    // It would come back at the next start, but until then nobody could sign in to the console.
    throw new DomainError('application.console_delete_not_allowed', 'The console’s own application cannot be deleted.');
  }
  await repo.deleteApplicationRow(db, id);
  return id;
}

/** Merges into an application's custom data; returns the result. */
export async function mergeApplicationCustomData(db: Db, id: string, customData: Record<string, unknown>): Promise<Record<string, unknown>> {
  parseInput(jsonObject(), customData, 'customData must be a JSON object', ['customData']);
  const merged = await repo.mergeApplicationCustomData(db, id, customData);
  if (!merged) throw notFound('application', id);
  return merged;
}

/** A new secret for a confidential client; the old digest is overwritten, so the old secret stops working at once. */
export async function rotateApplicationSecret(db: Db, id: string): Promise<ApplicationWithSecret> {
  const current = await repo.findApplicationById(db, id);
  if (!current) throw notFound('application', id);
  if (!isConfidential(current.type)) {
    throw new DomainError('application.public_client_has_no_secret', `${current.type} applications are public clients and have no secret.`);
  }
  const secret = newSecret();
  const application = await repo.updateApplicationRow(db, id, { secretDigest: sha256(secret) });
  if (!application) throw notFound('application', id);
  return { application: toView(application), secret };
}
