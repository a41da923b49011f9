// Just-in-time provisioning: an organization lists email domains, enterprise SSO connectors and
// default organization roles; a user whose email is in one of those domains (on registration), or
// who signs in through one of those connectors for the first time, joins it with those roles.
import type { Db } from '../../db/database.js';
import * as jit from '../../db/repositories/organizations-jit.js';
import { insertMemberRoles } from '../../db/repositories/organizations-members.js';
import * as repo from '../../db/repositories/organizations.js';
import { findRolesByIds } from '../../db/repositories/organizations-roles.js';
import type { Organization } from '../../db/repositories/organizations.js';
import { z } from 'zod';
import { DomainError, notFound } from '../errors.js';
import type { PageRequest } from '../pagination.js';
import { parseInput } from '../input.js';
import { addMembers, type MembershipChange } from '../directory/organizations-members.js';
import { withScopes, type OrganizationRole } from '../directory/organizations-roles.js';
import { guardReferences, nonEmpty, requireAll, uniqueIds } from '../directory/organizations-rules.js';
import * as jitSso from '../../db/repositories/sso-organization-jit.js';
import { findSsoConnectorsByIds } from '../../db/repositories/sso-connectors.js';
import { present, type SsoConnector, type SsoEndpoints } from './sso-connectors.js';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const emailDomain = z.string().regex(DOMAIN);

/** A JIT email domain as stored: lower case, without a leading `@`. */
export function normalizeEmailDomain(value: string, field = 'emailDomains'): string {
  return parseInput(emailDomain, value.trim().toLowerCase().replace(/^@/, ''), `${value} is not a valid email domain`, [field]);
}

export interface OrganizationEmailDomain {
  organizationId: string;
  emailDomain: string;
}

const asDomainList = (organization: Organization): OrganizationEmailDomain[] =>
  organization.jitEmailDomains.map((emailDomain) => ({ organizationId: organization.id, emailDomain }));

async function requireOrganization(db: Db, id: string, options: { lock?: boolean } = {}): Promise<Organization> {
  // Locked when the caller reads, modifies and writes the domain list back.
  if (options.lock && !(await repo.lockOrganization(db, id))) throw notFound('organization', id);
  const organization = await repo.findOrganizationById(db, id);
  if (!organization) throw notFound('organization', id);
  return organization;
}

async function writeDomains(db: Db, id: string, domains: Iterable<string>): Promise<OrganizationEmailDomain[]> {
  const organization = await repo.updateOrganizationRow(db, id, { jitEmailDomains: [...new Set(domains)].sort() });
  if (!organization) throw notFound('organization', id);
  return asDomainList(organization);
}

export async function getJitEmailDomains(db: Db, id: string): Promise<OrganizationEmailDomain[]> {
  return asDomainList(await requireOrganization(db, id));
}

/** One page of the domains (alphabetical), with their count. */
export async function pageJitEmailDomains(db: Db, id: string, page: PageRequest): Promise<{ nodes: OrganizationEmailDomain[]; totalCount: number }> {
  const all = asDomainList(await requireOrganization(db, id));
  return { nodes: all.slice(page.offset, page.offset + page.first), totalCount: all.length };
}

export async function replaceJitEmailDomains(db: Db, id: string, emailDomains: readonly string[]): Promise<OrganizationEmailDomain[]> {
  const domains = emailDomains.map((d) => normalizeEmailDomain(d));
  await requireOrganization(db, id);
  return writeDomains(db, id, domains);
}

/** Adds one domain; answers it (the compatible API's body) with the whole list. */
export async function addJitEmailDomain(
  db: Db,
  id: string,
  emailDomain: string,
): Promise<{ emailDomain: OrganizationEmailDomain; emailDomains: OrganizationEmailDomain[] }> {
  const domain = normalizeEmailDomain(emailDomain, 'emailDomain');
  const organization = await requireOrganization(db, id, { lock: true });
  // As the compatible API's unique key on (organization, domain) answers a second add.
  if (organization.jitEmailDomains.includes(domain)) {
    throw new DomainError(
      'entity.unique_integrity_violation',
      `${domain} is already a just-in-time email domain of this organization`,
      { emailDomain: domain },
      ['emailDomain'],
    );
  }
  const emailDomains = await writeDomains(db, id, [...organization.jitEmailDomains, domain]);
  return { emailDomain: emailDomains.find((d) => d.emailDomain === domain) ?? { organizationId: id, emailDomain: domain }, emailDomains };
}

export async function removeJitEmailDomain(db: Db, id: string, emailDomain: string): Promise<OrganizationEmailDomain[]> {
  const domain = emailDomain.trim().toLowerCase().replace(/^@/, '');
  const organization = await requireOrganization(db, id, { lock: true });
  if (!organization.jitEmailDomains.includes(domain)) throw notFound('organization email domain', domain);
  return writeDomains(
    db,
    id,
    organization.jitEmailDomains.filter((d) => d !== domain),
  );
}

// --- default roles ------------------------------------------------------------------------------

export async function getJitRoles(db: Db, id: string): Promise<OrganizationRole[]> {
  await requireOrganization(db, id);
  return withScopes(db, await jit.jitRoles(db, id));
}

