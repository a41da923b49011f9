// Start-up guarantees: the Management API resource with its `all` scope; the two built-in roles
// holding it (a machine-to-machine role for the admin application, the Administrator user role
// for the console); the admin machine-to-machine application (created from configuration, or
// created once without a secret: the secret is made when an operator asks for it, shown once, never
// logged); the console's OIDC client; and a way to the first administrator (a user from
// configuration, or one setup link per database while no user holds the Administrator role).
// Every part runs under one advisory lock, so instances starting together take turns.
import { MANAGEMENT_ALL_SCOPE, MANAGEMENT_SCOPES } from '../directory/management-access.js';
import { CONSOLE_CLIENT_ID, CONSOLE_CLIENT_NAME } from '../directory/console-client.js';
import type { Db } from '../../db/database.js';
import {
  findAdminApplication,
  findApplicationById,
  findApplicationCredentials,
  insertApplication,
  updateApplicationRow,
} from '../../db/repositories/applications.js';
import {
  countRoleUsers,
  findBuiltinRoleId,
  insertBuiltinRole,
  linkApplicationRole,
  lockBootstrap,
  linkRoleScope,
  linkUserRole,
  roleNameTaken,
  upsertManagementResource,
  upsertScope,
  userHasRole,
  type BuiltinRoleKey,
} from '../../db/repositories/bootstrap.js';
import { findUserByIdentifier, findUserById } from '../../db/repositories/users.js';
import { clearSetupTokens, findLiveSetupToken, replaceSetupToken } from '../../db/repositories/console-setup-tokens.js';
import { rotateApplicationSecret } from '../directory/applications.js';
import { DomainError } from '../errors.js';
import { newId, newSecret, secretMatches, sha256 } from '../ids.js';
import { createUser, type User } from '../directory/users.js';
import { log } from '../../observability/logger.js';

/** The machine-to-machine role of the admin application. */
export const ADMIN_ROLE_NAME = 'Management API access';
/** The user role whose holders may use the Management API (and so the console). */
export const ADMINISTRATOR_ROLE_NAME = 'Administrator';
export { CONSOLE_CLIENT_ID, CONSOLE_CLIENT_NAME } from '../directory/console-client.js';
/** How long a first-administrator link works. */
export const SETUP_TOKEN_TTL_MS = 24 * 3600 * 1000;

/** The first-administrator page for a setup token. */
export const setupLinkUrl = (baseUrl: string, token: string) => `${baseUrl}/console/setup?token=${encodeURIComponent(token)}`;

export const consoleRedirectUri = (baseUrl: string) => `${baseUrl}/console/callback`;
export const consolePostLogoutRedirectUri = (baseUrl: string) => `${baseUrl}/console/`;

export interface BootstrapOptions {
  managementApiResource: string;
  /** BASE_URL: the console client's redirect URIs follow it. */
  baseUrl: string;
  admin?: { clientId: string; clientSecret: string };
  /** BOOTSTRAP_ADMIN_USERNAME / BOOTSTRAP_ADMIN_PASSWORD. */
  administrator?: { username: string; password: string };
  /**
   * Issue a first-administrator link when no user holds the Administrator role and none is live
   * (default true). Off for cluster workers: the primary decided about the link.
   */
  issueSetupToken?: boolean;
  /** Called in the bootstrap's transaction for a user it created (the User.Created event). */
  onUserCreated?: (db: Db, user: User) => Promise<void>;
}

export interface BootstrapResult {
  managementResourceId: string;
  /**
   * Set only when the admin application was created now, without a secret (no
   * BOOTSTRAP_ADMIN_CLIENT_ID): its id, to say where its secret is made. No secret is returned.
   */
  createdAdmin?: { clientId: string };
  /** Set only when a first-administrator link was issued now: to be printed once. */
  setupToken?: string;
  /**
   * No administrator yet and a link issued earlier (by this or another instance) still works: when
   * it was issued and until when. It is not replaced: whoever issued it printed it.
   */
  setupLinkIssued?: { createdAt: Date; expiresAt: Date };
}

