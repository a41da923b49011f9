// Rules for organizations: their fields and the email domains of just-in-time provisioning.
import type { Db } from '../db/database.js';
import * as repo from '../db/repositories/organizations.js';
import type { Organization } from '../db/repositories/organizations.js';
import { invalidInput, notFound } from './errors.js';
import { newId } from './ids.js';
import { addMembers, type MembershipChange } from './organizations-members.js';
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

export function listUserOrganizations(db: Db, userId: string): Promise<Organization[]> {
  return repo.listOrganizationsOfUser(db, userId);
}

export async function createOrganization(db: Db, input: OrganizationFields & { name: string }): Promise<Organization> {
  return repo.insertOrganization(db, newId(), toWrite(input));
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

// --- just-in-time provisioning by email domain -------------------------------------------

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A JIT email domain as stored: lower case, without a leading `@`. */
export function normalizeEmailDomain(value: string): string {
  const domain = value.trim().toLowerCase().replace(/^@/, '');
  if (!DOMAIN.test(domain)) throw invalidInput(`${value} is not a valid email domain`, ['emailDomains']);
  return domain;
}

export interface OrganizationEmailDomain {
  organizationId: string;
  emailDomain: string;
}

const asDomainList = (organization: Organization): OrganizationEmailDomain[] =>
  organization.jitEmailDomains.map((emailDomain) => ({ organizationId: organization.id, emailDomain }));

export async function getJitEmailDomains(db: Db, id: string): Promise<OrganizationEmailDomain[]> {
  return asDomainList(await getOrganization(db, id));
}

export async function replaceJitEmailDomains(db: Db, id: string, emailDomains: readonly string[]): Promise<OrganizationEmailDomain[]> {
  const domains = [...new Set(emailDomains.map(normalizeEmailDomain))].sort();
  const organization = await repo.updateOrganizationRow(db, id, { jitEmailDomains: domains });
  if (!organization) throw notFound('organization', id);
  return asDomainList(organization);
}

/**
 * Just-in-time provisioning for the sign-in experience: adds the user to every organization
 * whose JIT email domains list the email's domain. Returns one change per organization the
 * user really joined (none for those they were already in), for Organization.Membership.Updated.
 * Run it inside the registration's transaction so the membership and its events commit with it.
 */
export async function provisionOrganizationsByEmailDomain(db: Db, userId: string, email: string): Promise<MembershipChange[]> {
  const at = email.lastIndexOf('@');
  if (at < 1) return [];
  const domain = email.slice(at + 1).trim().toLowerCase();
  if (!domain) return [];
  const changes: MembershipChange[] = [];
  for (const organizationId of await repo.findOrganizationIdsByEmailDomain(db, domain)) {
    const change = await addMembers(db, organizationId, 'user', [userId]);
    if (change.addedUserIds.length) changes.push(change);
  }
  return changes;
}
