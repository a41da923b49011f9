// SAML applications: service providers Tessera signs users in to as a SAML 2.0 identity provider.
// An application holds what its SP expects (entity id, ACS URL, NameID format, attributes,
// encryption) and its own signing keys: one active key signs responses; its certificate is in the
// IdP metadata. The private key is sealed at rest (`saml:v1:`, bound to the key's row).
import type { Db } from '../../db/database.js';
import { constraintViolation } from '../../db/constraint-errors.js';
import * as repo from '../../db/repositories/saml-applications.js';
import type { SamlApplicationFields, SamlApplicationRecord, SamlApplicationSecretRecord } from '../../db/repositories/saml-applications.js';
import {
  certificateFingerprints,
  generateIdpSigningKey,
  HTTP_POST_BINDING,
  HTTP_REDIRECT_BINDING,
  idpMetadataXml,
  NAME_ID_FORMATS,
  parseSpMetadata,
} from '../../connectors/saml-idp.js';
import { SamlError, toPemCertificate } from '../../connectors/saml.js';
import { fetchMetadataXml, type MetadataFetchPolicy } from '../../connectors/saml-metadata-fetch.js';
import { isLoopbackHost } from '../../net/loopback-hosts.js';
import { openSecret, sealSecret, type KeyEncryptionKey } from '../envelope.js';
import { DomainError, invalidInput, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { jsonObject, parseInput } from '../input.js';
import type { Page, PageRequest } from '../pagination.js';

export type SamlApplication = SamlApplicationRecord;
export type SamlApplicationSecret = Omit<SamlApplicationSecretRecord, 'privateKey'>;

const SECRET_TAG = 'saml:v1:';
const MAX_NAME = 256;
const MAX_DESCRIPTION = 4096;
const MAX_URL = 2048;
const MAX_ATTRIBUTES = 50;
const MAX_ATTRIBUTE_NAME = 256;
const MAX_METADATA_BYTES = 256 * 1024;
/** The default life of a signing certificate (the compatible product's), and the bounds of a chosen one. */
const DEFAULT_KEY_YEARS = 3;
const MAX_KEY_YEARS = 20;
/** A key sealed to its own row: a sealed value copied onto another row does not open. */
const keyBinding = (secretId: string) => `saml_application_secrets:${secretId}`;

/**
 * The user fields an attribute may carry; `customData.<key>` names a member of the user's custom
 * data (one level, as SPs expect flat attribute values).
 */
export const SAML_USER_FIELDS = ['id', 'username', 'primaryEmail', 'primaryPhone', 'name', 'avatar'] as const;

export interface SamlEndpoints {
  baseUrl: string;
}

/** Where an application's IdP lives: its entity id, its sign-in URL and its metadata URL. */
export function idpEndpoints(endpoints: SamlEndpoints, id: string) {
  const base = endpoints.baseUrl.replace(/\/$/, '');
  return {
    entityId: `${base}/saml/${id}`,
    ssoUrl: `${base}/api/saml/${id}/authn`,
    sloUrl: `${base}/api/saml/${id}/slo`,
    metadataUrl: `${base}/api/saml-applications/${id}/metadata`,
    loginUrl: `${base}/api/saml/${id}/login`,
  };
}

export interface SamlApplicationInput {
  name?: unknown;
  description?: unknown;
  customData?: unknown;
  entityId?: unknown;
  acsUrl?: unknown;
  nameIdFormat?: unknown;
  attributeMapping?: unknown;
  encryption?: unknown;
  spCertificate?: unknown;
  requireSignedRequests?: unknown;
  /** Whether GET /api/saml/:id/login may send the SP an unsolicited (IdP-initiated) response. */
  idpInitiatedSignIn?: unknown;
  /** The SP's SingleLogoutService `{ binding, url }` (HTTP-Redirect or HTTP-POST), or null: where Tessera answers its LogoutRequests. */
  sloUrl?: unknown;
  /** SP metadata XML: fills entity id, ACS URL, certificates and request signing in one go. */
  metadataXml?: unknown;
  /** Where to fetch that XML from instead (src/connectors/saml-metadata-fetch.ts: the URL rule, time limit, size cap). */
  metadataUrl?: unknown;
}

/**
 * The input with the SP metadata at `metadataUrl` fetched into `metadataXml`. A network call: it
 * runs before anything is written. Refusals name the field (400): `guard.invalid_input` for a URL
 * the rule refuses, `application.saml.invalid_metadata` for an answer that is not there or not SP
 * metadata (as for metadataXml).
 */
async function withFetchedMetadata(input: SamlApplicationInput, policy: MetadataFetchPolicy): Promise<SamlApplicationInput> {
  if (input.metadataUrl === undefined || input.metadataUrl === null) return input;
  if (typeof input.metadataUrl !== 'string' || input.metadataUrl.length > MAX_URL) throw invalidInput('metadataUrl must be an https URL', ['metadataUrl']);
  if (input.metadataXml !== undefined && input.metadataXml !== null) throw invalidInput('give metadataUrl or metadataXml, not both', ['metadataUrl']);
  try {
    const metadataXml = await fetchMetadataXml(input.metadataUrl, policy);
    metadataOf(metadataXml, 'metadataUrl');
    return { ...input, metadataXml, metadataUrl: undefined };
  } catch (error) {
    if (!(error instanceof SamlError)) throw error;
    if (error.reason === 'metadata_url_not_allowed') throw invalidInput(error.message, ['metadataUrl']);
    throw new DomainError('application.saml.invalid_metadata', error.message, { reason: error.reason }, ['metadataUrl']);
  }
}

function text(value: unknown, field: string, max: number, nullable: boolean): string | null {
  if (value === null && nullable) return null;
  if (typeof value !== 'string' || value.trim() === '') throw invalidInput(`${field} must be a non-empty string`, [field]);
  if (value.length > max) throw invalidInput(`${field} must be at most ${max} characters`, [field]);
  return value;
}

function acsUrlOf(value: unknown): repo.SamlAcsUrl | null {
  if (value === null) return null;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalidInput('acsUrl must be { binding, url }', ['acsUrl']);
  const { binding, url } = value as Record<string, unknown>;
  if (binding !== undefined && binding !== HTTP_POST_BINDING) {
    throw new DomainError('application.saml.acs_url_binding_not_supported', `acsUrl.binding must be ${HTTP_POST_BINDING}`, undefined, ['acsUrl', 'binding']);
  }
  const raw = text(url, 'acsUrl.url', MAX_URL, false) as string;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw invalidInput('acsUrl.url must be an absolute URL', ['acsUrl', 'url']);
  }
  // The browser posts the signed assertion there: in clear text only to this machine.
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLoopbackHost(parsed))) {
    throw invalidInput('acsUrl.url must use https (plain http only to localhost)', ['acsUrl', 'url']);
  }
  return { binding: HTTP_POST_BINDING, url: raw };
}

