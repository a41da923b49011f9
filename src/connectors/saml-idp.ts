// Tessera as a SAML 2.0 identity provider, the protocol side: reading a service provider's
// metadata, making an application's signing key and certificate, and writing the IdP metadata an
// SP imports. No database and no accounts; the rules (which SP, which user) are in
// domain/directory/saml-applications.ts. XML signatures are left to xml-crypto, never made here.
import { X509Certificate } from 'node:crypto';
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { SamlError, toPemCertificate } from './saml.js';
import { refuseXmlDeclarations, SamlXmlRefused } from './saml-xml-guard.js';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
export const HTTP_REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
export const HTTP_POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

export const NAME_ID_FORMATS = {
  persistent: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
  emailAddress: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  unspecified: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
} as const;

/** What an SP's metadata tells us. */
export interface SpMetadata {
  entityId: string;
  /** The first HTTP-POST AssertionConsumerService (the binding responses are sent with). */
  acsUrl: { binding: string; url: string };
  /** PEM of the key the SP signs its AuthnRequests with, when it has one. */
  signingCertificate: string | null;
  /** PEM of the key assertions are encrypted to, when it has one. */
  encryptionCertificate: string | null;
  authnRequestsSigned: boolean;
  /** The SP's SingleLogoutService (HTTP-Redirect preferred, else HTTP-POST), when it has one. */
  sloUrl: { binding: string; url: string } | null;
}

/** Parses XML that SAML messages and metadata may be (no DTD, no processing instruction). */
function parseXml(xml: string, what: string): Document {
  try {
    refuseXmlDeclarations(xml);
  } catch (error) {
    if (error instanceof SamlXmlRefused) throw new SamlError('invalid_metadata', `${what} must not carry a DOCTYPE or processing instruction`);
    throw error;
  }
  try {
    return new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml');
  } catch {
    throw new SamlError('invalid_metadata', `${what} is not well-formed XML`);
  }
}

function certificateOf(descriptor: Element, use: 'signing' | 'encryption'): string | null {
  const key = Array.from(descriptor.getElementsByTagNameNS(MD, 'KeyDescriptor')).find((k: Element) => (k.getAttribute('use') || use) === use);
  const text = key?.getElementsByTagNameNS(DS, 'X509Certificate')[0]?.textContent;
  return text ? toPemCertificate(text).pem : null;
}

/** Reads entity id, ACS URL and certificates from SP metadata XML; throws SamlError('invalid_metadata'). */
export function parseSpMetadata(xml: string): SpMetadata {
  const doc = parseXml(xml, 'metadata');
  const entity = doc.documentElement;
  if (!entity || entity.localName !== 'EntityDescriptor' || entity.namespaceURI !== MD) {
    throw new SamlError('invalid_metadata', 'metadata must be an md:EntityDescriptor');
  }
  const entityId = entity.getAttribute('entityID');
  const sp = entity.getElementsByTagNameNS(MD, 'SPSSODescriptor')[0];
  if (!entityId || !sp) throw new SamlError('invalid_metadata', 'metadata has no entityID or no SPSSODescriptor');
  const services = Array.from(sp.getElementsByTagNameNS(MD, 'AssertionConsumerService'));
  const acs = services.find((s: Element) => s.getAttribute('Binding') === HTTP_POST_BINDING);
  const url = acs?.getAttribute('Location');
  if (!url) throw new SamlError('invalid_metadata', 'metadata has no HTTP-POST AssertionConsumerService');
  const logouts = Array.from(sp.getElementsByTagNameNS(MD, 'SingleLogoutService'));
  const slo = [HTTP_REDIRECT_BINDING, HTTP_POST_BINDING]
    .map((binding) => logouts.find((s: Element) => s.getAttribute('Binding') === binding))
    .find((s) => s?.getAttribute('Location'));
  return {
    entityId,
    acsUrl: { binding: HTTP_POST_BINDING, url },
    signingCertificate: certificateOf(sp, 'signing'),
    encryptionCertificate: certificateOf(sp, 'encryption'),
    authnRequestsSigned: sp.getAttribute('AuthnRequestsSigned') === 'true',
    // A LogoutResponse goes to ResponseLocation when the SP names one (SAML metadata §2.2.2).
    sloUrl: slo ? { binding: slo.getAttribute('Binding')!, url: slo.getAttribute('ResponseLocation') || slo.getAttribute('Location')! } : null,
  };
}

