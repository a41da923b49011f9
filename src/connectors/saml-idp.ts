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
  return {
    entityId,
    acsUrl: { binding: HTTP_POST_BINDING, url },
    signingCertificate: certificateOf(sp, 'signing'),
    encryptionCertificate: certificateOf(sp, 'encryption'),
    authnRequestsSigned: sp.getAttribute('AuthnRequestsSigned') === 'true',
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

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const certificateBody = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

/**
 * The IdP metadata of one application: its entity id, its sign-in endpoints (both bindings) and
 * the certificate its responses are signed with. Not signed itself: SPs import it over TLS or
 * by hand. Attribute values are escaped; the document has no other input.
 */
export function idpMetadataXml(idp: { entityId: string; ssoUrl: string; certificate: string | null; nameIdFormat: string }): string {
  const key = idp.certificate
    ? `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="${DS}"><ds:X509Data><ds:X509Certificate>${certificateBody(idp.certificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`
    : '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<md:EntityDescriptor xmlns:md="${MD}" entityID="${escapeXml(idp.entityId)}">` +
    `<md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">` +
    key +
    `<md:NameIDFormat>${escapeXml(idp.nameIdFormat)}</md:NameIDFormat>` +
    `<md:SingleSignOnService Binding="${HTTP_REDIRECT_BINDING}" Location="${escapeXml(idp.ssoUrl)}"/>` +
    `<md:SingleSignOnService Binding="${HTTP_POST_BINDING}" Location="${escapeXml(idp.ssoUrl)}"/>` +
    `</md:IDPSSODescriptor></md:EntityDescriptor>`
  );
}
