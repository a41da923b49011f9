// Moving users between instances with the real CLI: `tessera export-users` on one instance (its
// own KEY_ENCRYPTION_KEY), `tessera import-users` into a fresh one (another key), then each
// user signs in there with password + TOTP through the Experience API, and keeps their backup
// codes, passkey, identities, roles, organization roles, custom data, suspension and creation
// time. Also: a dry run writes nothing, a broken line is reported and the rest imported, and a
// large file imports in flat memory.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWebauthnCredential } from '../../src/db/repositories/webauthn-credentials.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { runTessera } from '../helpers/cli.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { outboxRows } from '../helpers/hooks.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { passwordIdentified } from '../experience/helpers/json-client.js';

const work = mkdtempSync(path.join(os.tmpdir(), 'tessera-transfer-'));
const sourceKek = randomBytes(32).toString('base64');
const targetKek = randomBytes(32).toString('base64');
let source: TestDatabase;
let target: TestDatabase;

const envOf = (database: TestDatabase, kek: string) => ({
  ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { DATA_DIR: database.dataDir }),
  KEY_ENCRYPTION_KEY: kek,
});
const cli = (database: TestDatabase, kek: string, args: string[]) => runTessera(args, envOf(database, kek));
// One admin secret for every start: the bootstrap client is made at the first start only.
const adminSecret = randomBytes(24).toString('base64url');
const start = (database: TestDatabase, kek: string) => startTestApp({ database, adminSecret, env: { KEY_ENCRYPTION_KEY: kek } });

/** A fixture step's answer, which must be a success (201 or 204 where the API answers so). */
async function ok(response: Promise<{ status: number; body: any }>) {
  const res = await response;
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
}

/** The roles and organization (with its role) each instance makes for itself: other ids, the same names. */
async function directory(app: TestApp) {
  const editor = await ok(app.api('POST', '/roles', { name: 'editor', description: 'edits' }));
  await ok(app.api('POST', '/roles', { name: 'viewer', description: 'views' }));
  const acme = await ok(app.api('POST', '/organizations', { name: 'Acme' }));
  await ok(app.api('POST', '/organization-roles', { name: 'member' }));
  const corp = await ok(app.api('POST', '/sso-connectors', { providerName: 'SAML', connectorName: 'corp-saml' }));
  return { editor, acme, corp };
}

interface Made {
  username: string;
  password: string;
  id: string;
  totp?: string;
  backupCodes?: string[];
}

const made: Made[] = [];
let exported: string;
let targetCorpId: string;

beforeAll(async () => {
  source = await createTestDatabase({ dataDir: path.join(work, 'source') });
  target = await createTestDatabase({ dataDir: path.join(work, 'target') });
  const app = await start(source, sourceKek);
  try {
    const { acme, corp } = await directory(app);
    for (let i = 0; i < 10; i++) {
      const username = `moved_${i}`;
      const password = `pw-${randomBytes(9).toString('base64url')}`;
      // A bcrypt digest brought from elsewhere for one, this instance's Argon2id for the others.
      const body =
        i === 9
          ? { username, passwordDigest: bcrypt.hashSync(password, 4), passwordAlgorithm: 'Bcrypt' }
          : { username, password, primaryEmail: `${username}@example.com`, customData: { plan: i % 2 ? 'pro' : 'free', n: i } };
      const user = await ok(app.api('POST', '/users', body));
      const entry: Made = { username, password, id: user.id };
      if (i < 6) {
        entry.totp = (await ok(app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'Totp' }))).secret;
        if (i < 3) entry.backupCodes = (await ok(app.api('POST', `/users/${user.id}/mfa-verifications`, { type: 'BackupCode' }))).codes;
      }
      if (i % 2 === 0) await ok(app.api('POST', `/users/${user.id}/roles`, { roleIds: [(await ok(app.api('GET', '/roles?search=editor')))[0].id] }));
      if (i % 3 === 0) {
        await ok(app.api('POST', `/organizations/${acme.id}/users`, { userIds: [user.id] }));
        await ok(app.api('POST', `/organizations/${acme.id}/users/${user.id}/roles`, { organizationRoleNames: ['member'] }));
      }
      if (i === 4) await ok(app.api('PUT', `/users/${user.id}/identities/github`, { userId: 'gh-4242', details: { login: 'octo' } }));
      if (i === 5) {
        await insertWebauthnCredential(app.running.services.db, {
          id: 'passkey-of-5',
          userId: user.id,
          credentialId: randomBytes(16).toString('base64url'),
          publicKey: randomBytes(77),
          counter: 7,
          transports: ['internal'],
          deviceType: 'multiDevice',
          backedUp: true,
          aaguid: null,
          name: 'Laptop',
          agent: null,
        });
      }
      // The row a SAML sign-in through the connector leaves.
      if (i === 7) {
        await app.running.services.db
          .insertInto('user_sso_identities')
          .values({
            id: 'sso-of-7',
            user_id: user.id,
            sso_connector_id: corp.id,
            issuer: 'https://idp.example.com',
            identity_id: 'name-id-7',
            detail: '{"email":"s@corp.example.com"}',
          })
          .execute();
      }
      if (i === 8) await ok(app.api('PATCH', `/users/${user.id}/is-suspended`, { isSuspended: true }));
      made.push(entry);
    }
  } finally {
    await app.stop({ keepDatabase: true });
  }
  const run = await cli(source, sourceKek, ['export-users', '--output', path.join(work, 'users.jsonl')]);
  expect(run.code, run.stderr).toBe(0);
  exported = readFileSync(path.join(work, 'users.jsonl'), 'utf8');
  // The fresh instance has its own roles and organization, by the same names.
  const fresh = await start(target, targetKek);
  targetCorpId = (await directory(fresh)).corp.id;
  // A hook, so that the User.Created events an import writes are rows to count.
  await ok(fresh.api('POST', '/hooks', { name: 'users arriving', events: ['User.Created'], config: { url: 'http://127.0.0.1:9/hook' } }));
  await fresh.stop({ keepDatabase: true });
}, 240_000);