/**
 * The built-in role under `key`, created when missing. Found by its key, not its name (an
 * operator may rename it); created under `name`, or, when a role of the operator's already has
 * that name, under a suffixed one: adopting the operator's role would grant its holders `all`.
 */
async function ensureBuiltinRole(trx: Db, key: BuiltinRoleKey, name: string, description: string, type: 'User' | 'MachineToMachine') {
  const existing = await findBuiltinRoleId(trx, key);
  if (existing) return existing;
  let chosen = name;
  for (let attempt = 0; await roleNameTaken(trx, chosen); attempt++) {
    chosen = attempt === 0 ? `${name} (built-in)` : `${name} (built-in ${newId(6)})`;
  }
  if (chosen !== name) log().warn(`a role named "${name}" already exists and is not Tessera's built-in one; the built-in role was created as "${chosen}"`);
  return insertBuiltinRole(trx, key, { id: newId(), name: chosen, description, type });
}

async function ensureAdminApplication(trx: Db, admin: BootstrapOptions['admin']) {
  let createdAdmin: BootstrapResult['createdAdmin'];
  let adminId: string;
  if (admin) {
    adminId = admin.clientId;
    // The secret is applied when the client is created, never again: re-applying it at every
    // start would undo a rotation done through the Management API, and let whoever can set the
    // environment reset the admin secret silently. Changing it later is a rotation.
    const existing = await findApplicationCredentials(trx, adminId);
    if (existing) {
      if (!existing.application.isAdmin) await updateApplicationRow(trx, adminId, { isAdmin: true });
      if (!secretMatches(admin.clientSecret, existing.secretDigest)) {
        log().warn(
          `BOOTSTRAP_ADMIN_CLIENT_SECRET is not the secret of client "${adminId}" and was not applied: it is used only when the client is created; rotate the secret through the Management API.`,
        );
      }
    } else {
      await insertApplication(trx, adminId, { name: 'Admin (bootstrap)', type: 'MachineToMachine', secretDigest: sha256(admin.clientSecret), isAdmin: true });
    }
  } else {
    const existing = await findAdminApplication(trx);
    if (existing) adminId = existing.id;
    else {
      // Without a secret (nothing authenticates as it yet): a secret made here would have to be
      // printed, and a log is kept, shipped and read by more people than should hold it. The
      // operator makes one when needed, shown once: the console's Rotate secret, or
      // `tessera rotate-admin-secret`.
      adminId = newId();
      await insertApplication(trx, adminId, { name: 'Admin (generated)', type: 'MachineToMachine', secretDigest: null, isAdmin: true });
      createdAdmin = { clientId: adminId };
    }
  }
  return { adminId, createdAdmin };
}

/**
 * The console client as the console needs it: a public SPA client (PKCE is required for public
 * clients) returning to `{BASE_URL}/console/…`, allowed to ask for Management API user tokens.
 * Its redirect URIs are written here, not through applications.ts's checks: they are derived from
 * BASE_URL, which may be plain http on a host that is not a loopback name (a private network).
 * The name and description an operator gave it are kept.
 */
async function ensureConsoleClient(trx: Db, baseUrl: string): Promise<void> {
  const redirectUris = [consoleRedirectUri(baseUrl)];
  const postLogoutRedirectUris = [consolePostLogoutRedirectUri(baseUrl)];
  const current = await findApplicationById(trx, CONSOLE_CLIENT_ID);
  if (!current) {
    await insertApplication(trx, CONSOLE_CLIENT_ID, {
      name: CONSOLE_CLIENT_NAME,
      description: 'The admin console at /console (built in: restored at every start).',
      type: 'SPA',
      secretDigest: null,
      redirectUris,
      postLogoutRedirectUris,
      customClientMetadata: { allowManagementApi: true },
    });
    return;
  }
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  if (
    current.type === 'SPA' &&
    !current.isAdmin &&
    current.customClientMetadata.allowManagementApi === true &&
    same(current.oidcClientMetadata.redirectUris, redirectUris) &&
    same(current.oidcClientMetadata.postLogoutRedirectUris, postLogoutRedirectUris)
  ) {
    return;
  }
  await updateApplicationRow(trx, CONSOLE_CLIENT_ID, {
    type: 'SPA',
    secretDigest: null,
    isAdmin: false,
    redirectUris,
    postLogoutRedirectUris,
    customClientMetadata: { ...current.customClientMetadata, allowManagementApi: true },
  });
}

