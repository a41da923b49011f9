// SAML 2.0 service provider, over @node-saml/node-saml: IdP metadata reading, the AuthnRequest
// (HTTP-Redirect binding), the Response check (HTTP-POST binding) and our SP metadata. Protocol
// only: no database, no accounts. XML signatures are verified by node-saml (xml-crypto), never here.
//
// What a response must be to pass validateSamlResponse:
// - the assertion signed by the IdP's certificate (wantAssertionsSigned; a signed response
//   alone is not enough, and node-saml refuses a response with more than one assertion, which
//   closes the signature-wrapping trick of a second, unsigned assertion);
// - its Conditions within NotBefore/NotOnOrAfter and its Audience our SP entity id (node-saml);
// - InResponseTo (on the response and on the signed SubjectConfirmationData) the request this
//   flow sent, through a cache that knows only that one id;
// - the signed SubjectConfirmationData's Recipient our ACS URL, and the signed Issuer the IdP's
//   entity id (checked here on the signed assertion node-saml returns).
import { X509Certificate } from 'node:crypto';
import type { CacheProvider, Profile, SAML } from '@node-saml/node-saml';
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { refuseSamlResponseDeclarations, SamlXmlRefused } from './saml-xml-guard.js';
import type { CallbackInput, Connector, KeptRequest, UpstreamProfile } from './types.js';

// node-saml (with xml-crypto and its XML stack) is loaded on the first SAML sign-in: a process
// that never serves one — most, and every token-only one — does not carry its memory.
let nodeSamlLoading: Promise<typeof import('@node-saml/node-saml')> | undefined;
const nodeSaml = () => (nodeSamlLoading ??= import('@node-saml/node-saml'));

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
/** How long a request waits for its response. */
export const SAML_REQUEST_TTL_MS = 10 * 60 * 1000;
const CLOCK_SKEW_MS = 60 * 1000;

/** What we need of an IdP: who it is, where to send users, and the certificate its signatures verify with. */
export interface SamlIdp {
  entityId: string;
  signInEndpoint: string;
  /** PEM. */
  x509Certificate: string;
}

/** Our side of one connector. */
export interface SamlSp {
  entityId: string;
  assertionConsumerServiceUrl: string;
}