/** An SP URL the browser is sent to with a signed SAML message: https, or plain http to this machine only. */
function spUrlOf(value: unknown, field: string[]): string {
  const raw = text(value, field.join('.'), MAX_URL, false) as string;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw invalidInput(`${field.join('.')} must be an absolute URL`, field);
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLoopbackHost(parsed))) {
    throw invalidInput(`${field.join('.')} must use https (plain http only to localhost)`, field);
  }
  return raw;
}

function sloUrlOf(value: unknown): repo.SamlSloUrl | null {
  if (value === null) return null;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalidInput('sloUrl must be { binding, url }', ['sloUrl']);
  const { binding, url } = value as Record<string, unknown>;
  const chosen = binding ?? HTTP_REDIRECT_BINDING;
  if (chosen !== HTTP_REDIRECT_BINDING && chosen !== HTTP_POST_BINDING) {
    throw invalidInput(`sloUrl.binding must be ${HTTP_REDIRECT_BINDING} or ${HTTP_POST_BINDING}`, ['sloUrl', 'binding']);
  }
  return { binding: chosen, url: spUrlOf(url, ['sloUrl', 'url']) };
}

function nameIdFormatOf(value: unknown): string {
  const formats: readonly string[] = Object.values(NAME_ID_FORMATS);
  if (typeof value !== 'string' || !formats.includes(value)) {
    throw invalidInput(`nameIdFormat must be one of ${formats.join(', ')}`, ['nameIdFormat']);
  }
  return value;
}

