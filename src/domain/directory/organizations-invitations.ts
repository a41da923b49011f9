// Organization invitations: an email address is invited with some organization roles; an
// administrator accepts (the user joins with those roles) or revokes it. Only a pending
// invitation may move, and a pending one past its expiry (on the domain clock) reads as Expired.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import * as repo from '../../db/repositories/organizations-invitations.js';
import type { InvitationRecord } from '../../db/repositories/organizations-invitations.js';
import { findOrganizationById } from '../../db/repositories/organizations.js';
import { insertMemberRoles, isMember } from '../../db/repositories/organizations-members.js';
import { findRolesByIds } from '../../db/repositories/organizations-roles.js';
import { findUserById, findUserByIdentifier } from '../../db/repositories/users.js';
import { isEmailAddress } from '../../net/email-address.js';
import { DomainError, invalidInput, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { jsonObject, parseInput, parseSettings } from '../input.js';
import { addMembers, type MembershipChange } from './organizations-members.js';
import { withScopes, type OrganizationRole } from './organizations-roles.js';
import { guardReferences, guardUnique, missingReference, requireAll, uniqueIds } from './organizations-rules.js';
import type { Page, PageRequest } from '../pagination.js';

export type InvitationStatus = 'Pending' | 'Accepted' | 'Revoked' | 'Expired';

export interface OrganizationInvitation extends Omit<InvitationRecord, 'status'> {
  status: InvitationStatus;
  organizationRoles: OrganizationRole[];
}

/** The status a reader sees: a pending invitation past its expiry is Expired. */
export function effectiveStatus(record: Pick<InvitationRecord, 'status' | 'expiresAt'>, now: Date): InvitationStatus {
  return record.status === 'Pending' && record.expiresAt.getTime() <= now.getTime() ? 'Expired' : record.status;
}

/** Attaches roles (with their scopes) to several invitations: three queries in all. */
async function hydrate(db: Db, clock: Clock, records: InvitationRecord[]): Promise<OrganizationInvitation[]> {
  const rows = await repo.rolesOfInvitations(
    db,
    records.map((r) => r.id),
  );
  const roles = await withScopes(db, [...new Map(rows.map((r) => [r.role.id, r.role])).values()]);
  const byId = new Map(roles.map((r) => [r.id, r]));
  const now = clock.now();
  return records.map((record) => ({
    ...record,
    status: effectiveStatus(record, now),
    organizationRoles: rows.filter((r) => r.invitationId === record.id).map((r) => byId.get(r.role.id)!),
  }));
}

export async function getOrganizationInvitation(db: Db, clock: Clock, id: string): Promise<OrganizationInvitation> {
  const record = await repo.findInvitationById(db, id);
  if (!record) throw notFound('organization invitation', id);
  return (await hydrate(db, clock, [record]))[0]!;
}

export async function listOrganizationInvitations(
  db: Db,
  clock: Clock,
  page: PageRequest,
  filter: { organizationId?: string | null; inviterId?: string | null },
): Promise<Page<OrganizationInvitation>> {
  const result = await repo.listInvitations(db, page, {
    organizationId: filter.organizationId ?? undefined,
    inviterId: filter.inviterId ?? undefined,
  });
  return { ...result, items: await hydrate(db, clock, result.items) };
}

export interface CreateInvitationInput {
  organizationId: string;
  invitee: string;
  expiresAt: Date;
  organizationRoleIds?: readonly string[] | null;
  inviterId?: string | null;
}

const alreadyPending = () =>
  new DomainError('organization_invitation.already_exists', 'This email already has a pending invitation to this organization.', undefined, ['invitee']);

export async function createOrganizationInvitation(db: Db, clock: Clock, input: CreateInvitationInput): Promise<OrganizationInvitation> {
  const invitee = input.invitee.trim();
  if (!isEmailAddress(invitee)) throw invalidInput('invitee must be an email address', ['invitee']);
  if (!(input.expiresAt instanceof Date) || Number.isNaN(input.expiresAt.getTime())) {
    throw invalidInput('expiresAt must be a date', ['expiresAt']);
  }
  if (input.expiresAt.getTime() <= clock.now().getTime()) throw invalidInput('expiresAt must be in the future', ['expiresAt']);
  if (!(await findOrganizationById(db, input.organizationId))) {
    throw missingReference('organization', [input.organizationId], 'organizationId');
  }
  if (input.inviterId && !(await findUserById(db, input.inviterId))) throw missingReference('user', [input.inviterId], 'inviterId');
  const roleIds = uniqueIds(input.organizationRoleIds ?? []);
  requireAll(
    'organization role',
    roleIds,
    (await findRolesByIds(db, roleIds)).map((r) => r.id),
    'organizationRoleIds',
  );

  // Someone already in has nothing to accept: refused (the compatible API's 422), not a second way in.
  const existing = await findUserByIdentifier(db, 'email', invitee);
  if (existing && (await isMember(db, 'user', input.organizationId, existing.id))) {
    throw new DomainError('organization_invitation.invitee_already_member', 'The invitee is already a member of the organization.', undefined, ['invitee']);
  }

  // One pending invitation per email and organization; an expired one no longer counts.
  await repo.settleExpiredInvitations(db, input.organizationId, invitee, clock.now());
  const id = newId();
  await guardUnique('organization_invitations_pending', alreadyPending, () =>
    guardReferences(async () => {
      await repo.insertInvitation(db, id, {
        organizationId: input.organizationId,
        inviterId: input.inviterId ?? null,
        invitee,
        expiresAt: input.expiresAt,
      });
      await repo.insertInvitationRoles(db, id, roleIds);
    }),
  );
  return getOrganizationInvitation(db, clock, id);
}

export interface InvitationDecision {
  status: 'Accepted' | 'Revoked';
  acceptedUserId?: string | null;
}

export interface InvitationStatusResult {
  organizationInvitation: OrganizationInvitation;
  /** Set only when the invitation was accepted. */
  membershipChange: MembershipChange | null;
}

export async function setOrganizationInvitationStatus(db: Db, clock: Clock, id: string, decision: InvitationDecision): Promise<InvitationStatusResult> {
  // Locked so two concurrent decisions cannot both find it pending.
  const record = await repo.findInvitationById(db, id, { forUpdate: true });
  if (!record) throw notFound('organization invitation', id);
  const current = effectiveStatus(record, clock.now());
  if (current !== 'Pending') {
    throw new DomainError(
      'organization_invitation.not_pending',
      `the invitation is ${current}; only a pending invitation can be ${decision.status.toLowerCase()}`,
      { status: current },
      ['status'],
    );
  }

  if (decision.status === 'Revoked') {
    if (decision.acceptedUserId != null) throw invalidInput('acceptedUserId is only for accepting', ['acceptedUserId']);
    await repo.updateInvitationStatus(db, id, 'Revoked', null);
    return { organizationInvitation: await getOrganizationInvitation(db, clock, id), membershipChange: null };
  }

  const userId = decision.acceptedUserId;
  if (!userId) throw invalidInput('acceptedUserId is required to accept an invitation', ['acceptedUserId']);
  const user = await findUserById(db, userId);
  if (!user) throw missingReference('user', [userId], 'acceptedUserId');
  // An invitation is addressed to an email: only the user owning that email may take it up.
  if (user.primaryEmail?.toLowerCase() !== record.invitee.toLowerCase()) {
    throw new DomainError('organization_invitation.invitee_mismatch', "the accepting user's primary email is not the invitee's email", undefined, [
      'acceptedUserId',
    ]);
  }

  const membershipChange = await addMembers(db, record.organizationId, 'user', [userId]);
  const roleIds = (await repo.rolesOfInvitations(db, [id])).map((r) => r.role.id);
  await guardReferences(() => insertMemberRoles(db, 'user', record.organizationId, userId, roleIds));
  await repo.updateInvitationStatus(db, id, 'Accepted', userId);
  return { organizationInvitation: await getOrganizationInvitation(db, clock, id), membershipChange };
}

export async function deleteOrganizationInvitation(db: Db, id: string): Promise<string> {
  if (!(await repo.deleteInvitationRow(db, id))) throw notFound('organization invitation', id);
  return id;
}

/** What the invitation mail carries, as the compatible product's `messagePayload` names it. */
export interface InvitationMessagePayload {
  code?: string | null;
  link?: string | null;
  locale?: string | null;
  uiLocales?: string | null;
}

const messageField = (key: string) =>
  z
    .string({ error: `messagePayload.${key} must be a string` })
    .max(2048, `messagePayload.${key} must be a string`)
    .nullish();
const MESSAGE_FIELDS = { code: messageField('code'), link: messageField('link'), locale: messageField('locale'), uiLocales: messageField('uiLocales') };

/** `messagePayload` of a create: `false` sends nothing, an object sends the mail with it. */
export function checkMessagePayload(value: unknown): InvitationMessagePayload | undefined {
  if (value === false || value === undefined || value === null) return undefined;
  if (value === true) return {};
  parseInput(jsonObject(), value, 'messagePayload must be false or an object', ['messagePayload']);
  const payload = value as Record<string, unknown>;
  parseSettings(payload, MESSAGE_FIELDS, (key) => `messagePayload.${key} is not a message field`, ['messagePayload']);
  // After every entry's own check, as before: a bad link is refused only once nothing else is wrong.
  parseInput(
    z
      .string()
      .regex(/^https?:\/\//)
      .nullish(),
    payload.link,
    'messagePayload.link must be an http(s) URL',
    ['messagePayload', 'link'],
  );
  return payload;
}

/** What an invitation's mail says, for a pending invitation (an unknown or settled one is an error). */
export async function invitationToSend(db: Db, clock: Clock, id: string): Promise<{ invitee: string; organizationName: string; expiresAt: Date }> {
  const invitation = await getOrganizationInvitation(db, clock, id);
  if (invitation.status !== 'Pending') {
    throw new DomainError('organization_invitation.not_pending', 'Only a pending invitation can be sent.', { status: invitation.status });
  }
  const organization = await findOrganizationById(db, invitation.organizationId);
  return { invitee: invitation.invitee, organizationName: organization?.name ?? 'an organization', expiresAt: invitation.expiresAt };
}
