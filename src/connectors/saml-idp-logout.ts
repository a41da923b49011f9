// SAML 2.0 Single Logout, the protocol side of Tessera as an identity provider: reading an SP's
// LogoutRequest (either binding, its signature checked as an AuthnRequest's is, by
// ./saml-idp.ts) and writing the LogoutResponse for it, signed: an enveloped XML signature by
// xml-crypto for HTTP-POST, the query signature of SAML bindings §3.4.4.1 for HTTP-Redirect. No
// database and no accounts: which sessions end is decided in src/domain/sign-in/saml-logout.ts.
import type { Element } from '@xmldom/xmldom';
import {
  escapeXml,
  HTTP_REDIRECT_BINDING,
  newSamlId,
  readPostRequest,
  readRedirectRequest,
  RSA_SHA256,
  SAML,
  SAMLP,
  SamlIdpError,
  signEnveloped,
} from './saml-idp.js';

/** What a LogoutRequest asks: who signs out, and of which sessions (SessionIndex: the ones the IdP named in its assertions). */
export interface LogoutRequest {
  id: string;
  issuer: string;
  issueInstant: Date | null;
  nameId: string;
  sessionIndexes: string[];
  signed: boolean;
}

const invalid = (message: string) => new SamlIdpError('invalid_request', message);
/** A request names a handful of sessions at most; this bounds what a hostile one makes us look up. */
const MAX_SESSION_INDEXES = 20;

function logoutRequestOf(root: Element, signed: boolean): LogoutRequest {
  const id = root.getAttribute('ID');
  const issuer = root.getElementsByTagNameNS(SAML, 'Issuer')[0]?.textContent?.trim();
  const nameId = root.getElementsByTagNameNS(SAML, 'NameID')[0]?.textContent?.trim();
  if (!id || id.length > 256) throw invalid('the LogoutRequest has no ID');
  if (!issuer) throw invalid('the LogoutRequest has no Issuer');
  if (!nameId) throw invalid('the LogoutRequest has no NameID');
  const sessionIndexes = Array.from(root.getElementsByTagNameNS(SAMLP, 'SessionIndex'))
    .map((e) => e.textContent?.trim() ?? '')
    .filter(Boolean);
  if (sessionIndexes.length > MAX_SESSION_INDEXES) throw invalid(`the LogoutRequest names more than ${MAX_SESSION_INDEXES} sessions`);
  const instant = root.getAttribute('IssueInstant');
  return { id, issuer, issueInstant: instant ? new Date(instant) : null, nameId, sessionIndexes, signed };
}

export type LogoutBinding = { binding: 'redirect'; rawQuery: string } | { binding: 'post'; samlRequest: string };

/** Reads a LogoutRequest as its binding brought it; a signature is checked when present, required when `sp.requireSigned`. */
export async function readLogoutRequest(input: LogoutBinding, sp: { certificate: string | null; requireSigned: boolean }): Promise<LogoutRequest> {
  const read =
    input.binding === 'redirect'
      ? await readRedirectRequest(input.rawQuery, sp, 'LogoutRequest')
      : await readPostRequest(input.samlRequest, sp, 'LogoutRequest');
  return logoutRequestOf(read.root, read.signed);
}

export interface LogoutResponseInput {
  idpEntityId: string;
  /** Where the SP takes the answer, and how. */
  destination: { binding: string; url: string };
  inResponseTo: string;
  now: Date;
  relayState: string | null;
  signingKey: { privateKey: string; certificate: string };
}

/**
 * The answer as its binding sends it: for HTTP-Redirect the URL to send the browser to (the
 * response deflated into the query, which the signature covers); for HTTP-POST the fields of the
 * form the browser posts (the response signed inside).
 */
export type LogoutAnswer = { binding: 'redirect'; location: string } | { binding: 'post'; url: string; fields: Record<string, string> };

