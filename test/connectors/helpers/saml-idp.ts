// A real SAML 2.0 identity provider for the tests, on 127.0.0.1: its own RSA key and self-signed
// certificate, an HTTP-Redirect SSO endpoint that reads the AuthnRequest, and responses signed
// with xml-crypto (the library node-saml verifies with). Options make the refusals: unsigned,
// another audience, expired, another InResponseTo…
// For a real browser, its SSO endpoint signs `browserUser` in at once and answers, as IdPs do,
// with a page whose form posts the signed response to the AuthnRequest's ACS URL by itself.
// `publicHost` names the IdP by another host than 127.0.0.1 (a browser mapping it to 127.0.0.1),
// so that the post to our ACS is cross-site as it is in production.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

export interface IdpUser {
  nameId: string;
  email?: string;
  name?: string;
  /** More attributes (e.g. picture), by name. */
  attributes?: Record<string, string>;
  /** The AuthnStatement's AuthnContextClassRef (absent: the Password class). */
  authnContextClassRef?: string;
}

export interface ResponseOptions {
  requestId: string;
  acs: string;
  audience: string;
  user: IdpUser;
  assertionId?: string;
  issuer?: string;
  notOnOrAfter?: Date;
  signAssertion?: boolean;
  signResponse?: boolean;
}

export interface AuthnRequestSeen {
  id: string;
  acs: string;
  issuer: string;
  relayState: string;
}

export interface TestIdp {
  entityId: string;
  ssoUrl: string;
  cert: string;
  metadata: string;
  /** The SSO endpoint as a browser reaches it: reads the AuthnRequest the URL carries. */
  visit(authorizationUri: string): Promise<AuthnRequestSeen>;
  /** Who the SSO endpoint signs in when a browser arrives (unset: 403). */
  browserUser: IdpUser | undefined;
  /** The AuthnRequests browsers brought to the SSO endpoint. */
  browserRequests: AuthnRequestSeen[];
  /** How the SSO endpoint's answers to browsers differ from a good one (e.g. unsigned). */
  browserResponse?: Partial<ResponseOptions>;
  response(options: ResponseOptions): string;
  close(): Promise<void>;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function assertionXml(o: ResponseOptions & { issuer: string; assertionId: string }): string {
  const now = new Date();
  const until = (o.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
  const attrs = [
    o.user.email ? `<saml:Attribute Name="email"><saml:AttributeValue>${esc(o.user.email)}</saml:AttributeValue></saml:Attribute>` : '',
    o.user.name ? `<saml:Attribute Name="name"><saml:AttributeValue>${esc(o.user.name)}</saml:AttributeValue></saml:Attribute>` : '',
    ...Object.entries(o.user.attributes ?? {}).map(
      ([name, value]) => `<saml:Attribute Name="${esc(name)}"><saml:AttributeValue>${esc(value)}</saml:AttributeValue></saml:Attribute>`,
    ),
  ].join('');
  return (
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${o.assertionId}" Version="2.0" IssueInstant="${now.toISOString()}">` +
    `<saml:Issuer>${esc(o.issuer)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">${esc(o.user.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData InResponseTo="${o.requestId}" NotOnOrAfter="${until}" Recipient="${esc(o.acs)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${new Date(now.getTime() - 60_000).toISOString()}" NotOnOrAfter="${until}">` +
    `<saml:AudienceRestriction><saml:Audience>${esc(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="_s${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>${esc(o.user.authnContextClassRef ?? 'urn:oasis:names:tc:SAML:2.0:ac:classes:Password')}</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    (attrs ? `<saml:AttributeStatement>${attrs}</saml:AttributeStatement>` : '') +
    `</saml:Assertion>`
  );
}

export function responseXml(o: ResponseOptions & { issuer: string }, assertion: string): string {
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID()}" Version="2.0" ` +
    `IssueInstant="${new Date().toISOString()}" Destination="${esc(o.acs)}" InResponseTo="${o.requestId}">` +
    `<saml:Issuer>${esc(o.issuer)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    assertion +
    `</samlp:Response>`
  );
}

function sign(xml: string, privateKey: string, cert: string, element: 'Assertion' | 'Response'): string {
  const sig = new SignedXml({
    privateKey,
    publicCert: cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  const target = `//*[local-name(.)='${element}']`;
  sig.addReference({
    xpath: target,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  sig.computeSignature(xml, { location: { reference: `${target}/*[local-name(.)='Issuer']`, action: 'after' } });
  return sig.getSignedXml();
}

function readAuthnRequest(url: URL): AuthnRequestSeen {
  const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const root = doc.documentElement!;
  if (root.localName !== 'AuthnRequest') throw new Error('not an AuthnRequest');
  return {
    id: root.getAttribute('ID') ?? '',
    acs: root.getAttribute('AssertionConsumerServiceURL') ?? '',
    issuer: root.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'Issuer')[0]?.textContent ?? '',
    relayState: url.searchParams.get('RelayState') ?? '',
  };
}

export async function startIdp(options: { publicHost?: string } = {}): Promise<TestIdp & { privateKey: string; sign: typeof sign }> {
  const pems = await generate([{ name: 'commonName', value: 'test-idp.local' }], { keySize: 2048, algorithm: 'sha256' });
  let idp: TestIdp | undefined;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://idp');
    if (req.method !== 'GET' || url.pathname !== '/sso' || !idp) return void res.writeHead(404).end();
    let seen: AuthnRequestSeen;
    try {
      seen = readAuthnRequest(url);
    } catch {
      return void res.writeHead(400).end('bad AuthnRequest');
    }
    idp.browserRequests.push(seen);
    if (!idp.browserUser) return void res.writeHead(403).end('nobody signs in here');
    const samlResponse = idp.response({ requestId: seen.id, acs: seen.acs, audience: seen.issuer, user: idp.browserUser, ...idp.browserResponse });
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html><body onload="document.forms[0].submit()"><p>Signing you in…</p>` +
          `<form method="post" action="${esc(seen.acs)}"><input type="hidden" name="SAMLResponse" value="${esc(samlResponse)}">` +
          `<input type="hidden" name="RelayState" value="${esc(seen.relayState)}"><noscript><button>Continue</button></noscript></form></body></html>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://${options.publicHost ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  const entityId = `${base}/idp`;
  const ssoUrl = `${base}/sso`;
  const certBody = pems.cert.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
  const metadata =
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">` +
    `<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">` +
    `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certBody}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
    `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>` +
    `</md:IDPSSODescriptor></md:EntityDescriptor>`;

  const created: TestIdp & { privateKey: string; sign: typeof sign } = {
    entityId,
    ssoUrl,
    browserUser: undefined,
    browserRequests: [],
    cert: pems.cert,
    privateKey: pems.private,
    metadata,
    sign,
    async visit(authorizationUri) {
      const url = new URL(authorizationUri);
      if (url.origin + url.pathname !== ssoUrl) throw new Error(`not our SSO URL: ${authorizationUri}`);
      return readAuthnRequest(url);
    },
    response(o) {
      const full = { ...o, issuer: o.issuer ?? entityId, assertionId: o.assertionId ?? `_a${randomUUID()}` };
      let assertion = assertionXml(full);
      if (o.signAssertion ?? true) assertion = sign(assertion, pems.private, pems.cert, 'Assertion');
      let xml = responseXml(full, assertion);
      if (o.signResponse) xml = sign(xml, pems.private, pems.cert, 'Response');
      return Buffer.from(xml).toString('base64');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  idp = created;
  return created;
}
