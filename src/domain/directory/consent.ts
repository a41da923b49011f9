// Third-party applications and the user's consent to them.
//
// An application is third-party when it was created so (it cannot change afterwards): it is
// someone else's client of this identity service. Such an application
// - may ask a user only for what its consent scopes allow (user scopes such as `profile`,
//   scopes of API resources, organization scopes); anything else it asks for is dropped from
//   the request, as the compatible product does;
// - gets a consent screen at the end of sign-in, listing that, until the user has allowed it;
//   the user's answer is remembered per (user, application), so a later sign-in asking for no
//   more shows no screen;
// - reaches only the organizations the user let it reach (organization tokens);
// - never gets token exchange.
// First-party applications (every application not created third-party) never see a screen.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { findApplicationById } from '../../db/repositories/applications.js';
import { findApplicationSignInExperience } from '../../db/repositories/application-sign-in-experiences.js';
import { findClientRegistration } from '../../db/repositories/client-registrations.js';
import * as repo from '../../db/repositories/consent.js';
import { revokeGrant } from '../../db/repositories/oidc-grants.js';
import { listOrganizationsOfUser, type Organization } from '../../db/repositories/organizations.js';
import { findUserById } from '../../db/repositories/users.js';
import { DomainError, invalidInput, notFound } from '../errors.js';
import { parseFields } from '../input.js';
import { ORGANIZATION_ROLES_SCOPE, ORGANIZATIONS_RESOURCE, ORGANIZATIONS_SCOPE } from './organization-tokens.js';

/** The scopes a third-party application asks its users to consent to, by kind. */
export type ConsentScopes = repo.StoredConsentScopes;
/** One API resource's scopes in a consent request. */
export type ResourceConsentScope = repo.ResourceConsentScope;
/** One scope as the consent page and the Management API show it. */
export type ConsentScopeDetail = repo.ConsentScopeDetail;

/** The user scopes a third-party application may be given (the compatible product's list). */
export const USER_SCOPES = [
  'profile',
  'email',
  'phone',
  'address',
  'custom_data',
  'identities',
  'roles',
  ORGANIZATIONS_SCOPE,
  ORGANIZATION_ROLES_SCOPE,
  'urn:logto:scope:sessions',
] as const;

/** Asked for by every sign-in and implied by it: never listed, never filtered. */
const ALWAYS_REQUESTABLE = new Set(['openid', 'offline_access']);

/** The kinds in DELETE …/user-consent-scopes/:scopeType/:scopeId. */
const SCOPE_TYPES: Record<string, repo.ConsentScopeColumn> = {
  'user-scopes': 'user_scope',
  'resource-scopes': 'resource_scope_id',
  'organization-scopes': 'organization_scope_id',
};

/** Application types that may be third-party: those a user signs in to. */
const THIRD_PARTY_TYPES = new Set(['Traditional', 'SPA', 'Native']);

export const isThirdPartyApplication = repo.isThirdPartyApplication;
export const thirdPartyApplicationIds = repo.thirdPartyApplicationIds;

/** Checks, at creation, that an application of this type may be third-party. */
export function checkThirdPartyCreation(type: string, allowTokenExchange: boolean): void {
  if (!THIRD_PARTY_TYPES.has(type)) {
    throw new DomainError(
      'application.invalid_third_party_application_type',
      'Only Traditional, SPA and Native applications can be third-party applications.',
      { type },
      ['isThirdParty'],
    );
  }
  if (allowTokenExchange) {
    throw new DomainError(
      'application.third_party_application_cannot_enable_token_exchange',
      'A third-party application cannot use token exchange.',
      undefined,
      ['customClientMetadata', 'allowTokenExchange'],
    );
  }
}

export const markThirdPartyApplication = repo.markThirdPartyApplication;

const thirdPartyOnly = (applicationId: string) =>
  new DomainError('application.third_party_application_only', 'The feature is only available for third-party applications.', { id: applicationId });

/** 404 for an unknown application, 422 for a first-party one. */
async function requireThirdParty(db: Db, applicationId: string): Promise<void> {
  if (!(await findApplicationById(db, applicationId))) throw notFound('application', applicationId);
  if (!(await repo.isThirdPartyApplication(db, applicationId))) throw thirdPartyOnly(applicationId);
}

