// Social connectors as data: which factories exist (generic OIDC, generic OAuth 2.0, and presets
// that are those settings filled in), what a connector's configuration must hold, and its
// client secret, sealed at rest (`enc:v4:`, bound to `connectors:<id>`) and never shown again.
// The protocol itself (discovery, the authorization URL, the code exchange) is src/connectors/.
import type { Db } from '../../db/database.js';
import * as repo from '../../db/repositories/connectors.js';
import type { ConnectorFactoryId, ConnectorRow } from '../../db/repositories/connectors.js';
import { constraintViolation } from '../../db/constraint-errors.js';
import { openSecret, sealSecret, type KeyEncryptionKey } from '../envelope.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { forgetSocialConnectorTarget } from '../sign-in/experience-settings.js';
import type { ConnectorSettings, ProfileMap, TokenEndpointAuthMethod } from '../../connectors/types.js';
import { checkOutboundUrlToSave, OutboundUrlRefused, type OutboundPolicy } from '../../net/outbound-urls.js';

export type { ConnectorFactoryId };

/** A connector as the Management API shows it: never its client secret. */
export interface Connector {
  id: string;
  /** The factory it was made from. */
  connectorId: ConnectorFactoryId;
  type: 'Social';
  target: string;
  name: string;
  logo: string | null;
  syncProfile: boolean;
  config: Record<string, unknown>;
  metadata: { target: string; name: string; logo: string | null };
  createdAt: Date;
  updatedAt: Date;
}

export interface ConnectorFormItem {
  key: string;
  label: string;
  type: 'Text' | 'MultilineText' | 'Json' | 'Select';
  required: boolean;
  /** Shown as a password field; never returned once stored. */
  isConfidential: boolean;
  defaultValue?: string;
  description?: string;
}

export interface ConnectorFactory {
  id: ConnectorFactoryId;
  type: 'Social';
  name: string;
  /** Presets fix the target; generic factories (isStandard) need one in metadata.target. */
  isStandard: boolean;
  target: string | null;
  protocol: 'oidc' | 'oauth2';
  platform: 'Universal';
  description: string;
  formItems: ConnectorFormItem[];
}

const OAUTH2_DEFAULT_PROFILE_MAP: ProfileMap = { id: 'id', email: 'email', name: 'name', avatar: 'avatar' };

const clientId: ConnectorFormItem = { key: 'clientId', label: 'Client ID', type: 'Text', required: true, isConfidential: false };
const clientSecret: ConnectorFormItem = { key: 'clientSecret', label: 'Client secret', type: 'Text', required: true, isConfidential: true };
const scope = (defaultValue: string): ConnectorFormItem => ({
  key: 'scope',
  label: 'Scope',
  type: 'Text',
  required: false,
  isConfidential: false,
  defaultValue,
});
const authMethod: ConnectorFormItem = {
  key: 'tokenEndpointAuthMethod',
  label: 'Token endpoint authentication',
  type: 'Select',
  required: false,
  isConfidential: false,
  defaultValue: 'client_secret_post',
  description: 'client_secret_post or client_secret_basic',
};
const url = (key: string, label: string): ConnectorFormItem => ({ key, label, type: 'Text', required: true, isConfidential: false });

export const CONNECTOR_FACTORIES: readonly ConnectorFactory[] = [
  {
    id: 'oidc',
    type: 'Social',
    name: 'OpenID Connect',
    isStandard: true,
    target: null,
    protocol: 'oidc',
    platform: 'Universal',
    description: 'Any OpenID Connect provider, found by its issuer (its /.well-known/openid-configuration).',
    formItems: [
      url('issuer', 'Issuer (discovery URL without /.well-known/openid-configuration)'),
      clientId,
      clientSecret,
      scope('openid profile email'),
      authMethod,
    ],
  },
  {
    id: 'oauth2',
    type: 'Social',
    name: 'OAuth 2.0',
    isStandard: true,
    target: null,
    protocol: 'oauth2',
    platform: 'Universal',
    description: 'A plain OAuth 2.0 provider: its endpoints, and which user-info claims hold the profile.',
    formItems: [
      url('authorizationEndpoint', 'Authorization endpoint'),
      url('tokenEndpoint', 'Token endpoint'),
      url('userInfoEndpoint', 'User info endpoint'),
      clientId,
      clientSecret,
      scope(''),
      authMethod,
      {
        key: 'profileMap',
        label: 'Profile map',
        type: 'Json',
        required: false,
        isConfidential: false,
        defaultValue: JSON.stringify(OAUTH2_DEFAULT_PROFILE_MAP),
        description: 'User-info claim of id, email, name, avatar and emailVerified (a boolean claim; without it emails count as unverified).',
      },
    ],
  },
  {
    id: 'google',
    type: 'Social',
    name: 'Google',
    isStandard: false,
    target: 'google',
    protocol: 'oidc',
    platform: 'Universal',
    description: 'Sign in with Google (OpenID Connect, issuer https://accounts.google.com).',
    formItems: [clientId, clientSecret, scope('openid profile email')],
  },
  {
    id: 'github',
    type: 'Social',
    name: 'GitHub',
    isStandard: false,
    target: 'github',
    protocol: 'oauth2',
    platform: 'Universal',
    description: 'Sign in with GitHub (OAuth 2.0 app). GitHub does not say whether the email is verified: it is never used to link accounts.',
    formItems: [clientId, clientSecret, scope('read:user user:email')],
  },
  {
    id: 'microsoft',
    type: 'Social',
    name: 'Microsoft',
    isStandard: false,
    target: 'microsoft',
    protocol: 'oidc',
    platform: 'Universal',
    description: 'Sign in with Microsoft Entra ID (OpenID Connect) for one tenant.',
    formItems: [
      { key: 'tenantId', label: 'Directory (tenant) ID', type: 'Text', required: true, isConfidential: false },
      clientId,
      clientSecret,
      scope('openid profile email'),
    ],
  },
];

