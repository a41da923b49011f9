// Enterprise SSO connectors as data: what a SAML or OIDC connector's settings must be, which
// email domains it may claim, its secrets sealed at rest, and the SP side Tessera shows for it.
import { constraintViolation } from '../../db/constraint-errors.js';
import type { Db } from '../../db/database.js';
import * as repo from '../../db/repositories/sso-connectors.js';
import type { SsoConnectorRecord, SsoProviderName } from '../../db/repositories/sso-connectors.js';
import { parseIdpMetadata, SamlError, serviceProviderMetadata, toPemCertificate, type SamlIdp, type SamlSp } from '../../connectors/saml.js';
import { fetchMetadataXml, type MetadataFetchPolicy } from '../../connectors/saml-metadata-fetch.js';
import { bindConnector, type BoundConnector } from '../../connectors/registry.js';
import type { OidcIdp } from '../../connectors/sso-oidc.js';
import { ENTERPRISE_CONFIG_SCHEMAS, enterpriseConfigKeys } from '../../connectors/config-schemas.js';
import { describeConfigSchema, type ConfigFieldDescription } from '../../connectors/config-describe.js';
import { z } from 'zod';
import { isSealed, openSecret, sealSecret, type KeyEncryptionKey } from '../envelope.js';
import { checkAll, DomainError, inputProblems, invalidInput, notFound } from '../errors.js';
import { jsonObject, nonBlankString, parseInput } from '../input.js';
import { newId } from '../ids.js';
import { checkOutboundUrlToSave, OutboundUrlRefused, type OutboundPolicy } from '../../net/outbound-urls.js';
import type { PageRequest } from '../pagination.js';

export type { SsoProviderName };

/** The providers this server can create connectors for (GET /api/sso-connector-providers). */
export const SSO_PROVIDERS = [
  {
    providerName: 'SAML',
    providerType: 'saml',
    name: 'SAML',
    description: 'Any SAML 2.0 identity provider (Okta, Entra ID, Google Workspace, ADFS…)',
    logo: '',
    logoDark: null,
  },
  { providerName: 'OIDC', providerType: 'oidc', name: 'OIDC', description: 'Any OpenID Connect identity provider', logo: '', logoDark: null },
] as const;

/** Config fields that are secrets: sealed at rest, never returned. */
const SECRET_FIELDS: Record<SsoProviderName, readonly string[]> = { SAML: [], OIDC: ['clientSecret'] };