function attributeMappingOf(value: unknown): Record<string, string> {
  const mapping = parseInput(jsonObject(), value, 'attributeMapping must be a JSON object', ['attributeMapping']) as Record<string, unknown>;
  const entries = Object.entries(mapping);
  if (entries.length > MAX_ATTRIBUTES) throw invalidInput(`attributeMapping may hold at most ${MAX_ATTRIBUTES} attributes`, ['attributeMapping']);
  const fields: readonly string[] = SAML_USER_FIELDS;
  for (const [source, attribute] of entries) {
    const custom = /^customData\.[A-Za-z0-9_.-]{1,128}$/.test(source);
    if (!fields.includes(source) && !custom) {
      throw invalidInput(`attributeMapping key ${JSON.stringify(source.slice(0, 64))} must be one of ${fields.join(', ')} or customData.<key>`, [
        'attributeMapping',
      ]);
    }
    if (typeof attribute !== 'string' || attribute.trim() === '' || attribute.length > MAX_ATTRIBUTE_NAME) {
      throw invalidInput(`attributeMapping.${source} must be an attribute name of 1–${MAX_ATTRIBUTE_NAME} characters`, ['attributeMapping']);
    }
  }
  return mapping as Record<string, string>;
}

function certificateOf(value: unknown, field: string[]): string {
  if (typeof value !== 'string' || value.length > 16_384) throw invalidInput(`${field.join('.')} must be a PEM certificate`, field);
  try {
    return toPemCertificate(value).pem;
  } catch {
    throw invalidInput(`${field.join('.')} is not an X.509 certificate (PEM or base64 DER)`, field);
  }
}

function encryptionOf(value: unknown): repo.SamlEncryption | null {
  if (value === null) return null;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalidInput('encryption must be { encryptAssertion, certificate? }', ['encryption']);
  const { encryptAssertion, certificate } = value as Record<string, unknown>;
  if (typeof encryptAssertion !== 'boolean') throw invalidInput('encryption.encryptAssertion must be a boolean', ['encryption', 'encryptAssertion']);
  if (!encryptAssertion) return { encryptAssertion: false };
  if (certificate === undefined || certificate === null) {
    throw invalidInput('encryption.certificate is required to encrypt assertions', ['encryption', 'certificate']);
  }
  return { encryptAssertion: true, certificate: certificateOf(certificate, ['encryption', 'certificate']) };
}

function metadataOf(value: unknown, field: 'metadataXml' | 'metadataUrl' = 'metadataXml') {
  if (typeof value !== 'string' || value.length > MAX_METADATA_BYTES) {
    throw invalidInput(
      `${field === 'metadataXml' ? 'metadataXml' : 'the document at metadataUrl'} must be SP metadata XML of at most ${MAX_METADATA_BYTES} bytes`,
      [field],
    );
  }
  try {
    return parseSpMetadata(value);
  } catch (error) {
    if (error instanceof SamlError) throw new DomainError('application.saml.invalid_metadata', error.message, undefined, [field]);
    throw error;
  }
}