export class SamlError extends Error {
  constructor(
    /** `invalid_metadata` | `invalid_certificate` | `invalid_response` */
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

/** A PEM certificate from PEM or bare base64 (as metadata carries it); throws when it does not parse. */
export function toPemCertificate(raw: string): { pem: string; expiresAt: Date } {
  const body = raw.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;
  try {
    const cert = new X509Certificate(pem);
    return { pem, expiresAt: new Date(cert.validTo) };
  } catch {
    throw new SamlError('invalid_certificate', 'x509Certificate is not an X.509 certificate (PEM or base64 DER)');
  }
}

/** Reads entity id, HTTP-Redirect SSO URL and signing certificate from IdP metadata XML. */
export function parseIdpMetadata(xml: string): SamlIdp {
  let doc: Document;
  try {
    doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml');
  } catch {
    throw new SamlError('invalid_metadata', 'metadata is not well-formed XML');
  }
  const entity = doc.documentElement;
  if (!entity || entity.localName !== 'EntityDescriptor' || entity.namespaceURI !== MD) {
    throw new SamlError('invalid_metadata', 'metadata must be an md:EntityDescriptor');
  }
  const entityId = entity.getAttribute('entityID');
  const idp = entity.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  if (!entityId || !idp) throw new SamlError('invalid_metadata', 'metadata has no entityID or no IDPSSODescriptor');
  const sso = Array.from(idp.getElementsByTagNameNS(MD, 'SingleSignOnService')).find((s: Element) => s.getAttribute('Binding') === REDIRECT_BINDING);
  const signInEndpoint = sso?.getAttribute('Location');
  if (!signInEndpoint) throw new SamlError('invalid_metadata', 'metadata has no HTTP-Redirect SingleSignOnService');
  const key = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor')).find((k: Element) => (k.getAttribute('use') ?? 'signing') === 'signing');
  const certText = key?.getElementsByTagNameNS(DS, 'X509Certificate')[0]?.textContent;
  if (!certText) throw new SamlError('invalid_metadata', 'metadata has no signing X509Certificate');
  return { entityId, signInEndpoint, x509Certificate: toPemCertificate(certText).pem };
}

/** A cache that knows one request id (the one this flow sent) and records the id a new request gets. */
function singleRequestCache(expected: string | undefined, issued: { id?: string }): CacheProvider {
  return {
    saveAsync: async (key, value) => {
      issued.id = key;
      return { value, createdAt: Date.now() };
    },
    getAsync: async (key) => (expected !== undefined && key === expected ? new Date().toISOString() : null),
    removeAsync: async (key) => key,
  };
}

async function samlOf(idp: SamlIdp, sp: SamlSp, cacheProvider: CacheProvider): Promise<SAML> {
  const { SAML, ValidateInResponseTo } = await nodeSaml();
  return new SAML({
    entryPoint: idp.signInEndpoint,
    issuer: sp.entityId,
    callbackUrl: sp.assertionConsumerServiceUrl,
    audience: sp.entityId,
    idpCert: idp.x509Certificate,
    idpIssuer: idp.entityId,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    cacheProvider,
  });
}

/** The IdP URL carrying a new AuthnRequest (HTTP-Redirect binding), and the request's ID. */
export async function authorizationRequest(idp: SamlIdp, sp: SamlSp, relayState: string): Promise<{ url: string; requestId: string }> {
  const issued: { id?: string } = {};
  const url = await (await samlOf(idp, sp, singleRequestCache(undefined, issued))).getAuthorizeUrlAsync(relayState, undefined, {});
  if (!issued.id) throw new Error('node-saml did not report the request id');
  return { url, requestId: issued.id };
}

/** The verified facts of a SAML response, taken from the signed assertion only. */
export interface SamlAssertion {
  assertionId: string;
  issuer: string;
  nameId: string;
  nameIdFormat: string | null;
  /** When the assertion stops being valid (for the replay cache). */
  notOnOrAfter: Date;
  attributes: Record<string, unknown>;
  /** The AuthnStatement's AuthnContextClassRef: how the IdP says the person signed in. */
  authnContextClassRef: string | null;
}

type XmlJs = { $?: Record<string, string>; _?: string; [key: string]: unknown };
const first = (node: unknown, key: string): XmlJs | undefined => ((node as Record<string, XmlJs[] | undefined>)?.[key] ?? [])[0];

/** Checks a posted SAMLResponse as the header describes; throws SamlError('invalid_response') when it is refused. */
export async function validateSamlResponse(idp: SamlIdp, sp: SamlSp, samlResponse: string, requestId: string): Promise<SamlAssertion> {
  // Before any parser sees it: a DOCTYPE (and what it could declare) is refused outright.
  try {
    refuseSamlResponseDeclarations(samlResponse);
  } catch (error) {
    if (error instanceof SamlXmlRefused) throw new SamlError('invalid_response', error.message);
    throw error;
  }
  let profile: Profile | null;
  try {
    ({ profile } = await (await samlOf(idp, sp, singleRequestCache(requestId, {}))).validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    throw new SamlError('invalid_response', `the SAML response is refused: ${(error as Error).message}`);
  }
  if (!profile?.getAssertion) throw new SamlError('invalid_response', 'the SAML response carries no assertion');
  // node-saml parsed this from the signed assertion it verified.
  const assertion = (profile.getAssertion() as { Assertion?: XmlJs }).Assertion;
  const assertionId = assertion?.$?.ID;
  if (!assertion || !assertionId) throw new SamlError('invalid_response', 'the assertion has no ID');
  if (profile.issuer !== idp.entityId) throw new SamlError('invalid_response', 'the assertion is not issued by the configured IdP');
  const confirmations = (first(assertion, 'Subject')?.SubjectConfirmation as XmlJs[] | undefined) ?? [];
  const bearer = confirmations
    .map((c) => first(c, 'SubjectConfirmationData')?.$)
    .find((d) => d?.Recipient === sp.assertionConsumerServiceUrl && d?.InResponseTo === requestId);
  if (!bearer) throw new SamlError('invalid_response', 'the assertion is not for our ACS URL and this request (Recipient / InResponseTo)');
  const notOnOrAfter = new Date(bearer.NotOnOrAfter ?? first(assertion, 'Conditions')?.$?.NotOnOrAfter ?? '');
  if (Number.isNaN(notOnOrAfter.getTime())) throw new SamlError('invalid_response', 'the assertion has no NotOnOrAfter');
  if (!profile.nameID) throw new SamlError('invalid_response', 'the assertion has no NameID');
  return {
    assertionId,
    issuer: profile.issuer,
    nameId: profile.nameID,
    nameIdFormat: profile.nameIDFormat ?? null,
    notOnOrAfter,
    attributes: (profile as { attributes?: Record<string, unknown> }).attributes ?? {},
    authnContextClassRef: first(first(first(assertion, 'AuthnStatement'), 'AuthnContext'), 'AuthnContextClassRef')?._?.trim() || null,
  };
}

/** Our SP metadata, to give the IdP. */
export async function serviceProviderMetadata(sp: SamlSp): Promise<string> {
  const { generateServiceProviderMetadata } = await nodeSaml();
  return generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.assertionConsumerServiceUrl,
    wantAssertionsSigned: true,
    identifierFormat: null,
  });
}

/** A SAML connector's settings: the IdP, our side of it, and which attributes hold the profile. */
export interface SamlConnectorConfig {
  idp: SamlIdp;
  sp: SamlSp;
  /** Profile field (id, email, name, avatar) → attribute name, over the usual attribute names. */
  attributeMapping?: Record<string, unknown> | undefined;
}

const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'emailaddress',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
const NAME_ATTRIBUTES = [
  'name',
  'displayName',
  'http://schemas.microsoft.com/identity/claims/displayname',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name',
];
const AVATAR_ATTRIBUTES = ['picture', 'avatar', 'photo', 'thumbnailPhoto', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/picture'];
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/**
 * SAML authentication context classes (SAML 2.0 Authentication Context §3.4) that RFC 8176 has a
 * value for: the password classes are `pwd`. The others (Kerberos, X.509, the IdP's own URIs…)
 * have no agreed meaning in RFC 8176 terms and give nothing.
 */
const AMR_OF_AUTHN_CONTEXT: Readonly<Record<string, string>> = {
  'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport': 'pwd',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:Password': 'pwd',
};

const single = (value: unknown): string | null => {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && v.trim() ? v.trim() : null;
};

/**
 * The profile a verified assertion gives: the mapped attribute, else the usual ones (the NameID
 * for the id, and for the email when its format says it is one). A SAML IdP signs what it asserts
 * and has no "verified" flag: its email counts as verified here, and whether the IdP may speak
 * for that email's domain is the domain's rule (the connector's domains).
 */
export function profileOfAssertion(assertion: SamlAssertion, mapping: Record<string, unknown> | undefined): UpstreamProfile {
  const attr = (names: string[]) => {
    for (const name of names) {
      const v = single(assertion.attributes[name]);
      if (v) return v;
    }
    return null;
  };
  const mapped = (key: string) => (typeof mapping?.[key] === 'string' ? attr([mapping[key]]) : null);
  const email = (mapped('email') ?? attr(EMAIL_ATTRIBUTES) ?? (assertion.nameIdFormat === EMAIL_FORMAT ? assertion.nameId : null))?.toLowerCase() ?? null;
  const name = mapped('name') ?? attr(NAME_ATTRIBUTES);
  const avatar = mapped('avatar') ?? attr(AVATAR_ATTRIBUTES);
  const classRef = assertion.authnContextClassRef;
  const amr = classRef !== null && Object.hasOwn(AMR_OF_AUTHN_CONTEXT, classRef) ? AMR_OF_AUTHN_CONTEXT[classRef] : undefined;
  return {
    id: mapped('id') ?? assertion.nameId,
    issuer: assertion.issuer,
    ...(email !== null ? { email } : {}),
    emailVerified: email !== null,
    ...(name !== null ? { name } : {}),
    ...(avatar !== null ? { avatar } : {}),
    details: { nameId: assertion.nameId, nameIdFormat: assertion.nameIdFormat, attributes: assertion.attributes },
    assertion: { id: assertion.assertionId, notOnOrAfter: assertion.notOnOrAfter },
    ...(amr ? { amr: [amr] } : {}),
  };
}

/**
 * SAML as a connector: an AuthnRequest over the HTTP-Redirect binding with the caller's state as
 * RelayState (the IdP's cross-site POST carries no cookie of ours, so the RelayState names the
 * request); its ID is kept as the request's nonce, and the response posted to our ACS URL must answer it.
 */
export const samlConnector: Connector<SamlConnectorConfig> = {
  kind: 'enterprise-saml',

  async authorizationRequest({ idp, sp }, { state, redirectUri }) {
    const { url, requestId } = await authorizationRequest(idp, sp, state);
    return { url, kept: { state, redirectUri, nonce: requestId } };
  },

  async completeSignIn({ idp, sp, attributeMapping }: SamlConnectorConfig, form: CallbackInput, kept: KeptRequest): Promise<UpstreamProfile> {
    const samlResponse = form.SAMLResponse;
    if (!samlResponse || !kept.nonce) throw new SamlError('invalid_response', 'no SAMLResponse for a request of ours');
    return profileOfAssertion(await validateSamlResponse(idp, sp, samlResponse, kept.nonce), attributeMapping);
  },
};
