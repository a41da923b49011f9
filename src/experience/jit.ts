// Organization just-in-time provisioning on registration with a verified email.
//
// INTEGRATION: `provisionOrganizationsByEmailDomain(db, userId, email)` is written by the orgs
// helper in src/domain/organizations*.ts (branch `orgs`). Until it is on main this provisions
// nothing; then replace the body of `provisionByEmailDomain` with a call to it.
import type { Db } from '../db/database.js';
import { membershipProvisioned, type ProvisionedMembership } from './events.js';

async function provisionByEmailDomain(_db: Db, _userId: string, _email: string): Promise<ProvisionedMembership[]> {
  return [];
}

/** Runs in the registration's transaction; emits Organization.Membership.Updated per organization joined. */
export async function provisionOrganizations(db: Db, userId: string, verifiedEmail: string): Promise<void> {
  await membershipProvisioned(db, await provisionByEmailDomain(db, userId, verifiedEmail));
}
