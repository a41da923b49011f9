// Organization invitations and the organization roles they carry.
import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { PageRequest } from '../list-query.js';
import { paginate, toPage } from './pagination.js';
import { type OrganizationRoleRecord, roleColumns, toRoleRecord } from './organizations-roles.js';

export type StoredInvitationStatus = 'Pending' | 'Accepted' | 'Revoked' | 'Expired';

/** An invitation as stored: a pending one may be past its expiry (the domain reads it as Expired). */
export interface InvitationRecord {
  id: string;
  organizationId: string;
  inviterId: string | null;
  invitee: string;
  acceptedUserId: string | null;
  status: StoredInvitationStatus;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

const columns = [
  'organization_invitations.id',
  'organization_invitations.organization_id',
  'organization_invitations.inviter_id',
  'organization_invitations.invitee',
  'organization_invitations.accepted_user_id',
  'organization_invitations.status',
  'organization_invitations.expires_at',
  'organization_invitations.created_at',
  'organization_invitations.updated_at',
] as const;

type Row = {
  id: string;
  organization_id: string;
  inviter_id: string | null;
  invitee: string;
  accepted_user_id: string | null;
  status: StoredInvitationStatus;
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
};

function toRecord(r: Row): InvitationRecord {
  return {
    id: r.id,
    organizationId: r.organization_id,
    inviterId: r.inviter_id,
    invitee: r.invitee,
    acceptedUserId: r.accepted_user_id,
    status: r.status,
    expiresAt: r.expires_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export async function findInvitationById(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  let q = db.selectFrom('organization_invitations').select(columns).where('id', '=', id);
  if (options.forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row && toRecord(row);
}

export interface InvitationFilter {
  organizationId?: string | undefined;
  inviterId?: string | undefined;
}

export async function listInvitations(db: Db, page: PageRequest, filter: InvitationFilter) {
  let base = db.selectFrom('organization_invitations');
  if (filter.organizationId) base = base.where('organization_id', '=', filter.organizationId);
  if (filter.inviterId) base = base.where('inviter_id', '=', filter.inviterId);
  const [rows, count] = await Promise.all([
    paginate(base.select(columns), 'organization_invitations', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toRecord), page, Number(count.n));
}

export interface InvitationInsert {
  organizationId: string;
  inviterId: string | null;
  invitee: string;
  expiresAt: Date;
}

export async function insertInvitation(db: Db, id: string, fields: InvitationInsert): Promise<InvitationRecord> {
  const row = await db
    .insertInto('organization_invitations')
    .values({
      id,
      organization_id: fields.organizationId,
      inviter_id: fields.inviterId,
      invitee: fields.invitee,
      expires_at: fields.expiresAt,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

export async function updateInvitationStatus(
  db: Db,
  id: string,
  status: StoredInvitationStatus,
  acceptedUserId: string | null,
): Promise<InvitationRecord | undefined> {
  const row = await db
    .updateTable('organization_invitations')
    .set({ status, accepted_user_id: acceptedUserId, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  return row && toRecord(row);
}

/**
 * Stores the Expired status of the organization's pending invitations for this email that are
 * past their expiry at `now` (the domain clock's), so they stop holding the one-pending-invitation-per-email slot.
 */
export async function settleExpiredInvitations(db: Db, organizationId: string, invitee: string, now: Date): Promise<void> {
  await db
    .updateTable('organization_invitations')
    .set({ status: 'Expired', updated_at: sql`now()` })
    .where('organization_id', '=', organizationId)
    .where(sql<boolean>`lower(invitee) = ${invitee.toLowerCase()}`)
    .where('status', '=', 'Pending')
    .where('expires_at', '<=', now)
    .execute();
}

export async function deleteInvitationRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('organization_invitations').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertInvitationRoles(db: Db, invitationId: string, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  await db
    .insertInto('organization_invitation_roles')
    .values(roleIds.map((roleId) => ({ invitation_id: invitationId, organization_role_id: roleId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The organization roles of several invitations, in one query. */
export async function rolesOfInvitations(db: Db, invitationIds: readonly string[]): Promise<Array<{ invitationId: string; role: OrganizationRoleRecord }>> {
  if (invitationIds.length === 0) return [];
  const rows = await db
    .selectFrom('organization_invitation_roles as ir')
    .innerJoin('organization_roles', 'organization_roles.id', 'ir.organization_role_id')
    .select(roleColumns)
    .select('ir.invitation_id')
    .where('ir.invitation_id', 'in', invitationIds)
    .orderBy('organization_roles.name')
    .execute();
  return rows.map((r) => ({ invitationId: r.invitation_id, role: toRoleRecord(r) }));
}
