// The SAML IdP's protocol pieces against node-saml acting as the service provider: its signed and
// unsigned AuthnRequests (HTTP-Redirect and HTTP-POST) are read, and refused when the signature
// is missing or made with another key; the Response we sign passes node-saml's own checks
// (signatures, audience, InResponseTo, recipient) and carries the NameID and attributes.
import { SAML } from '@node-saml/node-saml';
import { generate } from 'selfsigned';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSamlResponse, NAME_ID_FORMATS, readPostAuthnRequest, readRedirectAuthnRequest, SamlIdpError } from '../../src/connectors/saml-idp.js';

type Pems = { private: string; cert: string };
let idpKey: Pems;
let spKey: Pems;
let otherKey: Pems;

const IDP = 'https://idp.example/saml/app1';
const SSO = 'https://idp.example/api/saml/app1/authn';
const SP = 'https://sp.example/metadata';
const ACS = 'https://sp.example/acs';

beforeAll(async () => {
  const make = (cn: string) => generate([{ name: 'commonName', value: cn }], { keySize: 2048, algorithm: 'sha256' });
  [idpKey, spKey, otherKey] = await Promise.all([make('idp'), make('sp'), make('other')]);
});

const sp = (extra: Partial<ConstructorParameters<typeof SAML>[0]> = {}) =>
  new SAML({
    issuer: SP,
    callbackUrl: ACS,
    entryPoint: SSO,
    idpCert: idpKey.cert,
    audience: SP,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: true,
    signatureAlgorithm: 'sha256',
    ...extra,
  });

const queryOf = (url: string) => new URL(url).search.slice(1);
const formValue = (html: string, name: string) =>
  html
    .match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1]
    ?.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCharCode(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SamlIdpError);
  return (error as SamlIdpError).reason;
}

describe('AuthnRequests from node-saml', () => {
  it('reads a signed HTTP-Redirect request and checks its signature', async () => {
    const url = await sp({ privateKey: spKey.private }).getAuthorizeUrlAsync('relay-1', undefined, {});
    const request = await readRedirectAuthnRequest(queryOf(url), { certificate: spKey.cert, requireSigned: true });
    expect(request).toMatchObject({ issuer: SP, acsUrl: ACS, signed: true });
    expect(request.id).toMatch(/^_/);
  });

  it('refuses an unsigned request when signing is required, and a request signed with another key', async () => {
    const unsigned = await sp().getAuthorizeUrlAsync('', undefined, {});
    expect(await refusal(readRedirectAuthnRequest(queryOf(unsigned), { certificate: spKey.cert, requireSigned: true }))).toBe('request_signature');
    // Without the requirement an unsigned request is read as unsigned.
    expect((await readRedirectAuthnRequest(queryOf(unsigned), { certificate: null, requireSigned: false })).signed).toBe(false);

    const wrong = await sp({ privateKey: otherKey.private }).getAuthorizeUrlAsync('', undefined, {});
    expect(await refusal(readRedirectAuthnRequest(queryOf(wrong), { certificate: spKey.cert, requireSigned: true }))).toBe('request_signature');

    // A signed query whose RelayState was changed afterwards no longer verifies.
    const signed = await sp({ privateKey: spKey.private }).getAuthorizeUrlAsync('relay-1', undefined, {});
    const tampered = queryOf(signed).replace('RelayState=relay-1', 'RelayState=relay-2');
    expect(await refusal(readRedirectAuthnRequest(tampered, { certificate: spKey.cert, requireSigned: true }))).toBe('request_signature');
  });

  it('reads a signed HTTP-POST request and refuses one signed with another key', async () => {
    const form = await sp({ privateKey: spKey.private, authnRequestBinding: 'HTTP-POST' }).getAuthorizeFormAsync('relay', undefined);
    const samlRequest = formValue(form, 'SAMLRequest')!;
    expect(samlRequest).toBeTruthy();
    const request = await readPostAuthnRequest(samlRequest, { certificate: spKey.cert, requireSigned: true });
    expect(request).toMatchObject({ issuer: SP, acsUrl: ACS, signed: true });

    const other = await sp({ privateKey: otherKey.private, authnRequestBinding: 'HTTP-POST' }).getAuthorizeFormAsync('relay', undefined);
    expect(await refusal(readPostAuthnRequest(formValue(other, 'SAMLRequest')!, { certificate: spKey.cert, requireSigned: true }))).toBe('request_signature');
    expect(await refusal(readPostAuthnRequest(Buffer.from('<!DOCTYPE x><x/>').toString('base64'), { certificate: null, requireSigned: false }))).toBe(
      'invalid_request',
    );
  });
});