// ---- What a third-party application may ask for (the Management API's user-consent-scopes) ----

export async function getConsentScopes(db: Db, applicationId: string): Promise<repo.StoredConsentScopes> {
  await requireThirdParty(db, applicationId);
  return repo.findConsentScopes(db, applicationId);
}

export interface ConsentScopesInput {
  userScopes?: readonly string[] | null;
  resourceScopes?: readonly string[] | null;
  organizationScopes?: readonly string[] | null;
}

const MAX_SCOPES = 500;

/**
 * Adds consent scopes (those already there stay). Unknown user scopes, resource scope ids or
 * organization scope ids: 422 application.user_consent_scopes_not_found, nothing added.
 */
export async function assignConsentScopes(db: Db, applicationId: string, input: ConsentScopesInput): Promise<repo.StoredConsentScopes> {
  await requireThirdParty(db, applicationId);
  const userScopes = [...new Set(input.userScopes ?? [])];
  const resourceScopeIds = [...new Set(input.resourceScopes ?? [])];
  const organizationScopeIds = [...new Set(input.organizationScopes ?? [])];
  if (userScopes.length + resourceScopeIds.length + organizationScopeIds.length > MAX_SCOPES) {
    throw invalidInput(`at most ${MAX_SCOPES} scopes may be assigned at once`);
  }
  const missing: Record<string, string[]> = {};
  const badUser = userScopes.filter((s) => !(USER_SCOPES as readonly string[]).includes(s));
  if (badUser.length) missing.userScopes = badUser;
  const resources = new Set(await repo.existingScopeIds(db, 'scopes', resourceScopeIds));
  const badResource = resourceScopeIds.filter((id) => !resources.has(id));
  if (badResource.length) missing.resourceScopes = badResource;
  const organizations = new Set(await repo.existingScopeIds(db, 'organization_scopes', organizationScopeIds));
  const badOrganization = organizationScopeIds.filter((id) => !organizations.has(id));
  if (badOrganization.length) missing.organizationScopes = badOrganization;
  const fields = Object.keys(missing);
  if (fields.length) {
    throw new DomainError(
      'application.user_consent_scopes_not_found',
      `Invalid user consent scopes: ${fields.map((f) => `${f} ${missing[f]!.join(', ')}`).join('; ')}`,
      missing,
      [fields[0]!],
    );
  }
  await repo.addConsentScopes(db, applicationId, { userScopes, resourceScopeIds, organizationScopeIds });
  return repo.findConsentScopes(db, applicationId);
}

/** Removes one consent scope; 404 when the application does not have it (or the type is unknown). */
export async function removeConsentScope(db: Db, applicationId: string, scopeType: string, scopeId: string): Promise<string> {
  await requireThirdParty(db, applicationId);
  const column = Object.hasOwn(SCOPE_TYPES, scopeType) ? SCOPE_TYPES[scopeType] : undefined;
  if (!column) throw invalidInput(`scopeType must be one of ${Object.keys(SCOPE_TYPES).join(', ')}`, ['scopeType']);
  if (!(await repo.removeConsentScope(db, applicationId, column, scopeId))) {
    throw new DomainError('entity.not_found', `scope ${scopeId} is not a ${scopeType.replace(/s$/, '')} consent scope of the application`, { id: scopeId }, [
      'scopeId',
    ]);
  }
  return scopeId;
}

// ---- The organizations a user let an application reach ----

async function requireUser(db: Db, userId: string): Promise<void> {
  if (!(await findUserById(db, userId))) throw notFound('user', userId);
}

async function requireMemberships(db: Db, userId: string, organizationIds: readonly string[]): Promise<void> {
  const member = new Set(await repo.memberOrganizationIds(db, userId, organizationIds));
  const not = organizationIds.filter((id) => !member.has(id));
  if (not.length) {
    throw new DomainError('organization.require_membership', `the user is not a member of: ${not.join(', ')}`, { organizationIds: not }, ['organizationIds']);
  }
}

export async function listConsentOrganizations(db: Db, applicationId: string, userId: string): Promise<Organization[]> {
  await requireThirdParty(db, applicationId);
  await requireUser(db, userId);
  const granted = new Set(await repo.consentOrganizationIds(db, applicationId, userId));
  return (await listOrganizationsOfUser(db, userId)).filter((o) => granted.has(o.id));
}