/** A new RSA-2048 key and its self-signed certificate, valid for `years` from `now`. */
export async function generateIdpSigningKey(
  commonName: string,
  years: number,
  now: Date,
): Promise<{ privateKey: string; certificate: string; expiresAt: Date }> {
  const { generate } = await import('selfsigned');
  const notAfterDate = new Date(now);
  notAfterDate.setUTCFullYear(notAfterDate.getUTCFullYear() + years);
  const pems = await generate([{ name: 'commonName', value: commonName }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate: now,
    notAfterDate,
  });
  return { privateKey: pems.private, certificate: pems.cert, expiresAt: new Date(new X509Certificate(pems.cert).validTo) };
}

/** The SHA-1 and SHA-256 fingerprints SPs ask for (colon-separated hex, as their forms show them). */
export function certificateFingerprints(pem: string): { sha1: { formatted: string; unformatted: string }; sha256: { formatted: string; unformatted: string } } {
  const cert = new X509Certificate(pem);
  const pair = (colons: string) => ({ formatted: colons, unformatted: colons.replace(/:/g, '') });
  return { sha1: pair(cert.fingerprint), sha256: pair(cert.fingerprint256) };
}

export const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const certificateBody = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

/**
 * The IdP metadata of one application: its entity id, its sign-in and logout endpoints (both bindings) and
 * the certificate its responses are signed with. Not signed itself: SPs import it over TLS or
 * by hand. Attribute values are escaped; the document has no other input.
 */
export function idpMetadataXml(idp: { entityId: string; ssoUrl: string; sloUrl: string; certificate: string | null; nameIdFormat: string }): string {
  const key = idp.certificate
    ? `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="${DS}"><ds:X509Data><ds:X509Certificate>${certificateBody(idp.certificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`
    : '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<md:EntityDescriptor xmlns:md="${MD}" entityID="${escapeXml(idp.entityId)}">` +
    `<md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">` +
    key +
    `<md:SingleLogoutService Binding="${HTTP_REDIRECT_BINDING}" Location="${escapeXml(idp.sloUrl)}"/>` +
    `<md:SingleLogoutService Binding="${HTTP_POST_BINDING}" Location="${escapeXml(idp.sloUrl)}"/>` +
    `<md:NameIDFormat>${escapeXml(idp.nameIdFormat)}</md:NameIDFormat>` +
    `<md:SingleSignOnService Binding="${HTTP_REDIRECT_BINDING}" Location="${escapeXml(idp.ssoUrl)}"/>` +
    `<md:SingleSignOnService Binding="${HTTP_POST_BINDING}" Location="${escapeXml(idp.ssoUrl)}"/>` +
    `</md:IDPSSODescriptor></md:EntityDescriptor>`
  );
}

