// Named application secrets (the compatible product's `/applications/:id/secrets`): a confidential
// application may hold several secrets beside its legacy one, each with a name unique to the
// application and an optional expiry, so a secret can be rotated without a moment in which no
// secret works. The value is random, shown once at creation and kept only as a SHA-256 digest
// (the compatible product shows values again; Tessera cannot and will not). The legacy secret is
// the one created with the application and rotated by POST /applications/:id/secret; deleting it
// leaves only the named ones.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { constraintViolation } from '../../db/constraint-errors.js';
import * as repo from '../../db/repositories/application-secrets.js';
import type { ApplicationSecretRow } from '../../db/repositories/application-secrets.js';
import { findApplicationById, findApplicationCredentials, updateApplicationRow } from '../../db/repositories/applications.js';
import { getApplication, isConfidential, type ApplicationView } from './applications.js';
import { DomainError, invalidInput, notFound } from '../errors.js';
import { newSecret, sha256 } from '../ids.js';
import { nonBlankString, parseFields } from '../input.js';

export interface ApplicationSecret extends ApplicationSecretRow {
  /** The secret itself: only in the answer to its creation. */
  value?: string;
}

const MAX_NAME = 256;
/** Every token request compares the presented secret with each of them: the count is bounded. */
export const MAX_SECRETS_PER_APPLICATION = 20;

/** A secret's name, kept as given (not trimmed): it is the key of the secret in the path. */
const secretName = nonBlankString('name must be a non-empty string').pipe(z.string().max(MAX_NAME, `name must be at most ${MAX_NAME} characters`));

const nameTaken = (name: string) =>
  new DomainError('application.secret_name_exists', `The application already has a secret named "${name}".`, { name }, ['name']);

async function confidentialApplication(db: Db, applicationId: string) {
  const application = await findApplicationById(db, applicationId);
  if (!application) throw notFound('application', applicationId);
  if (!isConfidential(application.type)) {
    throw new DomainError('application.public_client_has_no_secret', `${application.type} applications are public clients and have no secret.`);
  }
  return application;
}

async function uniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const violation = constraintViolation(error);
    if (violation?.kind === 'unique' && violation.constraint === 'application_secrets_pkey') throw nameTaken(name);
    throw error;
  }
}

export async function listApplicationSecrets(db: Db, applicationId: string): Promise<ApplicationSecret[]> {
  await getApplication(db, applicationId);
  return repo.listApplicationSecrets(db, applicationId);
}

export async function createApplicationSecret(
  db: Db,
  applicationId: string,
  input: { name: unknown; expiresAt?: Date | null | undefined },
  now: Date,
): Promise<ApplicationSecret> {
  const name = parseFields(secretName, input.name, ['name']);
  const expiresAt = input.expiresAt ?? null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw invalidInput('expiresAt must be in the future', ['expiresAt']);
  await confidentialApplication(db, applicationId);
  const existing = await repo.listApplicationSecrets(db, applicationId);
  if (existing.some((s) => s.name === name)) throw nameTaken(name);
  if (existing.length >= MAX_SECRETS_PER_APPLICATION) {
    throw new DomainError('application.secret_limit', `An application may hold at most ${MAX_SECRETS_PER_APPLICATION} named secrets.`);
  }
  const value = newSecret(32);
  const row = await uniqueName(name, () => repo.insertApplicationSecret(db, { applicationId, name, valueDigest: sha256(value), expiresAt }));
  return { ...row, value };
}

export async function renameApplicationSecret(db: Db, applicationId: string, name: string, newName: unknown): Promise<ApplicationSecret> {
  const next = parseFields(secretName, newName, ['name']);
  await getApplication(db, applicationId);
  const renamed = await uniqueName(next, () => repo.renameApplicationSecret(db, applicationId, name, next));
  if (!renamed) throw notFound('application secret', name);
  return renamed;
}

export async function deleteApplicationSecret(db: Db, applicationId: string, name: string): Promise<string> {
  await getApplication(db, applicationId);
  if (!(await repo.deleteApplicationSecret(db, applicationId, name))) throw notFound('application secret', name);
  return name;
}

/** Deletes the legacy secret: from now on only the named secrets authenticate the application. */
export async function deleteApplicationLegacySecret(db: Db, applicationId: string): Promise<ApplicationView> {
  const credentials = await findApplicationCredentials(db, applicationId);
  if (!credentials) throw notFound('application', applicationId);
  if (!credentials.secretDigest) {
    throw new DomainError('application.no_legacy_secret_found', 'The application has no legacy secret (it was deleted, or it is a public client).');
  }
  await updateApplicationRow(db, applicationId, { secretDigest: null });
  return getApplication(db, applicationId);
}
