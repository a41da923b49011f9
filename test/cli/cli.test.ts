// The CLI as an operator runs it: a real process (the compiled CLI, as `bin/tessera.js` runs it
// after `npm run build`; bin/tessera.js itself on the source once) against a real
// database (PGlite in a directory, or Postgres with TEST_DATABASE=postgres), then the server on
// that database: an imported bcrypt or scrypt user signs in through the real sign-in page and
// their hash is Argon2id afterwards.
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { findUserByIdentifier, getUserPasswordHash } from '../../src/db/repositories/users.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { runTessera, type CliRun } from '../helpers/cli.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';
import { createWebApp } from '../oidc/token-exchange-fixtures.js';

const work = mkdtempSync(path.join(os.tmpdir(), 'tessera-cli-'));
let database: TestDatabase;
let env: Record<string, string>;

function tessera(args: string[], options: { input?: string; env?: Record<string, string>; bin?: boolean } = {}): Promise<CliRun> {
  return runTessera(args, { ...env, ...options.env }, options.input ?? '', { bin: options.bin });
}

const scryptHash = (password: string) => {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 14, r: 8, p: 1 });
  return `$scrypt$ln=14,r=8,p=1$${salt.toString('base64')}$${key.toString('base64')}`;
};

beforeAll(async () => {
  // Empty: the tests below run `tessera migrate` on it. A PGlite directory is made here from the
  // copy initdb left (initdb in WASM would cost the first command ~5 s of CPU).
  database = await createTestDatabase({ dataDir: path.join(work, 'pglite'), empty: true });
  if (!database.databaseUrl) await (await openDatabase({ databaseUrl: undefined, dataDir: database.dataDir, pgliteTemplate: database.pgliteTemplate })).close();
  env = database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { DATA_DIR: database.dataDir };
});
afterAll(async () => {
  await database?.drop();
  rmSync(work, { recursive: true, force: true });
});

describe('usage', () => {
  it('bin/tessera.js runs the CLI from the TypeScript source right after npm ci (no build)', async () => {
    const help = await tessera(['migrate', '--help'], { bin: true });
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: tessera migrate/);
    const none = await tessera([], { bin: true });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Commands:');
  }, 60_000);

  it('every command has --help (exit 0); no or an unknown command or option is exit 2', async () => {
    const helps = await Promise.all(
      ['migrate', 'create-admin', 'setup-link', 'rotate-admin-secret', 'rotate-signing-key', 'export-users', 'import-users', 'doctor'].map((c) =>
        tessera([c, '--help']),
      ),
    );
    for (const help of helps) {
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/^Usage: tessera \S+/);
      expect(help.stdout).toContain('Exit codes: 0 success, 1 failure, 2 wrong usage.');
    }
    const [none, unknown, badOption, missing] = await Promise.all([
      tessera([]),
      tessera(['frobnicate']),
      tessera(['migrate', '--force']),
      tessera(['create-admin', '--password-stdin']),
    ]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Commands:');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "frobnicate"');
    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toMatch(/Unknown option '--force'[\s\S]*Usage: tessera migrate/);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--username is required');
  }, 120_000);

  it('a wrong configuration is exit 1 with every problem listed', async () => {
    const run = await tessera(['migrate'], { env: { PORT: 'x', LOG_LEVEL: 'loud' } });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/invalid configuration \(2 problems\)[\s\S]*PORT[\s\S]*LOG_LEVEL/);
    const doctor = await tessera(['doctor'], { env: { PORT: 'x' } });
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toMatch(/FAIL\s+configuration\s+1 problem\(s\)\n\s+- PORT must be an integer/);
  }, 60_000);
});

