// PKCE becomes optional by default for confidential applications (Traditional,
// MachineToMachine): a stored `requirePkce` is now read as "true only when true". An application
// stored before the setting existed had it on by the old default; it is pinned on here, so no
// existing application's sign-ins get weaker without an administrator choosing it. Applications
// whose setting is stored keep it. Going down leaves the pinned values: under the old default a
// stored true means what a missing one did.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `update applications
        set custom_client_metadata = custom_client_metadata || '{"requirePkce": true}'::jsonb
      where type in ('Traditional', 'MachineToMachine') and not (custom_client_metadata ? 'requirePkce');`,
  );
}

export async function down(): Promise<void> {}
