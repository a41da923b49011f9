// Migration 20261129_4202: connectors are offered on the sign-in page only once the sign-in
// experience lists them. An installation that already had connectors keeps its page as it was
// (every social connector listed, oldest first; single sign-on on with any enterprise connector);
// settings an administrator already made are kept; one without connectors starts with none.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../helpers/migration.js';

const migration = useDatabaseBefore('20261129_4202_sign_in_experience_connectors');

const setting = async () => (await migration.db.selectFrom('system_settings').select('value').where('key', '=', 'signInExperience').executeTakeFirst())?.value;
const step = (to: 'up' | 'down') => migration.step(to);

describe('migration 20261129_4202 (connectors offered by the sign-in experience)', () => {
  it('an installation without connectors gets no settings: it starts with none offered', async () => {
    await step('up');
    expect(await setting()).toBeUndefined();
    await step('down');
  });

  it('lists the existing social connectors oldest first and keeps single sign-on on, next to what an administrator set', async () => {
    const connector = (id: string, target: string, createdAt: string) =>
      migration.db
        .insertInto('connectors')
        .values({ id, connector_id: 'google', target, config: JSON.stringify({ clientId: 'x' }), client_secret: 'enc', created_at: new Date(createdAt) })
        .execute();
    await connector('c-new', 'newer', '2026-11-20T00:00:00Z');
    await connector('c-old', 'older', '2026-11-01T00:00:00Z');
    await migration.db.insertInto('sso_connectors').values({ id: 'sso-1', provider_name: 'SAML', connector_name: 'Acme' }).execute();
    await sql`insert into system_settings (key, value) values ('signInExperience', ${JSON.stringify({ productName: 'Acme ID' })}::jsonb)`.execute(migration.db);
    await step('up');
    expect(await setting()).toEqual({ productName: 'Acme ID', socialSignInConnectorTargets: ['older', 'newer'], singleSignOnEnabled: true });
    // Going down removes the two settings; the rest stays.
    await step('down');
    expect(await setting()).toEqual({ productName: 'Acme ID' });
  });

  it('leaves choices an administrator already made', async () => {
    await sql`update system_settings set value = ${JSON.stringify({ socialSignInConnectorTargets: ['newer'], singleSignOnEnabled: false })}::jsonb where key = 'signInExperience'`.execute(
      migration.db,
    );
    await step('up');
    expect(await setting()).toEqual({ socialSignInConnectorTargets: ['newer'], singleSignOnEnabled: false });
  });
});
