// Rules for organizations and their own fields.
import type { Db } from '../db/database.js';
import * as repo from '../db/repositories/organizations.js';
import type { Organization } from '../db/repositories/organizations.js';
import { findUserById } from '../db/repositories/users.js';
import { invalidInput, notFound } from './errors.js';
import { newId } from './ids.js';
import type { PageRequest } from './pagination.js';
import { checkName, checkObject } from './organizations-rules.js';

export type { Organization };

export interface OrganizationFields {
  name?: string | null;
  description?: string | null;
  customData?: Record<string, unknown> | null;
}

function toWrite(fields: OrganizationFields): repo.OrganizationWrite {
  const write: repo.OrganizationWrite = {};
  if (fields.name !== undefined) {
    if (fields.name === null) throw invalidInput('name cannot be null', ['name']);
    write.name = checkName(fields.name);
  }
  if (fields.description !== undefined) write.description = fields.description;
  if (fields.customData !== undefined) write.customData = fields.customData === null ? {} : checkObject(fields.customData, 'customData');
  return write;
}

export async function getOrganization(db: Db, id: string): Promise<Organization> {
  const organization = await repo.findOrganizationById(db, id);
  if (!organization) throw notFound('organization', id);
  return organization;
}

export function listOrganizations(db: Db, page: PageRequest, search?: string | null) {
  return repo.listOrganizations(db, page, search ?? undefined);
}

/** An unknown user is a 404, like every other route under /users/:userId, not an empty list. */
export async function listUserOrganizations(db: Db, userId: string): Promise<Organization[]> {
  if (!(await findUserById(db, userId))) throw notFound('user', userId);
  return repo.listOrganizationsOfUser(db, userId);
}

export async function createOrganization(db: Db, input: OrganizationFields & { name: string }): Promise<Organization> {
  return repo.insertOrganization(db, newId(), { ...toWrite(input), name: input.name });
}

export async function updateOrganization(db: Db, id: string, input: OrganizationFields): Promise<Organization> {
  const organization = await repo.updateOrganizationRow(db, id, toWrite(input));
  if (!organization) throw notFound('organization', id);
  return organization;
}

export async function deleteOrganization(db: Db, id: string): Promise<string> {
  if (!(await repo.deleteOrganizationRow(db, id))) throw notFound('organization', id);
  return id;
}

// Just-in-time provisioning lives in organizations-jit.ts; the sign-in experience imports it here.
export { provisionOrganizationsByEmailDomain } from './organizations-jit.js';
