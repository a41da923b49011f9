// SAML applications over the Management API (REST and GraphQL): create from fields or from SP
// metadata made by node-saml, read, change, delete; the signing keys (one active, sealed at
// rest, rotation rules); the anonymous IdP metadata carrying the active certificate.
import { X509Certificate } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateServiceProviderMetadata } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import { generate } from 'selfsigned';
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptSamlAuthnRequest } from '../../src/domain/directory/saml-applications.js';
import { useTestApp } from '../helpers/app.js';

const app = useTestApp({ env: { KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') } });
const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const PERSISTENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';

let spKey: { private: string; cert: string };

beforeAll(async () => {
  spKey = await generate([{ name: 'commonName', value: 'sp.example' }], { keySize: 2048, algorithm: 'sha256' });
});

const bodyOfCert = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

describe('SAML applications', () => {
  it('creates, reads, lists, changes and deletes one over REST, with an active signing key sealed at rest', async () => {
    const created = await app.api('POST', '/saml-applications', {
      name: 'Wiki',
      description: 'The team wiki',
      config: {
        entityId: 'https://wiki.example/saml',
        acsUrl: { binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST', url: 'https://wiki.example/saml/acs' },
        nameIdFormat: PERSISTENT,
        attributeMapping: { primaryEmail: 'email', name: 'displayName', 'customData.department': 'department' },
      },
    });
    expect(created.status).toBe(201);
    const id: string = created.body.id;
    expect(created.body).toMatchObject({
      type: 'SAML',
      name: 'Wiki',
      entityId: 'https://wiki.example/saml',
      acsUrl: { url: 'https://wiki.example/saml/acs' },
      nameIdFormat: PERSISTENT,
      attributeMapping: { primaryEmail: 'email', 'customData.department': 'department' },
      requireSignedRequests: false,
    });

    expect((await app.api('GET', `/saml-applications/${id}`)).body).toMatchObject({ id, name: 'Wiki' });
    const list = await app.api('GET', '/saml-applications');
    expect(list.status).toBe(200);
    expect(list.body.map((a: { id: string }) => a.id)).toContain(id);

    const secrets = await app.api('GET', `/saml-applications/${id}/secrets`);
    expect(secrets.status).toBe(200);
    expect(secrets.body).toHaveLength(1);
    const [secret] = secrets.body;
    expect(secret).toMatchObject({ applicationId: id, active: true });
    expect(secret).not.toHaveProperty('privateKey');
    const cert = new X509Certificate(secret.certificate);
    expect(secret.fingerprints.sha256.formatted).toBe(cert.fingerprint256);
    // About three years of validity, as the compatible product gives a first key.
    expect(new Date(cert.validTo).getTime() - Date.now()).toBeGreaterThan(2.9 * 365 * 86_400_000);
    const rows = await app.running.services.db.selectFrom('saml_application_secrets').selectAll().where('application_id', '=', id).execute();
    expect(rows[0]!.private_key).toMatch(/^saml:v1:/);
    expect(rows[0]!.private_key).not.toContain('PRIVATE KEY');

    const patched = await app.api('PATCH', `/saml-applications/${id}`, { name: 'Team wiki', description: null });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Team wiki', description: null, entityId: 'https://wiki.example/saml' });

    expect((await app.api('DELETE', `/saml-applications/${id}`)).status).toBe(204);
    expect((await app.api('GET', `/saml-applications/${id}`)).status).toBe(404);
    expect(await app.running.services.db.selectFrom('saml_application_secrets').selectAll().where('application_id', '=', id).execute()).toHaveLength(0);
  });

  it('imports SP metadata made by node-saml: entity id, ACS URL, request signing certificate', async () => {
    const metadataXml = generateServiceProviderMetadata({
      issuer: 'https://crm.example/sp',
      callbackUrl: 'https://crm.example/acs',
      privateKey: spKey.private,
      publicCerts: spKey.cert,
    });
    const created = await app.api('POST', '/saml-applications', { name: 'CRM', metadataXml });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      entityId: 'https://crm.example/sp',
      acsUrl: { binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST', url: 'https://crm.example/acs' },
      requireSignedRequests: true,
    });
    expect(bodyOfCert(created.body.spCertificate)).toBe(bodyOfCert(spKey.cert));

    // The same SP twice is refused: its entity id names one application.
    const twice = await app.api('POST', '/saml-applications', { name: 'CRM again', metadataXml });
    expect(twice.status).toBe(422);
    expect(twice.body.code).toBe('application.saml.entity_id_already_in_use');
  });

  it('imports SP metadata from a URL (fetched under the target rule), and says what is wrong with a bad one', async () => {
    const metadataXml = generateServiceProviderMetadata({
      issuer: 'https://hr.example/sp',
      callbackUrl: 'https://hr.example/acs',
      privateKey: spKey.private,
      publicCerts: spKey.cert,
    });
    const served = createServer((req, res) => {
      if (req.url === '/metadata.xml') return void res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(metadataXml);
      if (req.url === '/not-metadata') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>hello</body></html>');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => served.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(served.address() as AddressInfo).port}`;
    try {
      const created = await app.api('POST', '/saml-applications', { name: 'HR', metadataUrl: `${base}/metadata.xml` });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ entityId: 'https://hr.example/sp', acsUrl: { url: 'https://hr.example/acs' }, requireSignedRequests: true });
      // A change by URL too: the explicit field of the same input wins over the document.
      const changed = await app.api('PATCH', `/saml-applications/${created.body.id}`, {
        metadataUrl: `${base}/metadata.xml`,
        acsUrl: { url: 'https://hr.example/acs2' },
      });
      expect(changed.body.acsUrl.url).toBe('https://hr.example/acs2');

      const refusals = [
        [{ name: 'x', metadataUrl: `${base}/missing.xml` }, 400, 'application.saml.invalid_metadata'],
        [{ name: 'x', metadataUrl: `${base}/not-metadata` }, 400, 'application.saml.invalid_metadata'],
        [{ name: 'x', metadataUrl: 'ftp://hr.example/metadata.xml' }, 400, 'guard.invalid_input'],
        [{ name: 'x', metadataUrl: `${base}/metadata.xml`, metadataXml }, 400, 'guard.invalid_input'],
      ] as const;
      for (const [body, status, code] of refusals) {
        const refused = await app.api('POST', '/saml-applications', body);
        expect([refused.status, refused.body.code], JSON.stringify(refused.body)).toEqual([status, code]);
        expect(refused.body.data.field).toEqual(['metadataUrl']);
      }
      const names = ((await app.api('GET', '/saml-applications?page_size=100')).body as Array<{ name: string }>).map((a) => a.name);
      expect(names).not.toContain('x');
    } finally {
      await new Promise((resolve) => served.close(resolve));
    }
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await app.running.services.db.selectFrom('saml_applications').select('id').execute();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'name'],
      [{ name: 'x', acsUrl: { url: 'http://sp.example/acs' } }, 'https'],
      [{ name: 'x', acsUrl: { binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', url: 'https://sp.example/acs' } }, 'binding'],
      [{ name: 'x', nameIdFormat: 'urn:example:whatever' }, 'nameIdFormat'],
      [{ name: 'x', attributeMapping: { password: 'pw' } }, 'attributeMapping'],
      [{ name: 'x', metadataXml: '<!DOCTYPE x [<!ENTITY a "b">]><x/>' }, 'DOCTYPE'],
      [{ name: 'x', metadataXml: '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"/>' }, 'entityID'],
      [{ name: 'x', requireSignedRequests: true }, 'spCertificate'],
      [{ name: 'x', encryption: { encryptAssertion: true } }, 'certificate'],
    ];
    for (const [input, word] of cases) {
      const res = await app.api('POST', '/saml-applications', input);
      expect(res.status, JSON.stringify(input)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(input)).toBeLessThan(500);
      expect(res.body.message, JSON.stringify(input)).toContain(word);
    }
    expect(await app.running.services.db.selectFrom('saml_applications').select('id').execute()).toEqual(before);
  });

  it('rotates signing keys: a new one starts inactive, activating it deactivates the old one, only inactive ones are deleted', async () => {
    const { body: application } = await app.api('POST', '/saml-applications', { name: 'Rotating' });
    const id: string = application.id;
    const [first] = (await app.api('GET', `/saml-applications/${id}/secrets`)).body;

    expect((await app.api('POST', `/saml-applications/${id}/secrets`, { lifeSpanInYears: 0 })).status).toBe(400);
    const second = await app.api('POST', `/saml-applications/${id}/secrets`, { lifeSpanInYears: 1 });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ active: false });

    const deactivate = await app.api('PATCH', `/saml-applications/${id}/secrets/${first.id}`, { active: false });
    expect(deactivate.body.code).toBe('application.saml.can_not_deactivate_active_secret');
    expect((await app.api('DELETE', `/saml-applications/${id}/secrets/${first.id}`)).body.code).toBe('application.saml.can_not_delete_active_secret');

    const activated = await app.api('PATCH', `/saml-applications/${id}/secrets/${second.body.id}`, { active: true });
    expect(activated.status).toBe(200);
    expect(activated.body.active).toBe(true);
    const after = (await app.api('GET', `/saml-applications/${id}/secrets`)).body as Array<{ id: string; active: boolean }>;
    expect(after.filter((s) => s.active).map((s) => s.id)).toEqual([second.body.id]);

    // The metadata now carries the new certificate.
    const metadata = await fetch(`${app.url}/api/saml-applications/${id}/metadata`);
    expect(bodyOfCert(await metadata.text())).toContain(bodyOfCert(second.body.certificate));

    expect((await app.api('DELETE', `/saml-applications/${id}/secrets/${first.id}`)).status).toBe(204);
    expect((await app.api('GET', `/saml-applications/${id}/secrets`)).body).toHaveLength(1);
    expect((await app.api('DELETE', `/saml-applications/nope/secrets/${first.id}`)).status).toBe(404);
  });

  it('serves IdP metadata without a token: entity id, both SSO bindings, the active certificate', async () => {
    const { body: application } = await app.api('POST', '/saml-applications', { name: 'Metadata', nameIdFormat: PERSISTENT });
    const res = await fetch(`${app.url}/api/saml-applications/${application.id}/metadata`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const doc = new DOMParser().parseFromString(await res.text(), 'text/xml');
    const entity = doc.documentElement!;
    expect(entity.getAttribute('entityID')).toBe(`${app.url}/saml/${application.id}`);
    const services = Array.from(entity.getElementsByTagNameNS(MD, 'SingleSignOnService')).map((s) => [s.getAttribute('Binding'), s.getAttribute('Location')]);
    expect(services).toEqual([
      ['urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', `${app.url}/api/saml/${application.id}/authn`],
      ['urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST', `${app.url}/api/saml/${application.id}/authn`],
    ]);
    expect(entity.getElementsByTagNameNS(MD, 'NameIDFormat')[0]?.textContent).toBe(PERSISTENT);
    const [secret] = (await app.api('GET', `/saml-applications/${application.id}/secrets`)).body;
    expect(entity.getElementsByTagNameNS(DS, 'X509Certificate')[0]?.textContent).toBe(bodyOfCert(secret.certificate));

    // The same document over GraphQL, with the endpoints an SP's form asks for.
    const gql = await app.graphql(`query($id: ID!) { samlApplication(id: $id) { metadata idp { entityId ssoUrl metadataUrl } } }`, { id: application.id });
    expect(gql.data.samlApplication.idp.metadataUrl).toBe(`${app.url}/api/saml-applications/${application.id}/metadata`);
    expect(bodyOfCert(gql.data.samlApplication.metadata)).toContain(bodyOfCert(secret.certificate));

    expect((await fetch(`${app.url}/api/saml-applications/nope/metadata`)).status).toBe(404);
  });

  it('accepts an AuthnRequest only from its SP, for its ACS URL, recent, and once', async () => {
    const { body: application } = await app.api('POST', '/saml-applications', {
      name: 'Accepting',
      entityId: 'https://accept.example/sp',
      acsUrl: { url: 'https://accept.example/acs' },
    });
    const db = app.running.services.db;
    const now = new Date();
    const request = { id: '_req-1', issuer: 'https://accept.example/sp', acsUrl: 'https://accept.example/acs', issueInstant: now };
    const refusedWith = (work: Promise<unknown>) =>
      work.then(
        () => 'accepted',
        (e: { code?: string }) => e.code,
      );

    expect(await refusedWith(acceptSamlAuthnRequest(db, application.id, { ...request, acsUrl: 'https://evil.example/acs' }, now))).toBe(
      'application.saml.acs_url_mismatch',
    );
    expect(await refusedWith(acceptSamlAuthnRequest(db, application.id, { ...request, issuer: 'https://other.example/sp' }, now))).toBe(
      'application.saml.issuer_mismatch',
    );
    const old = new Date(now.getTime() - 11 * 60_000);
    expect(await refusedWith(acceptSamlAuthnRequest(db, application.id, { ...request, issueInstant: old }, now))).toBe('application.saml.request_expired');

    expect(await refusedWith(acceptSamlAuthnRequest(db, application.id, request, now))).toBe('accepted');
    // The same request id again: a replay, refused while it is remembered.
    expect(await refusedWith(acceptSamlAuthnRequest(db, application.id, request, new Date(now.getTime() + 1000)))).toBe('application.saml.request_replayed');
    // A request without an ACS URL is answered at the registered one.
    expect(await refusedWith(acceptSamlAuthnRequest(db, application.id, { ...request, id: '_req-2', acsUrl: null }, now))).toBe('accepted');
  });
});