/** The fields after applying `input` to `base`; metadata first, explicit fields over it. */
function applyInput(base: SamlApplicationFields, input: SamlApplicationInput): SamlApplicationFields {
  const out = { ...base };
  if (input.metadataXml !== undefined && input.metadataXml !== null) {
    const metadata = metadataOf(input.metadataXml);
    out.entityId = metadata.entityId;
    out.acsUrl = acsUrlOf(metadata.acsUrl);
    if (metadata.signingCertificate) out.spCertificate = metadata.signingCertificate;
    out.requireSignedRequests = metadata.authnRequestsSigned;
    out.sloUrl = metadata.sloUrl ? sloUrlOf(metadata.sloUrl) : null;
    if (metadata.encryptionCertificate && !out.encryption?.encryptAssertion) {
      out.encryption = { encryptAssertion: false, certificate: metadata.encryptionCertificate };
    }
  }
  if (input.name !== undefined) out.name = text(input.name, 'name', MAX_NAME, false) as string;
  if (input.description !== undefined) out.description = text(input.description, 'description', MAX_DESCRIPTION, true);
  if (input.customData !== undefined && input.customData !== null) {
    out.customData = parseInput(jsonObject(), input.customData, 'customData must be a JSON object', ['customData']);
  }
  if (input.entityId !== undefined) out.entityId = text(input.entityId, 'entityId', MAX_URL, true);
  if (input.acsUrl !== undefined) out.acsUrl = acsUrlOf(input.acsUrl);
  if (input.nameIdFormat !== undefined && input.nameIdFormat !== null) out.nameIdFormat = nameIdFormatOf(input.nameIdFormat);
  if (input.attributeMapping !== undefined && input.attributeMapping !== null) out.attributeMapping = attributeMappingOf(input.attributeMapping);
  if (input.encryption !== undefined) out.encryption = encryptionOf(input.encryption);
  if (input.spCertificate !== undefined) out.spCertificate = input.spCertificate === null ? null : certificateOf(input.spCertificate, ['spCertificate']);
  if (input.requireSignedRequests !== undefined && input.requireSignedRequests !== null) {
    if (typeof input.requireSignedRequests !== 'boolean') throw invalidInput('requireSignedRequests must be a boolean', ['requireSignedRequests']);
    out.requireSignedRequests = input.requireSignedRequests;
  }
  if (input.idpInitiatedSignIn !== undefined && input.idpInitiatedSignIn !== null) {
    if (typeof input.idpInitiatedSignIn !== 'boolean') throw invalidInput('idpInitiatedSignIn must be a boolean', ['idpInitiatedSignIn']);
    out.idpInitiatedSignIn = input.idpInitiatedSignIn;
  }
  if (input.sloUrl !== undefined) out.sloUrl = sloUrlOf(input.sloUrl);
  if (out.requireSignedRequests && !out.spCertificate) {
    throw invalidInput('requireSignedRequests needs spCertificate (the certificate the SP signs its requests with)', ['spCertificate']);
  }
  return out;
}

async function uniqueEntityId<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const violation = constraintViolation(error);
    if (violation?.kind === 'unique' && violation.constraint === 'saml_applications_entity_id_key') {
      throw new DomainError('application.saml.entity_id_already_in_use', 'Another SAML application has this entity id.', undefined, ['entityId']);
    }
    throw error;
  }
}

async function requireApplication(db: Db, id: string): Promise<SamlApplication> {
  const application = await repo.findSamlApplicationById(db, id);
  if (!application) throw notFound('saml application', id);
  return application;
}

const withoutKey = ({ privateKey: _key, ...secret }: SamlApplicationSecretRecord): SamlApplicationSecret => secret;

async function newSecret(db: Db, applicationId: string, years: number, active: boolean, kek: KeyEncryptionKey, now: Date) {
  const id = newId();
  const key = await generateIdpSigningKey(`Tessera SAML ${applicationId}`, years, now);
  return repo.insertSamlApplicationSecret(db, {
    id,
    applicationId,
    privateKey: sealSecret(key.privateKey, kek, SECRET_TAG, keyBinding(id)),
    certificate: key.certificate,
    active,
    expiresAt: key.expiresAt,
  });
}

