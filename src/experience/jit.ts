// Organization just-in-time provisioning on registration with a verified email: the
// organizations domain adds the user to every organization listing the email's domain.
import type { Db } from '../db/database.js';
import { provisionOrganizationsByEmailDomain } from '../domain/federation/organizations-jit.js';
import { membershipProvisioned } from './events.js';

/** Runs in the registration's transaction; emits Organization.Membership.Updated per organization joined. */
export async function provisionOrganizations(db: Db, userId: string, verifiedEmail: string): Promise<void> {
  await membershipProvisioned(db, await provisionOrganizationsByEmailDomain(db, userId, verifiedEmail));
}
