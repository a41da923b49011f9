// An application's ID-token claim mappings (migration 20261204_1402), stored as given after the
// domain checked them (src/domain/directory/claim-mappings.ts). No row means none: an empty list
// deletes the row, so the table holds only the applications that map something.
import type { Db } from '../database.js';

export async function findApplicationIdTokenClaims(db: Db, applicationId: string): Promise<unknown[]> {
  const row = await db.selectFrom('application_id_token_claims').select('mappings').where('application_id', '=', applicationId).executeTakeFirst();
  return row?.mappings ?? [];
}

export async function replaceApplicationIdTokenClaims(db: Db, applicationId: string, mappings: readonly unknown[]): Promise<void> {
  if (mappings.length === 0) {
    await db.deleteFrom('application_id_token_claims').where('application_id', '=', applicationId).execute();
    return;
  }
  const json = JSON.stringify(mappings);
  await db
    .insertInto('application_id_token_claims')
    .values({ application_id: applicationId, mappings: json })
    .onConflict((oc) => oc.column('application_id').doUpdateSet({ mappings: json, updated_at: new Date() }))
    .execute();
}
