// Browser sessions are found by a digest of the cookie's secret, not by their id: the id is the
// `sid` of tokens and appears in logs and in the oidc_grants table, and a copy of the database
// must not give a usable cookie. The cookie holds a random secret; the row holds its SHA-256.
// Sessions from before keep no digest: no cookie finds them again (their browsers sign in once
// more), while the tokens issued under them keep working until the session ends or expires.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    alter table sessions add column secret_digest bytea;
    create unique index sessions_secret_digest_idx on sessions (secret_digest);
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop index sessions_secret_digest_idx; alter table sessions drop column secret_digest;`);
}