const MAX_ORGANIZATIONS = 1000;

/** A list of organization ids, without duplicates; the size rules count each id once. */
const organizationIdList = (nonEmpty: boolean) =>
  z
    .array(z.string({ error: 'organizationIds must be non-empty strings' }).min(1, 'organizationIds must be non-empty strings'), {
      error: 'organizationIds must be a list of organization ids',
    })
    .transform((ids) => [...new Set(ids)])
    .pipe(
      z
        .array(z.string())
        .min(nonEmpty ? 1 : 0, 'organizationIds must name at least one organization')
        .max(MAX_ORGANIZATIONS, `organizationIds may name at most ${MAX_ORGANIZATIONS} organizations`),
    );
const ORGANIZATION_LISTS = { nonEmpty: organizationIdList(true), any: organizationIdList(false) };

function organizationList(ids: readonly string[] | null | undefined, nonEmpty: boolean): string[] {
  // The field is the list, not the entry (`['organizationIds']`, never `['organizationIds', '1']`).
  return parseFields(nonEmpty ? ORGANIZATION_LISTS.nonEmpty : ORGANIZATION_LISTS.any, ids, ['organizationIds'], 1);
}

/** Adds organizations (the user must be a member of each: 422 organization.require_membership). */
export async function addConsentOrganizations(db: Db, applicationId: string, userId: string, organizationIds: readonly string[]): Promise<void> {
  await requireThirdParty(db, applicationId);
  await requireUser(db, userId);
  const list = organizationList(organizationIds, true);
  await requireMemberships(db, userId, list);
  await repo.addConsentOrganizations(db, applicationId, userId, list);
}

/** Replaces the organizations (an empty list takes every one away). */
export async function replaceConsentOrganizations(db: Db, applicationId: string, userId: string, organizationIds: readonly string[]): Promise<void> {
  await requireThirdParty(db, applicationId);
  await requireUser(db, userId);
  const list = organizationList(organizationIds, false);
  await requireMemberships(db, userId, list);
  await repo.replaceConsentOrganizations(db, applicationId, userId, list);
}

export async function removeConsentOrganization(db: Db, applicationId: string, userId: string, organizationId: string): Promise<string> {
  await requireThirdParty(db, applicationId);
  await requireUser(db, userId);
  if (!(await repo.removeConsentOrganization(db, applicationId, userId, organizationId))) {
    throw notFound('consent organization', organizationId);
  }
  return organizationId;
}

// ---- The consent decision at the end of an authorization request ----

/** What an authorization request asks for, as far as consent goes. */
export interface ConsentRequest {
  scopes: string[];
  resources: string[];
}

/** One line of the consent screen: a scope the application asks for. */
export interface ConsentItem {
  name: string;
  description: string | null;
}

export interface ConsentDetails {
  /**
   * `logoUri`: the logo the client registered (RFC 7591 `logo_uri`, or its client ID metadata
   * document's), else the application's own branding logo; https only, null for none.
   */
  /** `selfRegistered`: the client registered itself (RFC 7591), so its name is only its own word. */
  application: { id: string; name: string; description: string | null; logoUri: string | null; selfRegistered: boolean };
  /** Who is signed in (so that a user on a shared computer sees whose access is given). */
  user: { id: string; name: string | null; username: string | null; primaryEmail: string | null };
  /** OIDC user scopes (profile, email, …). */
  userScopes: ConsentItem[];
  /** API resource scopes, by resource. */
  resourceScopes: Array<{ resource: { id: string; name: string; indicator: string }; scopes: ConsentItem[] }>;
  organizationScopes: ConsentItem[];
  /** Whether the user picks organizations (the request asks for organization access). */
  organizationAccess: boolean;
  /** The user's organizations, with whether each is already granted. */
  organizations: Array<{ id: string; name: string; granted: boolean }>;
  /** Whether the user allowed this application before (and now it asks for more). */
  previouslyGranted: boolean;
}

