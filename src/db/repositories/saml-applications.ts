// SAML applications, their signing keys (private key as stored, sealed by the caller) and the
// request ids already answered.
import type { Db } from '../database.js';
import type { PageRequest } from '../list-query.js';
import type { SamlAcsUrl, SamlEncryption, SamlSloUrl } from '../tables-saml.js';
import { paginate, toPage } from './pagination.js';

export type { SamlAcsUrl, SamlEncryption, SamlSloUrl } from '../tables-saml.js';

export interface SamlApplicationRecord {
  id: string;
  name: string;
  description: string | null;
  customData: Record<string, unknown>;
  entityId: string | null;
  acsUrl: SamlAcsUrl | null;
  nameIdFormat: string;
  attributeMapping: Record<string, string>;
  encryption: SamlEncryption | null;
  spCertificate: string | null;
  requireSignedRequests: boolean;
  idpInitiatedSignIn: boolean;
  sloUrl: SamlSloUrl | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SamlApplicationFields {
  name: string;
  description: string | null;
  customData: Record<string, unknown>;
  entityId: string | null;
  acsUrl: SamlAcsUrl | null;
  nameIdFormat: string;
  attributeMapping: Record<string, string>;
  encryption: SamlEncryption | null;
  spCertificate: string | null;
  requireSignedRequests: boolean;
  idpInitiatedSignIn: boolean;
  sloUrl: SamlSloUrl | null;
}

const columns = [
  'id',
  'name',
  'description',
  'custom_data',
  'entity_id',
  'acs_url',
  'name_id_format',
  'attribute_mapping',
  'encryption',
  'sp_certificate',
  'require_signed_requests',
  'idp_initiated_sign_in',
  'slo_url',
  'created_at',
  'updated_at',
] as const;

interface Row {
  id: string;
  name: string;
  description: string | null;
  custom_data: Record<string, unknown>;
  entity_id: string | null;
  acs_url: SamlAcsUrl | null;
  name_id_format: string;
  attribute_mapping: Record<string, string>;
  encryption: SamlEncryption | null;
  sp_certificate: string | null;
  require_signed_requests: boolean;
  idp_initiated_sign_in: boolean;
  slo_url: SamlSloUrl | null;
  created_at: Date;
  updated_at: Date;
}

function toRecord(r: Row): SamlApplicationRecord {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    customData: r.custom_data,
    entityId: r.entity_id,
    acsUrl: r.acs_url,
    nameIdFormat: r.name_id_format,
    attributeMapping: r.attribute_mapping,
    encryption: r.encryption,
    spCertificate: r.sp_certificate,
    requireSignedRequests: r.require_signed_requests,
    idpInitiatedSignIn: r.idp_initiated_sign_in,
    sloUrl: r.slo_url,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

const json = (value: unknown) => JSON.stringify(value);
const nullableJson = (value: unknown) => (value === null ? null : JSON.stringify(value));

function toRow(fields: SamlApplicationFields) {
  return {
    name: fields.name,
    description: fields.description,
    custom_data: json(fields.customData),
    entity_id: fields.entityId,
    acs_url: nullableJson(fields.acsUrl),
    name_id_format: fields.nameIdFormat,
    attribute_mapping: json(fields.attributeMapping),
    encryption: nullableJson(fields.encryption),
    sp_certificate: fields.spCertificate,
    require_signed_requests: fields.requireSignedRequests,
    idp_initiated_sign_in: fields.idpInitiatedSignIn,
    slo_url: nullableJson(fields.sloUrl),
  };
}

export async function insertSamlApplication(db: Db, id: string, fields: SamlApplicationFields): Promise<SamlApplicationRecord> {
  const row = await db
    .insertInto('saml_applications')
    .values({ id, ...toRow(fields) })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

export async function updateSamlApplication(db: Db, id: string, fields: SamlApplicationFields): Promise<SamlApplicationRecord | undefined> {
  const row = await db
    .updateTable('saml_applications')
    .set({ ...toRow(fields), updated_at: new Date() })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function findSamlApplicationById(db: Db, id: string): Promise<SamlApplicationRecord | undefined> {
  const row = await db.selectFrom('saml_applications').select(columns).where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** Locks the row for the rest of the transaction (secrets are switched under it). */
export async function lockSamlApplication(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('saml_applications').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return row !== undefined;
}

export async function deleteSamlApplication(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('saml_applications').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listSamlApplications(db: Db, page: PageRequest) {
  const [rows, count] = await Promise.all([
    paginate(db.selectFrom('saml_applications').select(columns), 'saml_applications', page).execute(),
    db
      .selectFrom('saml_applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toRecord), page, Number(count.n));
}

export interface SamlApplicationSecretRecord {
  id: string;
  applicationId: string;
  /** As stored: sealed when a key encryption key is configured. */
  privateKey: string;
  certificate: string;
  active: boolean;
  expiresAt: Date;
  createdAt: Date;
}

const secretColumns = ['id', 'application_id', 'private_key', 'certificate', 'active', 'expires_at', 'created_at'] as const;

function toSecret(r: {
  id: string;
  application_id: string;
  private_key: string;
  certificate: string;
  active: boolean;
  expires_at: Date;
  created_at: Date;
}): SamlApplicationSecretRecord {
  return {
    id: r.id,
    applicationId: r.application_id,
    privateKey: r.private_key,
    certificate: r.certificate,
    active: r.active,
    expiresAt: r.expires_at,
    createdAt: r.created_at,
  };
}

export async function insertSamlApplicationSecret(
  db: Db,
  secret: { id: string; applicationId: string; privateKey: string; certificate: string; active: boolean; expiresAt: Date },
): Promise<SamlApplicationSecretRecord> {
  const row = await db
    .insertInto('saml_application_secrets')
    .values({
      id: secret.id,
      application_id: secret.applicationId,
      private_key: secret.privateKey,
      certificate: secret.certificate,
      active: secret.active,
      expires_at: secret.expiresAt,
    })
    .returning(secretColumns)
    .executeTakeFirstOrThrow();
  return toSecret(row);
}

export async function listSamlApplicationSecrets(db: Db, applicationId: string): Promise<SamlApplicationSecretRecord[]> {
  const rows = await db
    .selectFrom('saml_application_secrets')
    .select(secretColumns)
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toSecret);
}

export async function findActiveSamlApplicationSecret(db: Db, applicationId: string): Promise<SamlApplicationSecretRecord | undefined> {
  const row = await db
    .selectFrom('saml_application_secrets')
    .select(secretColumns)
    .where('application_id', '=', applicationId)
    .where('active', '=', true)
    .executeTakeFirst();
  return row && toSecret(row);
}

export async function deactivateSamlApplicationSecrets(db: Db, applicationId: string): Promise<void> {
  await db.updateTable('saml_application_secrets').set({ active: false }).where('application_id', '=', applicationId).execute();
}

export async function setSamlApplicationSecretActive(
  db: Db,
  applicationId: string,
  secretId: string,
  active: boolean,
): Promise<SamlApplicationSecretRecord | undefined> {
  const row = await db
    .updateTable('saml_application_secrets')
    .set({ active })
    .where('application_id', '=', applicationId)
    .where('id', '=', secretId)
    .returning(secretColumns)
    .executeTakeFirst();
  return row && toSecret(row);
}

export async function deleteSamlApplicationSecret(db: Db, applicationId: string, secretId: string): Promise<boolean> {
  const result = await db.deleteFrom('saml_application_secrets').where('application_id', '=', applicationId).where('id', '=', secretId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Records a request id as answered; false when it was already recorded and has not expired (a
 * replay). Expired ones of the application are dropped on the way.
 */
export async function recordSamlRequestId(db: Db, applicationId: string, requestId: string, now: Date, expiresAt: Date): Promise<boolean> {
  await db.deleteFrom('saml_request_ids').where('application_id', '=', applicationId).where('expires_at', '<=', now).execute();
  const inserted = await db
    .insertInto('saml_request_ids')
    .values({ application_id: applicationId, request_id: requestId, expires_at: expiresAt })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** A SAML sign-in waiting for the browser to be signed in. */
export interface SamlSignInRecord {
  id: string;
  applicationId: string;
  requestId: string | null;
  relayState: string | null;
}

export async function insertSamlSignIn(db: Db, signIn: SamlSignInRecord, now: Date, expiresAt: Date): Promise<void> {
  await db.deleteFrom('saml_sign_ins').where('expires_at', '<=', now).execute();
  await db
    .insertInto('saml_sign_ins')
    .values({ id: signIn.id, application_id: signIn.applicationId, request_id: signIn.requestId, relay_state: signIn.relayState, expires_at: expiresAt })
    .execute();
}

/** Takes (deletes) a pending sign-in of the application once; undefined when gone, expired or another's. */
export async function takeSamlSignIn(db: Db, applicationId: string, id: string, now: Date): Promise<SamlSignInRecord | undefined> {
  const row = await db
    .deleteFrom('saml_sign_ins')
    .where('id', '=', id)
    .where('application_id', '=', applicationId)
    .where('expires_at', '>', now)
    .returning(['id', 'application_id', 'request_id', 'relay_state'])
    .executeTakeFirst();
  return row && { id: row.id, applicationId: row.application_id, requestId: row.request_id, relayState: row.relay_state };
}

/** Remembers that `sessionId` signed in to the application with `nameId` (the latest NameID wins). */
export async function recordSamlSessionParticipant(db: Db, sessionId: string, applicationId: string, nameId: string): Promise<void> {
  await db
    .insertInto('saml_session_participants')
    .values({ session_id: sessionId, application_id: applicationId, name_id: nameId })
    .onConflict((oc) => oc.columns(['session_id', 'application_id']).doUpdateSet({ name_id: nameId }))
    .execute();
}

/** The SAML applications a session signed in to, oldest first, with their NameIDs. */
export async function listSamlSessionParticipants(db: Db, sessionId: string): Promise<Array<{ applicationId: string; nameId: string }>> {
  const rows = await db
    .selectFrom('saml_session_participants')
    .select(['application_id', 'name_id'])
    .where('session_id', '=', sessionId)
    .orderBy('created_at')
    .orderBy('application_id')
    .execute();
  return rows.map((r) => ({ applicationId: r.application_id, nameId: r.name_id }));
}
