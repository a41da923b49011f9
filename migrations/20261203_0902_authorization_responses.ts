// Authorization responses delivered by form post (OAuth 2.0 Form Post Response Mode): when the
// response is ready at the end of a sign-in, the browser is sent to a one-time address of ours
// that posts it to the client, so the code never sits in a URL. The response waits here, by the
// SHA-256 digest of that address's handle, for at most the life of an authorization code.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `create table authorization_responses (
       digest bytea primary key,
       redirect_uri text not null,
       parameters jsonb not null,
       expires_at timestamptz not null
     );
     create index authorization_responses_expires_at on authorization_responses (expires_at);`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table authorization_responses;`);
}