/** Built-in descriptions of the user scopes, shown on the consent screen. */
export const USER_SCOPE_DESCRIPTIONS: Record<string, string> = {
  profile: 'Your name, username and picture',
  email: 'Your email address',
  phone: 'Your phone number',
  address: 'Your address',
  custom_data: 'Your custom data',
  identities: 'Your linked social and enterprise identities',
  roles: 'Your roles',
  [ORGANIZATIONS_SCOPE]: 'Which organizations you belong to',
  [ORGANIZATION_ROLES_SCOPE]: 'Your roles in your organizations',
  'urn:logto:scope:sessions': 'Your active sessions',
};

/**
 * What of the request a third-party application may ask for: `openid`, `offline_access`, its
 * user scopes, the scope names of its resource scopes for a requested resource and of its
 * organization scopes; resources keep only those it has a scope of (and the organizations
 * resource when it has organization scopes). The rest is dropped.
 */
export function requestable(config: repo.StoredConsentScopes, scopes: readonly string[], resources: readonly string[]): ConsentRequest {
  const user = new Set(config.userScopes);
  const organization = new Set(config.organizationScopes.map((s) => s.name));
  const byResource = new Map<string, Set<string>>();
  for (const s of config.resourceScopes) {
    const set = byResource.get(s.resourceIndicator) ?? new Set<string>();
    set.add(s.name);
    byResource.set(s.resourceIndicator, set);
  }
  const keptResources = resources.filter((r) => byResource.has(r) || (r === ORGANIZATIONS_RESOURCE && organization.size > 0));
  const resourceScopeNames = new Set(keptResources.flatMap((r) => [...(byResource.get(r) ?? [])]));
  const keptScopes = scopes.filter((s) => ALWAYS_REQUESTABLE.has(s) || user.has(s) || organization.has(s) || resourceScopeNames.has(s));
  return { scopes: [...new Set(keptScopes)], resources: [...new Set(keptResources)] };
}

export type ConsentDecision = { kind: 'first-party' } | { kind: 'granted'; request: ConsentRequest } | { kind: 'needed'; request: ConsentRequest };

/**
 * What allowing `request` consents to, item by item as the consent screen lists them: a user or
 * organization scope by its name, an API resource scope as the pair `<resource> <scope>` (no
 * space occurs in a scope token, RFC 6749 §3.3, nor in a resource URI), so that allowing `write`
 * on one API is never taken for allowing `write` on another.
 */
function consentItems(config: repo.StoredConsentScopes, request: ConsentRequest): string[] {
  const named = new Set([...config.userScopes, ...config.organizationScopes.map((s) => s.name)]);
  const items = new Set(request.scopes.filter((s) => !ALWAYS_REQUESTABLE.has(s) && named.has(s)));
  for (const s of config.resourceScopes) {
    if (request.resources.includes(s.resourceIndicator) && request.scopes.includes(s.name)) items.add(`${s.resourceIndicator} ${s.name}`);
  }
  return [...items];
}

const covers = (granted: repo.StoredConsent | undefined, config: repo.StoredConsentScopes, request: ConsentRequest) =>
  granted !== undefined &&
  consentItems(config, request).every((item) => granted.scopes.includes(item)) &&
  request.resources.every((r) => granted.resources.includes(r));

/**
 * Whether the request may go on without asking the user: always for a first-party application;
 * for a third-party one when the user's remembered consent covers what it may ask for (`request`
 * is then what the code is issued for).
 */
export async function consentDecision(
  db: Db,
  applicationId: string,
  userId: string,
  scopes: readonly string[],
  resources: readonly string[],
): Promise<ConsentDecision> {
  if (!(await repo.isThirdPartyApplication(db, applicationId))) return { kind: 'first-party' };
  const config = await repo.findConsentScopes(db, applicationId);
  const request = requestable(config, scopes, resources);
  const granted = await repo.findUserConsent(db, userId, applicationId);
  return { kind: covers(granted, config, request) ? 'granted' : 'needed', request };
}

/** A logo the consent screen may show: an https URL without credentials, of at most 2048 characters. */
export function displayableLogoUri(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048 || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'https:' && !url.username && !url.password ? url.href : undefined;
}