const factoryOf = (id: unknown): ConnectorFactory | undefined => CONNECTOR_FACTORIES.find((f) => f.id === id);

export const listConnectorFactories = (): readonly ConnectorFactory[] => CONNECTOR_FACTORIES;

export function getConnectorFactory(id: string): ConnectorFactory {
  const factory = factoryOf(id);
  if (!factory) throw notFound('connector factory', id);
  return factory;
}

// ---- validation ----

const invalidConfig = (message: string, key?: string) =>
  new DomainError('connector.invalid_config', message, key ? { key } : undefined, key ? ['config', key] : ['config']);

/** The config keys holding a URL of the upstream: each held to the outbound rule (src/net/outbound-urls.ts). */
const URL_KEYS = ['issuer', 'authorizationEndpoint', 'tokenEndpoint', 'userInfoEndpoint'] as const;

/** An absolute http(s) URL without credentials or fragment; which scheme and host may be used is the outbound rule's. */
function checkUrl(value: unknown, key: string): string {
  if (typeof value !== 'string' || !URL.canParse(value)) throw invalidConfig(`${key} must be an absolute URL`, key);
  const u = new URL(value);
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw invalidConfig(`${key} must be an https URL`, key);
  if (u.username || u.password || value.includes('#')) throw invalidConfig(`${key} must not hold credentials or a fragment`, key);
  // As given: an issuer must match the provider's own spelling exactly (a trailing slash counts).
  return value;
}

/**
 * The upstream URLs of a checked config under the outbound rule: https (plain http only to this
 * machine in development), never a loopback or internal address, nor a name resolving to one.
 * Checked again on every connection (src/connectors/guarded-fetch.ts), whatever was stored.
 */
async function checkConnectorUrls(config: Record<string, unknown>, outbound: OutboundPolicy): Promise<void> {
  for (const key of URL_KEYS) {
    const value = config[key];
    if (typeof value !== 'string') continue;
    try {
      await checkOutboundUrlToSave(value, outbound, key);
    } catch (error) {
      if (error instanceof OutboundUrlRefused) throw invalidConfig(error.message, key);
      throw error;
    }
  }
}

function checkText(value: unknown, key: string, max: number): string {
  if (typeof value !== 'string' || !value.trim() || value.length > max || /[\0\r\n]/.test(value)) {
    throw invalidConfig(`${key} must be 1 to ${max} characters on one line`, key);
  }
  return value.trim();
}

function checkScope(value: unknown, fallback: string, requireOpenid: boolean): string {
  const raw = value === undefined || value === null ? fallback : value;
  if (typeof raw !== 'string' || raw.length > 1024 || /[^\x21\x23-\x5b\x5d-\x7e ]/.test(raw))
    throw invalidConfig('scope must be space-separated scope names', 'scope');
  const scopes = raw.split(' ').filter(Boolean);
  if (requireOpenid && !scopes.includes('openid')) throw invalidConfig('an OpenID Connect connector needs the openid scope', 'scope');
  return scopes.join(' ');
}

function checkAuthMethod(value: unknown): TokenEndpointAuthMethod {
  if (value === undefined || value === null) return 'client_secret_post';
  if (value === 'client_secret_post' || value === 'client_secret_basic') return value;
  throw invalidConfig('tokenEndpointAuthMethod must be client_secret_post or client_secret_basic', 'tokenEndpointAuthMethod');
}