describe('Responses to node-saml', () => {
  it('passes node-saml validation: both signatures, audience, InResponseTo, NameID and attributes', async () => {
    const client = sp({ privateKey: spKey.private, validateInResponseTo: 'always' as never });
    const url = await client.getAuthorizeUrlAsync('', undefined, {});
    const request = await readRedirectAuthnRequest(queryOf(url), { certificate: spKey.cert, requireSigned: true });
    const samlResponse = await buildSamlResponse({
      idpEntityId: IDP,
      spEntityId: SP,
      acsUrl: ACS,
      inResponseTo: request.id,
      nameId: 'ada@example.com',
      nameIdFormat: NAME_ID_FORMATS.emailAddress,
      attributes: { email: 'ada@example.com', displayName: 'Ada <Lovelace> & Co' },
      sessionIndex: 'session-1',
      now: new Date(),
      lifetimeSeconds: 300,
      signingKey: { privateKey: idpKey.private, certificate: idpKey.cert },
    });
    const { profile } = await client.validatePostResponseAsync({ SAMLResponse: samlResponse });
    expect(profile).toMatchObject({ nameID: 'ada@example.com', nameIDFormat: NAME_ID_FORMATS.emailAddress, issuer: IDP, email: 'ada@example.com' });
    expect(profile?.displayName).toBe('Ada <Lovelace> & Co');

    // Signed by another key than the metadata's certificate: node-saml refuses it.
    const forged = await buildSamlResponse({
      idpEntityId: IDP,
      spEntityId: SP,
      acsUrl: ACS,
      inResponseTo: null,
      nameId: 'mallory',
      nameIdFormat: NAME_ID_FORMATS.unspecified,
      attributes: {},
      sessionIndex: 's',
      now: new Date(),
      lifetimeSeconds: 300,
      signingKey: { privateKey: otherKey.private, certificate: otherKey.cert },
    });
    await expect(sp({ validateInResponseTo: 'never' as never }).validatePostResponseAsync({ SAMLResponse: forged })).rejects.toThrow();
  });
  it('encrypts the signed assertion for an SP that asks: node-saml decrypts it with its key and checks both signatures', async () => {
    const client = sp({ privateKey: spKey.private, decryptionPvk: spKey.private, validateInResponseTo: 'always' as never });
    const url = await client.getAuthorizeUrlAsync('', undefined, {});
    const request = await readRedirectAuthnRequest(queryOf(url), { certificate: spKey.cert, requireSigned: true });
    const response = {
      idpEntityId: IDP,
      spEntityId: SP,
      acsUrl: ACS,
      inResponseTo: request.id,
      nameId: 'ada@example.com',
      nameIdFormat: NAME_ID_FORMATS.emailAddress,
      attributes: { email: 'ada@example.com' },
      sessionIndex: 'session-2',
      now: new Date(),
      lifetimeSeconds: 300,
      signingKey: { privateKey: idpKey.private, certificate: idpKey.cert },
      encryptFor: spKey.cert,
    };
    const samlResponse = await buildSamlResponse(response);
    const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
    expect(xml).toContain('<saml:EncryptedAssertion>');
    expect(xml).toContain('http://www.w3.org/2009/xmlenc11#aes256-gcm');
    // Nothing of the user travels readable.
    expect(xml).not.toContain('ada@example.com');
    const { profile } = await client.validatePostResponseAsync({ SAMLResponse: samlResponse });
    expect(profile).toMatchObject({ nameID: 'ada@example.com', issuer: IDP, email: 'ada@example.com' });

    // Encrypted for another SP's key: this SP cannot read it.
    const forOther = await buildSamlResponse({ ...response, encryptFor: otherKey.cert });
    await expect(client.validatePostResponseAsync({ SAMLResponse: forOther })).rejects.toThrow();
  });
});