export async function createSamlApplication(
  db: Db,
  given: SamlApplicationInput,
  kek: KeyEncryptionKey,
  now: Date,
  fetchPolicy: MetadataFetchPolicy,
): Promise<SamlApplication> {
  if (given.name === undefined) throw invalidInput('name is required', ['name']);
  const input = await withFetchedMetadata(given, fetchPolicy);
  const fields = applyInput(
    {
      name: '',
      description: null,
      customData: {},
      entityId: null,
      acsUrl: null,
      nameIdFormat: NAME_ID_FORMATS.unspecified,
      attributeMapping: {},
      encryption: null,
      spCertificate: null,
      requireSignedRequests: false,
      idpInitiatedSignIn: false,
      sloUrl: null,
    },
    input,
  );
  const id = newId();
  const application = await uniqueEntityId(() => repo.insertSamlApplication(db, id, fields));
  // Every application starts with an active key, so its metadata is complete from the start.
  await newSecret(db, id, DEFAULT_KEY_YEARS, true, kek, now);
  return application;
}

export async function updateSamlApplication(db: Db, id: string, given: SamlApplicationInput, fetchPolicy: MetadataFetchPolicy): Promise<SamlApplication> {
  const current = await requireApplication(db, id);
  const fields = applyInput(current, await withFetchedMetadata(given, fetchPolicy));
  const updated = await uniqueEntityId(() => repo.updateSamlApplication(db, id, fields));
  if (!updated) throw notFound('saml application', id);
  return updated;
}

export async function getSamlApplication(db: Db, id: string): Promise<SamlApplication> {
  return requireApplication(db, id);
}

/** The application, or undefined when there is none (an event payload names it when it exists). */
export async function findSamlApplication(db: Db, id: string): Promise<SamlApplication | undefined> {
  return repo.findSamlApplicationById(db, id);
}

export async function listSamlApplications(db: Db, page: PageRequest): Promise<Page<SamlApplication>> {
  return repo.listSamlApplications(db, page);
}

export async function deleteSamlApplication(db: Db, id: string): Promise<string> {
  if (!(await repo.deleteSamlApplication(db, id))) throw notFound('saml application', id);
  return id;
}

export async function listSamlApplicationSecrets(db: Db, id: string): Promise<SamlApplicationSecret[]> {
  await requireApplication(db, id);
  return (await repo.listSamlApplicationSecrets(db, id)).map(withoutKey);
}

/** A new, inactive key (activate it once the SP has the new certificate). */
export async function createSamlApplicationSecret(
  db: Db,
  id: string,
  lifeSpanInYears: unknown,
  kek: KeyEncryptionKey,
  now: Date,
): Promise<SamlApplicationSecret> {
  if (typeof lifeSpanInYears !== 'number' || !Number.isInteger(lifeSpanInYears) || lifeSpanInYears < 1 || lifeSpanInYears > MAX_KEY_YEARS) {
    throw invalidInput(`lifeSpanInYears must be an integer from 1 to ${MAX_KEY_YEARS}`, ['lifeSpanInYears']);
  }
  if (!(await repo.lockSamlApplication(db, id))) throw notFound('saml application', id);
  return withoutKey(await newSecret(db, id, lifeSpanInYears, false, kek, now));
}

/** Activating a key deactivates the others (one signs at a time); the active one cannot be switched off, only replaced. */
export async function setSamlApplicationSecretActive(db: Db, id: string, secretId: string, active: boolean): Promise<SamlApplicationSecret> {
  if (!(await repo.lockSamlApplication(db, id))) throw notFound('saml application', id);
  const secrets = await repo.listSamlApplicationSecrets(db, id);
  const secret = secrets.find((s) => s.id === secretId);
  if (!secret) throw notFound('saml application secret', secretId);
  if (secret.active === active) return withoutKey(secret);
  if (!active) {
    throw new DomainError('application.saml.can_not_deactivate_active_secret', 'Activate another secret instead: an application always signs with one.');
  }
  await repo.deactivateSamlApplicationSecrets(db, id);
  const updated = await repo.setSamlApplicationSecretActive(db, id, secretId, true);
  if (!updated) throw notFound('saml application secret', secretId);
  return withoutKey(updated);
}