/** Public mail services no company owns: a connector claiming one would capture strangers' accounts. */
const PUBLIC_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'qq.com',
  '163.com',
]);
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A connector as the Management API shows it (Logto's shape): secrets left out. */
export interface SsoConnector extends Omit<SsoConnectorRecord, 'config'> {
  config: Record<string, unknown>;
  providerType: 'saml' | 'oidc';
  providerLogo: string;
  providerLogoDark: string | null;
  /** What the settings resolve to (SAML: our SP side and the IdP's), or null while incomplete. */
  providerConfig: Record<string, unknown> | null;
}

export interface SsoConnectorInput {
  providerName?: string | null;
  connectorName?: string | null;
  config?: Record<string, unknown> | null;
  domains?: readonly string[] | null;
  branding?: Record<string, unknown> | null;
  syncProfile?: boolean | null;
  enabled?: boolean | null;
}

export interface SsoEndpoints {
  baseUrl: string;
}

/** Our SP entity id and ACS URL for a connector (the Logto-compatible paths). */
export function serviceProviderOf(endpoints: SsoEndpoints, connectorId: string): SamlSp & { metadataUrl: string } {
  const acs = `${endpoints.baseUrl}/api/authn/single-sign-on/saml/${connectorId}`;
  return { entityId: `${endpoints.baseUrl}/enterprise-sso/${connectorId}`, assertionConsumerServiceUrl: acs, metadataUrl: `${acs}/metadata` };
}

/** Where an OIDC IdP sends the browser back (the redirect URI to register at the IdP). */
export function oidcRedirectUriOf(endpoints: SsoEndpoints, connectorId: string): string {
  return `${endpoints.baseUrl}/api/authn/single-sign-on/oidc/${connectorId}`;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function httpsUrl(value: unknown, field: string): string {
  const raw = str(value);
  let url: URL | undefined;
  try {
    url = raw ? new URL(raw) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw invalidConfig(`config.${field} must be an http(s) URL`, field);
  return url.toString();
}

const invalidConfig = (message: string, field?: string) =>
  new DomainError('connector.invalid_config', message, undefined, field ? ['config', field] : ['config']);

/**
 * An OIDC connector's issuer under the outbound rule (src/net/outbound-urls.ts): https (plain
 * http only to this machine in development), never an internal address nor a name resolving to
 * one. Every connection checks again, discovered endpoints included.
 */
async function checkIssuerToSave(provider: SsoProviderName, config: Record<string, unknown>, outbound: OutboundPolicy): Promise<void> {
  if (provider !== 'OIDC' || typeof config.issuer !== 'string') return;
  try {
    await checkOutboundUrlToSave(config.issuer.trim(), outbound, 'config.issuer');
  } catch (error) {
    if (error instanceof OutboundUrlRefused) throw invalidConfig(error.message, 'issuer');
    throw error;
  }
}

/**
 * The IdP a SAML config describes: from `metadata` (XML), or from `entityId` + `signInEndpoint` +
 * `x509Certificate`. A config made from `metadataUrl` holds the fetched metadata's settings in
 * those three fields (see fetchSamlMetadata), so it reads the same way.
 */
export function samlIdpOf(config: Record<string, unknown>): SamlIdp {
  try {
    const metadata = str(config.metadata);
    if (metadata) return parseIdpMetadata(metadata);
    const entityId = str(config.entityId);
    if (!entityId) throw invalidConfig('config needs metadataUrl, metadata (XML), or entityId, signInEndpoint and x509Certificate', 'entityId');
    const signInEndpoint = httpsUrl(config.signInEndpoint, 'signInEndpoint');
    const cert = str(config.x509Certificate);
    if (!cert) throw invalidConfig('config.x509Certificate is required', 'x509Certificate');
    return { entityId, signInEndpoint, x509Certificate: toPemCertificate(cert).pem };
  } catch (error) {
    if (error instanceof SamlError) throw invalidConfig(error.message, error.reason === 'invalid_certificate' ? 'x509Certificate' : 'metadata');
    throw error;
  }
}

/** IdP metadata fetched from a connector's `metadataUrl`, before the write that stores it. */
export interface FetchedSamlMetadata {
  metadataUrl: string;
  idp: SamlIdp;
}

/**
 * When a SAML connector's new config names `metadataUrl`: fetches it (the URL rule, time limit and
 * size cap of src/connectors/saml-metadata-fetch.ts) and parses it with the XML path's parser.
 * A network call: run it before the mutation's transaction opens (it only reads the connector).
 * Undefined when there is nothing to fetch.
 */
export async function fetchSamlMetadata(
  db: Db,
  connectorId: string | null,
  input: SsoConnectorInput,
  policy: MetadataFetchPolicy,
): Promise<FetchedSamlMetadata | undefined> {
  const config = input.config;
  if (config == null || typeof config !== 'object' || config.metadataUrl === undefined) return undefined;
  const provider = connectorId ? (await getSsoConnectorRecord(db, connectorId)).providerName : input.providerName;
  if (provider !== 'SAML') return undefined; // checkConfig refuses the field for other providers
  const metadataUrl = str(config.metadataUrl);
  if (!metadataUrl) throw invalidConfig('config.metadataUrl must be an https URL', 'metadataUrl');
  if (config.metadata !== undefined) throw invalidConfig('give config.metadataUrl or config.metadata, not both', 'metadataUrl');
  let xml: string;
  try {
    xml = await fetchMetadataXml(metadataUrl, policy);
  } catch (error) {
    if (!(error instanceof SamlError)) throw error;
    if (error.reason === 'metadata_url_not_allowed')
      throw new DomainError('connector.invalid_config', error.message, { reason: error.reason }, ['config', 'metadataUrl']);
    throw new DomainError('connector.invalid_metadata', error.message, { reason: error.reason }, ['config', 'metadataUrl']);
  }
  try {
    return { metadataUrl, idp: parseIdpMetadata(xml) };
  } catch (error) {
    if (!(error instanceof SamlError)) throw error;
    throw new DomainError('connector.invalid_metadata', `the document at metadataUrl is not usable IdP metadata: ${error.message}`, { reason: error.reason }, [
      'config',
      'metadataUrl',
    ]);
  }
}

/**
 * A SAML config given with `metadataUrl`: the fetched IdP's settings stored in place of any given
 * by hand (the metadata is the IdP's word), next to the URL they came from.
 */
function withFetchedMetadata(input: Record<string, unknown>, fetched: FetchedSamlMetadata | undefined): Record<string, unknown> {
  if (input.metadataUrl === undefined) return input;
  if (!fetched || fetched.metadataUrl !== str(input.metadataUrl)) {
    throw invalidConfig('config.metadataUrl was not fetched', 'metadataUrl');
  }
  const { entityId, signInEndpoint, x509Certificate } = fetched.idp;
  return { ...input, metadataUrl: fetched.metadataUrl, entityId, signInEndpoint, x509Certificate };
}

/** A schema's refusals as the domain's errors, every one (as the API has always reported them together). */
function configProblems(issues: readonly z.core.$ZodIssue[]): DomainError {
  const field = (issue: z.core.$ZodIssue) => (typeof issue.path[0] === 'string' ? issue.path[0] : undefined);
  return inputProblems(issues.map((issue) => invalidConfig(issue.message, field(issue))))!;
}

/**
 * Checks a config for its provider by the provider's schema (src/connectors/config-schemas.ts);
 * returns what is stored (secrets not yet sealed). Unknown fields are refused first, all named.
 */
function checkConfig(provider: SsoProviderName, config: unknown, fetched?: FetchedSamlMetadata): Record<string, unknown> {
  if (config == null) return {};
  if (typeof config !== 'object' || Array.isArray(config)) throw invalidConfig('config must be an object');
  const input = config as Record<string, unknown>;
  const known = enterpriseConfigKeys(provider);
  const unknown = Object.keys(input).filter((k) => !known.includes(k));
  if (unknown.length) throw invalidConfig(`config has unknown fields: ${unknown.join(', ')} (a ${provider} connector takes ${known.join(', ')})`);
  if (Object.keys(input).length === 0) return {};
  if (provider === 'SAML') {
    // The IdP first (metadata fetched or given, or its three settings, read by the SAML module), then the shape.
    const stored = withFetchedMetadata(input, fetched);
    samlIdpOf(stored);
    const parsed = ENTERPRISE_CONFIG_SCHEMAS.SAML.safeParse(input);
    // One message for the mapping, however many of its values are wrong.
    if (!parsed.success) throw configProblems(parsed.error.issues.slice(0, 1));
    return { ...stored };
  }
  const parsed = ENTERPRISE_CONFIG_SCHEMAS.OIDC.safeParse(input);
  if (!parsed.success) throw configProblems(parsed.error.issues);
  return { ...input };
}

function checkDomains(domains: unknown): string[] {
  if (domains == null) return [];
  const out: string[] = [];
  for (const raw of parseInput(z.array(z.unknown()), domains, 'domains must be a list of email domains', ['domains'])) {
    const domain = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    if (!DOMAIN.test(domain)) throw new DomainError('single_sign_on.invalid_domain', `not an email domain: ${String(raw)}`, { domain: raw }, ['domains']);
    if (PUBLIC_DOMAINS.has(domain)) {
      throw new DomainError('single_sign_on.forbidden_domain', `${domain} is a public mail service; no company's IdP can speak for it`, { domain }, [
        'domains',
      ]);
    }
    if (out.includes(domain)) throw new DomainError('single_sign_on.duplicated_domains', `${domain} is listed twice`, { domain }, ['domains']);
    out.push(domain);
  }
  return out;
}

/** A domain serves one connector: the sign-in page routes its users there and links accounts by it. */
async function checkDomainsFree(db: Db, domains: readonly string[], connectorId: string): Promise<void> {
  for (const domain of domains) {
    const owners = await repo.findSsoConnectorsByDomain(db, domain);
    const other = owners.find((c) => c.id !== connectorId);
    if (other) {
      throw new DomainError(
        'single_sign_on.domain_already_in_use',
        `${domain} is served by connector ${other.connectorName}`,
        { domain, connectorId: other.id },
        ['domains'],
      );
    }
  }
}

const connectorName = nonBlankString('connectorName must be 1 to 128 characters').max(128, 'connectorName must be 1 to 128 characters');

function checkName(name: unknown): string {
  return parseInput(connectorName, name, 'connectorName must be 1 to 128 characters', ['connectorName']).trim();
}

/** The object given (as given), {} for none. */
function checkObject(value: unknown, field: string): Record<string, unknown> {
  parseInput(jsonObject().nullish(), value, `${field} must be an object`, [field]);
  return (value ?? {}) as Record<string, unknown>;
}

/** The envelope tag of connector secrets (src/domain/envelope.ts). */
export const SSO_SECRET_TAG = 'sso:v1:';

const boundTo = (id: string, field: string) => `sso_connector:${id}:${field}`;

function sealConfig(provider: SsoProviderName, id: string, config: Record<string, unknown>, kek: KeyEncryptionKey): Record<string, unknown> {
  const out = { ...config };
  for (const field of SECRET_FIELDS[provider]) {
    if (typeof out[field] === 'string') out[field] = sealSecret(out[field], kek, SSO_SECRET_TAG, boundTo(id, field));
  }
  return out;
}

/**
 * The config with every secret still in clear sealed, or undefined when none is (for the start-up
 * pass of src/domain/instance/seal-at-rest.ts; a sealed value is left as it is, never opened).
 */
export function sealClearSecrets(record: SsoConnectorRecord, kek: Buffer): Record<string, unknown> | undefined {
  const clear = SECRET_FIELDS[record.providerName].filter((f) => typeof record.config[f] === 'string' && !isSealed(record.config[f], SSO_SECRET_TAG));
  if (clear.length === 0) return undefined;
  const out = { ...record.config };
  for (const field of clear) out[field] = sealSecret(out[field] as string, kek, SSO_SECRET_TAG, boundTo(record.id, field));
  return out;
}

/** The config with its secrets opened, for the sign-in. */
export function openConfig(record: SsoConnectorRecord, kek: KeyEncryptionKey): Record<string, unknown> {
  const out = { ...record.config };
  for (const field of SECRET_FIELDS[record.providerName]) {
    if (typeof out[field] === 'string') out[field] = openSecret(out[field], kek, SSO_SECRET_TAG, boundTo(record.id, field));
  }
  return out;
}

function publicConfig(record: SsoConnectorRecord): Record<string, unknown> {
  const out = { ...record.config };
  for (const field of SECRET_FIELDS[record.providerName]) delete out[field];
  return out;
}

function providerConfigOf(record: SsoConnectorRecord, endpoints: SsoEndpoints): Record<string, unknown> | null {
  if (record.providerName === 'OIDC') return { redirectUri: oidcRedirectUriOf(endpoints, record.id) };
  const serviceProvider = serviceProviderOf(endpoints, record.id);
  let identityProvider: Record<string, unknown> | null;
  try {
    const idp = samlIdpOf(record.config);
    identityProvider = { ...idp, certificateExpiresAt: toPemCertificate(idp.x509Certificate).expiresAt.toISOString() };
  } catch {
    // Not configured yet, or not a certificate: the console shows the SAML IdP as missing.
    identityProvider = null;
  }
  return { serviceProvider, identityProvider };
}

export function present(record: SsoConnectorRecord, endpoints: SsoEndpoints): SsoConnector {
  const provider = SSO_PROVIDERS.find((p) => p.providerName === record.providerName)!;
  return {
    ...record,
    config: publicConfig(record),
    providerType: provider.providerType,
    providerLogo: provider.logo,
    providerLogoDark: provider.logoDark,
    providerConfig: providerConfigOf(record, endpoints),
  };
}

function checkProvider(name: unknown): SsoProviderName {
  if (name !== 'SAML' && name !== 'OIDC') {
    throw new DomainError('connector.not_found', `no SSO connector provider ${String(name)} (SAML or OIDC)`, { providerName: name }, ['providerName']);
  }
  return name;
}

export async function getSsoConnectorRecord(db: Db, id: string): Promise<SsoConnectorRecord> {
  const record = await repo.findSsoConnectorById(db, id);
  if (!record) throw notFound('sso_connector', id);
  return record;
}

export async function getSsoConnector(db: Db, id: string, endpoints: SsoEndpoints): Promise<SsoConnector> {
  return present(await getSsoConnectorRecord(db, id), endpoints);
}

/** Whether the sign-in page offers "Continue with single sign-on" at all. */
export async function hasSsoConnectors(db: Db): Promise<boolean> {
  return repo.anySsoConnector(db);
}

export async function listSsoConnectors(db: Db, page: PageRequest, endpoints: SsoEndpoints) {
  const found = await repo.listSsoConnectors(db, page);
  return { ...found, items: found.items.map((r) => present(r, endpoints)) };
}

export async function createSsoConnector(
  db: Db,
  input: SsoConnectorInput,
  endpoints: SsoEndpoints,
  kek: KeyEncryptionKey,
  outbound: OutboundPolicy,
  fetched?: FetchedSamlMetadata,
): Promise<SsoConnector> {
  let provider: SsoProviderName = 'SAML';
  let fields: Required<repo.SsoConnectorWrite> | undefined;
  checkAll([
    () => {
      provider = checkProvider(input.providerName);
    },
    () => {
      fields = {
        connectorName: checkName(input.connectorName),
        config: checkConfig(checkProvider(input.providerName), input.config, fetched),
        domains: checkDomains(input.domains),
        branding: checkObject(input.branding, 'branding'),
        syncProfile: input.syncProfile ?? false,
        enabled: input.enabled ?? true,
      };
    },
  ]);
  await checkIssuerToSave(provider, fields!.config, outbound);
  const id = newId();
  await checkDomainsFree(db, fields!.domains, id);
  const record = await guardName(() => repo.insertSsoConnector(db, id, provider, { ...fields!, config: sealConfig(provider, id, fields!.config, kek) }));
  return present(record, endpoints);
}

/** Partial update; `config` replaces the whole config (secrets must be given again to change them, and are kept when absent). */
export async function updateSsoConnector(
  db: Db,
  id: string,
  input: SsoConnectorInput,
  endpoints: SsoEndpoints,
  kek: KeyEncryptionKey,
  outbound: OutboundPolicy,
  fetched?: FetchedSamlMetadata,
): Promise<SsoConnector> {
  const current = await getSsoConnectorRecord(db, id);
  if (input.providerName != null && input.providerName !== current.providerName) {
    throw invalidInput('providerName cannot change; create another connector', ['providerName']);
  }
  const write: repo.SsoConnectorWrite = {};
  if (input.connectorName != null) write.connectorName = checkName(input.connectorName);
  if (input.domains != null) {
    write.domains = checkDomains(input.domains);
    await checkDomainsFree(db, write.domains, id);
  }
  if (input.branding != null) write.branding = checkObject(input.branding, 'branding');
  if (input.syncProfile != null) write.syncProfile = input.syncProfile;
  if (input.enabled != null) write.enabled = input.enabled;
  if (input.config != null) {
    const kept: Record<string, unknown> = {};
    for (const field of SECRET_FIELDS[current.providerName]) {
      if (!(field in input.config) && current.config[field] !== undefined) kept[field] = openConfig(current, kek)[field];
    }
    const config = checkConfig(current.providerName, { ...input.config, ...kept }, fetched);
    await checkIssuerToSave(current.providerName, config, outbound);
    write.config = sealConfig(current.providerName, id, config, kek);
  }
  const record = await guardName(() => repo.updateSsoConnectorRow(db, id, write));
  if (!record) throw notFound('sso_connector', id);
  return present(record, endpoints);
}

export async function deleteSsoConnector(db: Db, id: string): Promise<string> {
  if (!(await repo.deleteSsoConnectorRow(db, id))) throw notFound('sso_connector', id);
  return id;
}

async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (constraintViolation(error)?.constraint === 'sso_connectors_name_key') {
      throw new DomainError('single_sign_on.connector_name_already_in_use', 'A connector with this name exists.', undefined, ['connectorName']);
    }
    throw error;
  }
}

/** The connector serving an email's domain, if any (for "Continue with single sign-on"). */
export async function ssoConnectorForEmail(db: Db, email: string): Promise<SsoConnectorRecord | undefined> {
  const domain = email.trim().toLowerCase().split('@')[1];
  if (!domain) return undefined;
  return (await repo.findSsoConnectorsByDomain(db, domain)).find((c) => c.enabled);
}

/** Our SP metadata XML for a SAML connector. */
export async function spMetadataXml(db: Db, id: string, endpoints: SsoEndpoints): Promise<string> {
  const record = await getSsoConnectorRecord(db, id);
  if (record.providerName !== 'SAML') throw notFound('sso_connector', id);
  return serviceProviderMetadata(serviceProviderOf(endpoints, id));
}

/** Where an enterprise connector's IdP sends its answer: OIDC's redirect URI, SAML's ACS URL. */
export const answerUrlOf = (endpoints: SsoEndpoints, record: SsoConnectorRecord): string =>
  record.providerName === 'OIDC' ? oidcRedirectUriOf(endpoints, record.id) : serviceProviderOf(endpoints, record.id).assertionConsumerServiceUrl;

const notConfigured = (record: SsoConnectorRecord) => new DomainError('connector.invalid_config', `connector ${record.connectorName} is not fully configured`);

function oidcIdpOf(record: SsoConnectorRecord, kek: KeyEncryptionKey, outbound: OutboundPolicy): OidcIdp {
  const config = openConfig(record, kek);
  const issuer = str(config.issuer);
  const clientId = str(config.clientId);
  const clientSecret = str(config.clientSecret);
  if (!issuer || !clientId || !clientSecret) throw notConfigured(record);
  const scope = new Set(['openid', ...(str(config.scope)?.split(/\s+/) ?? ['email', 'profile'])]);
  return { issuer, clientId, clientSecret, scope: [...scope].join(' '), outbound };
}

/**
 * An enterprise connector as the sign-in calls it (src/connectors' one interface), its secrets
 * opened: `connector.invalid_config` while its settings are incomplete.
 */
export function enterpriseConnectorOf(record: SsoConnectorRecord, endpoints: SsoEndpoints, kek: KeyEncryptionKey, outbound: OutboundPolicy): BoundConnector {
  if (record.providerName === 'OIDC') return bindConnector('enterprise-oidc', oidcIdpOf(record, kek, outbound));
  let idp: SamlIdp;
  try {
    idp = samlIdpOf(record.config);
  } catch {
    throw notConfigured(record);
  }
  const attributeMapping = record.config.attributeMapping as Record<string, unknown> | undefined;
  return bindConnector('enterprise-saml', { idp, sp: serviceProviderOf(endpoints, record.id), attributeMapping });
}

/** A provider's configuration fields, read from the schema its config is checked with (the console's form). */
export function providerConfigFields(provider: SsoProviderName): ConfigFieldDescription[] {
  return describeConfigSchema(ENTERPRISE_CONFIG_SCHEMAS[provider]);
}