describe('against a database', () => {
  const bcryptPassword = 'bcrypt-password-1';
  const scryptPassword = 'scrypt-password-1';
  let app: TestApp | undefined;
  afterAll(async () => {
    await app?.stop({ keepDatabase: true });
  });

  it('doctor fails on pending migrations, migrate applies them, then doctor passes', async () => {
    const before = await tessera(['doctor']);
    expect(before.code).toBe(1);
    expect(before.stdout).toMatch(/OK\s+configuration/);
    expect(before.stdout).toMatch(/OK\s+database/);
    expect(before.stdout).toMatch(/FAIL\s+migrations\s+\d+ pending/);
    const refused = await tessera(['rotate-signing-key']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('run `tessera migrate` first');

    const migrate = await tessera(['migrate']);
    expect(migrate.code, migrate.stderr).toBe(0);
    expect(migrate.stdout).toMatch(/^applied: 20261122_0001_directory$/m);
    expect(migrate.stderr).toMatch(/\d+ migration\(s\) applied/);
    const check = await tessera(['migrate', '--check']);
    expect(check.code).toBe(0);
    expect(check.stderr).toContain('database is up to date');

    const after = await tessera(['doctor']);
    expect(after.code, after.stdout).toBe(0);
    expect(after.stdout).toMatch(/OK\s+migrations\s+all applied/);
    expect(after.stdout).toMatch(/OK\s+clock\s+database clock \d+ ms/);
    expect(after.stdout).toMatch(/WARN\s+signing keys\s+none yet/);
  }, 180_000);

  it('rotate-signing-key makes a signing key; doctor then checks it opens', async () => {
    const first = await tessera(['rotate-signing-key']);
    expect(first.code, first.stderr).toBe(0);
    const second = await tessera(['rotate-signing-key']);
    expect(second.code).toBe(0);
    const lines = second.stdout
      .trim()
      .split('\n')
      .map((l) => l.split('\t'));
    expect(lines).toHaveLength(2);
    expect(lines[0]![2]).toBe('signing');
    expect(lines[1]![0]).toBe(first.stdout.split('\t')[0]);
    expect(second.stderr).toContain(`new signing key ${lines[0]![0]}`);
    const doctor = await tessera(['doctor']);
    expect(doctor.stdout).toMatch(/OK\s+signing keys\s+2 active; signing key \S+ is 0 day\(s\) old/);
  }, 120_000);

  it('create-admin makes an administrator from stdin or a file; again changes nothing; a bad password is exit 1', async () => {
    const created = await tessera(['create-admin', '--username', 'root_admin', '--password-stdin'], { input: 'admin-password-1\n' });
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('created administrator "root_admin"');
    const passwordFile = path.join(work, 'password');
    writeFileSync(passwordFile, 'admin-password-1\n');
    const again = await tessera(['create-admin', '--username', 'root_admin', '--password-file', passwordFile]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already exists');
    const weak = await tessera(['create-admin', '--username', 'other_admin', '--password-stdin'], { input: 'short' });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('password must be at least 8 characters');
  }, 120_000);

  it('import-users takes Argon2, bcrypt and scrypt hashes as they are, reports bad lines, counts to stderr', async () => {
    const lines = [
      { username: 'bcrypt_user', primaryEmail: 'bcrypt@example.com', name: 'B', passwordHash: bcrypt.hashSync(bcryptPassword, 4), customData: { plan: 'pro' } },
      { username: 'scrypt_user', passwordHash: scryptHash(scryptPassword) },
      { username: 'argon2i_user', passwordHash: await argon2.hash('argon2i-password', { type: argon2.argon2i }) },
      { primaryEmail: 'nopassword@example.com', isSuspended: true },
      { username: 'md5_user', passwordHash: '5f4dcc3b5aa765d61d8327deb882cf99' },
      { username: 'bcrypt_user', passwordHash: bcrypt.hashSync('x', 4) },
      { name: 'no identifier' },
      // Shape problems, each its own words, the first in field order.
      [1],
      { username: 5, primaryEmail: 6 },
      { username: 'shape_user', profile: { a: 1 }, customData: [] },
      { username: 'shape_user', passwordHash: 5, isSuspended: 'yes' },
      { username: 'shape_user', isSuspended: null },
    ].map((l) => JSON.stringify(l));
    lines.splice(3, 0, '{not json');
    const file = path.join(work, 'import.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n\n`);
    const run = await tessera(['import-users', '--input', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('line 4: not valid JSON');
    expect(run.stderr).toMatch(/line 6: passwordHash must be an Argon2/);
    expect(run.stderr).toMatch(/line 7: .*username/i);
    expect(run.stderr).toMatch(/line 8: a user needs a username, primaryEmail, primaryPhone or an identity \[guard.invalid_input, -\]/);
    expect(run.stderr).toContain('line 9: each line must be a JSON object');
    expect(run.stderr).toContain('line 10: username must be a string');
    expect(run.stderr).toContain('line 11: customData must be an object');
    expect(run.stderr).toContain('line 12: passwordHash must be a string');
    expect(run.stderr).toContain('line 13: isSuspended must be a boolean');
    expect(run.stderr).toContain('imported 4 users, 9 failed');
    // No hash is echoed back in a problem report.
    expect(run.stderr).not.toMatch(/\$2[aby]\$04\$/);

    const missing = await tessera(['import-users', '--input', path.join(work, 'nope.jsonl')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('cannot read');
  }, 120_000);

  it('export-users writes every user as a JSON line with its hash, to stdout or a 0600 file', async () => {
    const run = await tessera(['export-users']);
    expect(run.code, run.stderr).toBe(0);
    const records = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(run.stderr).toContain(`exported ${records.length} users`);
    expect(records.map((r) => r.username ?? r.primaryEmail).sort()).toEqual([
      'argon2i_user',
      'bcrypt_user',
      'nopassword@example.com',
      'root_admin',
      'scrypt_user',
    ]);
    const bcryptUser = records.find((r) => r.username === 'bcrypt_user');
    expect(bcryptUser).toMatchObject({ primaryEmail: 'bcrypt@example.com', name: 'B', customData: { plan: 'pro' }, isSuspended: false });
    expect(bcryptUser.passwordHash).toMatch(/^\$2[ab]\$04\$/);
    expect(records.find((r) => r.primaryEmail === 'nopassword@example.com')).toMatchObject({ passwordHash: null, isSuspended: true });
    const file = path.join(work, 'export.jsonl');
    const toFile = await tessera(['export-users', '--output', file]);
    expect(toFile.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(run.stdout);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  }, 120_000);

  it('imported bcrypt and scrypt users sign in through the real sign-in page and are re-hashed to Argon2id', async () => {
    app = await startTestApp({ database });
    const web = await createWebApp(app);
    const db = app.running.services.db;
    for (const [username, password] of [
      ['bcrypt_user', bcryptPassword],
      ['scrypt_user', scryptPassword],
    ] as const) {
      const user = (await findUserByIdentifier(db, 'username', username))!;
      expect(await getUserPasswordHash(db, user.id)).not.toMatch(/^\$argon2id\$/);
      const tokens = await signInAndGetTokens(app, { username, password, clientId: web.id, clientSecret: web.secret, redirectUri: web.redirectUri });
      expect(tokens.access_token).toBeTruthy();
      expect(await getUserPasswordHash(db, user.id)).toMatch(/^\$argon2id\$/);
      // The new hash still takes the same password.
      const again = await signInAndGetTokens(app, { username, password, clientId: web.id, clientSecret: web.secret, redirectUri: web.redirectUri });
      expect(again.access_token).toBeTruthy();
    }
    await expect(
      signInAndGetTokens(app, {
        username: 'bcrypt_user',
        password: 'wrong-password',
        clientId: web.id,
        clientSecret: web.secret,
        redirectUri: web.redirectUri,
      }),
    ).rejects.toThrow();
    // The administrator made by create-admin holds the built-in Administrator role.
    const admin = (await findUserByIdentifier(db, 'username', 'root_admin'))!;
    const roles = await app.api('GET', `/users/${admin.id}/roles`);
    expect(roles.body.map((r: { name: string }) => r.name)).toContain('Administrator');
  }, 180_000);
});
