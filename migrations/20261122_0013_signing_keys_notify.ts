// Signing-key rotation: every committed change to the signing keys (a new key, a key retired,
// a row deleted) sends NOTIFY tessera_keys, delivered at commit and never for a rollback, so every
// instance on this database reloads its keys within moments, whichever code or person made the
// change. One message per statement: the receiver reloads the whole (small) set anyway.
// The partial index serves the one query the key store makes: the active keys, newest first.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  // The function body stays on one line: execScript splits on semicolons that end a line.
  await execScript(
    db,
    `
    create function tessera_keys_notify() returns trigger language plpgsql as $$ begin perform pg_notify('tessera_keys', lower(tg_op)); return null; end $$;
    create trigger signing_keys_notify after insert or update of retired_at or delete on signing_keys for each statement execute function tessera_keys_notify();
    create index signing_keys_active on signing_keys (created_at desc, id desc) where retired_at is null;
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    drop index signing_keys_active;
    drop trigger signing_keys_notify on signing_keys;
    drop function tessera_keys_notify();
  `,
  );
}
