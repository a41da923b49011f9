// Declarative custom claims in an application's ID tokens (issue 45 §4): the same mapping
// vocabulary as an API resource's access-token claims (claim-mappings.ts), with the ID token's
// reserved names (the protocol's and every standard, scope-released claim) and its grants
// (authorization_code, refresh_token). Userinfo is not touched: its answer is the consented
// scopes' claims only, so what a mapping adds stays in the signed ID token the client asked for.
import type { Db } from '../../db/database.js';
import { findApplicationById } from '../../db/repositories/applications.js';
import { findApplicationIdTokenClaims, replaceApplicationIdTokenClaims } from '../../db/repositories/application-id-token-claims.js';
import { notFound } from '../errors.js';
import { checkClaimMappings, previewMappedClaims, resolveMappedClaims, type ClaimMapping, type ClaimPreviewInput } from './claim-mappings.js';

async function mustExist(db: Db, id: string): Promise<void> {
  if (!(await findApplicationById(db, id))) throw notFound('application', id);
}

/** The application's ID-token claim mappings, as saved (empty when none). */
export async function getApplicationIdTokenClaims(db: Db, id: string): Promise<ClaimMapping[]> {
  await mustExist(db, id);
  return (await findApplicationIdTokenClaims(db, id)) as ClaimMapping[];
}

/** Replaces them after checking every rule; an empty list removes them all. */
export async function setApplicationIdTokenClaims(db: Db, id: string, mappings: unknown): Promise<ClaimMapping[]> {
  const checked = checkClaimMappings(mappings, 'idToken');
  await mustExist(db, id);
  await replaceApplicationIdTokenClaims(db, id, checked);
  return checked;
}

/** What the application's mappings would add to an ID token for this user: the code minting runs. */
export async function testApplicationIdTokenClaims(db: Db, id: string, input: Omit<ClaimPreviewInput, 'applicationId'>): Promise<Record<string, unknown>> {
  await mustExist(db, id);
  return previewMappedClaims(db, await findApplicationIdTokenClaims(db, id), 'idToken', { ...input, applicationId: id, organizationId: null });
}

/** The mapped claims of an ID token being minted for this user and application by this grant. */
export async function idTokenMappedClaims(db: Db, context: { userId: string; applicationId: string; grantType: string }): Promise<Record<string, unknown>> {
  const stored = await findApplicationIdTokenClaims(db, context.applicationId);
  return resolveMappedClaims(db, stored, context);
}
