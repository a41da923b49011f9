// Start-up guarantees: the Management API resource with its `all` scope, an admin role holding
// it, and an admin machine-to-machine application (created from configuration, or generated, once).
import type { Db } from '../db/database.js';
import {
  findAdminApplication,
  findApplicationCredentials,
  insertApplication,
  updateApplicationRow,
} from '../db/repositories/applications.js';
import { linkApplicationRole, linkRoleScope, upsertManagementResource, upsertRole, upsertScope } from '../db/repositories/bootstrap.js';
import { newId, newSecret, secretMatches, sha256 } from './ids.js';
import { log } from '../observability/logger.js';

export const ADMIN_ROLE_NAME = 'Management API access';

export interface BootstrapResult {
  managementResourceId: string;
  /** Set only when credentials were generated now: to be printed once. */
  generatedAdmin?: { clientId: string; clientSecret: string };
}

export async function bootstrapDirectory(
  db: Db,
  options: { managementApiResource: string; admin?: { clientId: string; clientSecret: string } },
): Promise<BootstrapResult> {
  return db.transaction().execute(async (trx) => {
    const resourceId = await upsertManagementResource(trx, newId(), options.managementApiResource);
    const scopeId = await upsertScope(trx, newId(), resourceId, 'all', 'Full access to the Management API');
    const roleId = await upsertRole(trx, newId(), ADMIN_ROLE_NAME, 'Full Management API access for machine-to-machine apps', 'MachineToMachine');
    await linkRoleScope(trx, roleId, scopeId);

    let generatedAdmin: BootstrapResult['generatedAdmin'];
    let adminId: string;
    if (options.admin) {
      adminId = options.admin.clientId;
      // The secret is applied when the client is created, never again: re-applying it at every
      // start would undo a rotation done through the Management API, and let whoever can set the
      // environment reset the admin secret silently. Changing it later is a rotation.
      const existing = await findApplicationCredentials(trx, adminId);
      if (existing) {
        if (!existing.application.isAdmin) await updateApplicationRow(trx, adminId, { isAdmin: true });
        if (!secretMatches(options.admin.clientSecret, existing.secretDigest)) {
          log().warn(
            `BOOTSTRAP_ADMIN_CLIENT_SECRET is not the secret of client "${adminId}" and was not applied: it is used only when the client is created; rotate the secret through the Management API.`,
          );
        }
      } else {
        await insertApplication(trx, adminId, { name: 'Admin (bootstrap)', type: 'MachineToMachine', secretDigest: sha256(options.admin.clientSecret), isAdmin: true });
      }
    } else {
      const existing = await findAdminApplication(trx);
      if (existing) adminId = existing.id;
      else {
        adminId = newId();
        const clientSecret = newSecret();
        await insertApplication(trx, adminId, {
          name: 'Admin (generated)',
          type: 'MachineToMachine',
          secretDigest: sha256(clientSecret),
          isAdmin: true,
        });
        generatedAdmin = { clientId: adminId, clientSecret };
      }
    }
    await linkApplicationRole(trx, adminId, roleId);
    return { managementResourceId: resourceId, ...(generatedAdmin ? { generatedAdmin } : {}) };
  });
}