const CLAIM = /^[\w.:-]{1,128}$/;

function checkProfileMap(value: unknown): ProfileMap {
  if (value === undefined || value === null) return { ...OAUTH2_DEFAULT_PROFILE_MAP };
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidConfig('profileMap must be an object', 'profileMap');
  const out: Record<string, string> = { ...OAUTH2_DEFAULT_PROFILE_MAP };
  for (const [key, claim] of Object.entries(value)) {
    if (!['id', 'email', 'name', 'avatar', 'emailVerified'].includes(key)) throw invalidConfig(`profileMap.${key} is not a profile field`, 'profileMap');
    if (typeof claim !== 'string' || !CLAIM.test(claim)) throw invalidConfig(`profileMap.${key} must name a claim`, 'profileMap');
    out[key] = claim;
  }
  return out as unknown as ProfileMap;
}

const TENANT = /^[A-Za-z0-9][A-Za-z0-9.-]{0,127}$/;

function checkTenant(value: unknown): string {
  const tenant = checkText(value, 'tenantId', 128);
  if (!TENANT.test(tenant)) throw invalidConfig('tenantId must be a directory id or domain', 'tenantId');
  // Their ID tokens name the user's own tenant as issuer, which discovery cannot tell in advance.
  if (['common', 'organizations', 'consumers'].includes(tenant.toLowerCase())) {
    throw invalidConfig('tenantId must name one tenant (common, organizations and consumers cannot have their issuer checked)', 'tenantId');
  }
  return tenant;
}

/** The keys each factory's config may hold (besides clientSecret). */
const KEYS: Record<ConnectorFactoryId, readonly string[]> = {
  oidc: ['issuer', 'clientId', 'scope', 'tokenEndpointAuthMethod'],
  oauth2: ['authorizationEndpoint', 'tokenEndpoint', 'userInfoEndpoint', 'clientId', 'scope', 'tokenEndpointAuthMethod', 'profileMap'],
  google: ['clientId', 'scope'],
  github: ['clientId', 'scope'],
  microsoft: ['tenantId', 'clientId', 'scope'],
};

/** The config to store (no secret) for `factory`, from what was given; unknown keys are refused. */
export function checkConnectorConfig(factory: ConnectorFactoryId, input: Record<string, unknown>): Record<string, unknown> {
  for (const key of Object.keys(input)) {
    if (key !== 'clientSecret' && !KEYS[factory].includes(key)) throw invalidConfig(`config.${key} is not a setting of ${factory} connectors`, key);
  }
  const id = checkText(input.clientId, 'clientId', 512);
  switch (factory) {
    case 'oidc':
      return {
        issuer: checkUrl(input.issuer, 'issuer'),
        clientId: id,
        scope: checkScope(input.scope, 'openid profile email', true),
        tokenEndpointAuthMethod: checkAuthMethod(input.tokenEndpointAuthMethod),
      };
    case 'oauth2':
      return {
        authorizationEndpoint: checkUrl(input.authorizationEndpoint, 'authorizationEndpoint'),
        tokenEndpoint: checkUrl(input.tokenEndpoint, 'tokenEndpoint'),
        userInfoEndpoint: checkUrl(input.userInfoEndpoint, 'userInfoEndpoint'),
        clientId: id,
        scope: checkScope(input.scope, '', false),
        tokenEndpointAuthMethod: checkAuthMethod(input.tokenEndpointAuthMethod),
        profileMap: checkProfileMap(input.profileMap),
      };
    case 'google':
      return { clientId: id, scope: checkScope(input.scope, 'openid profile email', true) };
    case 'github':
      return { clientId: id, scope: checkScope(input.scope, 'read:user user:email', false) };
    case 'microsoft':
      return { tenantId: checkTenant(input.tenantId), clientId: id, scope: checkScope(input.scope, 'openid profile email', true) };
  }
}