/**
 * BOOTSTRAP_ADMIN_USERNAME: created with the Administrator role when no user has that username.
 * Like the admin client's secret, the password is applied at creation only; an existing user is
 * never changed (granting the role to whoever registered that name first would be a takeover).
 */
async function ensureAdministrator(trx: Db, options: BootstrapOptions, roleId: string): Promise<AdministratorOutcome> {
  const { username, password } = options.administrator!;
  const existing = await findUserByIdentifier(trx, 'username', username);
  if (existing) {
    if (!(await userHasRole(trx, existing.id, roleId))) {
      log().warn(
        `BOOTSTRAP_ADMIN_USERNAME names the existing user "${existing.username ?? username}", who does not hold the ${ADMINISTRATOR_ROLE_NAME} role; nothing was changed: grant the role through the Management API or the console.`,
      );
      return 'exists-without-role';
    }
    return 'exists';
  }
  let user: User;
  try {
    user = await createUser(trx, { username, password });
  } catch (error) {
    if (error instanceof DomainError)
      throw new DomainError(error.code, `BOOTSTRAP_ADMIN_USERNAME / BOOTSTRAP_ADMIN_PASSWORD: ${error.message}`, error.data, error.field);
    throw error;
  }
  await linkUserRole(trx, user.id, roleId);
  await options.onUserCreated?.(trx, (await findUserById(trx, user.id)) ?? user);
  return 'created';
}

/** What became of an administrator to create: made now, already there, or a user without the role (left unchanged). */
export type AdministratorOutcome = 'created' | 'exists' | 'exists-without-role';

/**
 * `tessera create-admin`: the administrator the start-up bootstrap would create from
 * BOOTSTRAP_ADMIN_USERNAME / _PASSWORD, with the same rules (an existing user is never changed),
 * and the built-in Administrator role holding `all` made first when the server never started.
 * A first-administrator link still outstanding stops working once one exists.
 */
export async function createAdministrator(
  db: Db,
  options: Pick<BootstrapOptions, 'managementApiResource' | 'onUserCreated'> & { administrator: { username: string; password: string } },
): Promise<AdministratorOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockBootstrap(trx);
    const roleId = await ensureAdministratorRole(trx, options.managementApiResource);
    const outcome = await ensureAdministrator(trx, { ...options, baseUrl: '' }, roleId);
    if ((await countRoleUsers(trx, roleId)) > 0) await clearSetupTokens(trx);
    return outcome;
  });
}

/**
 * The Management API resource's scopes (management-access.ts): `all`, which the built-in roles
 * hold, and the narrower ones a custom role may hold. Returns the id of `all`.
 */
async function upsertManagementScopes(trx: Db, resourceId: string): Promise<string> {
  let allScopeId = '';
  for (const scope of MANAGEMENT_SCOPES) {
    const id = await upsertScope(trx, newId(), resourceId, scope.name, scope.description);
    if (scope.name === MANAGEMENT_ALL_SCOPE) allScopeId = id;
  }
  return allScopeId;
}

/** The built-in Administrator role holding `all`, made when the server never started. Call under lockBootstrap. */
async function ensureAdministratorRole(trx: Db, managementApiResource: string): Promise<string> {
  const resourceId = await upsertManagementResource(trx, newId(), managementApiResource);
  const scopeId = await upsertManagementScopes(trx, resourceId);
  const roleId = await ensureBuiltinRole(
    trx,
    'administrator',
    ADMINISTRATOR_ROLE_NAME,
    'Full Management API access for users: the administrators who sign in to the console',
    'User',
  );
  await linkRoleScope(trx, roleId, scopeId);
  return roleId;
}