/** A Success LogoutResponse to `inResponseTo`, signed with the application's key. */
export async function buildLogoutResponse(input: LogoutResponseInput): Promise<LogoutAnswer> {
  const id = await newSamlId();
  const xml =
    `<samlp:LogoutResponse xmlns:samlp="${SAMLP}" xmlns:saml="${SAML}" ID="${id}" Version="2.0" IssueInstant="${input.now.toISOString()}"` +
    ` Destination="${escapeXml(input.destination.url)}" InResponseTo="${escapeXml(input.inResponseTo)}">` +
    `<saml:Issuer>${escapeXml(input.idpEntityId)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `</samlp:LogoutResponse>`;
  if (input.destination.binding === HTTP_REDIRECT_BINDING) {
    return { binding: 'redirect', location: await signedRedirectUrl(input.destination.url, 'SAMLResponse', xml, input.relayState, input.signingKey) };
  }
  const { SignedXml } = await import('xml-crypto');
  const signed = signEnveloped(SignedXml, xml, id, `/*/*[local-name(.)='Issuer']`, input.signingKey);
  return {
    binding: 'post',
    url: input.destination.url,
    fields: { SAMLResponse: Buffer.from(signed, 'utf8').toString('base64'), ...(input.relayState === null ? {} : { RelayState: input.relayState }) },
  };
}

/**
 * The HTTP-Redirect binding's URL for a message: deflated, base64 into `param`, then `RelayState`
 * and `SigAlg`, and the RSA-SHA256 signature over exactly those octets (SAML bindings §3.4.4.1).
 */
async function signedRedirectUrl(
  destination: string,
  param: 'SAMLRequest' | 'SAMLResponse',
  xml: string,
  relayState: string | null,
  key: { privateKey: string },
): Promise<string> {
  const { deflateRawSync } = await import('node:zlib');
  const { createSign } = await import('node:crypto');
  const parts = [`${param}=${encodeURIComponent(deflateRawSync(Buffer.from(xml, 'utf8')).toString('base64'))}`];
  if (relayState !== null) parts.push(`RelayState=${encodeURIComponent(relayState)}`);
  parts.push(`SigAlg=${encodeURIComponent(RSA_SHA256)}`);
  const signer = createSign('RSA-SHA256');
  signer.update(parts.join('&'));
  const signature = signer.sign(key.privateKey).toString('base64');
  const url = new URL(destination);
  const query = [...(url.search ? [url.search.slice(1)] : []), ...parts, `Signature=${encodeURIComponent(signature)}`].join('&');
  return `${url.origin}${url.pathname}?${query}`;
}

export interface LogoutRequestInput {
  idpEntityId: string;
  /** The SP's Single Logout service: its binding (HTTP-Redirect or HTTP-POST) and URL. */
  destination: { binding: string; url: string };
  nameId: string;
  nameIdFormat: string;
  /** The session our assertions named (their SessionIndex). */
  sessionIndex: string;
  now: Date;
  signingKey: { privateKey: string; certificate: string };
}

/**
 * An IdP-initiated LogoutRequest for the SP, as a browser (a sign-out page's frame) delivers it:
 * the signed HTTP-Redirect URL, or for HTTP-POST the fields of a form whose request XML carries
 * an enveloped signature.
 */
export async function buildLogoutRequest(input: LogoutRequestInput): Promise<LogoutAnswer> {
  const id = await newSamlId();
  // NotOnOrAfter bounds how long the SP may act on it (SAML core §3.7.1).
  const notOnOrAfter = new Date(input.now.getTime() + 5 * 60_000).toISOString();
  const xml =
    `<samlp:LogoutRequest xmlns:samlp="${SAMLP}" xmlns:saml="${SAML}" ID="${id}" Version="2.0" IssueInstant="${input.now.toISOString()}"` +
    ` Destination="${escapeXml(input.destination.url)}" NotOnOrAfter="${notOnOrAfter}">` +
    `<saml:Issuer>${escapeXml(input.idpEntityId)}</saml:Issuer>` +
    `<saml:NameID Format="${escapeXml(input.nameIdFormat)}">${escapeXml(input.nameId)}</saml:NameID>` +
    `<samlp:SessionIndex>${escapeXml(input.sessionIndex)}</samlp:SessionIndex>` +
    `</samlp:LogoutRequest>`;
  if (input.destination.binding === HTTP_REDIRECT_BINDING) {
    return { binding: 'redirect', location: await signedRedirectUrl(input.destination.url, 'SAMLRequest', xml, null, input.signingKey) };
  }
  const { SignedXml } = await import('xml-crypto');
  const signed = signEnveloped(SignedXml, xml, id, `/*/*[local-name(.)='Issuer']`, input.signingKey);
  return { binding: 'post', url: input.destination.url, fields: { SAMLRequest: Buffer.from(signed, 'utf8').toString('base64') } };
}
