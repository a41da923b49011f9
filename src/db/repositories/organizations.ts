// Organizations themselves: their fields and the email domains of their just-in-time provisioning.
import { sql, type Updateable } from 'kysely';
import { containsPattern } from '../like-patterns.js';
import type { Db } from '../database.js';
import type { OrganizationsTable } from '../tables.js';
import type { PageRequest } from '../list-query.js';
import { paginate, toPage } from './pagination.js';

export interface Organization {
  id: string;
  name: string;
  description: string | null;
  customData: Record<string, unknown>;
  jitEmailDomains: string[];
  isMfaRequired: boolean;
  color: Record<string, unknown>;
  branding: Record<string, unknown>;
  customCss: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const columns = [
  'organizations.id',
  'organizations.name',
  'organizations.description',
  'organizations.custom_data',
  'organizations.jit_email_domains',
  'organizations.is_mfa_required',
  'organizations.color',
  'organizations.branding',
  'organizations.custom_css',
  'organizations.created_at',
  'organizations.updated_at',
] as const;

type Row = {
  id: string;
  name: string;
  description: string | null;
  custom_data: Record<string, unknown>;
  jit_email_domains: string[];
  is_mfa_required: boolean;
  color: Record<string, unknown>;
  branding: Record<string, unknown>;
  custom_css: string | null;
  created_at: Date;
  updated_at: Date;
};

function toOrganization(r: Row): Organization {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    customData: r.custom_data,
    jitEmailDomains: r.jit_email_domains,
    isMfaRequired: r.is_mfa_required,
    color: r.color,
    branding: r.branding,
    customCss: r.custom_css,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export async function findOrganizationById(db: Db, id: string): Promise<Organization | undefined> {
  const row = await db.selectFrom('organizations').select(columns).where('id', '=', id).executeTakeFirst();
  return row && toOrganization(row);
}

/**
 * Locks the organization's row for the rest of the transaction, so concurrent membership
 * changes of one organization run one after the other and each sees the other's result.
 */
export async function lockOrganization(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('organizations').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return row !== undefined;
}

export async function listOrganizations(db: Db, page: PageRequest, search?: string) {
  let base = db.selectFrom('organizations');
  if (search) {
    const pattern = containsPattern(search);
    base = base.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern)]));
  }
  const [rows, count] = await Promise.all([
    paginate(base.select(columns), 'organizations', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toOrganization), page, Number(count.n));
}

/** The organizations a user is a member of, oldest membership first. */
export async function listOrganizationsOfUser(db: Db, userId: string): Promise<Organization[]> {
  const rows = await db
    .selectFrom('organizations')
    .innerJoin('organization_users as ou', 'ou.organization_id', 'organizations.id')
    .select(columns)
    .where('ou.user_id', '=', userId)
    .orderBy('ou.created_at')
    .orderBy('organizations.id')
    .execute();
  return rows.map(toOrganization);
}

/** One page of the organizations an application is a member of, newest first. */
export async function listOrganizationsOfApplication(db: Db, applicationId: string, page: PageRequest) {
  const base = db
    .selectFrom('organizations')
    .innerJoin('organization_applications as oa', 'oa.organization_id', 'organizations.id')
    .where('oa.application_id', '=', applicationId);
  const [rows, count] = await Promise.all([
    paginate(base.select(columns), 'organizations', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toOrganization), page, Number(count.n));
}

export interface OrganizationWrite {
  name?: string;
  description?: string | null;
  customData?: Record<string, unknown>;
  jitEmailDomains?: string[];
  isMfaRequired?: boolean;
  color?: Record<string, unknown>;
  branding?: Record<string, unknown>;
  customCss?: string | null;
}

function toColumns(fields: OrganizationWrite): Updateable<OrganizationsTable> {
  const out: Updateable<OrganizationsTable> = {};
  if (fields.name !== undefined) out.name = fields.name;
  if (fields.description !== undefined) out.description = fields.description;
  if (fields.customData !== undefined) out.custom_data = JSON.stringify(fields.customData);
  if (fields.jitEmailDomains !== undefined) out.jit_email_domains = JSON.stringify(fields.jitEmailDomains);
  if (fields.isMfaRequired !== undefined) out.is_mfa_required = fields.isMfaRequired;
  if (fields.color !== undefined) out.color = JSON.stringify(fields.color);
  if (fields.branding !== undefined) out.branding = JSON.stringify(fields.branding);
  if (fields.customCss !== undefined) out.custom_css = fields.customCss;
  return out;
}

export async function insertOrganization(db: Db, id: string, fields: OrganizationWrite & { name: string }): Promise<Organization> {
  const row = await db
    .insertInto('organizations')
    .values({ custom_data: '{}', jit_email_domains: '[]', ...toColumns(fields), id, name: fields.name })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toOrganization(row);
}

export async function updateOrganizationRow(db: Db, id: string, fields: OrganizationWrite): Promise<Organization | undefined> {
  const row = await db
    .updateTable('organizations')
    .set({ ...toColumns(fields), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  return row && toOrganization(row);
}

export async function deleteOrganizationRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('organizations').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Organizations whose just-in-time provisioning lists this (lower-case) email domain. */
export async function findOrganizationIdsByEmailDomain(db: Db, domain: string): Promise<string[]> {
  const rows = await db
    .selectFrom('organizations')
    .select('id')
    .where(sql<boolean>`jit_email_domains @> ${JSON.stringify([domain])}::jsonb`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Organizations with this name (names need not be unique), for an import that refers to one by name. */
export async function findOrganizationsByName(db: Db, name: string): Promise<Organization[]> {
  const rows = await db.selectFrom('organizations').select(columns).where('name', '=', name).limit(2).execute();
  return rows.map(toOrganization);
}
