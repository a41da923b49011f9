// KEY_ENCRYPTION_KEY set on a deployment whose enterprise SSO connectors stored their secrets in
// clear: the next start seals them (sso:v1:, bound to the connector and field), the same secret
// opens from the sealed value, the Management API still never shows it, and a second start
// changes nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openConfig } from '../../src/domain/federation/sso-connectors.js';
import { findSsoConnectorById } from '../../src/db/repositories/sso-connectors.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/database.js';
import { startIdp } from './helpers/saml-idp.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const storedConfigs = async (app: TestApp) => app.running.services.db.selectFrom('sso_connectors').select(['id', 'config']).orderBy('id').execute();

async function startWithKey(before: TestApp, kek: string): Promise<{ app: TestApp; logged: string[] }> {
  // The logger writes to stdout (src/observability/logger.ts).
  const info = vi.spyOn(process.stdout, 'write');
  try {
    const app = await startTestApp({ database: before.database, port: before.config.port, adminSecret: before.adminSecret, env: { KEY_ENCRYPTION_KEY: kek } });
    const written = info.mock.calls.map((args) => String(args[0])).filter((line) => line.includes('seal at rest:'));
    return { app, logged: written.map((line) => line.slice(line.indexOf('seal at rest:')).trimEnd()) };
  } finally {
    info.mockRestore();
  }
}

describe('SSO connector secrets stored before KEY_ENCRYPTION_KEY', () => {
  it('are sealed at the next start and open to the same secret; a second start changes nothing', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-sso-seal-'));
    dirs.push(dataDir);
    const idp = await startIdp();
    let app = await startTestApp({ database: await createTestDatabase({ dataDir }) });
    const secret = `client-secret-${randomBytes(12).toString('hex')}`;
    const oidc = await app.api('POST', '/sso-connectors', {
      providerName: 'OIDC',
      connectorName: 'Entra OIDC',
      domains: ['entra.test'],
      config: { issuer: 'https://login.entra.test/v2.0', clientId: 'tessera', clientSecret: secret, scope: 'openid email' },
    });
    expect(oidc.status, JSON.stringify(oidc.body)).toBe(200);
    const saml = await app.api('POST', '/sso-connectors', {
      providerName: 'SAML',
      connectorName: 'Okta SAML',
      domains: ['okta.test'],
      config: { metadata: idp.metadata },
    });
    expect(saml.status).toBe(200);

    const clear = await storedConfigs(app);
    expect(clear.find((c) => c.id === oidc.body.id)!.config).toMatchObject({ clientSecret: secret });
    await app.stop({ keepDatabase: true });

    const kekText = randomBytes(32).toString('base64');
    const kek = Buffer.from(kekText, 'base64');
    let logged: string[];
    ({ app, logged } = await startWithKey(app, kekText));
    try {
      expect(logged).toContain('seal at rest: SSO connector secrets: sealed on 1 connectors');
      const sealed = await storedConfigs(app);
      const row = sealed.find((c) => c.id === oidc.body.id)!;
      expect(row.config.clientSecret).toMatch(/^sso:v1:/);
      expect(JSON.stringify(sealed)).not.toContain(secret);
      // Everything else in the config is as it was; the SAML connector (no secret) is untouched.
      expect(row.config).toMatchObject({ issuer: 'https://login.entra.test/v2.0', clientId: 'tessera', scope: 'openid email' });
      expect(sealed.find((c) => c.id === saml.body.id)).toEqual(clear.find((c) => c.id === saml.body.id));

      // The sealed value opens to the same secret with the key, and only for this connector.
      const record = (await findSsoConnectorById(app.running.services.db, oidc.body.id))!;
      expect(openConfig(record, kek).clientSecret).toBe(secret);
      expect(() => openConfig({ ...record, id: saml.body.id }, kek)).toThrow();

      // The Management API still never shows it, and an update that does not name it keeps it.
      const shown = await app.api('GET', `/sso-connectors/${oidc.body.id}`);
      expect(JSON.stringify(shown.body)).not.toContain(secret);
      expect(shown.body.config).not.toHaveProperty('clientSecret');
      const renamed = await app.api('PATCH', `/sso-connectors/${oidc.body.id}`, { connectorName: 'Entra (renamed)' });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect(openConfig((await findSsoConnectorById(app.running.services.db, oidc.body.id))!, kek).clientSecret).toBe(secret);

      // Starting again: nothing in clear, nothing said, nothing rewritten (a re-seal would differ).
      const settled = await storedConfigs(app);
      await app.stop({ keepDatabase: true });
      ({ app, logged } = await startWithKey(app, kekText));
      expect(logged).toEqual([]);
      expect(await storedConfigs(app)).toEqual(settled);
    } finally {
      await app.stop();
      await idp.close();
    }
  });
});