/** The settings a stored connector stands for: presets are generic settings filled in. */
export function settingsOf(row: ConnectorRow, secret: string, outbound: OutboundPolicy): ConnectorSettings {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a stored config of any connector kind, read field by field below
  const c = row.config as Record<string, any>;
  const auth = (c.tokenEndpointAuthMethod ?? 'client_secret_post') as TokenEndpointAuthMethod;
  switch (row.connectorId) {
    case 'oidc':
      return { protocol: 'oidc', issuer: c.issuer, clientId: c.clientId, clientSecret: secret, scope: c.scope, tokenEndpointAuthMethod: auth, outbound };
    case 'google':
      return {
        protocol: 'oidc',
        issuer: 'https://accounts.google.com',
        clientId: c.clientId,
        clientSecret: secret,
        scope: c.scope,
        tokenEndpointAuthMethod: 'client_secret_post',
        outbound,
      };
    case 'microsoft':
      return {
        protocol: 'oidc',
        issuer: `https://login.microsoftonline.com/${encodeURIComponent(c.tenantId)}/v2.0`,
        clientId: c.clientId,
        clientSecret: secret,
        scope: c.scope,
        tokenEndpointAuthMethod: 'client_secret_post',
        outbound,
      };
    case 'oauth2':
      return {
        protocol: 'oauth2',
        authorizationEndpoint: c.authorizationEndpoint,
        tokenEndpoint: c.tokenEndpoint,
        userInfoEndpoint: c.userInfoEndpoint,
        clientId: c.clientId,
        clientSecret: secret,
        scope: c.scope,
        profileMap: c.profileMap,
        tokenEndpointAuthMethod: auth,
        outbound,
      };
    case 'github':
      return {
        protocol: 'oauth2',
        authorizationEndpoint: 'https://github.com/login/oauth/authorize',
        tokenEndpoint: 'https://github.com/login/oauth/access_token',
        userInfoEndpoint: 'https://api.github.com/user',
        clientId: c.clientId,
        clientSecret: secret,
        scope: c.scope,
        // No emailVerified: GitHub's /user does not say, so its email never links an account.
        profileMap: { id: 'id', email: 'email', name: 'name', avatar: 'avatar_url' },
        tokenEndpointAuthMethod: 'client_secret_post',
        outbound,
      };
  }
}

const TARGET = /^[a-z0-9][a-z0-9_-]{0,63}$/;

interface MetadataInput {
  target?: unknown;
  name?: unknown;
  logo?: unknown;
}

function checkMetadata(factory: ConnectorFactory, input: MetadataInput | null | undefined, current?: ConnectorRow) {
  const given = input ?? {};
  const currentMeta = (current?.metadata ?? {}) as { name?: string; logo?: string | null };
  let target = current?.target ?? factory.target ?? undefined;
  if (given.target !== undefined && given.target !== null) {
    if (typeof given.target !== 'string' || !TARGET.test(given.target)) {
      throw new DomainError('guard.invalid_input', 'metadata.target must be 1 to 64 lower-case letters, digits, - or _', undefined, ['metadata', 'target']);
    }
    if (!factory.isStandard && given.target !== factory.target) {
      throw new DomainError('guard.invalid_input', `the target of a ${factory.name} connector is ${factory.target}`, undefined, ['metadata', 'target']);
    }
    target = given.target;
  }
  if (!target)
    throw new DomainError('guard.invalid_input', 'metadata.target is required for a generic connector (the key of linked identities)', undefined, [
      'metadata',
      'target',
    ]);
  let name = currentMeta.name ?? factory.name;
  if (given.name !== undefined && given.name !== null) {
    if (typeof given.name !== 'string' || !given.name.trim() || given.name.length > 128) {
      throw new DomainError('guard.invalid_input', 'metadata.name must be 1 to 128 characters', undefined, ['metadata', 'name']);
    }
    name = given.name.trim();
  }
  let logo = currentMeta.logo ?? null;
  if (given.logo !== undefined) {
    if (given.logo === null || given.logo === '') logo = null;
    else if (typeof given.logo !== 'string' || !URL.canParse(given.logo) || !['https:', 'http:'].includes(new URL(given.logo).protocol)) {
      throw new DomainError('guard.invalid_input', 'metadata.logo must be an http(s) URL', undefined, ['metadata', 'logo']);
    } else logo = given.logo;
  }
  return { target, metadata: { name, logo } };
}

function checkSecret(value: unknown): string {
  if (typeof value !== 'string' || !value || value.length > 4096) throw invalidConfig('clientSecret must be 1 to 4096 characters', 'clientSecret');
  return value;
}

const sealFor = (id: string, secret: string, kek: KeyEncryptionKey) => sealSecret(secret, kek, 'enc:v4:', `connectors:${id}`);