export async function deleteSamlApplicationSecret(db: Db, id: string, secretId: string): Promise<string> {
  if (!(await repo.lockSamlApplication(db, id))) throw notFound('saml application', id);
  const secret = (await repo.listSamlApplicationSecrets(db, id)).find((s) => s.id === secretId);
  if (!secret) throw notFound('saml application secret', secretId);
  if (secret.active) throw new DomainError('application.saml.can_not_delete_active_secret', 'The active secret cannot be deleted.');
  await repo.deleteSamlApplicationSecret(db, id, secretId);
  return secretId;
}

export const secretFingerprints = (secret: SamlApplicationSecret) => certificateFingerprints(secret.certificate);

/** The IdP metadata XML of an application (its active key's certificate). */
export async function samlIdpMetadata(db: Db, id: string, endpoints: SamlEndpoints): Promise<string> {
  const application = await requireApplication(db, id);
  const active = await repo.findActiveSamlApplicationSecret(db, id);
  const { entityId, ssoUrl, sloUrl } = idpEndpoints(endpoints, id);
  return idpMetadataXml({ entityId, ssoUrl, sloUrl, certificate: active?.certificate ?? null, nameIdFormat: application.nameIdFormat });
}

/** The active signing key and certificate of an application, opened; undefined when it has none. */
export async function activeSigningKey(db: Db, id: string, kek: KeyEncryptionKey): Promise<{ privateKey: string; certificate: string } | undefined> {
  const active = await repo.findActiveSamlApplicationSecret(db, id);
  if (!active) return undefined;
  return { privateKey: openSecret(active.privateKey, kek, SECRET_TAG, keyBinding(active.id)), certificate: active.certificate };
}

/** How old an AuthnRequest may be, and how long its id stays remembered against a replay. */
export const SAML_REQUEST_TTL_MS = 10 * 60 * 1000;
const CLOCK_SKEW_MS = 60 * 1000;

const samlRefused = (code: string, message: string) => new DomainError(`application.saml.${code}`, message);

/**
 * An AuthnRequest this application may be answered for: its Issuer is the application's SP, the
 * ACS URL it names (if any) is the registered one, it is recent, and its id was never answered
 * (recorded here, in the caller's transaction, so a replay of the same request is refused).
 */
export async function acceptSamlAuthnRequest(
  db: Db,
  id: string,
  request: { id: string; issuer: string; acsUrl: string | null; issueInstant: Date | null },
  now: Date,
): Promise<SamlApplication> {
  const application = await requireApplication(db, id);
  if (!application.entityId || !application.acsUrl) throw samlRefused('not_configured', 'The SAML application has no entity id or ACS URL yet.');
  if (request.issuer !== application.entityId) throw samlRefused('issuer_mismatch', 'The AuthnRequest comes from another service provider.');
  if (request.acsUrl !== null && request.acsUrl !== application.acsUrl.url) {
    throw samlRefused('acs_url_mismatch', 'The AuthnRequest names an ACS URL that is not registered for this application.');
  }
  await rememberSamlRequest(db, id, request, now, 'AuthnRequest');
  return application;
}

/**
 * A request of the application's SP is recent and was never answered: its id is recorded (in the
 * caller's transaction) for as long as it could be replayed. AuthnRequests and LogoutRequests
 * share the record: an id is the SP's, unique whatever it asks.
 */
export async function rememberSamlRequest(
  db: Db,
  id: string,
  request: { id: string; issueInstant: Date | null },
  now: Date,
  kind: 'AuthnRequest' | 'LogoutRequest',
): Promise<void> {
  const issued = request.issueInstant?.getTime();
  if (issued === undefined || Number.isNaN(issued) || issued > now.getTime() + CLOCK_SKEW_MS || issued < now.getTime() - SAML_REQUEST_TTL_MS) {
    throw samlRefused('request_expired', `The ${kind} is missing its IssueInstant, or is too old.`);
  }
  const fresh = await repo.recordSamlRequestId(db, id, request.id, now, new Date(now.getTime() + SAML_REQUEST_TTL_MS + CLOCK_SKEW_MS));
  if (!fresh) throw samlRefused('request_replayed', `This ${kind} was answered already.`);
}
