// SCIM provisioning connections: a directory's bearer token, shown once at creation and kept only
// as a SHA-256 digest. The token names its connection (`scim_<id>.<secret>`) so the check is one
// lookup by id and a constant-time digest comparison, never a search by secret.
import type { Db } from '../../db/database.js';
import * as repo from '../../db/repositories/scim-connections.js';
import type { ScimConnection } from '../../db/repositories/scim-connections.js';
import { getOrganization } from '../directory/organizations.js';
import { invalidInput, notFound } from '../errors.js';
import { newId, newSecret, secretMatches, sha256 } from '../ids.js';

export type { ScimConnection };

const MAX_NAME = 128;
const TOKEN = /^scim_([A-Za-z0-9]{1,64})\.([\w-]{1,128})$/;

export async function createScimConnection(
  db: Db,
  input: { name: string; organizationId?: string | null },
): Promise<{ connection: ScimConnection; token: string }> {
  const name = input.name.trim();
  if (!name || name.length > MAX_NAME) throw invalidInput(`name must be 1 to ${MAX_NAME} characters`, ['name']);
  if (input.organizationId) await getOrganization(db, input.organizationId);
  const id = newId();
  const secret = newSecret();
  const connection = await repo.insertScimConnection(db, { id, name, organizationId: input.organizationId ?? null, tokenDigest: sha256(secret) });
  return { connection, token: `scim_${id}.${secret}` };
}

export function listScimConnections(db: Db): Promise<ScimConnection[]> {
  return repo.listScimConnections(db);
}

export async function revokeScimConnection(db: Db, id: string, now: Date): Promise<ScimConnection> {
  const revoked = await repo.revokeScimConnection(db, id, now);
  if (!revoked) throw notFound('scim connection', id);
  return revoked;
}

/** The live connection a bearer token belongs to; undefined for any token that is not one. */
export async function scimConnectionOfToken(db: Db, token: string): Promise<ScimConnection | undefined> {
  const match = TOKEN.exec(token);
  const connection = match ? await repo.findLiveScimConnection(db, match[1]!) : undefined;
  // Compared even when nothing matched, so an unknown id and a wrong secret take the same time.
  const matches = secretMatches(match?.[2] ?? token, connection?.tokenDigest ?? null);
  if (!connection || !matches) return undefined;
  const { tokenDigest: _digest, ...rest } = connection;
  return rest;
}
