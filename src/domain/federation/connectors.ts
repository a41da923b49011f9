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
import type { ConnectorSettings, TokenEndpointAuthMethod } from '../../connectors/types.js';
import { OAUTH2_DEFAULT_PROFILE_MAP, SOCIAL_CONFIG_SCHEMAS, SOCIAL_SECRET_FIELDS, socialConfigKeys } from '../../connectors/config-schemas.js';
import { describeConfigSchema, type ConfigFieldDescription } from '../../connectors/config-describe.js';
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
  /** Offered on the sign-in page and accepted at its callback (a disabled one keeps its settings). */
  enabled: boolean;
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

/** Where a provider sends the browser back: the redirect URI an administrator registers at the provider. */
export const socialCallbackUrl = (baseUrl: string, connectorId: string) => `${baseUrl}/callback/social/${encodeURIComponent(connectorId)}`;

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

/**
 * The config to store (no secret) for `factory`, from what was given: read by the factory's
 * schema (src/connectors/config-schemas.ts); unknown keys are refused first, then the first field
 * the schema refuses, in the schema's words.
 */
export function checkConnectorConfig(factory: ConnectorFactoryId, input: Record<string, unknown>): Record<string, unknown> {
  const keys = socialConfigKeys(factory);
  for (const key of Object.keys(input)) {
    if (key !== 'clientSecret' && !keys.includes(key)) throw invalidConfig(`config.${key} is not a setting of ${factory} connectors`, key);
  }
  const { clientSecret: _sealedApart, ...config } = input;
  const parsed = SOCIAL_CONFIG_SCHEMAS[factory].safeParse(config);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw invalidConfig(issue?.message ?? 'config is not valid', typeof issue?.path[0] === 'string' ? issue.path[0] : undefined);
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
    enabled: row.enabled,
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
  enabled?: boolean | null;
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
    repo.insertConnector(db, id, factory.id, {
      target,
      config,
      clientSecret: sealFor(id, secret, kek),
      metadata,
      syncProfile: input.syncProfile ?? false,
      enabled: input.enabled ?? true,
    }),
  );
  return toConnector(row);
}

export interface UpdateConnectorInput {
  config?: Record<string, unknown> | null;
  metadata?: MetadataInput | null;
  syncProfile?: boolean | null;
  enabled?: boolean | null;
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
  if (input.enabled != null) write.enabled = input.enabled;
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

/** A factory's configuration fields, read from the schema its config is checked with (the console's form). */
export function factoryConfigFields(id: ConnectorFactoryId): ConfigFieldDescription[] {
  return describeConfigSchema(SOCIAL_CONFIG_SCHEMAS[id], SOCIAL_SECRET_FIELDS);
}