/** Why a request or a response could not be made; `message` is safe to show. */
export class SamlIdpError extends Error {
  constructor(
    /** `invalid_request` | `request_signature` | `acs_mismatch` | `unknown_sp` */
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

export const SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol';
export const SAML = 'urn:oasis:names:tc:SAML:2.0:assertion';
export const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
/** A deflated request is small; this bounds what inflating a hostile one may cost. */
const MAX_REQUEST_BYTES = 64 * 1024;

/** What an AuthnRequest asks, read from its signed form when it is signed. */
export interface AuthnRequest {
  id: string;
  issuer: string;
  /** The ACS URL the request names, when it names one. */
  acsUrl: string | null;
  issueInstant: Date | null;
  /** ForceAuthn="true": the person signs in again even with a session. */
  forceAuthn: boolean;
  signed: boolean;
}

const invalid = (message: string) => new SamlIdpError('invalid_request', message);

/** The requests an SP sends: to sign in, and to sign out (Single Logout). */
export type SamlRequestKind = 'AuthnRequest' | 'LogoutRequest';

function readRequestXml(xml: string, kind: SamlRequestKind = 'AuthnRequest'): Element {
  let doc: Document;
  try {
    refuseXmlDeclarations(xml);
    doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml');
  } catch (error) {
    if (error instanceof SamlXmlRefused) throw invalid(error.message.replace('response', 'request'));
    throw invalid('SAMLRequest is not well-formed XML');
  }
  const root = doc.documentElement;
  if (!root || root.localName !== kind || root.namespaceURI !== SAMLP) throw invalid(`SAMLRequest must be a samlp:${kind}`);
  return root;
}

function requestOf(root: Element, signed: boolean): AuthnRequest {
  const id = root.getAttribute('ID');
  const issuer = root.getElementsByTagNameNS(SAML, 'Issuer')[0]?.textContent?.trim();
  if (!id || id.length > 256) throw invalid('the AuthnRequest has no ID');
  if (!issuer) throw invalid('the AuthnRequest has no Issuer');
  const instant = root.getAttribute('IssueInstant');
  return {
    id,
    issuer,
    acsUrl: root.getAttribute('AssertionConsumerServiceURL') || null,
    issueInstant: instant ? new Date(instant) : null,
    forceAuthn: root.getAttribute('ForceAuthn') === 'true' || root.getAttribute('ForceAuthn') === '1',
    signed,
  };
}

/** A request as its binding delivered it: the root element that was read (the signed form, when signed). */
export interface ReadRequest {
  root: Element;
  signed: boolean;
}

/**
 * The HTTP-Redirect binding: `SAMLRequest` deflated and base64, and when signed `SigAlg` and
 * `Signature` over the query's own octets (SAML bindings §3.4.4.1: the parameters as they were
 * URL-encoded, in the order SAMLRequest, RelayState, SigAlg). `rawQuery` is the query string as
 * received. A signature is checked when present, and required when `spCertificate` must sign.
 */
export async function readRedirectRequest(
  rawQuery: string,
  sp: { certificate: string | null; requireSigned: boolean },
  kind: SamlRequestKind,
): Promise<ReadRequest> {
  const { createVerify } = await import('node:crypto');
  const { inflateRawSync } = await import('node:zlib');
  const raw = new Map<string, string>();
  for (const part of rawQuery.split('&')) {
    const at = part.indexOf('=');
    if (at > 0) raw.set(part.slice(0, at), part.slice(at + 1));
  }
  const decoded = (name: string) => {
    const value = raw.get(name);
    return value === undefined ? undefined : decodeURIComponent(value.replace(/\+/g, ' '));
  };
  const samlRequest = decoded('SAMLRequest');
  if (!samlRequest || samlRequest.length > MAX_REQUEST_BYTES) throw invalid('SAMLRequest is missing or too long');
  let xml: string;
  try {
    xml = inflateRawSync(Buffer.from(samlRequest, 'base64'), { maxOutputLength: MAX_REQUEST_BYTES }).toString('utf8');
  } catch {
    throw invalid('SAMLRequest is not a deflated, base64 request');
  }
  const root = readRequestXml(xml, kind);
  const signature = decoded('Signature');
  if (signature === undefined) {
    if (sp.requireSigned) throw new SamlIdpError('request_signature', `the ${kind} must be signed`);
    return { root, signed: false };
  }
  if (!sp.certificate) throw new SamlIdpError('request_signature', `the ${kind} is signed but the application has no SP certificate to check it`);
  if (decoded('SigAlg') !== RSA_SHA256) throw new SamlIdpError('request_signature', `SigAlg must be ${RSA_SHA256}`);
  const signedOctets = ['SAMLRequest', 'RelayState', 'SigAlg']
    .filter((name) => raw.has(name))
    .map((name) => `${name}=${raw.get(name)}`)
    .join('&');
  const verifier = createVerify('RSA-SHA256');
  verifier.update(signedOctets);
  if (!verifier.verify(sp.certificate, Buffer.from(signature, 'base64'))) {
    throw new SamlIdpError('request_signature', `the ${kind} signature does not verify with the SP certificate`);
  }
  return { root, signed: true };
}

export async function readRedirectAuthnRequest(rawQuery: string, sp: { certificate: string | null; requireSigned: boolean }): Promise<AuthnRequest> {
  const { root, signed } = await readRedirectRequest(rawQuery, sp, 'AuthnRequest');
  return requestOf(root, signed);
}

/**
 * The HTTP-POST binding: `SAMLRequest` base64 XML with an enveloped signature (xml-crypto checks
 * it). Only what the signature covers is read: the signed reference must be the request itself.
 */
export async function readPostRequest(
  samlRequest: string,
  sp: { certificate: string | null; requireSigned: boolean },
  kind: SamlRequestKind,
): Promise<ReadRequest> {
  if (samlRequest.length > MAX_REQUEST_BYTES) throw invalid('SAMLRequest is too long');
  const bytes = Buffer.from(samlRequest, 'base64');
  // The binding sends XML as it is; some SPs (node-saml among them) deflate it as for a redirect.
  let xml = bytes.toString('utf8');
  if (!xml.trimStart().startsWith('<')) {
    const { inflateRawSync } = await import('node:zlib');
    try {
      xml = inflateRawSync(bytes, { maxOutputLength: MAX_REQUEST_BYTES }).toString('utf8');
    } catch {
      throw invalid('SAMLRequest is neither base64 XML nor a deflated request');
    }
  }
  const root = readRequestXml(xml, kind);
  const signatureNode = Array.from(root.childNodes).find((n) => (n as Element).localName === 'Signature' && (n as Element).namespaceURI === DS) as
    Element | undefined;
  if (!signatureNode) {
    if (sp.requireSigned) throw new SamlIdpError('request_signature', `the ${kind} must be signed`);
    return { root, signed: false };
  }
  if (!sp.certificate) throw new SamlIdpError('request_signature', `the ${kind} is signed but the application has no SP certificate to check it`);
  const { SignedXml } = await import('xml-crypto');
  const check = new SignedXml({ publicCert: sp.certificate, getCertFromKeyInfo: () => null });
  check.loadSignature(signatureNode);
  let valid: boolean;
  try {
    valid = check.checkSignature(xml);
  } catch {
    // xml-crypto throws on a signature it cannot use (wrong key, broken references): refused alike.
    valid = false;
  }
  const [signedXml] = check.getSignedReferences();
  if (!valid || !signedXml) throw new SamlIdpError('request_signature', `the ${kind} signature does not verify with the SP certificate`);
  const signedRoot = readRequestXml(signedXml, kind);
  if (signedRoot.getAttribute('ID') !== root.getAttribute('ID')) {
    throw new SamlIdpError('request_signature', `the signature does not cover the ${kind}`);
  }
  return { root: signedRoot, signed: true };
}

export async function readPostAuthnRequest(samlRequest: string, sp: { certificate: string | null; requireSigned: boolean }): Promise<AuthnRequest> {
  const { root, signed } = await readPostRequest(samlRequest, sp, 'AuthnRequest');
  return requestOf(root, signed);
}

export interface SamlResponseInput {
  idpEntityId: string;
  spEntityId: string;
  acsUrl: string;
  inResponseTo: string | null;
  nameId: string;
  nameIdFormat: string;
  attributes: Record<string, string>;
  sessionIndex: string;
  now: Date;
  /** How long the assertion may be used. */
  lifetimeSeconds: number;
  /**
   * The SP's encryption certificate (PEM) when it asks for encrypted assertions: the signed
   * assertion is then sent as an EncryptedAssertion (AES-256-GCM, its key by RSA-OAEP).
   */
  encryptFor?: string;
  signingKey: { privateKey: string; certificate: string };
}

export const newSamlId = async () => `_${(await import('node:crypto')).randomBytes(20).toString('hex')}`;

/**
 * A Response with one assertion for the SP, the assertion signed (RSA-SHA256, exclusive C14N) by
 * xml-crypto, then the response signed around it: SPs differ in which one they check. Base64,
 * ready for the HTTP-POST binding.
 */
export async function buildSamlResponse(input: SamlResponseInput): Promise<string> {
  const { SignedXml } = await import('xml-crypto');
  const responseId = await newSamlId();
  const assertionId = await newSamlId();
  const instant = input.now.toISOString();
  const notOnOrAfter = new Date(input.now.getTime() + input.lifetimeSeconds * 1000).toISOString();
  const notBefore = new Date(input.now.getTime() - 60_000).toISOString();
  const inResponseTo = input.inResponseTo ? ` InResponseTo="${escapeXml(input.inResponseTo)}"` : '';
  const attributes = Object.entries(input.attributes)
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('');
  const assertion =
    `<saml:Assertion xmlns:saml="${SAML}" ID="${assertionId}" Version="2.0" IssueInstant="${instant}">` +
    `<saml:Issuer>${escapeXml(input.idpEntityId)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="${escapeXml(input.nameIdFormat)}">${escapeXml(input.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${notOnOrAfter}" Recipient="${escapeXml(input.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escapeXml(input.spEntityId)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${instant}" SessionIndex="${escapeXml(input.sessionIndex)}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
    `</saml:Assertion>`;
  const sign = (xml: string, id: string, issuerXpath: string) => signEnveloped(SignedXml, xml, id, issuerXpath, input.signingKey);
  // The assertion is signed on its own (exclusive C14N: its signature holds wherever it is put),
  // then encrypted when the SP asks: sign, then encrypt, so that the SP checks what it decrypted.
  const signedAssertion = sign(assertion, assertionId, `/*/*[local-name(.)='Issuer']`);
  const carried = input.encryptFor
    ? `<saml:EncryptedAssertion>${await encryptXml(signedAssertion, input.encryptFor)}</saml:EncryptedAssertion>`
    : signedAssertion;
  const response =
    `<samlp:Response xmlns:samlp="${SAMLP}" xmlns:saml="${SAML}" ID="${responseId}" Version="2.0" IssueInstant="${instant}" Destination="${escapeXml(input.acsUrl)}"${inResponseTo}>` +
    `<saml:Issuer>${escapeXml(input.idpEntityId)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    carried +
    `</samlp:Response>`;
  const bothSigned = sign(response, responseId, `/*/*[local-name(.)='Issuer']`);
  return Buffer.from(bothSigned, 'utf8').toString('base64');
}

/** An enveloped RSA-SHA256 signature (exclusive C14N) of the element `id`, placed after the element at `issuerXpath`, by xml-crypto. */
export function signEnveloped(
  SignedXml: typeof import('xml-crypto').SignedXml,
  xml: string,
  id: string,
  issuerXpath: string,
  key: { privateKey: string; certificate: string },
): string {
  const signer = new SignedXml({
    privateKey: key.privateKey,
    publicCert: key.certificate,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
  });
  signer.addReference({ xpath: `//*[@ID='${id}']`, transforms: [ENVELOPED, EXC_C14N], digestAlgorithm: SHA256 });
  signer.computeSignature(xml, { location: { reference: issuerXpath, action: 'after' } });
  return signer.getSignedXml();
}

/** XML Encryption of `xml` for the holder of `certificatePem`, by xml-encryption (never made here). */
async function encryptXml(xml: string, certificatePem: string): Promise<string> {
  const { encrypt } = await import('xml-encryption');
  return new Promise((resolve, reject) => {
    encrypt(
      xml,
      {
        rsa_pub: new X509Certificate(certificatePem).publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        pem: certificatePem,
        encryptionAlgorithm: 'http://www.w3.org/2009/xmlenc11#aes256-gcm',
        keyEncryptionAlgorithm: 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
        disallowEncryptionWithInsecureAlgorithm: true,
        warnInsecureAlgorithm: false,
      },
      (error, encrypted) => (error ? reject(error) : resolve(encrypted)),
    );
  });
}