async function checkRoles(db: Db, roleIds: readonly string[]): Promise<void> {
  requireAll(
    'organization role',
    roleIds,
    (await findRolesByIds(db, roleIds)).map((r) => r.id),
    'organizationRoleIds',
  );
}

export async function addJitRoles(db: Db, id: string, roleIds: readonly string[]): Promise<OrganizationRole[]> {
  const wanted = uniqueIds(roleIds);
  nonEmpty(wanted, 'organizationRoleIds');
  await requireOrganization(db, id);
  await checkRoles(db, wanted);
  await guardReferences(() => jit.insertJitRoles(db, id, wanted));
  return getJitRoles(db, id);
}

export async function replaceJitRoles(db: Db, id: string, roleIds: readonly string[]): Promise<OrganizationRole[]> {
  const wanted = uniqueIds(roleIds);
  await requireOrganization(db, id);
  await checkRoles(db, wanted);
  await jit.deleteJitRolesExcept(db, id, wanted);
  await guardReferences(() => jit.insertJitRoles(db, id, wanted));
  return getJitRoles(db, id);
}

export async function removeJitRole(db: Db, id: string, roleId: string): Promise<OrganizationRole[]> {
  await requireOrganization(db, id);
  if (!(await jit.deleteJitRole(db, id, roleId))) throw notFound('organization JIT role', roleId);
  return getJitRoles(db, id);
}

// --- enterprise SSO connectors ----------------------------------------------------------------

export async function getJitSsoConnectors(db: Db, id: string, endpoints: SsoEndpoints): Promise<SsoConnector[]> {
  await requireOrganization(db, id);
  return (await jitSso.jitSsoConnectors(db, id)).map((r) => present(r, endpoints));
}

async function checkSsoConnectors(db: Db, connectorIds: readonly string[]): Promise<void> {
  requireAll(
    'SSO connector',
    connectorIds,
    (await findSsoConnectorsByIds(db, connectorIds)).map((c) => c.id),
    'ssoConnectorIds',
  );
}

export async function addJitSsoConnectors(db: Db, id: string, connectorIds: readonly string[], endpoints: SsoEndpoints): Promise<SsoConnector[]> {
  const wanted = uniqueIds(connectorIds);
  nonEmpty(wanted, 'ssoConnectorIds');
  await requireOrganization(db, id);
  await checkSsoConnectors(db, wanted);
  await guardReferences(() => jitSso.insertJitSsoConnectors(db, id, wanted));
  return getJitSsoConnectors(db, id, endpoints);
}

export async function replaceJitSsoConnectors(db: Db, id: string, connectorIds: readonly string[], endpoints: SsoEndpoints): Promise<SsoConnector[]> {
  const wanted = uniqueIds(connectorIds);
  await requireOrganization(db, id);
  await checkSsoConnectors(db, wanted);
  await jitSso.deleteJitSsoConnectorsExcept(db, id, wanted);
  await guardReferences(() => jitSso.insertJitSsoConnectors(db, id, wanted));
  return getJitSsoConnectors(db, id, endpoints);
}

export async function removeJitSsoConnector(db: Db, id: string, connectorId: string, endpoints: SsoEndpoints): Promise<SsoConnector[]> {
  await requireOrganization(db, id);
  if (!(await jitSso.deleteJitSsoConnector(db, id, connectorId))) throw notFound('organization JIT SSO connector', connectorId);
  return getJitSsoConnectors(db, id, endpoints);
}

// --- provisioning -------------------------------------------------------------------------------

/**
 * Adds the user to every organization whose JIT email domains list the email's domain, with
 * that organization's default JIT roles. Returns one change per organization the user really
 * joined (none for those they were already in, whose roles are left alone), for
 * Organization.Membership.Updated. Call it inside the registration's transaction so the
 * membership and its events commit with the user.
 */
export async function provisionOrganizationsByEmailDomain(db: Db, userId: string, email: string): Promise<MembershipChange[]> {
  const at = email.lastIndexOf('@');
  if (at < 1) return [];
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (!domain) return [];
  return join(db, userId, await repo.findOrganizationIdsByEmailDomain(db, domain));
}

/**
 * Adds the user to every organization that lists the SSO connector, with its default JIT roles.
 * The experience calls it when the user or their identity through this connector is new (a first
 * sign-in that registers or links), not on every later sign-in: an administrator who removed a
 * member has decided, and the next sign-in must not undo it. Same return and transaction rule as
 * provisionOrganizationsByEmailDomain.
 */
export async function provisionOrganizationsBySsoConnector(db: Db, userId: string, ssoConnectorId: string): Promise<MembershipChange[]> {
  return join(db, userId, await jitSso.organizationIdsBySsoConnector(db, ssoConnectorId));
}

async function join(db: Db, userId: string, organizationIds: readonly string[]): Promise<MembershipChange[]> {
  const changes: MembershipChange[] = [];
  for (const organizationId of organizationIds) {
    const change = await addMembers(db, organizationId, 'user', [userId]);
    if (change.addedUserIds.length === 0) continue;
    const roleIds = (await jit.jitRoles(db, organizationId)).map((r) => r.id);
    await guardReferences(() => insertMemberRoles(db, 'user', organizationId, userId, roleIds));
    changes.push(change);
  }
  return changes;
}
