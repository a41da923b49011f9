// PGlite runs queries as prepared statements, which take one command each; so a migration's
// SQL script is split on the semicolons that end a line and run statement by statement.
import { sql, type Kysely } from 'kysely';

export async function execScript(db: Kysely<any>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