function toConnector(row: ConnectorRow): Connector {
  const meta = row.metadata as { name?: string; logo?: string | null };
  const name = meta.name ?? factoryOf(row.connectorId)?.name ?? row.connectorId;
  const logo = meta.logo ?? null;
  return {
    id: row.id,
    connectorId: row.connectorId,
    type: 'Social',
    target: row.target,
    name,
    logo,
    syncProfile: row.syncProfile,
    config: row.config,
    metadata: { target: row.target, name, logo },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A unique target, said as the reference does rather than as a constraint name. */
async function guardTarget<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const violation = constraintViolation(error);
    if (violation?.kind === 'unique' && violation.constraint.includes('target')) {
      throw new DomainError('connector.target_already_in_use', 'Another connector already uses this target.', undefined, ['metadata', 'target']);
    }
    throw error;
  }
}

export interface CreateConnectorInput {
  connectorId?: string | null;
  config?: Record<string, unknown> | null;
  metadata?: MetadataInput | null;
  syncProfile?: boolean | null;
}

export async function createConnector(db: Db, input: CreateConnectorInput, kek: KeyEncryptionKey, outbound: OutboundPolicy): Promise<Connector> {
  const factory = factoryOf(input.connectorId);
  if (!factory) throw new DomainError('connector.not_found', `unknown connector factory: ${String(input.connectorId)}`, undefined, ['connectorId']);
  const given = input.config ?? {};
  const config = checkConnectorConfig(factory.id, given);
  await checkConnectorUrls(config, outbound);
  const secret = checkSecret(given.clientSecret);
  const { target, metadata } = checkMetadata(factory, input.metadata);
  const id = newId();
  const row = await guardTarget(() =>
    repo.insertConnector(db, id, factory.id, { target, config, clientSecret: sealFor(id, secret, kek), metadata, syncProfile: input.syncProfile ?? false }),
  );
  return toConnector(row);
}

export interface UpdateConnectorInput {
  config?: Record<string, unknown> | null;
  metadata?: MetadataInput | null;
  syncProfile?: boolean | null;
}

/**
 * A new config replaces the old one; its clientSecret may be left out (it is never shown, so a
 * form cannot send it back) and the stored one is kept.
 */
export async function updateConnector(db: Db, id: string, input: UpdateConnectorInput, kek: KeyEncryptionKey, outbound: OutboundPolicy): Promise<Connector> {
  const current = await repo.findConnector(db, id);
  if (!current) throw notFound('connector', id);
  const factory = getConnectorFactory(current.connectorId);
  const write: repo.ConnectorWrite = {};
  if (input.config != null) {
    write.config = checkConnectorConfig(factory.id, input.config);
    await checkConnectorUrls(write.config, outbound);
    if (input.config.clientSecret !== undefined) write.clientSecret = sealFor(id, checkSecret(input.config.clientSecret), kek);
  }
  if (input.metadata != null) Object.assign(write, checkMetadata(factory, input.metadata, current));
  if (input.syncProfile != null) write.syncProfile = input.syncProfile;
  const row = await guardTarget(() => repo.updateConnectorRow(db, id, write));
  if (!row) throw notFound('connector', id);
  return toConnector(row);
}

export async function deleteConnector(db: Db, id: string): Promise<string> {
  const row = await repo.findConnector(db, id);
  if (!row || !(await repo.deleteConnectorRow(db, id))) throw notFound('connector', id);
  // No longer offered: a later connector with this target waits for an administrator's say-so.
  await forgetSocialConnectorTarget(db, row.target);
  return id;
}

export async function getConnector(db: Db, id: string): Promise<Connector> {
  const row = await repo.findConnector(db, id);
  if (!row) throw notFound('connector', id);
  return toConnector(row);
}

/**
 * The connector a sign-in or link was verified through, or `connector.not_found` (in the words
 * the pages show) when it was deleted since. Only its absence: a read the database did not
 * answer stays the outage it is.
 */
export async function connectorStillThere(db: Db, id: string): Promise<Connector> {
  const row = await repo.findConnector(db, id);
  if (!row) throw new DomainError('connector.not_found', 'This sign-in method is no longer available.');
  return toConnector(row);
}

export async function listConnectors(db: Db): Promise<Connector[]> {
  return (await repo.listConnectors(db)).map(toConnector);
}

/** A connector with its settings (secret opened), for the sign-in; `connector.not_found` when absent. */
export async function connectorForSignIn(
  db: Db,
  id: string,
  kek: KeyEncryptionKey,
  outbound: OutboundPolicy,
): Promise<{ connector: Connector; settings: ConnectorSettings }> {
  const row = await repo.findConnector(db, id);
  const stored = row && (await repo.findConnectorSecret(db, id));
  if (!row || stored === undefined) throw new DomainError('connector.not_found', `connector ${id} was not found`, { id });
  return { connector: toConnector(row), settings: settingsOf(row, openSecret(stored, kek, 'enc:v4:', `connectors:${id}`), outbound) };
}