afterAll(async () => {
  await source?.drop();
  await target?.drop();
  rmSync(work, { recursive: true, force: true });
});

const movedLines = () =>
  exported
    .trim()
    .split('\n')
    .filter((l) => JSON.parse(l).username?.startsWith('moved_'));

describe('export-users then import-users into a fresh instance', () => {
  it('exports everything: the TOTP secret opened (in clear), digests, passkey, identities, roles, organizations', () => {
    const records = movedLines().map((l) => JSON.parse(l));
    expect(records).toHaveLength(10);
    const first = records.find((r) => r.username === 'moved_0')!;
    expect(first.totp.secret).toBe(made[0]!.totp);
    expect(first.backupCodes.codes).toHaveLength(10);
    expect(first.roles).toContain('editor');
    expect(first.organizations).toEqual([{ id: expect.any(String), name: 'Acme', roles: ['member'] }]);
    expect(records.find((r) => r.username === 'moved_4')!.identities).toEqual({ github: { userId: 'gh-4242', details: { login: 'octo' } } });
    expect(records.find((r) => r.username === 'moved_5')!.passkeys).toEqual([expect.objectContaining({ id: 'passkey-of-5', counter: 7, name: 'Laptop' })]);
  });

  it('a dry run checks every line against the target and writes nothing', async () => {
    const file = path.join(work, 'moved.jsonl');
    writeFileSync(file, `${movedLines().join('\n')}\n`);
    const dry = await cli(target, targetKek, ['import-users', '--input', file, '--dry-run']);
    expect(dry.stderr).toContain('dry run: 10 users would be imported, 0 failed; nothing was written');
    expect(dry.code, dry.stderr).toBe(0);
    const after = await cli(target, targetKek, ['export-users']);
    expect(after.stdout).not.toContain('moved_');
  }, 120_000);

  it('imports each user whole: broken rows are reported with line, user and code, and the rest go in', async () => {
    const lines = movedLines();
    const broken = [
      '{not json',
      JSON.stringify({ username: 'no_such_role', roles: ['ghost'] }),
      JSON.stringify({ username: 'no_such_org', roles: ['viewer'], organizations: [{ name: 'Nowhere', roles: ['member'] }] }),
    ];
    const file = path.join(work, 'with-broken.jsonl');
    writeFileSync(file, `${[...lines.slice(0, 5), ...broken, ...lines.slice(5)].join('\n')}\n`);
    const report = path.join(work, 'report.jsonl');
    const run = await cli(target, targetKek, ['import-users', '--input', file, '--report', report]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('line 6: not valid JSON [import.invalid_line, -]');
    expect(run.stderr).toMatch(/line 7: role ghost does not exist here \[role\.not_found, no_such_role\]/);
    expect(run.stderr).toMatch(/line 8: organization Nowhere does not exist here \[organization\.not_found, no_such_org\]/);
    expect(run.stderr).toContain('imported 10 users, 3 failed');
    expect(
      readFileSync(report, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([
      { line: 6, identifier: '-', code: 'import.invalid_line', message: 'not valid JSON' },
      { line: 7, identifier: 'no_such_role', code: 'role.not_found', message: 'role ghost does not exist here' },
      { line: 8, identifier: 'no_such_org', code: 'organization.not_found', message: 'organization Nowhere does not exist here' },
    ]);
    // The same file again: every user is there already (by id), nothing is half-written.
    const again = await cli(target, targetKek, ['import-users', '--input', file]);
    expect(again.stderr).toContain('imported 0 users, 13 failed');
    expect(again.stderr).toMatch(/line 1: A user with id \S+ already exists\. \[user\.id_already_in_use, moved_\d\]/);
  }, 120_000);

  describe('on the target instance', () => {
    let app: TestApp;
    let web: TestClient;
    beforeAll(async () => {
      app = await start(target, targetKek);
      web = await createClient(app, 'Traditional');
    }, 60_000);
    afterAll(async () => {
      await app?.stop({ keepDatabase: true });
    });

    it('each user signs in with their password, and those with TOTP with its code (sealed under the new key)', async () => {
      for (const user of made.filter((u) => u.username !== 'moved_8')) {
        const { api } = await passwordIdentified(app.url, web, user);
        if (user.totp) {
          expect((await api.call('POST', '/api/experience/submit')).body.code).toBe('session.mfa.require_mfa_verification');
          const totp = await api.call('POST', '/api/experience/mfa/totp', { code: await generate({ secret: user.totp }) });
          expect(totp.status, `${user.username} ${JSON.stringify(totp.body)}`).toBe(204);
        }
        const submitted = await api.call('POST', '/api/experience/submit');
        expect(submitted.status, `${user.username} ${JSON.stringify(submitted.body)}`).toBe(200);
      }
      const stored = await app.running.services.db.selectFrom('users').select(['username', 'mfa']).where('username', '=', 'moved_0').executeTakeFirstOrThrow();
      expect(JSON.stringify(stored.mfa)).not.toContain(made[0]!.totp);
    }, 120_000);

    it('keeps backup codes, passkey, identities, roles, organization roles, custom data, suspension, id and creation time', async () => {
      const sourceRecords = new Map(movedLines().map((l) => [JSON.parse(l).username, JSON.parse(l)]));
      // A backup code from the old instance stands in for TOTP here.
      const withCodes = made[1]!;
      const { api } = await passwordIdentified(app.url, web, withCodes);
      const used = await api.call('POST', '/api/experience/verification/backup-code/verify', { code: withCodes.backupCodes![0] });
      expect(used.status, JSON.stringify(used.body)).toBe(200);
      expect(used.body.remainCodes).toBe(9);

      for (const user of made) {
        const here = await ok(app.api('GET', `/users/${user.id}`));
        const there = sourceRecords.get(user.username);
        expect(here).toMatchObject({ id: there.id, username: user.username, customData: there.customData, isSuspended: there.isSuspended });
        expect(new Date(here.createdAt).toISOString()).toBe(there.createdAt);
        const roles = (await ok(app.api('GET', `/users/${user.id}/roles`))).map((r: { name: string }) => r.name);
        expect(roles.includes('editor')).toBe(there.roles.includes('editor'));
        const organizations = await ok(app.api('GET', `/users/${user.id}/organizations`));
        expect(
          organizations.map((o: { name: string; organizationRoles: Array<{ name: string }> }) => [o.name, o.organizationRoles.map((r) => r.name)]),
        ).toEqual(there.organizations.map((o: { name: string; roles: string[] }) => [o.name, o.roles]));
      }
      expect((await ok(app.api('GET', `/users/${made[4]!.id}`))).identities).toEqual({ github: { userId: 'gh-4242', details: { login: 'octo' } } });
      // The enterprise identity is linked to this instance's connector of the same name.
      const sso = await app.running.services.db.selectFrom('user_sso_identities').selectAll().where('user_id', '=', made[7]!.id).execute();
      expect(sso).toEqual([expect.objectContaining({ sso_connector_id: targetCorpId, identity_id: 'name-id-7', issuer: 'https://idp.example.com' })]);
      const factors = await ok(app.api('GET', `/users/${made[5]!.id}/mfa-verifications`));
      expect(factors.map((f: { type: string }) => f.type).sort()).toEqual(['Totp', 'WebAuthn']);
      expect((await ok(app.api('GET', `/users/${made[8]!.id}`))).isSuspended).toBe(true);
      // One User.Created per user, written with the user: none by the dry run or the second run.
      const created = (await outboxRows(app)).filter((r) => r.event === 'User.Created').map((r) => (r.payload as { data: { id: string } }).data.id);
      expect(created.sort()).toEqual(made.map((u) => u.id).sort());
    }, 120_000);
  });
});

describe('a large file', () => {
  it('imports 2,000 users streaming, with a progress line and flat memory', async () => {
    const database = await createTestDatabase({ dataDir: path.join(work, 'large') });
    try {
      // The schema is made by the app's first start; the CLI then has it to itself.
      await (await start(database, targetKek)).stop({ keepDatabase: true });
      const lines = (from: number, count: number) =>
        Array.from({ length: count }, (_, i) => JSON.stringify({ username: `bulk_${from + i}`, customData: { n: from + i, note: 'x'.repeat(200) } })).join(
          '\n',
        );
      const small = path.join(work, 'small.jsonl');
      const large = path.join(work, 'large.jsonl');
      writeFileSync(small, `${lines(0, 200)}\n`);
      writeFileSync(large, `${lines(200, 2000)}\n`);
      const peak = (stderr: string) => Number(/peak memory (\d+) MiB/.exec(stderr)?.[1]);
      const first = await cli(database, targetKek, ['import-users', '--input', small]);
      expect(first.stderr).toContain('imported 200 users, 0 failed');
      const run = await cli(database, targetKek, ['import-users', '--input', large]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toMatch(/^imported 1000\/2000 users, \d+\/s…$/m);
      expect(run.stderr).toMatch(/^imported 2000\/2000 users, \d+\/s…$/m);
      expect(run.stderr).toContain('imported 2000 users, 0 failed');
      // Ten times the users, not ten times the memory: the file is never held whole.
      expect(peak(run.stderr)).toBeLessThan(peak(first.stderr) + 64);
    } finally {
      await database.drop();
    }
  }, 600_000);
});