/** The client's registered logo, else its branding logo (the compatible application sign-in experience); and whether it registered itself. */
async function applicationPresentation(db: Db, applicationId: string): Promise<{ logoUri: string | null; selfRegistered: boolean }> {
  const registration = await findClientRegistration(db, applicationId);
  const selfRegistered = registration?.kind === 'dynamic';
  const registered = displayableLogoUri(registration?.metadata.logo_uri);
  if (registered) return { logoUri: registered, selfRegistered };
  return { logoUri: displayableLogoUri((await findApplicationSignInExperience(db, applicationId))?.branding.logoUrl) ?? null, selfRegistered };
}

const asksOrganizations = (request: ConsentRequest) => request.scopes.includes(ORGANIZATIONS_SCOPE) || request.resources.includes(ORGANIZATIONS_RESOURCE);

/** What the consent screen (or a custom UI) shows for this request. */
export async function consentDetails(db: Db, applicationId: string, userId: string, request: ConsentRequest): Promise<ConsentDetails> {
  const application = await findApplicationById(db, applicationId);
  if (!application) throw notFound('application', applicationId);
  const user = await findUserById(db, userId);
  if (!user) throw notFound('user', userId);
  const config = await repo.findConsentScopes(db, applicationId);
  const asked = new Set(request.scopes);
  const resources = new Map<string, ConsentDetails['resourceScopes'][number]>();
  for (const s of config.resourceScopes) {
    if (!request.resources.includes(s.resourceIndicator) || !asked.has(s.name)) continue;
    const entry = resources.get(s.resourceId) ?? { resource: { id: s.resourceId, name: s.resourceName, indicator: s.resourceIndicator }, scopes: [] };
    entry.scopes.push({ name: s.name, description: s.description });
    resources.set(s.resourceId, entry);
  }
  const organizationAccess = asksOrganizations(request);
  const granted = new Set(await repo.consentOrganizationIds(db, applicationId, userId));
  return {
    application: { id: application.id, name: application.name, description: application.description, ...(await applicationPresentation(db, applicationId)) },
    user: { id: user.id, name: user.name, username: user.username, primaryEmail: user.primaryEmail },
    userScopes: config.userScopes.filter((s) => asked.has(s)).map((name) => ({ name, description: USER_SCOPE_DESCRIPTIONS[name] ?? null })),
    resourceScopes: [...resources.values()],
    organizationScopes: config.organizationScopes.filter((s) => asked.has(s.name)).map((s) => ({ name: s.name, description: s.description })),
    organizationAccess,
    organizations: organizationAccess ? (await listOrganizationsOfUser(db, userId)).map((o) => ({ id: o.id, name: o.name, granted: granted.has(o.id) })) : [],
    previouslyGranted: (await repo.findUserConsent(db, userId, applicationId)) !== undefined,
  };
}

/**
 * The user allows the request (run in the transaction that issues the code): the remembered
 * consent widens to cover it, and the organizations picked (each one the user's) are added.
 */
export async function grantConsent(db: Db, applicationId: string, userId: string, request: ConsentRequest, organizationIds: readonly string[]): Promise<void> {
  const picked = [...new Set(organizationIds)];
  if (picked.length > 0 && !asksOrganizations(request)) {
    throw invalidInput('the application does not ask for organization access', ['organizationIds']);
  }
  if (picked.length > MAX_ORGANIZATIONS) throw invalidInput('too many organizations', ['organizationIds']);
  await requireMemberships(db, userId, picked);
  const previous = await repo.findUserConsent(db, userId, applicationId);
  const allowed = consentItems(await repo.findConsentScopes(db, applicationId), request);
  const scopes = [...new Set([...(previous?.scopes ?? []), ...allowed])];
  const resources = [...new Set([...(previous?.resources ?? []), ...request.resources])];
  await repo.upsertUserConsent(db, { userId, applicationId, scopes, resources });
  await repo.addConsentOrganizations(db, applicationId, userId, picked);
}

// ---- Revocation: a user's grants of a third-party application stand on their consent ----

/**
 * Forgets the user's consent to the application (organizations included) and revokes every
 * standing grant of theirs for it, with its refresh and access tokens. The next sign-in shows
 * the consent screen again. Run in a transaction.
 */
export async function revokeConsent(db: Db, userId: string, applicationId: string): Promise<string[]> {
  await repo.deleteUserConsent(db, userId, applicationId);
  const grants = await repo.userClientGrantIds(db, userId, applicationId);
  for (const id of grants) await revokeGrant(db, id);
  return grants;
}