/**
 * `tessera rotate-admin-secret`: a new secret for the admin application, returned to be shown
 * once (its digest is all that is kept); the previous secret stops working at once.
 */
export async function rotateAdminSecret(db: Db): Promise<{ clientId: string; clientSecret: string }> {
  return db.transaction().execute(async (trx) => {
    await lockBootstrap(trx);
    const admin = await findAdminApplication(trx);
    if (!admin) throw new DomainError('application.admin_not_found', 'There is no admin application yet: start the server once (its first start creates it).');
    const { secret } = await rotateApplicationSecret(trx, admin.id);
    if (!secret) throw new Error('the admin application is not a confidential client');
    return { clientId: admin.id, clientSecret: secret };
  });
}

/** Answers `tessera setup-link` when an administrator exists already. */
export const administratorExistsAlready = () =>
  new DomainError(
    'console_setup.administrator_exists',
    'An administrator already exists: no setup link is needed (an administrator creates the others in the console).',
  );

/**
 * `tessera setup-link`: a new first-administrator link while no user holds the Administrator
 * role; the earlier one stops working (only the newest digest is kept). The operator's explicit
 * ask: a start never replaces a live link, this does.
 */
export async function issueSetupLink(
  db: Db,
  options: Pick<BootstrapOptions, 'managementApiResource'>,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  return db.transaction().execute(async (trx) => {
    await lockBootstrap(trx);
    const roleId = await ensureAdministratorRole(trx, options.managementApiResource);
    if ((await countRoleUsers(trx, roleId)) > 0) throw administratorExistsAlready();
    const token = newSecret();
    const expiresAt = new Date(now.getTime() + SETUP_TOKEN_TTL_MS);
    await replaceSetupToken(trx, sha256(token), expiresAt);
    return { token, expiresAt };
  });
}

export async function bootstrapDirectory(db: Db, options: BootstrapOptions): Promise<BootstrapResult> {
  return db.transaction().execute(async (trx) => {
    await lockBootstrap(trx);
    const resourceId = await upsertManagementResource(trx, newId(), options.managementApiResource);
    const scopeId = await upsertManagementScopes(trx, resourceId);
    const m2mRoleId = await ensureBuiltinRole(
      trx,
      'management-api-m2m',
      ADMIN_ROLE_NAME,
      'Full Management API access for machine-to-machine apps',
      'MachineToMachine',
    );
    const administratorRoleId = await ensureBuiltinRole(
      trx,
      'administrator',
      ADMINISTRATOR_ROLE_NAME,
      'Full Management API access for users: the administrators who sign in to the console',
      'User',
    );
    // At every start: a built-in role without `all` would lock its holders out.
    await linkRoleScope(trx, m2mRoleId, scopeId);
    await linkRoleScope(trx, administratorRoleId, scopeId);

    const { adminId, createdAdmin } = await ensureAdminApplication(trx, options.admin);
    await linkApplicationRole(trx, adminId, m2mRoleId);
    await ensureConsoleClient(trx, options.baseUrl);

    if (options.administrator) await ensureAdministrator(trx, options, administratorRoleId);
    let setupToken: string | undefined;
    let setupLinkIssued: BootstrapResult['setupLinkIssued'];
    if ((await countRoleUsers(trx, administratorRoleId)) > 0) {
      await clearSetupTokens(trx);
    } else if (!options.administrator && options.issueSetupToken !== false) {
      // One link per database: a live one (printed by whichever start issued it, this instance's
      // or another's) is kept, never replaced by a start; an expired one is replaced. Under the
      // bootstrap lock, of instances starting together exactly one issues it.
      setupLinkIssued = await findLiveSetupToken(trx, new Date());
      if (!setupLinkIssued) {
        setupToken = newSecret();
        await replaceSetupToken(trx, sha256(setupToken), new Date(Date.now() + SETUP_TOKEN_TTL_MS));
      }
    }
    return {
      managementResourceId: resourceId,
      ...(createdAdmin ? { createdAdmin } : {}),
      ...(setupToken ? { setupToken } : {}),
      ...(setupLinkIssued ? { setupLinkIssued } : {}),
    };
  });
}
